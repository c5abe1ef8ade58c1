/**
 * `POST /api/{module}/Annotate/{id}`: the leader's annotation and 考核评价 of a work report (the server sets who and
 * when). Both are read after the caller's access, in the order whose first failure answers (the annotation required,
 * at most 1000 characters, then the level one of the field's options); a body that is no object answers its own text.
 */
import { Type, type Static } from 'typebox';

export const ANNOTATION_BODY_NOT_OBJECT = '批注内容格式不正确';

export const AnnotationBodySchema = Type.Object(
  {
    Annotation: Type.Optional(Type.Unsafe<string>({})),
    AssessLevel: Type.Optional(Type.Unsafe<string>({})),
  },
  { errorMessage: { type: ANNOTATION_BODY_NOT_OBJECT }, examples: [{ Annotation: '数据整理及时，继续保持', AssessLevel: '良好' }] },
);
/** What the server reads, and what the leader's page sends (both always). */
export type AnnotationBodyRead = Static<typeof AnnotationBodySchema>;
export type AnnotationBody = Required<AnnotationBodyRead>;
