/**
 * Makes the list indexes of every module (listIndexes.ts) at start: created if missing under their stable names, for
 * the tables holding at least LIST_INDEX_MIN_ROWS rows — below that a list sorts its matches in a few milliseconds,
 * and ~1,400 indexes over 135 empty tables would double the time of every first start — and those a previous start
 * derived but the descriptors no longer call for dropped. A table that grows past the threshold gets its indexes at
 * the next start. Under the start-up lock, as schema sync, so several instances over one PostgreSQL database make
 * them once.
 */
import { analyzeNewIndexes } from '../platform/db/analyzeNewIndexes.js';
import { sql } from 'kysely';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import { moduleTableDefinition } from '../platform/db/schemaSync.js';
import { withStartupLock } from '../platform/db/startupLock.js';
import { syncTableIndexes } from '../platform/db/tableIndexes.js';
import type { Db, DialectName } from '../platform/db/types.js';
import { deriveListIndexes, LIST_INDEX_PREFIX, listIndexName, type ListIndex } from './listIndexes.js';

export const LIST_INDEX_MIN_ROWS = 5_000;

/** Whether the table holds at least `minRows` rows (reads that many at most). */
export async function isLarge(db: Db, table: string, minRows = LIST_INDEX_MIN_ROWS): Promise<boolean> {
  if (minRows <= 0) return true;
  const probe = sql<{ n: number }>`select count(*) as n from (select 1 as one from ${sql.table(table)} limit ${minRows}) probe`;
  return Number((await probe.execute(db)).rows[0]?.n ?? 0) >= minRows;
}

async function presentListIndexes(db: Db, dialect: DialectName): Promise<string[]> {
  const pattern = `${LIST_INDEX_PREFIX.replace('_', '!_')}%`;
  const rows =
    dialect === 'postgres'
      ? (
          await sql<{
            name: string;
          }>`select indexname as name from pg_indexes where schemaname = current_schema() and indexname like ${pattern} escape '!'`.execute(db)
        ).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and name like ${pattern} escape '!'`.execute(db)).rows;
  return rows.map((row) => row.name);
}

/** The key as lists order it: on PostgreSQL the sort field NULLS FIRST (its default puts them last ascending). */
function keySql(index: ListIndex, dialect: DialectName) {
  return sql.join(index.columns.map((column, i) => (dialect === 'postgres' && i === index.sortAt ? sql`${sql.ref(column)} asc nulls first` : sql.ref(column))));
}

export async function syncListIndexes(db: Db, dialect: DialectName, catalogue: Catalogue): Promise<ListIndex[]> {
  const indexes = catalogue.all().flatMap(deriveListIndexes);
  const wanted = new Map(indexes.map((index) => [listIndexName(index), index]));
  await withStartupLock(db, dialect, async () => {
    const present = new Set(await presentListIndexes(db, dialect));
    const absent = [...wanted].filter(([name]) => !present.has(name));
    const large = new Set<string>();
    for (const table of new Set(absent.map(([, index]) => index.table))) {
      if (await isLarge(db, table)) large.add(table);
    }
    const missing = absent.filter(([, index]) => large.has(index.table));
    const stale = [...present].filter((name) => !wanted.has(name));
    if (missing.length === 0 && stale.length === 0) return;
    await db.transaction().execute(async (trx) => {
      for (const name of stale) await trx.schema.dropIndex(name).ifExists().execute();
      for (const [name, index] of missing) {
        await sql`create index if not exists ${sql.id(name)} on ${sql.table(index.table)} (${keySql(index, dialect)})`.execute(trx);
      }
      // A table's own index a list index now leads with goes; one a dropped list index covered comes back.
      await syncTableIndexes(trx, dialect, catalogue.all().map(moduleTableDefinition));
    });
    await analyzeNewIndexes(
      db,
      dialect,
      missing.map(([name, index]) => ({ name, table: index.table })),
    );
  });
  return indexes;
}
