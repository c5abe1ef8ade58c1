// The workReports feature as the rest of the server sees it: other folders import from here, never from its files.
export { ANNOTATION_FIELD, ANNOTATION_FIELDS, ANNOTATION_TIME_FIELD, ANNOTATOR_FIELD, ASSESS_LEVEL_FIELD } from './annotationFields.js';
export { INSTITUTE_WIDE_ROLE_CODES } from './annotationScope.js';
export { workReportsPlugin } from './plugin.js';
