/**
 * The leader's annotation of a work report (领导批注): the four report modules carry the same fields, and all four
 * are written only by the annotate call (annotateRoute.ts), never through the generic Post or Put — otherwise a
 * staff member could grade their own report or sign it in a leader's name.
 */
export const ANNOTATED_MODULES = ['WorkReport', 'WeekWorkReport', 'MonthWorkReport', 'SeasonWorkReport'] as const;

export const ANNOTATION_FIELD = 'Annotation';
export const ASSESS_LEVEL_FIELD = 'AssessLevel';
export const ANNOTATOR_FIELD = 'Annotator_Id';
export const ANNOTATION_TIME_FIELD = 'AnnotationTime';

export const ANNOTATION_FIELDS = [ANNOTATION_FIELD, ASSESS_LEVEL_FIELD, ANNOTATOR_FIELD, ANNOTATION_TIME_FIELD] as const;

/** Longest annotation a leader may write. */
export const ANNOTATION_MAX_LENGTH = 1000;
