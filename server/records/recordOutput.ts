/**
 * Stored rows → API records: typed values, never write-only fields, and beside each `X_Id` relate field a
 * display object `X: {Id, <RelateFields>}` (Resource: `{Id, Name}`), fetched in one query per related module.
 */
import type { ApiRecord } from '../../contract/index.js';
import { RESOURCE_RELATE, type Catalogue } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Db, Row } from '../platform/db/types.js';
import { SYSTEM_COLUMNS } from '../platform/db/systemColumns.js';
import { toWireValue } from './values.js';

export function toApiRecord(module: CatalogueModule, row: Row): ApiRecord {
  const record: ApiRecord = {};
  for (const column of SYSTEM_COLUMNS) record[column.name] = row[column.name] ?? null;
  record.RowVersion = Number(row.RowVersion ?? 0);
  for (const field of module.storedFields) record[field.Name] = toWireValue(field.Type, row[field.Name]);
  return record;
}

interface RelateLink {
  idField: string;
  objectField: string;
  target: string;
}

function relateLinks(module: CatalogueModule): RelateLink[] {
  return module.definition.FieldInfoStruts
    .filter((f) => f.Relate && f.Type !== 'Array' && f.Name.endsWith('_Id') && !module.writeOnly.has(f.Name))
    .map((f) => ({ idField: f.Name, objectField: f.Name.slice(0, -3), target: f.Relate as string }));
}

async function loadDisplayObjects(db: Db, catalogue: Catalogue, target: string, ids: string[]): Promise<Map<string, ApiRecord>> {
  const result = new Map<string, ApiRecord>();
  if (ids.length === 0) return result;
  if (target === RESOURCE_RELATE) {
    const rows = await db.selectFrom('Resource').select(['Id', 'Name']).where('Id', 'in', ids).execute();
    for (const row of rows) result.set(String(row.Id), { Id: String(row.Id), Name: row.Name });
    return result;
  }
  const related = catalogue.find(target);
  if (!related) return result;
  const fields = related.definition.RelateFields
    .map((name) => related.fieldsByName.get(name))
    .filter((f): f is NonNullable<typeof f> => f !== undefined && !related.writeOnly.has(f.Name));
  const rows = await db.selectFrom(related.name).select(['Id', ...fields.map((f) => f.Name)]).where('Id', 'in', ids).execute();
  for (const row of rows) {
    const display: ApiRecord = { Id: String(row.Id) };
    for (const field of fields) display[field.Name] = toWireValue(field.Type, row[field.Name]);
    result.set(String(row.Id), display);
  }
  return result;
}

/** Adds the display objects to records (in place) and returns them. */
export async function attachDisplayObjects(db: Db, catalogue: Catalogue, module: CatalogueModule, records: ApiRecord[]): Promise<ApiRecord[]> {
  const links = relateLinks(module);
  const idsByTarget = new Map<string, Set<string>>();
  for (const link of links) {
    const ids = idsByTarget.get(link.target) ?? new Set<string>();
    for (const record of records) {
      const id = record[link.idField];
      if (typeof id === 'string' && id !== '') ids.add(id);
    }
    idsByTarget.set(link.target, ids);
  }
  const displays = new Map<string, Map<string, ApiRecord>>();
  for (const [target, ids] of idsByTarget) {
    // Chunks keep the IN list under every dialect's parameter limit.
    const all = [...ids];
    const merged = new Map<string, ApiRecord>();
    for (let i = 0; i < all.length; i += 500) {
      for (const [id, display] of await loadDisplayObjects(db, catalogue, target, all.slice(i, i + 500))) merged.set(id, display);
    }
    displays.set(target, merged);
  }
  for (const record of records) {
    for (const link of links) {
      const id = record[link.idField];
      record[link.objectField] = typeof id === 'string' ? displays.get(link.target)?.get(id) ?? null : null;
    }
  }
  return records;
}
