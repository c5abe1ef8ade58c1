/**
 * Stored rows → API records: typed values, never write-only fields, and beside each `X_Id` relate field a
 * display object `X: {Id, <RelateFields>}` (Resource: `{Id, Name}`), fetched in one query per related module, each
 * value as people read it (an option's label, core/adapter/recordLabel.ts).
 * An `X_Ids` list shown in the list (a user's 角色) gets `X: [{Id, <RelateFields>}, …]` the same way, so its column
 * shows names; one hidden from the list (a role's 权限, hundreds of ids) gets none. Display objects are kept between
 * calls while their table is not written (displayCache.ts).
 */
import type { ApiRecord } from '../../contract/index.js';
import { RESOURCE_RELATE, type Catalogue } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Db, Row } from '../platform/db/types.js';
import { SYSTEM_COLUMNS } from '../platform/db/systemColumns.js';
import { loadMissingDisplayObjects, lookUpDisplayObjects, type DisplayLookup } from './displayCache.js';
import { isWireAsStored, toWireValue } from './values.js';
import { optionLabel } from '../../core/adapter/recordLabel.js';

export function toApiRecord(module: CatalogueModule, row: Row): ApiRecord {
  let build = recordBuilders.get(module);
  if (!build) recordBuilders.set(module, (build = recordBuilder(module)));
  return build(row);
}

type RecordBuilder = (row: Row) => ApiRecord;

const recordBuilders = new WeakMap<CatalogueModule, RecordBuilder>();

/**
 * The record — system columns, RowVersion as a number, each stored field in its wire form, in this order — made once
 * per module as one object literal (as rowBuilder.ts makes rows): it gets its whole shape at once instead of
 * thirty-odd property additions, which also makes it quicker to serialise — a list page's records built and
 * serialised in ~60 % of a loop's time (D-PERF-34m). Keys are JSON string literals (a repeated name keeps its first
 * place and last value, as assignments do); `__proto__` is a computed key, an own property like any other name.
 */
function recordBuilder(module: CatalogueModule): RecordBuilder {
  const key = (name: string) => (name === '__proto__' ? `[${JSON.stringify(name)}]` : JSON.stringify(name));
  const at = (name: string) => `r[${JSON.stringify(name)}]`;
  const entries = [
    ...SYSTEM_COLUMNS.map((column) =>
      column.name === 'RowVersion' ? `"RowVersion": Number(${at('RowVersion')} ?? 0)` : `${key(column.name)}: ${at(column.name)} ?? null`,
    ),
    ...module.storedFields.map(
      (field) => `${key(field.Name)}: ${isWireAsStored(field.Type) ? `${at(field.Name)} ?? null` : `wire(${JSON.stringify(field.Type)}, ${at(field.Name)})`}`,
    ),
  ];
  const build = new Function('wire', `return (r) => ({${entries.join(', ')}});`) as (wire: typeof toWireValue) => RecordBuilder;
  return build(toWireValue);
}

interface RelateLink {
  idField: string;
  objectField: string;
  target: string;
  many: boolean;
}

const shownInList = (hide: string | null | undefined): boolean => hide !== 'List' && hide !== 'All';

const relateLinksOf = new WeakMap<CatalogueModule, RelateLink[]>();

/** The module's relate links, worked out once per module (a list page asks for them on every call). */
function relateLinks(module: CatalogueModule): RelateLink[] {
  const known = relateLinksOf.get(module);
  if (known) return known;
  const links: RelateLink[] = [];
  for (const f of module.definition.FieldInfoStruts) {
    if (!f.Relate || module.writeOnly.has(f.Name)) continue;
    if (f.Type !== 'Array' && f.Name.endsWith('_Id')) links.push({ idField: f.Name, objectField: f.Name.slice(0, -3), target: f.Relate, many: false });
    else if (f.Type === 'Array' && f.Name.endsWith('_Ids') && shownInList(f.Hide))
      links.push({ idField: f.Name, objectField: f.Name.slice(0, -4), target: f.Relate, many: true });
  }
  relateLinksOf.set(module, links);
  return links;
}

/** The ids a record's link holds: one id, or a list's ids. */
function linkIds(record: ApiRecord, link: RelateLink): string[] {
  const value = record[link.idField];
  if (link.many) return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id !== '') : [];
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** The table a relate target's display objects come from, or undefined for a module the catalogue lacks. */
function displayTable(catalogue: Catalogue, target: string): string | undefined {
  return target === RESOURCE_RELATE ? 'Resource' : catalogue.find(target)?.name;
}

async function readDisplayObjects(db: Db, catalogue: Catalogue, target: string, ids: string[]): Promise<Map<string, ApiRecord>> {
  const result = new Map<string, ApiRecord>();
  if (target === RESOURCE_RELATE) {
    const rows = await db.selectFrom('Resource').select(['Id', 'Name']).where('Id', 'in', ids).execute();
    for (const row of rows) result.set(row.Id, { Id: row.Id, Name: row.Name });
    return result;
  }
  const related = catalogue.find(target);
  if (!related) return result;
  const fields = related.definition.RelateFields.map((name) => related.fieldsByName.get(name)).filter(
    (f): f is NonNullable<typeof f> => f !== undefined && !related.writeOnly.has(f.Name),
  );
  const rows = await db
    .selectFrom(related.name)
    .select(['Id', ...fields.map((f) => f.Name)])
    .where('Id', 'in', ids)
    .execute();
  for (const row of rows) {
    const display: ApiRecord = { Id: String(row.Id) };
    // A display object is for people: a field with fixed options shows its label (业务模块 论文, not Thesis).
    for (const field of fields) display[field.Name] = optionLabel(field.EnumValues, toWireValue(field.Type, row[field.Name]));
    result.set(String(row.Id), display);
  }
  return result;
}

/** Adds the display objects to records (in place) and returns them. */
export async function attachDisplayObjects(db: Db, catalogue: Catalogue, module: CatalogueModule, records: ApiRecord[]): Promise<ApiRecord[]> {
  const links = relateLinks(module);
  if (links.length === 0 || records.length === 0) return records;
  const idsByTarget = new Map<string, Set<string>>();
  for (const link of links) {
    let ids = idsByTarget.get(link.target);
    if (!ids) idsByTarget.set(link.target, (ids = new Set<string>()));
    for (const record of records) {
      if (link.many) for (const id of linkIds(record, link)) ids.add(id);
      else {
        const id = record[link.idField];
        if (typeof id === 'string' && id !== '') ids.add(id);
      }
    }
  }
  // Kept ones at once; the rest read per table, in chunks under every dialect's parameter limit.
  const displays = new Map<string, Map<string, ApiRecord>>();
  const lookups: Array<{ target: string; lookup: DisplayLookup }> = [];
  for (const [target, ids] of idsByTarget) {
    const table = ids.size === 0 ? undefined : displayTable(catalogue, target);
    if (table === undefined) continue;
    const lookup = lookUpDisplayObjects(db, table, ids);
    displays.set(target, lookup.found);
    if (lookup.missing.length > 0) lookups.push({ target, lookup });
  }
  for (const { target, lookup } of lookups) {
    for (let i = 0; i < lookup.missing.length; i += 500) {
      const part: DisplayLookup = { ...lookup, missing: lookup.missing.slice(i, i + 500) };
      await loadMissingDisplayObjects(db, part, (missing) => readDisplayObjects(db, catalogue, target, missing));
    }
  }
  for (const record of records) {
    for (const link of links) {
      const found = displays.get(link.target);
      if (link.many) {
        const objects: ApiRecord[] = [];
        for (const id of linkIds(record, link)) {
          const display = found?.get(id);
          if (display !== undefined) objects.push(display);
        }
        record[link.objectField] = objects;
      } else {
        const id = record[link.idField];
        record[link.objectField] = (typeof id === 'string' && id !== '' ? found?.get(id) : undefined) ?? null;
      }
    }
  }
  return records;
}
