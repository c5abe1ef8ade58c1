/** Write checks that need the database: unique values, related records that must exist, dictionary values. */
import { sql } from 'kysely';
import type { FieldInfoStrut } from '../../contract/index.js';
import { RESOURCE_RELATE, type Catalogue } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Db, Row } from '../platform/db/types.js';
import { dictionaryProblem } from './dictionaryCheck.js';
import { isUnique } from './validation.js';
import { parseIdArray } from './values.js';

function tableOfRelate(catalogue: Catalogue, relate: string): string | null {
  if (relate === RESOURCE_RELATE) return 'Resource';
  return catalogue.find(relate)?.name ?? null;
}

/** The first unique, relation or dictionary problem among the changed fields, or null. */
export async function checkAgainstDatabase(
  db: Db,
  catalogue: Catalogue,
  module: CatalogueModule,
  values: Row,
  changed: Set<string>,
  selfId: string | null,
): Promise<string | null> {
  for (const field of module.storedFields) {
    if (!changed.has(field.Name)) continue;
    const value = values[field.Name];
    if (value === null || value === '' || value === '[]') continue;
    if (isUnique(field) && (await isTaken(db, module.name, [[field.Name, value]], selfId))) return `${field.Description}重复!`;
    if (field.Relate && !(await relatedExist(db, catalogue, field, value))) return `${field.Description}:关联数据不存在`;
  }
  return dictionaryProblem(db, module, values, changed);
}

async function relatedExist(db: Db, catalogue: Catalogue, field: FieldInfoStrut, value: string | number): Promise<boolean> {
  const table = tableOfRelate(catalogue, field.Relate ?? '');
  if (!table) return false;
  const ids = field.Type === 'Array' ? parseIdArray(value) : [String(value)];
  if (ids.length === 0) return true;
  const unique = [...new Set(ids)];
  const rows = await db.selectFrom(table).select('Id').where('Id', 'in', unique).execute();
  return rows.length === unique.length;
}

/** True when a record other than selfId has all these column values. Columns are resolved by the caller. */
export async function isTaken(db: Db, table: string, pairs: Array<[string, unknown]>, selfId: string | null): Promise<boolean> {
  let query = db.selectFrom(table).select('Id');
  for (const [column, value] of pairs) {
    query = value === null ? query.where(sql.ref(column), 'is', null) : query.where(sql.ref(column), '=', value);
  }
  if (selfId) query = query.where('Id', '!=', selfId);
  const row = await query.limit(1).executeTakeFirst();
  return row !== undefined;
}
