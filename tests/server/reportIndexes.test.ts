/**
 * The indexes the report descriptors derive (server/reports/reportIndexes.ts) exist once the server has started, on
 * SQLite and (through test:postgres) PostgreSQL; the database uses one for a report's query as compiled; a start
 * drops a derived index no descriptor calls for any more.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCHEMAS_DIR } from '../../server/app.js';
import { REPORTS_FOLDER } from '../../server/platform/catalogue/catalogue.js';
import { compileReport } from '../../server/reports/compile.js';
import { readFilterValues } from '../../server/reports/filterValues.js';
import { loadReports } from '../../server/reports/reportCatalogue.js';
import { deriveReportIndexes, reportIndexName } from '../../server/reports/reportIndexes.js';
import { moduleTableDefinition } from '../../server/platform/db/schemaSync.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.close());

async function derivedIndexesPresent(): Promise<string[]> {
  const { db, dialect } = server.app.appContext;
  const rows =
    dialect === 'postgres'
      ? (
          await sql<{
            name: string;
          }>`select indexname as name from pg_indexes where schemaname = current_schema() and indexname like 'rx!_%' escape '!'`.execute(db)
        ).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and name like 'rx!_%' escape '!'`.execute(db)).rows;
  return rows.map((r) => r.name).sort();
}

describe('indexes from the report descriptors', () => {
  it('exist after start, one for each derived index of the real descriptors', async () => {
    const { catalogue } = server.app.appContext;
    const reports = loadReports(`${DEFAULT_SCHEMAS_DIR}/${REPORTS_FOLDER}`, catalogue);
    const derived = deriveReportIndexes(
      reports.reports.map((r) => r.plan),
      (table) => moduleTableDefinition(catalogue.find(table)!).indexes,
      server.app.appContext.dialect,
    );
    expect(derived.some((index) => index.table === 'Problem')).toBe(true);
    expect(await derivedIndexesPresent()).toEqual(derived.map((index) => reportIndexName(index.table, index.parts)).sort());
  });

  it('serve a report query as compiled: the year range is a condition of a derived index', async () => {
    const { db, dialect, catalogue } = server.app.appContext;
    const report = loadReports(`${DEFAULT_SCHEMAS_DIR}/${REPORTS_FOLDER}`, catalogue).find('home-problem-bydept')!;
    const paths = new Map([...report.plan.filters].map(([key, { path }]) => [key, path]));
    const filters = readFilterValues(report.descriptor.Filters ?? [], paths, { Filters: { years: [2022, 2024] } });
    const compiled = compileReport({ plan: report.plan, dialect, filters, scope: { ownerId: null, read: null }, today: new Date() }).rows.compile(db);
    let plan: string;
    if (dialect === 'postgres') {
      // A test table of a few rows is read whole by choice; without that choice the planner shows which index fits.
      plan = await db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const rows = await trx.executeQuery<Record<string, string>>({ ...compiled, sql: `explain ${compiled.sql}` });
        return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      // On a near-empty table either derived index of Problem fits; the year range is a condition of the index.
      // Read as an index scan or, with the statistics taken when the index is made, a bitmap scan of it.
      expect(plan).toMatch(/(Index (Only )?Scan using|Bitmap Index Scan on) "rx_Problem_FlowStatus_/);
      expect(plan).toMatch(/Index Cond: .*substr\(NULLIF\("StartDate", ''::text\), 1, 4\)\)? >= '2022'/);
    } else {
      const rows = await db.executeQuery<{ detail: string }>({ ...compiled, sql: `explain query plan ${compiled.sql}` });
      plan = rows.rows.map((r) => r.detail).join('\n');
      expect(plan).toMatch(/USING (COVERING )?INDEX rx_Problem_FlowStatus_yearStartDate\S* \(FlowStatus=\? AND <expr>>\? AND <expr><\?\)/);
    }
    // Grouped in the index's order: no sort of the rows for the GROUP BY.
    if (dialect === 'sqlite') expect(plan).not.toMatch(/TEMP B-TREE FOR GROUP BY/);
  });

  it('are dropped at start when no descriptor calls for them any more', async () => {
    const { db } = server.app.appContext;
    await sql`create index ${sql.id('rx_Problem_Summary')} on ${sql.table('Problem')} (${sql.ref('Summary')})`.execute(db);
    await server.close();
    server = await startServer({ dataDir: server.dataDir });
    expect(await derivedIndexesPresent()).not.toContain('rx_Problem_Summary');
  });
});
