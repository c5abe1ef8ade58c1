/**
 * Issue 14 "Speed": each aggregation over 1,000,000 rows answers in ≤ 300 ms on SQLite and on PostgreSQL, beside the
 * bare SQL time of the same query (ratio ≤ 1.3). For each database: the real server (real catalogue and report
 * descriptors, the indexes they derive) over a fresh store, 1,000,000 Problem rows, then for each case the request
 * through HTTP (`POST /api/report/{code}`, logged in as the administrator) and the same compiled queries run directly
 * on the server's own connection — alternating, so both meet the same noise — p50 / p99 over RUNS warm runs each.
 */
import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { buildServer, DEFAULT_SCHEMAS_DIR } from '../server/app.js';
import { REPORTS_FOLDER } from '../server/platform/catalogue/catalogue.js';
import type { Db, DialectName } from '../server/platform/db/types.js';
import { compileReport } from '../server/reports/compile.js';
import { readFilterValues } from '../server/reports/filterValues.js';
import { loadReports, type LoadedReport } from '../server/reports/reportCatalogue.js';
import { SEED_ACCOUNTS, type SeedAccountKey } from '../server/seed/accounts.js';
import { createBenchDatabase } from './benchDatabase.js';
import { addPeople, addProjects, type BenchStore } from './reportBenchData.js';
import { percentile } from './stats.js';

export const REPORT_ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 1_000_000);
const RUNS = 25;
const WARM_UP = 3;
export const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

export interface ReportCase {
  code: string;
  /** What the case measures, as the results table says it. */
  label: string;
  filters: (context: { deptId: string; lastYear: number }) => Record<string, unknown>;
}

/** Real descriptors: by department and year, by level, an age band through a relation, a fixed condition; year and department filters. */
export const REPORT_CASES: ReportCase[] = [
  { code: 'home-problem-bydept', label: '课题 by 科室 × 年度, all years', filters: () => ({}) },
  { code: 'problem-group', label: '课题 by 级别 (sum, avg), last 5 years', filters: ({ lastYear }) => ({ Year: [lastYear - 4, lastYear] }) },
  { code: 'problem-groupc', label: '课题 by 负责人年龄段 (via Person) × 级别, countDistinct, last 3 years', filters: ({ lastYear }) => ({ years: [lastYear - 2, lastYear] }) },
  { code: 'report-problemreport1', label: '国家级/省部级课题 by 科室 × 级别, all years', filters: () => ({}) },
  { code: 'home-problem-bydept', label: '课题 by 科室 × 年度, one 科室, last 3 years', filters: ({ deptId, lastYear }) => ({ years: [lastYear - 2, lastYear], dept: deptId }) },
];

export interface ReportCaseResult {
  code: string;
  label: string;
  groups: number;
  httpP50: number;
  httpP99: number;
  bareP50: number;
  bareP99: number;
}

export interface ReportDialectResult {
  database: string;
  rows: number;
  loadSeconds: number;
  indexSeconds: number;
  cases: ReportCaseResult[];
}

export interface ReportBenchResult {
  rows: number;
  runs: number;
  dialects: ReportDialectResult[];
}

export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export async function login(baseUrl: string, account: SeedAccountKey = 'admin'): Promise<string> {
  const publicKey = (await (await fetch(`${baseUrl}/api/account/PublicKey`)).json()) as string;
  const { Account, Password } = SEED_ACCOUNTS[account];
  const encrypted = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(Password, 'utf8')).toString('base64');
  const response = await fetch(`${baseUrl}/api/account/Login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Account, Password: encrypted }) });
  const sid = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!response.ok || !sid) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return sid.split(';')[0];
}

/** The request's queries, as runReport runs them (rows; totals too when they cannot be added up from the rows). */
async function runBare(db: Db, dialect: DialectName, report: LoadedReport, body: Record<string, unknown>): Promise<number> {
  const paths = new Map([...report.plan.filters].map(([key, { path }]) => [key, path]));
  const filters = readFilterValues(report.descriptor.Filters ?? [], paths, { Filters: body });
  const compiled = compileReport({ plan: report.plan, dialect, filters, scope: { ownerId: null, read: null }, today: new Date() });
  const rows = await db.executeQuery(compiled.rows.compile(db));
  const addable = report.plan.measures.every(({ measure }) => ['count', 'sum', 'min', 'max'].includes(measure.Aggregate));
  if (rows.rows.length > compiled.keep || !addable) await db.executeQuery(compiled.totals.compile(db));
  return rows.rows.length;
}

async function runDialect(database: 'SQLite' | 'PostgreSQL', postgresServer: string, log: (message: string) => void): Promise<ReportDialectResult> {
  const tempRoot = mkdtempSync(join(tmpdir(), 'kygl-report-bench-'));
  const created = database === 'PostgreSQL' ? await createBenchDatabase(postgresServer) : { url: undefined, drop: async () => undefined };
  try {
    const dataDir = join(tempRoot, 'data');
    const server = await buildServer({ dataDir, databaseUrl: created.url, logger: false, passwordHashCost: 10 });
    try {
      await server.listen({ port: 0, host: '127.0.0.1' });
      const address = server.server.address();
      if (!address || typeof address === 'string') throw new Error('server did not listen on a port');
      const baseUrl = `http://127.0.0.1:${address.port}`;
      const ctx = server.appContext;
      const store: BenchStore = { dialect: ctx.dialect, dataDir, databaseUrl: created.url };
      const seedDepts = (await sql<{ Id: string }>`select ${sql.ref('Id')} from ${sql.table('Dept')}`.execute(ctx.db)).rows.map((r) => r.Id);
      const people = await addPeople(store, ctx.catalogue, seedDepts);
      const lastYear = new Date().getFullYear();
      log(`${database}: adding ${REPORT_ROWS.toLocaleString('en')} Problem rows`);
      const { loadSeconds, indexSeconds } = await addProjects(store, ctx.catalogue, people, REPORT_ROWS, lastYear);
      log(`  rows in ${loadSeconds.toFixed(1)} s, indexes and statistics in ${indexSeconds.toFixed(1)} s`);
      // SQLite reads a table's statistics with the schema: the server's connection, open since before the load, kept
      // those of the empty tables and planned groupc through a non-covering index (~1 s). `ANALYZE sqlite_schema`
      // makes it read the ones the load gathered, as a server started on the grown database would have.
      if (ctx.dialect === 'sqlite') await sql`analyze sqlite_schema`.execute(ctx.db);
      const reports = loadReports(join(DEFAULT_SCHEMAS_DIR, REPORTS_FOLDER), ctx.catalogue);
      const cookie = await login(baseUrl);
      // The first seeded department (心血管内科 and its like): one of the select filter's real options.
      const context = { deptId: people.deptIds[0], lastYear };
      const cases: ReportCaseResult[] = [];
      for (const reportCase of REPORT_CASES) {
        const report = reports.find(reportCase.code);
        if (!report) throw new Error(`no report ${reportCase.code}`);
        const body = reportCase.filters(context);
        const request = async (): Promise<number> => {
          const response = await fetch(`${baseUrl}/api/report/${reportCase.code}`, {
            method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ Filters: body }),
          });
          if (!response.ok) throw new Error(`${reportCase.code}: ${response.status} ${await response.text()}`);
          return ((await response.json()) as { Rows: unknown[] }).Rows.length;
        };
        for (let i = 0; i < WARM_UP; i++) {
          await request();
          await runBare(ctx.db, ctx.dialect, report, body);
        }
        const http: number[] = [];
        const bare: number[] = [];
        let groups = 0;
        for (let i = 0; i < RUNS; i++) {
          // Alternating which goes first, so neither always follows the other's cache effects.
          const order = i % 2 === 0 ? ['http', 'bare'] : ['bare', 'http'];
          for (const kind of order) {
            const started = performance.now();
            if (kind === 'http') groups = await request();
            else await runBare(ctx.db, ctx.dialect, report, body);
            (kind === 'http' ? http : bare).push(performance.now() - started);
          }
        }
        const result = {
          code: reportCase.code, label: reportCase.label, groups,
          httpP50: percentile(http, 50), httpP99: percentile(http, 99), bareP50: percentile(bare, 50), bareP99: percentile(bare, 99),
        };
        log(`  ${JSON.stringify(result)}`);
        cases.push(result);
      }
      return { database, rows: REPORT_ROWS, loadSeconds, indexSeconds, cases };
    } finally {
      await server.close();
    }
  } finally {
    await created.drop();
    rmSync(tempRoot, { recursive: true, force: true });
  }
}

/** SQLite always; PostgreSQL at BENCH_POSTGRES_URL (default the local server) when it answers, in a database of its own. */
export async function runReportBench(log: (message: string) => void): Promise<ReportBenchResult> {
  const postgresServer = process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES;
  const dialects: ReportDialectResult[] = [await runDialect('SQLite', postgresServer, log)];
  if (await postgresReachable(postgresServer)) dialects.push(await runDialect('PostgreSQL', postgresServer, log));
  else log(`PostgreSQL not reachable at ${postgresServer}: measured on SQLite only`);
  return { rows: REPORT_ROWS, runs: RUNS, dialects };
}
