/**
 * Personal data (D-SEC-13): fields a module file marks `"Personal": true` (phone, e-mail, birth date, ID numbers) are
 * read and written only by administrators and roles holding the module's 查看个人信息 grant (action `Personal`).
 * Everyone else gets them empty from every read (list, record, export, print, pickers) and cannot query, sort or
 * write them; the app shows them as 无权查看. One rule, asked by both sides.
 */
import type { FieldInfoStrut, ModuleStruts } from '../../contract/index.js';

/** The grant that shows a module's personal fields. */
export const PERSONAL_ACTION = 'Personal';

/** What the app shows in place of a withheld value. */
export const WITHHELD_TEXT = '无权查看';

export function isPersonalField(field: FieldInfoStrut): boolean {
  return field.Personal === true;
}

export function personalFieldNames(fields: readonly FieldInfoStrut[]): string[] {
  return fields.filter(isPersonalField).map((field) => field.Name);
}

/**
 * The descriptors as a reader without the grant uses them: each personal field leaves the list (no column, filter or
 * sort), stays in the form read-only (its place says 无权查看, and a save cannot carry a value for it). The same
 * object when nothing is withheld.
 */
export function withholdPersonalFields(struts: ModuleStruts, mayReadPersonal: boolean): ModuleStruts {
  if (mayReadPersonal || !struts.FieldInfoStruts.some(isPersonalField)) return struts;
  return {
    ...struts,
    FieldInfoStruts: struts.FieldInfoStruts.map((field) =>
      isPersonalField(field) ? { ...field, Hide: field.Hide === 'Form' || field.Hide === 'All' ? 'All' : 'List', Sortable: false, ReadOnly: 'All' } : field,
    ),
  };
}
