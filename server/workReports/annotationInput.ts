/**
 * Reads the body of an annotate call: the annotation text (required, at most ANNOTATION_MAX_LENGTH characters) and
 * the 考核评价 (one of the field's options). Pure; every refusal is a Chinese sentence for a 400.
 */
import { ANNOTATION_BODY_NOT_OBJECT } from '../../contract/index.js';
import { ANNOTATION_MAX_LENGTH } from './annotationFields.js';

export interface AnnotationInput {
  annotation: string;
  assessLevel: string;
}

export type AnnotationReading = { ok: true; input: AnnotationInput } | { ok: false; message: string };

export const ANNOTATION_REQUIRED = '请填写批注内容';
export const ANNOTATION_TOO_LONG = `批注内容不能超过${ANNOTATION_MAX_LENGTH}个字`;
export const ASSESS_LEVEL_REQUIRED = '请选择考核评价';
export const ASSESS_LEVEL_UNKNOWN = '考核评价不在可选范围内';
export const BODY_NOT_OBJECT = ANNOTATION_BODY_NOT_OBJECT;

export function readAnnotationInput(body: unknown, levels: readonly string[]): AnnotationReading {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, message: BODY_NOT_OBJECT };
  const fields = body as Record<string, unknown>;
  const annotation = typeof fields.Annotation === 'string' ? fields.Annotation.trim() : '';
  if (annotation === '') return { ok: false, message: ANNOTATION_REQUIRED };
  // Counted in characters as people count them (a Chinese character or an emoji is one).
  if ([...annotation].length > ANNOTATION_MAX_LENGTH) return { ok: false, message: ANNOTATION_TOO_LONG };
  const level = typeof fields.AssessLevel === 'string' ? fields.AssessLevel.trim() : '';
  if (level === '') return { ok: false, message: ASSESS_LEVEL_REQUIRED };
  if (!levels.includes(level)) return { ok: false, message: ASSESS_LEVEL_UNKNOWN };
  return { ok: true, input: { annotation, assessLevel: level } };
}
