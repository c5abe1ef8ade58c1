/**
 * Dictionary-backed fields (EnumItemName) hold a value of their dictionary: an EnumItem row of that EnumName, and
 * with EnumParentField a child of the item the parent field holds — what the form's select offers (D-SEC-4).
 * Values are bound parameters; table and column names are the EnumItem module's own.
 */
import type { FieldInfoStrut } from '../../contract/index.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Db, Row } from '../platform/db/types.js';

export const DICTIONARY_TABLE = 'EnumItem';
export const notInDictionaryMessage = (field: FieldInfoStrut) => `${field.Description}:取值不在字典范围内`;

const isEmpty = (value: unknown): boolean => value === null || value === undefined || String(value).trim() === '';

/** Whether the field is checked on this write: its own value or its parent's changed. */
function touched(field: FieldInfoStrut, changed: Set<string>): boolean {
  return changed.has(field.Name) || (field.EnumParentField !== null && field.EnumParentField !== undefined && changed.has(field.EnumParentField));
}

async function inDictionary(db: Db, module: CatalogueModule, field: FieldInfoStrut, values: Row): Promise<boolean> {
  let query = db
    .selectFrom(DICTIONARY_TABLE)
    .select('Id')
    .where('EnumName', '=', field.EnumItemName ?? '')
    .where('EnumValue', '=', String(values[field.Name]));
  const parent = field.EnumParentField ? module.fieldsByName.get(field.EnumParentField) : undefined;
  if (parent) {
    const parentValue = values[parent.Name];
    if (isEmpty(parentValue)) return false;
    const parentIds = db
      .selectFrom(DICTIONARY_TABLE)
      .select('Id')
      .where('EnumName', '=', parent.EnumItemName ?? '')
      .where('EnumValue', '=', String(parentValue));
    query = query.where('Parent_Id', 'in', parentIds);
  }
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** The first dictionary field of the write whose value is not in its dictionary, worded for the form; or null. */
export async function dictionaryProblem(db: Db, module: CatalogueModule, values: Row, changed: Set<string>): Promise<string | null> {
  for (const field of module.storedFields) {
    if (!field.EnumItemName || !touched(field, changed) || isEmpty(values[field.Name])) continue;
    if (!(await inDictionary(db, module, field, values))) return notInDictionaryMessage(field);
  }
  return null;
}
