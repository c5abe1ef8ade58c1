import type { UiSchema } from '@rjsf/utils';
import type { FieldInfoStrut } from '../../contract/index';
import { fieldKind } from '../../core/adapter/fieldKinds';

/** A form's read-only setting: everything (true), nothing (false), or decided per field from the record. */
export type FormReadOnly = boolean | ((field: FieldInfoStrut, record: Record<string, unknown>) => boolean);

/** Shown instead of a read-only password, whatever its length (DM-FORM-12). */
export const MASKED_PASSWORD = '******';
export const MASKED_PASSWORD_WIDGET = 'MaskedPasswordWidget';

/**
 * The adapter's UI schema with the form's read-only setting applied on top of the descriptors' own modes (All / Edit,
 * already set by the adapter). Read-only password fields get the masked widget. Pure: returns a new object.
 */
export function applyReadOnly(uiSchema: UiSchema, fields: readonly FieldInfoStrut[], readOnly: FormReadOnly, record: Record<string, unknown>): UiSchema {
  const next: UiSchema = { ...uiSchema };
  for (const field of fields) {
    const current = uiSchema[field.Name] as UiSchema | undefined;
    if (!current) continue;
    const readonly = current['ui:readonly'] === true || (typeof readOnly === 'function' ? readOnly(field, record) : readOnly);
    if (!readonly) continue;
    const ui: UiSchema = { ...current, 'ui:readonly': true };
    if (fieldKind(field) === 'password') ui['ui:widget'] = MASKED_PASSWORD_WIDGET;
    next[field.Name] = ui;
  }
  return next;
}
