/**
 * Brings the database in line with the catalogue: creates missing tables, adds missing columns (never drops),
 * creates indexes (those another index covers not: tableIndexes.ts). Uses Kysely's schema builder and introspection only, so it runs on SQLite and PostgreSQL.
 */
import { sql } from 'kysely';
import { hasRule } from '../../../core/adapter/fieldKinds.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { CatalogueModule } from '../catalogue/types.js';
import { columnTypeOf, storageKindOf, type StorageKind } from './columnTypes.js';
import { INTERNAL_TABLES, type TableDefinition } from './internalTables.js';
import { SYSTEM_COLUMNS } from './systemColumns.js';
import { presentIndexes, syncTableIndexes } from './tableIndexes.js';
import { installTableWriteTriggers } from './tableWriteNotices.js';
import type { Db, DialectName } from './types.js';

/** The table a module is stored in, derived from its descriptors. */
export function moduleTableDefinition(module: CatalogueModule): TableDefinition {
  const columns: Array<{ name: string; kind: StorageKind }> = [...SYSTEM_COLUMNS];
  for (const field of module.storedFields) columns.push({ name: field.Name, kind: storageKindOf(field.Type) });
  const indexes: string[][] = [...(module.definition.Server?.Indexes ?? [])];
  for (const field of module.definition.FieldInfoStruts) {
    const isRelateId = field.Relate && field.Name.endsWith('_Id') && field.Type !== 'Array';
    if ((isRelateId || field.Sortable) && !module.writeOnly.has(field.Name)) indexes.push([field.Name]);
  }
  // The unique check (records/dbChecks.ts) looks a value up inside a SERIALIZABLE write. Without an index that is a
  // scan of the whole table, and PostgreSQL then locks the whole table for the check, so any two writers conflict
  // and one is rolled back; with the index only writers near the same value do. A plain index, not UNIQUE: rows
  // written before the rule may repeat a value, and blank values are allowed many times; SERIALIZABLE already
  // keeps two writers from both saving one value.
  for (const field of module.storedFields) {
    if (hasRule(field, 'unique')) indexes.push([field.Name]);
  }
  indexes.push(['Create_Time']);
  return { name: module.name, columns, indexes: dedupeIndexes(indexes) };
}

/**
 * Each index once, and none that is the leading part of another: an index on (Receiver_Id, IsRead) answers every
 * lookup one on Receiver_Id would, and each index more is one more B-tree every insert writes.
 */
function dedupeIndexes(indexes: string[][]): string[][] {
  const keys = [...new Set(indexes.map((cols) => cols.join(',')))];
  const coveredByLonger = (key: string) => keys.some((other) => other.length > key.length && other.startsWith(`${key},`));
  return keys.filter((key) => !coveredByLonger(key)).map((key) => key.split(','));
}

export interface SyncReport {
  createdTables: string[];
  addedColumns: string[];
}

export async function syncSchema(db: Db, dialect: DialectName, catalogue: Catalogue): Promise<SyncReport> {
  const report: SyncReport = { createdTables: [], addedColumns: [] };
  const existing = new Map<string, Set<string>>();
  // PostgreSQL lists the tables of every schema; only those of the schema we write to count.
  const schema = dialect === 'postgres' ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name : undefined;
  for (const table of await db.introspection.getTables()) {
    if (schema !== undefined && table.schema !== schema) continue;
    existing.set(table.name, new Set(table.columns.map((c) => c.name)));
  }
  const tables = [...INTERNAL_TABLES, ...catalogue.all().map(moduleTableDefinition)];
  // One transaction: a start that fails half-way leaves the schema as it was (DDL is transactional in both dialects).
  await db.transaction().execute(async (trx) => {
    const present = await presentIndexes(trx, dialect);
    for (const table of tables) {
      const columns = existing.get(table.name);
      if (!columns) {
        await createTable(trx, dialect, table);
        report.createdTables.push(table.name);
      } else {
        for (const column of table.columns) {
          if (columns.has(column.name)) continue;
          await trx.schema.alterTable(table.name).addColumn(column.name, columnTypeOf(column.kind, dialect)).execute();
          report.addedColumns.push(`${table.name}.${column.name}`);
        }
      }
    }
    await syncTableIndexes(trx, dialect, tables, present);
  });
  // Other instances hear of each write to these tables (their caches: tableWriteNotices.ts).
  if (dialect === 'postgres') await installTableWriteTriggers(db);
  return report;
}

async function createTable(db: Db, dialect: DialectName, table: TableDefinition): Promise<void> {
  let builder = db.schema.createTable(table.name);
  table.columns.forEach((column, i) => {
    builder = builder.addColumn(column.name, columnTypeOf(column.kind, dialect), (col) => (i === 0 ? col.primaryKey() : col));
  });
  await builder.execute();
}
