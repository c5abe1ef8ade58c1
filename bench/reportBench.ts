/**
 * Each report over 1,000,000 source rows answers within REPORT_TARGETS (p99) on SQLite and on PostgreSQL,
 * every request different. For each database: the real server (real catalogue and report descriptors, the indexes
 * and cubes they derive) over a fresh store, 1,000,000 Problem rows and 1,000,000 Thesis rows, then for each report
 * over those two modules RUNS requests, each with filters drawn anew (a year range, the select filters' options as
 * the page offers them), through HTTP (`POST /api/report/{code}`, logged in as the administrator: the cube when the
 * report has one) and, alternating, the same request's grouped SQL over the table run bare on the server's own
 * connection — what each request cost before the cubes. p50 / p99 of each.
 */
import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { ReportMeta } from '../contract/index.js';
import { buildServer, DEFAULT_SCHEMAS_DIR } from '../server/app.js';
import { backgroundBuildsOf } from '../server/platform/backgroundBuilds.js';
import { REPORTS_FOLDER } from '../server/platform/catalogue/catalogue.js';
import type { Db, DialectName } from '../server/platform/db/types.js';
import { compileReport } from '../server/reports/compile.js';
import { readFilterValues } from '../server/reports/filterValues.js';
import { reportCubeSpec } from '../server/reports/reportCube.js';
import { loadReports, type LoadedReport } from '../server/reports/reportCatalogue.js';
import { stateOf } from '../server/reports/syncReportCubes.js';
import { SEED_ACCOUNTS, type SeedAccountKey } from '../server/seed/accounts.js';
import { createBenchDatabase } from './benchDatabase.js';
import { addJournals, addTheses } from './listApiBenchData.js';
import { addPeople, addProjects, random, type BenchStore } from './reportBenchData.js';
import { percentile } from './stats.js';

export const REPORT_ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 1_000_000);
const RUNS = 25;
const WARM_UP = 3;
export const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/** Every report over the two loaded modules: one of each descriptor shape the catalogue has for them. */
export const REPORT_CODES: string[] = [
  'allreport',
  'home-thesis-bydept',
  'thesis-group',
  'report-chartreport',
  'report-thesisreport5',
  'home-problem-bydept',
  'problem-group',
  'problem-groupb',
  'problem-groupc',
  'problem-groupd',
  'report-problemreport1',
];

export interface ReportCaseResult {
  code: string;
  title: string;
  /**
   * What it reads: `memory` (the server's copy of its cube: a distinct count, D-PERF-5c), `cube`, or `table` (min/max,
   * parts, a cube not much smaller than its table).
   */
  reads: 'memory' | 'cube' | 'table';
  /** The cube's rows once built; null without a cube. */
  cubeRows: number | null;
  /** The first request: its table while the cube fills in the background. */
  firstMs: number;
  groupsMin: number;
  groupsMax: number;
  httpP50: number;
  httpP99: number;
  tableP50: number;
  tableP99: number;
}

export interface ReportDialectResult {
  database: string;
  rows: number;
  loadSeconds: number;
  indexSeconds: number;
  cases: ReportCaseResult[];
  /** `uptime`'s load averages (1, 5, 15 minutes) as the cases ran. */
  load: string;
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
  const response = await fetch(`${baseUrl}/api/account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Account, Password: encrypted }),
  });
  const sid = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!response.ok || !sid) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return sid.split(';')[0];
}

/** The request's queries over the table, as runReport ran them before the cubes (rows; totals when not added up). */
async function runBare(db: Db, dialect: DialectName, report: LoadedReport, body: Record<string, unknown>): Promise<number> {
  const paths = new Map([...report.plan.filters].map(([key, { path }]) => [key, path]));
  const filters = readFilterValues(report.descriptor.Filters ?? [], paths, { Filters: body });
  const compiled = compileReport({ plan: report.plan, dialect, filters, scope: { ownerId: null, read: null }, today: new Date() });
  const rows = await db.executeQuery(compiled.rows.compile(db));
  const addable = report.plan.measures.every(({ measure }) => ['count', 'sum', 'min', 'max'].includes(measure.Aggregate));
  if (rows.rows.length > compiled.keep || !addable) await db.executeQuery(compiled.totals.compile(db));
  return rows.rows.length;
}

type Draw = () => number;

/**
 * A request's filters drawn anew: each filter set half the time — a year range within the loaded years (open at one
 * end now and then), one option of a select, one to three of a multiSelect (the options the page offers).
 */
export function drawFilters(meta: ReportMeta, draw: Draw, years: [number, number]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const filter of meta.Filters) {
    if (draw() < 0.5) continue;
    if (filter.Kind === 'yearRange') {
      const from = years[0] + Math.floor(draw() * (years[1] - years[0] + 1));
      const to = Math.min(years[1], from + Math.floor(draw() * 5));
      const open = draw();
      body[filter.Key] = open < 0.1 ? [from, null] : open < 0.2 ? [null, to] : [from, to];
    } else if ((filter.Kind === 'select' || filter.Kind === 'multiSelect') && filter.Options && filter.Options.length > 0) {
      const options = filter.Options;
      const count = filter.Kind === 'select' ? 1 : 1 + Math.floor(draw() * 3);
      const values = [...new Set(Array.from({ length: count }, () => options[Math.floor(draw() * options.length)].Value))];
      body[filter.Key] = filter.Kind === 'select' ? values[0] : values;
    }
  }
  return body;
}

const loadAverage = (): string =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

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
      const projects = await addProjects(store, ctx.catalogue, people, REPORT_ROWS, lastYear);
      log(`  rows in ${projects.loadSeconds.toFixed(1)} s, indexes and statistics in ${projects.indexSeconds.toFixed(1)} s`);
      log(`${database}: adding ${REPORT_ROWS.toLocaleString('en')} Thesis rows`);
      const adminId = (await sql<{ Id: string }>`select ${sql.ref('Id')} from ${sql.table('User')} where ${sql.ref('Account')} = 'admin'`.execute(ctx.db))
        .rows[0].Id;
      const journals = await addJournals(store, ctx.catalogue);
      const theses = await addTheses(store, ctx.catalogue, people, journals, adminId, 0, REPORT_ROWS);
      log(`  rows in ${theses.loadSeconds.toFixed(1)} s, indexes and statistics in ${theses.indexSeconds.toFixed(1)} s`);
      const loadSeconds = projects.loadSeconds + theses.loadSeconds;
      const indexSeconds = projects.indexSeconds + theses.indexSeconds;
      // SQLite reads a table's statistics with the schema: the server's connection, open since before the load, kept
      // those of the empty tables and planned groupc through a non-covering index. `ANALYZE sqlite_schema`
      // makes it read the ones the load gathered, as a server started on the grown database would have.
      if (ctx.dialect === 'sqlite') await sql`analyze sqlite_schema`.execute(ctx.db);
      const reports = loadReports(join(DEFAULT_SCHEMAS_DIR, REPORTS_FOLDER), ctx.catalogue);
      const cookie = await login(baseUrl);
      const draw = random(34);
      const cases: ReportCaseResult[] = [];
      const loads: string[] = [];
      for (const code of REPORT_CODES) {
        const report = reports.find(code);
        if (!report) throw new Error(`no report ${code}`);
        const meta = (await (await fetch(`${baseUrl}/api/report/${code}/meta`, { headers: { cookie } })).json()) as ReportMeta;
        const years: [number, number] = report.source.name === 'Thesis' ? [2016, 2025] : [lastYear - 9, lastYear];
        const request = async (body: Record<string, unknown>): Promise<number> => {
          const response = await fetch(`${baseUrl}/api/report/${code}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({ Filters: body }),
          });
          if (!response.ok) throw new Error(`${code}: ${response.status} ${await response.text()}`);
          return ((await response.json()) as { Rows: unknown[] }).Rows.length;
        };
        const first = performance.now();
        await request({});
        const firstMs = performance.now() - first;
        const spec = reportCubeSpec(report.plan);
        // The first request reads the table while the cube fills in the background; the rest are timed once it is built
        // and no background work is left (the other cubes' fills after the load, the server's copies of the cubes of
        // distinct counts, D-PERF-5c): what a request costs on a running server, not during the minute after a bulk load.
        const builds = backgroundBuildsOf(ctx.db, () => undefined);
        while ((spec && !(await stateOf(ctx.db, spec)).built) || !builds.idle) await new Promise((resolve) => setTimeout(resolve, 200));
        const state = spec ? await stateOf(ctx.db, spec) : null;
        for (let i = 0; i < WARM_UP; i++) {
          const body = drawFilters(meta, draw, years);
          await request(body);
          await runBare(ctx.db, ctx.dialect, report, body);
        }
        const http: number[] = [];
        const table: number[] = [];
        const groups: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const body = drawFilters(meta, draw, years);
          // Alternating which goes first, so neither always follows the other's cache effects.
          for (const kind of i % 2 === 0 ? ['http', 'table'] : ['table', 'http']) {
            const started = performance.now();
            if (kind === 'http') groups.push(await request(body));
            else await runBare(ctx.db, ctx.dialect, report, body);
            (kind === 'http' ? http : table).push(performance.now() - started);
          }
        }
        loads.push(loadAverage());
        const result: ReportCaseResult = {
          code,
          title: report.descriptor.Title,
          reads: spec?.versioned ? 'memory' : state?.useful ? 'cube' : 'table',
          cubeRows: state?.rows ?? null,
          firstMs,
          groupsMin: Math.min(...groups),
          groupsMax: Math.max(...groups),
          httpP50: percentile(http, 50),
          httpP99: percentile(http, 99),
          tableP50: percentile(table, 50),
          tableP99: percentile(table, 99),
        };
        log(`  ${JSON.stringify(result)} load ${loads[loads.length - 1]}`);
        cases.push(result);
      }
      return { database, rows: REPORT_ROWS, loadSeconds, indexSeconds, cases, load: `${loads[0]} … ${loads[loads.length - 1]}` };
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
