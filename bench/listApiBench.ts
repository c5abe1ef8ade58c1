/**
 * "Fast at a million rows" (D-PERF-16a to D-PERF-16i), the list API: `POST /api/Thesis/List` under load (CONCURRENCY
 * clients, closed loop) at 10,000 and at 1,000,000 rows, on SQLite and on PostgreSQL, beside a bare Fastify route
 * answering the same JSON in the same process (the ceiling of HTTP + JSON on this machine), the two measured in
 * alternating half-second slices so that both meet the same speed of this drifting machine. Each case twice: as served
 * (the page a list opens on, asked for again, is a kept one: listPages.ts) and with every page read from the database.
 * Every request of a case is drawn anew (random pages of the whole list, random 科室 and orders, random pages of random orders), as
 * people ask: a cache of one repeated request cannot meet these; the first page and the rare keyword, one request
 * repeated, are kept as references only. For each database: the real server (real catalogue, the indexes it derives)
 * over a fresh store, the report bench's departments and people, 10,000 papers, measured; then up to 1,000,000,
 * measured again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildServer } from '../server/app.js';
import { backgroundBuildsOf, STALE_CHECK_MS } from '../server/platform/backgroundBuilds.js';
import { syncKeywordIndexes } from '../server/records/syncKeywordIndexes.js';
import { syncListIndexes } from '../server/records/syncListIndexes.js';
import { setKeepsPages } from '../server/records/listPages.js';
import { createBenchDatabase } from './benchDatabase.js';
import { profiled } from './cpuProfile.js';
import { addJournals, addTheses, keywordDrawer, RARE_KEYWORD } from './listApiBenchData.js';
import { runLoadsInterleaved, startBareServer, type LoadResult } from './loadGenerator.js';
import { DEFAULT_POSTGRES, login, postgresReachable } from './reportBench.js';
import { addPeople, random, type BenchStore } from './reportBenchData.js';

export const LIST_API_SIZES = (process.env.BENCH_LIST_SIZES ?? '10000,1000000').split(',').map(Number);
export const CONCURRENCY = 32;
const SECONDS = Number(process.env.BENCH_LIST_SECONDS ?? 5);
/** BENCH_LIST_PROFILE=dir: a CPU profile of the main thread per case and phase (cpuProfile.ts). */
const PROFILE_DIR = process.env.BENCH_LIST_PROFILE || undefined;
/** BENCH_LIST_CASES=first,deep narrows a run to some cases (while profiling one). */
const ONLY_CASES = process.env.BENCH_LIST_CASES ? process.env.BENCH_LIST_CASES.split(',') : null;
/** Sessions the load rotates over: the list route allows 3,000 calls a minute per session. */
const SESSIONS = 200;

/** What a case's requests are drawn from: the list's size and the data's departments. */
export interface ListApiContext {
  deptIds: readonly string[];
  /** Rows of the whole list (the default order's total). */
  rows: number;
  /** A uniform draw in [0, 1), seeded: the same run draws the same requests. */
  next(): number;
}

export interface ListApiCase {
  key: string;
  label: string;
  /** Each call's body: drawn anew for every request, except where the case is the one repeated request. */
  body: (context: ListApiContext) => Record<string, unknown>;
  /** The same request every time: a reference only, a kept page answers it (it counts toward no target). */
  repeated?: boolean;
  /**
   * The calls are made as this seeded account in this role: the 科室主任 (008), whose data scope (本部门及以下 on 论文)
   * reaches his own papers and his departments'. Absent: the administrator, who reads every row.
   */
  as?: { account: 'director'; roleCode: '008' };
  /** Which targets the case answers to: a list's (per database) or a keyword search's. */
  kind: 'list' | 'keyword';
}

export type ListApiDatabase = 'SQLite' | 'PostgreSQL';

/** The speed targets (README): share of the bare route's throughput (0: none) and p99, per kind of case and database. */
export const LIST_API_TARGETS: Record<ListApiCase['kind'], Record<ListApiDatabase, { minShare: number; maxP99Ms: number }>> = {
  list: { SQLite: { minShare: 0.3, maxP99Ms: 50 }, PostgreSQL: { minShare: 0.2, maxP99Ms: 80 } },
  keyword: { SQLite: { minShare: 0, maxP99Ms: 100 }, PostgreSQL: { minShare: 0, maxP99Ms: 100 } },
};

const PAGE_SIZE = 10;
/** Answers drawn for the bare route to answer the longest of (see runDialect). */
const BARE_ANSWER_DRAWS = 10;
/** The orders the Thesis list offers (its Sortable fields), both ways. */
const SORTS = ['PublishDate', 'ImpactFactor', 'Title', 'Create_Time'];
const pick = <T>(items: readonly T[], next: () => number): T => items[Math.floor(next() * items.length)]!;
const randomSort = (next: () => number) => ({ Name: pick(SORTS, next), Mode: next() < 0.5 ? 'asc' : 'desc' });

export const LIST_API_CASES: ListApiCase[] = [
  {
    key: 'first',
    label: 'first page, default order (one repeated request: reference)',
    body: () => ({ PageIndex: 1, PageSize: PAGE_SIZE }),
    repeated: true,
    kind: 'list',
  },
  {
    key: 'randomPage',
    label: 'a random page of the whole list, default order (deep ones included)',
    body: ({ rows, next }) => ({ PageIndex: 1 + Math.floor(next() * Math.max(1, Math.floor(rows / PAGE_SIZE))), PageSize: PAGE_SIZE }),
    kind: 'list',
  },
  {
    key: 'deptSort',
    label: 'a random 科室 (`Dept_Id ==`), a random order, pages 1–20',
    body: ({ deptIds, next }) => ({
      PageIndex: 1 + Math.floor(next() * 20),
      PageSize: PAGE_SIZE,
      Condition: { Filters: [{ Name: 'Dept_Id', Compare: '==', Value: pick(deptIds, next) }] },
      SortInfo: randomSort(next),
    }),
    kind: 'list',
  },
  {
    key: 'sortedPage',
    label: 'a random order, a random page among the first 500',
    body: ({ next }) => ({ PageIndex: 1 + Math.floor(next() * 500), PageSize: PAGE_SIZE, SortInfo: randomSort(next) }),
    kind: 'list',
  },
  {
    key: 'scoped',
    label: 'the 科室主任’s list (数据权限 本部门及以下: his papers and his departments’), a random order, pages 1–20',
    as: { account: 'director', roleCode: '008' },
    body: ({ next }) => ({ PageIndex: 1 + Math.floor(next() * 20), PageSize: PAGE_SIZE, SortInfo: randomSort(next) }),
    kind: 'list',
  },
  {
    key: 'keyword',
    label: `keyword 「${RARE_KEYWORD}」 (one title in ~400)`,
    body: () => ({ PageIndex: 1, PageSize: PAGE_SIZE, Condition: { KeyWord: RARE_KEYWORD } }),
    repeated: true,
    kind: 'keyword',
  },
  {
    key: 'randomHanKeyword',
    label: 'a random Chinese keyword each call (2–4 Han characters, from titles or not)',
    body: () => ({ PageIndex: 1, PageSize: PAGE_SIZE, Condition: { KeyWord: drawHanKeyword() } }),
    kind: 'keyword',
  },
  {
    key: 'randomKeyword',
    label: 'a random keyword each call (2–4 Han characters, Latin words, 3–5 digits)',
    body: () => ({ PageIndex: 1, PageSize: PAGE_SIZE, Condition: { KeyWord: drawKeyword() } }),
    kind: 'keyword',
  },
];

/** The random keyword cases' words (D-PERF-34a), the same sequences each run. */
const drawHanKeyword = keywordDrawer(random(34), 'han');
const drawKeyword = keywordDrawer(random(35));

export interface ListApiCaseResult extends LoadResult {
  key: string;
  total: number;
  bare: LoadResult;
  /** The same calls with every page read from the database (listPages.ts keeps none), beside the bare route again. */
  everyPageRead: LoadResult & { bare: LoadResult };
}

export interface ListApiSizeResult {
  rows: number;
  loadSeconds: number;
  indexSeconds: number;
  cases: ListApiCaseResult[];
}

export interface ListApiDialectResult {
  database: ListApiDatabase;
  sizes: ListApiSizeResult[];
}

export interface ListApiBenchResult {
  concurrency: number;
  seconds: number;
  dialects: ListApiDialectResult[];
}

/**
 * The load went past the triggers of the score facts and report cubes: the server's next look (every STALE_CHECK_MS)
 * builds them again whole in the background, at a million rows for minutes of both cores. Lists are measured once that
 * is done — what a list costs on a running server, not in the minutes after a bulk load (an earlier run measured its
 * PostgreSQL keyword cases beside 60–90 s score statements). Seconds from the load's end to the builds' end.
 */
async function backgroundBuildsAfterLoad(db: Parameters<typeof backgroundBuildsOf>[0]): Promise<number> {
  const started = performance.now();
  const builds = backgroundBuildsOf(db, () => undefined);
  const sleep = () => new Promise((resolve) => setTimeout(resolve, 250));
  while (performance.now() - started < STALE_CHECK_MS + 5_000) await sleep();
  while (!builds.idle) await sleep();
  return (performance.now() - started) / 1000;
}

/**
 * The case's answer, once. SQLite builds the list indexes on the server's own connection, blocking its event loop for
 * minutes at 1,000,000 rows; a keep-alive socket the server dropped meanwhile fails the first call: tried again.
 */
async function firstAnswer(url: string, body: string, cookie: string): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', cookie, connection: 'close' }, body });
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function runDialect(database: ListApiDatabase, postgresServer: string, log: (message: string) => void): Promise<ListApiDialectResult> {
  const tempRoot = mkdtempSync(join(tmpdir(), 'kygl-list-bench-'));
  const created = database === 'PostgreSQL' ? await createBenchDatabase(postgresServer) : { url: undefined, drop: async () => undefined };
  const bare = await startBareServer();
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
      const adminId = (await sql<{ Id: string }>`select ${sql.ref('Id')} from ${sql.table('User')} where ${sql.ref('Account')} = 'admin'`.execute(ctx.db))
        .rows[0].Id;
      const people = await addPeople(store, ctx.catalogue, seedDepts);
      const journals = await addJournals(store, ctx.catalogue);
      const cookies: string[] = [];
      for (let i = 0; i < SESSIONS; i++) cookies.push(await login(baseUrl));
      // The 科室主任's sessions, each in his role of 科室主任 (his scoped list).
      const directorRole = (await sql<{ Id: string }>`select ${sql.ref('Id')} from ${sql.table('Role')} where ${sql.ref('EnCode')} = '008'`.execute(ctx.db))
        .rows[0].Id;
      const directorCookies: string[] = [];
      if (LIST_API_CASES.some((c) => c.as && (ONLY_CASES === null || ONLY_CASES.includes(c.key)))) {
        // Logins are limited per address and minute (LOGIN_RATE_LIMIT): the administrator's have used most of one.
        await new Promise((resolve) => setTimeout(resolve, 61_000));
        for (let i = 0; i < SESSIONS; i++) {
          const cookie = await login(baseUrl, 'director');
          const chosen = await fetch(`${baseUrl}/api/account/SetAccountRole/${directorRole}`, { method: 'POST', headers: { cookie } });
          if (!chosen.ok) throw new Error(`the 科室主任's role not chosen: ${chosen.status} ${await chosen.text()}`);
          directorCookies.push(cookie);
        }
      }
      const existing = Number((await sql<{ n: number }>`select count(*) as n from ${sql.table('Thesis')}`.execute(ctx.db)).rows[0].n);
      let loaded = 0;
      const sizes: ListApiSizeResult[] = [];
      for (const size of LIST_API_SIZES) {
        log(`${database}: adding Thesis rows up to ${size.toLocaleString('en')}`);
        const { loadSeconds, indexSeconds } = await addTheses(store, ctx.catalogue, people, journals, adminId, loaded, size - existing);
        loaded = size - existing;
        // As a server started on the grown table: its list and keyword indexes made, SQLite's statistics read again.
        const indexStarted = performance.now();
        await syncListIndexes(ctx.db, ctx.dialect, ctx.catalogue);
        await syncKeywordIndexes(ctx.db, ctx.dialect, ctx.catalogue);
        if (ctx.dialect === 'sqlite') await sql`analyze sqlite_schema`.execute(ctx.db);
        else await sql`analyze ${sql.table('Thesis')}`.execute(ctx.db);
        const allIndexSeconds = indexSeconds + (performance.now() - indexStarted) / 1000;
        log(`  rows in ${loadSeconds.toFixed(1)} s, indexes and statistics in ${allIndexSeconds.toFixed(1)} s`);
        const buildSeconds = await backgroundBuildsAfterLoad(ctx.db);
        log(`  score facts and report cubes built again in the background in ${buildSeconds.toFixed(0)} s`);
        const cases: ListApiCaseResult[] = [];
        const rows = Number((await sql<{ n: number }>`select count(*) as n from ${sql.table('Thesis')}`.execute(ctx.db)).rows[0].n);
        for (const listCase of LIST_API_CASES.filter((c) => ONLY_CASES === null || ONLY_CASES.includes(c.key))) {
          const context: ListApiContext = { deptIds: people.deptIds, rows, next: random(size + listCase.key.length) };
          const makeBody = () => JSON.stringify(listCase.body(context));
          const url = `${baseUrl}/api/Thesis/List`;
          // The bare route answers one of the case's answers (the size of JSON the list sends back): the longest of a
          // few drawn, a full page — a first draw that matched nothing (a random keyword) had it answer an empty page,
          // far cheaper than the case's usual one, and the share fell by half.
          const caseCookies = listCase.as ? directorCookies : cookies;
          let answer = '';
          for (let draw = 0; draw < (listCase.repeated ? 1 : BARE_ANSWER_DRAWS); draw++) {
            const drawn = await firstAnswer(url, makeBody(), caseCookies[0]);
            const text = await drawn.text();
            if (!drawn.ok) throw new Error(`${listCase.key}: ${drawn.status} ${text}`);
            if (text.length > answer.length) answer = text;
          }
          bare.setAnswer(answer);
          const body = listCase.repeated ? makeBody() : makeBody;
          const targets = [
            { url, body, cookies: caseCookies },
            { url: bare.url, body: '{}', cookies: [] },
          ] as const;
          const profile = (phase: string) => `${database}-${size}-${listCase.key}-${phase}`;
          const [measured, bareLoad] = await profiled(PROFILE_DIR, profile('served'), () => runLoadsInterleaved(targets, CONCURRENCY, SECONDS));
          setKeepsPages(ctx.db, false);
          const [read, bareAgain] = await profiled(PROFILE_DIR, profile('read'), () => runLoadsInterleaved(targets, CONCURRENCY, SECONDS)).finally(() =>
            setKeepsPages(ctx.db, true),
          );
          const result = {
            key: listCase.key,
            total: (JSON.parse(answer) as { Total: number }).Total,
            ...measured,
            bare: bareLoad,
            everyPageRead: { ...read, bare: bareAgain },
          };
          log(`  ${JSON.stringify(result)}`);
          cases.push(result);
        }
        sizes.push({ rows: size, loadSeconds, indexSeconds: allIndexSeconds, cases });
      }
      return { database, sizes };
    } finally {
      await server.close();
    }
  } finally {
    await bare.close();
    await created.drop();
    if (process.env.BENCH_KEEP_DATABASE) process.stderr.write(`SQLite data kept: ${tempRoot}\n`);
    else rmSync(tempRoot, { recursive: true, force: true });
  }
}

/** SQLite always; PostgreSQL at BENCH_POSTGRES_URL (default the local server) when it answers. */
export async function runListApiBench(log: (message: string) => void): Promise<ListApiBenchResult> {
  const postgresServer = process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES;
  const only = process.env.BENCH_LIST_DATABASES ?? 'SQLite,PostgreSQL';
  const dialects: ListApiDialectResult[] = [];
  if (only.includes('SQLite')) dialects.push(await runDialect('SQLite', postgresServer, log));
  if (only.includes('PostgreSQL')) {
    if (await postgresReachable(postgresServer)) dialects.push(await runDialect('PostgreSQL', postgresServer, log));
    else log(`PostgreSQL not reachable at ${postgresServer}: measured on SQLite only`);
  }
  return { concurrency: CONCURRENCY, seconds: SECONDS, dialects };
}
