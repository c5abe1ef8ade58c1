/**
 * Makes the indexes the report descriptors call for (reportIndexes.ts) at start, beside the module indexes of schema
 * sync: created if missing under their stable names, and those a previous start derived but no descriptor calls for
 * any more (a report removed or changed) dropped, so indexes follow the descriptors both ways. Under the start-up
 * lock, as schema sync: several instances starting over one PostgreSQL database make them once.
 */
import { analyzeNewIndexes } from '../platform/db/analyzeNewIndexes.js';
import { sql, type RawBuilder } from 'kysely';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import { moduleTableDefinition } from '../platform/db/schemaSync.js';
import { syncTableIndexes } from '../platform/db/tableIndexes.js';
import { withStartupLock } from '../platform/db/startupLock.js';
import type { Db, DialectName } from '../platform/db/types.js';
import type { ReportPlan } from './plan.js';
import { deriveReportIndexes, REPORT_INDEX_PREFIX, reportIndexName, type IndexPart, type ReportIndex } from './reportIndexes.js';

/** The derived indexes present now (by their prefix; `_` is a LIKE wildcard, hence the escape). */
async function presentReportIndexes(db: Db, dialect: DialectName): Promise<string[]> {
  const pattern = `${REPORT_INDEX_PREFIX.replace('_', '!_')}%`;
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

/** A part as compile.ts writes it (without the table alias; both databases match expressions by column). */
function partSql(part: IndexPart): RawBuilder<unknown> {
  const ref = sql.ref(part.column);
  switch (part.form) {
    case 'column':
      return ref;
    case 'text':
      return sql`(nullif(${ref}, ''))`;
    case 'year':
      return sql`(substr(nullif(${ref}, ''), 1, 4))`;
    case 'month':
      return sql`(substr(nullif(${ref}, ''), 1, 7))`;
    case 'day':
      return sql`(substr(nullif(${ref}, ''), 1, 10))`;
  }
}

export async function syncReportIndexes(db: Db, dialect: DialectName, catalogue: Catalogue, plans: readonly ReportPlan[]): Promise<ReportIndex[]> {
  const indexes = deriveReportIndexes(
    plans,
    (table) => {
      const module = catalogue.find(table);
      return module ? moduleTableDefinition(module).indexes : [];
    },
    dialect,
  );
  const wanted = new Map(indexes.map((index) => [reportIndexName(index.table, index.parts), index]));
  await withStartupLock(db, dialect, async () => {
    const present = await presentReportIndexes(db, dialect);
    const stale = present.filter((name) => !wanted.has(name));
    const missing = [...wanted].filter(([name]) => !present.includes(name));
    // Nothing to make or drop: schema sync has already reconciled the tables' own indexes with these.
    if (stale.length === 0 && missing.length === 0) return;
    await db.transaction().execute(async (trx) => {
      for (const name of stale) await trx.schema.dropIndex(name).ifExists().execute();
      for (const [name, index] of missing) {
        await sql`create index if not exists ${sql.id(name)} on ${sql.table(index.table)} (${sql.join(index.parts.map(partSql))})`.execute(trx);
      }
      // A module's own index that a report index leads with goes; one a dropped report index covered comes back.
      await syncTableIndexes(
        trx,
        dialect,
        catalogue.all().map((module) => moduleTableDefinition(module)),
      );
    });
    await analyzeNewIndexes(
      db,
      dialect,
      missing.map(([name, index]) => ({ name, table: index.table })),
    );
  });
  return indexes;
}
