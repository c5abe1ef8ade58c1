/**
 * Keeps the annotation fields out of the generic writes: a new report starts unannotated, an edited one keeps the
 * annotation it had, whatever the body says (the form shows them read-only; a forged body changes nothing).
 */
import type { Row } from '../platform/db/types.js';
import type { ModuleHooks } from '../records/index.js';
import { ANNOTATION_FIELDS } from './annotationFields.js';

export const annotationHooks: ModuleHooks = {
  serverValues({ previous }): Row {
    return Object.fromEntries(ANNOTATION_FIELDS.map((name) => [name, previous?.[name] ?? null]));
  },
};
