/**
 * The mixed load of many people (D-PERF-34a): the built server as `npm start` runs it (`node dist-server/main.js`,
 * a process of its own, its event loop's delay measured inside it by eventLoopProbe.mjs), over a prepared store, and
 * USERS simulated people — each a session of its own, a role, a think time between actions — doing what people do
 * (mixedLoadActions.ts) for SECONDS. Per action: count, p50, p99, conflicts (409: another approver decided first) and
 * errors (anything else not 2xx, or no answer); in all: requests per second and the event loop's delay.
 * List and paging bodies are encrypted as the app encrypts them (the spec's 100-character RSA chunks).
 */
import { createWriteStream } from 'node:fs';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import http from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { ReportMeta, ReportRoute } from '../contract/index.js';
import { SERVER_ENTRY } from '../scripts/buildServer.mjs';
import { waitForFirstAnswer } from '../scripts/firstAnswer.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/serverNodeFlags.mjs';
import { SQLITE_FILE_NAME } from '../server/platform/db/database.js';
import { CUBE_STATE_TABLE } from '../server/reports/reportCubeSql.js';
import { STATE_TABLE as SCORE_STATE_TABLE } from '../server/scores/scoreFactTables.js';
import { SEED_ACCOUNTS, type SeedAccountKey } from '../server/seed/accounts.js';
import { chooseAction, type ActionKind, type Outcome, type HttpAnswer, type MixedLoadData, type Role, type SimulatedUser } from './mixedLoadActions.js';
import { percentile } from './stats.js';

/** Seconds of the same mix, unmeasured, before the measured minute (BENCH_MIXED_WARM_SECONDS). */
const MIXED_WARM_SECONDS = Number(process.env.BENCH_MIXED_WARM_SECONDS ?? 15);

const PROBE = fileURLToPath(new URL('./eventLoopProbe.mjs', import.meta.url));

export interface MixedLoadOptions {
  database: 'SQLite' | 'PostgreSQL';
  dataDir: string;
  databaseUrl?: string;
  users: number;
  seconds: number;
  /** Pause between a person's actions, uniformly in this range (ms). */
  thinkMs: readonly [number, number];
  log(message: string): void;
}

export interface ActionStats {
  name: string;
  kind: ActionKind;
  count: number;
  p50: number;
  p99: number;
  conflicts: number;
  errors: number;
  errorSamples: string[];
}

export interface MixedLoadResult {
  database: string;
  rows: number;
  users: number;
  seconds: number;
  requests: number;
  perSecond: number;
  errors: number;
  conflicts: number;
  eventLoop: { p50: number; p99: number; max: number };
  actions: ActionStats[];
  /** Before the measured minute: every score scheme's facts and report's cube built after the bulk load. */
  warmUpSeconds: number;
}

/** Who the people are: most file papers; some approve; the dean and the administrator read statistics. */
const ROLE_SHARES: ReadonlyArray<readonly [Role, SeedAccountKey, number]> = [
  ['staff', 'staff', 0.65],
  ['reviewer', 'reviewer', 0.15],
  ['admin', 'admin', 0.1],
  ['dean', 'dean', 0.1],
];

/** Deterministic per user, so two runs make the same choices (mulberry32). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface RunningServer {
  baseUrl: string;
  child: ChildProcess;
  eventLoop(): Promise<MixedLoadResult['eventLoop']>;
  reset(): void;
  stop(): Promise<void>;
}

async function startBuiltServer(options: MixedLoadOptions): Promise<RunningServer> {
  // BENCH_SERVER_NODE_ARGS: node's own flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its time goes.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, '--import', PROBE, SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      // Logins are not what is measured: 200 of them at the default cost would take a minute of hashing.
      PASSWORD_HASH_COST: '14',
      NODE_OPTIONS: '',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  // BENCH_SERVER_LOG: a file that receives the server's own output whole (with SLOW_QUERY_MS, its slow statements).
  if (process.env.BENCH_SERVER_LOG) {
    const log = createWriteStream(process.env.BENCH_SERVER_LOG);
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
  }
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      const found = /listening on (http:\/\/[^\s"]+)/.exec(output);
      if (found) resolve(found[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(() => reject(new Error(`the built server ended: ${output}`)));
  });
  if ((await waitForFirstAnswer(`${baseUrl}/`, exited)) === null) throw new Error(`the built server did not answer: ${output}`);
  return {
    baseUrl,
    child,
    reset: () => child.send('reset'),
    eventLoop: () =>
      new Promise((resolve) => {
        child.once('message', (message: { eventLoop: MixedLoadResult['eventLoop'] }) => resolve(message.eventLoop));
        child.send('report');
      }),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A keep-alive HTTP client for one person's session. */
function clientFor(baseUrl: string, agent: http.Agent, publicKey: string) {
  const url = new URL(baseUrl);
  const encrypt = (text: string) => publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(text, 'utf8')).toString('base64');
  // As the app sends them: the institute's list calls (a module's List, the bell's pageList) encrypted in the spec's
  // 100-character chunks; the reference server's own calls (approval centre, scores, reports) plain, as their
  // endpoints in providers/endpoints/ ask (encrypt: 'never').
  const wireBody = (path: string, body: unknown): string => {
    const json = JSON.stringify(body ?? {});
    if (!/^\/api\/[A-Za-z]+\/(List|pageList)$/.test(path)) return json;
    const chunks: string[] = [];
    for (let i = 0; i < json.length; i += 100) chunks.push(encrypt(json.slice(i, i + 100)));
    return JSON.stringify({ encrypted: chunks.join('||'), isEncrypted: true, isChunked: chunks.length > 1 });
  };
  return (cookie: string, method: string, path: string, body?: unknown): Promise<HttpAnswer> =>
    new Promise((resolve, reject) => {
      const payload = method === 'GET' ? null : wireBody(path, body);
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path,
          method,
          headers: {
            ...(payload === null ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...(cookie ? { cookie } : {}),
          },
          timeout: 30_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('no answer in 30 s')));
      request.on('error', reject);
      request.end(payload ?? undefined);
    });
}

/** A session of `account`: the login answers its cookie in a header, so this one call goes through fetch. */
async function logIn(baseUrl: string, publicKey: string, account: SeedAccountKey): Promise<string> {
  const { Account, Password } = SEED_ACCOUNTS[account];
  const encrypted = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(Password, 'utf8')).toString('base64');
  const response = await fetch(`${baseUrl}/api/account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Account, Password: encrypted }),
  });
  const sid = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!response.ok || !sid) throw new Error(`login ${Account}: ${response.status} ${await response.text()}`);
  return sid.split(';')[0]!;
}

const json = async <T>(answer: Promise<HttpAnswer>, what: string): Promise<T> => {
  const { status, text } = await answer;
  if (status !== 200) throw new Error(`${what}: ${status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
};

/** Every score scheme's list and every report asked until each answers (a 504 leaves its build going on). */
async function warmUp(call: ReturnType<typeof clientFor>, dean: string, data: MixedLoadData): Promise<void> {
  const paths = [...data.scoreCodes.map((code) => `/api/score/${code}/list`), '/api/score/ranking', ...data.reports.map((r) => `/api/report/${r.code}`)];
  const until = performance.now() + 30 * 60_000;
  for (const path of paths) {
    for (;;) {
      const body =
        path === '/api/score/ranking'
          ? { By: 'person', Filters: {} }
          : path.startsWith('/api/score/')
            ? { PageIndex: 1, PageSize: 20, Filters: {} }
            : { Filters: {} };
      const answer = await call(dean, 'POST', path, body).catch(() => ({ status: 0, text: '' }));
      if (answer.status === 200) break;
      // 503 while the build goes on in the background: asked again a second later, not in a tight loop.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (performance.now() > until) throw new Error(`warm-up: ${path} still answers ${answer.status} ${answer.text.slice(0, 200)}`);
    }
  }
}

/**
 * How many report cubes and score schemes are not built yet, read from the store itself. A report answers from its table
 * while its cube fills in the background, so answers alone do not say the fills are done; one filled during the
 * measured minute holds its table's writes for its duration (seconds at a million rows on PostgreSQL).
 */
async function unbuilt(options: MixedLoadOptions): Promise<number> {
  const query = `select (select count(*) from "${CUBE_STATE_TABLE}" where "Built" <> 1) + (select count(*) from "${SCORE_STATE_TABLE}" where "Built" <> 1) as n`;
  if (options.database === 'SQLite') {
    const db = new Database(join(options.dataDir, SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
    try {
      return Number((db.prepare(query).get() as { n: number }).n);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>(query)).rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** Waits until every cube and scheme is built, then as long again as a versioned cube's copy takes to be read (a few seconds). */
async function untilBuilt(options: MixedLoadOptions): Promise<void> {
  const until = performance.now() + 30 * 60_000;
  while ((await unbuilt(options)) > 0) {
    if (performance.now() > until) throw new Error('warm-up: report cubes or score facts still not built after 30 minutes');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await new Promise((resolve) => setTimeout(resolve, 5000));
}

/** Han runs of 2–4 characters, Latin words and numbers, as people type them, from titles in the table. */
export function keywordsFrom(titles: readonly string[]): string[] {
  const found = new Set<string>();
  for (const title of titles) {
    for (const run of title.match(/\p{Script=Han}{2,}/gu) ?? []) {
      for (let length = 2; length <= 4; length += 1) {
        for (let at = 0; at + length <= run.length; at += 1) found.add(run.slice(at, at + length));
      }
    }
    for (const word of title.match(/[A-Za-z]{3,}|\d{2,}/g) ?? []) found.add(word);
  }
  return [...found];
}

async function gatherData(call: ReturnType<typeof clientFor>, admin: string, dean: string): Promise<MixedLoadData> {
  type Page = { Total: number; Data: Array<Record<string, unknown>> };
  const first = await json<Page>(call(admin, 'POST', '/api/Thesis/List', { PageIndex: 1, PageSize: 1 }), 'Thesis');
  const pages = Math.max(1, Math.ceil(first.Total / 100));
  const sampled: Array<Record<string, unknown>> = [];
  for (let i = 0; i < 20; i += 1) {
    const page = await json<Page>(call(admin, 'POST', '/api/Thesis/List', { PageIndex: 1 + Math.floor((i * pages) / 20), PageSize: 100 }), 'Thesis');
    sampled.push(...page.Data);
  }
  const ids = async (module: string) =>
    (await json<Page>(call(admin, 'POST', `/api/${module}/List`, { PageIndex: 1, PageSize: 1000 }), module)).Data.map((r) => String(r.Id));
  const years = sampled.map((r) => Number(String(r.PublishDate ?? '').slice(0, 4))).filter((y) => y > 1900);
  const routes = await json<ReportRoute[]>(call(dean, 'GET', '/api/report'), 'reports');
  const reports: Array<{ code: string; meta: ReportMeta }> = [];
  for (const route of routes) reports.push({ code: route.Code, meta: await json<ReportMeta>(call(dean, 'GET', `/api/report/${route.Code}/meta`), route.Code) });
  const schemes = await json<Array<{ Code: string }>>(call(dean, 'GET', '/api/score/schemes'), 'schemes');
  return {
    thesisIds: sampled.map((r) => String(r.Id)),
    deptIds: await ids('Dept'),
    personIds: await ids('Person'),
    journalIds: await ids('Journal'),
    keywords: keywordsFrom(sampled.map((r) => String(r.Title ?? ''))),
    thesisRows: first.Total,
    reports,
    scoreCodes: schemes.map((s) => s.Code),
    years: [Math.min(...years), Math.max(...years)],
  };
}

/**
 * The preparation's writes put on disk before the measured minute: a bulk load — and, with BENCH_MIXED_STORE, a copy
 * of the store of several GB — leaves dirty pages the kernel writes back for minutes after, and PostgreSQL's commits
 * and reads waited behind that writeback: its run right after the SQLite one measured reads p99 up to 2.5 s and writes
 * up to 1.7 s, the same run alone 474 and 369 ms. The kernel's `sync`, then PostgreSQL's own checkpoint (refused without
 * the right to: then its writes are left to its own pace).
 */
async function settleDisk(databaseUrl: string | undefined): Promise<void> {
  execFileSync('sync');
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('checkpoint');
  } catch {
    // Not a superuser (nor pg_checkpoint): the checkpoint comes at its time.
  } finally {
    await client.end();
  }
}

/** An action's outcome as the load records it. */
type Recorded = (name: string, kind: ActionKind, ms: number, outcome: Outcome) => void;

/** Every person acting for `seconds`: a think time, an action, again; each outcome handed to `record`. */
async function runPeople(
  users: readonly SimulatedUser[],
  data: MixedLoadData,
  thinkMs: readonly [number, number],
  seconds: number,
  record: Recorded,
): Promise<void> {
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    users.map(async (user) => {
      // People do not start in step: each waits a think time first.
      while (performance.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, thinkMs[0] + user.random() * (thinkMs[1] - thinkMs[0])));
        if (performance.now() >= until) break;
        const action = chooseAction(user);
        const at = performance.now();
        const outcome = await action.run(user, data).catch((error: unknown) => ({ kind: 'error' as const, message: String(error) }));
        record(action.name, action.kind, performance.now() - at, outcome);
      }
    }),
  );
}

export async function runMixedLoad(options: MixedLoadOptions): Promise<MixedLoadResult> {
  const server = await startBuiltServer(options);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.users + 8 });
  try {
    const publicKey = JSON.parse(await fetch(`${server.baseUrl}/api/account/PublicKey`).then((r) => r.text())) as string;
    const call = clientFor(server.baseUrl, agent, publicKey);
    const users: SimulatedUser[] = [];
    let assigned = 0;
    for (const [role, account, share] of ROLE_SHARES) {
      const count = role === ROLE_SHARES.at(-1)![0] ? options.users - assigned : Math.round(options.users * share);
      for (let i = 0; i < count; i += 1) {
        const cookie = await logIn(server.baseUrl, publicKey, account);
        const random = seededRandom(users.length + 1);
        users.push({ role, cookie, drafts: [], mine: [], random, call: (method, path, body) => call(cookie, method, path, body) });
      }
      assigned += count;
    }
    options.log(`  ${users.length} people logged in (${ROLE_SHARES.map(([role]) => `${role} ${users.filter((u) => u.role === role).length}`).join(', ')})`);
    const admin = users.find((u) => u.role === 'admin')!.cookie;
    const dean = users.find((u) => u.role === 'dean')!.cookie;
    const data = await gatherData(call, admin, dean);
    options.log(
      `  ${data.thesisRows.toLocaleString('en')} papers, ${data.keywords.length} keywords, ${data.reports.length} reports, ${data.scoreCodes.length} score schemes`,
    );

    // The store was loaded past the triggers: each score scheme's facts and each report's cube are built whole in the
    // background once the server is ready (minutes at a million rows, in steps beside other requests). Built before the measured minute, which
    // is about a server in use, not its first hour after a bulk load; the time it took is reported apart.
    const warmed = performance.now();
    await warmUp(call, dean, data);
    await untilBuilt(options);
    const warmUpSeconds = (performance.now() - warmed) / 1000;
    options.log(`  score facts and report cubes built in ${warmUpSeconds.toFixed(0)} s`);
    await settleDisk(options.databaseUrl);
    // The same mix, unmeasured, before the minute: a server in use has run each action's code (compiled, not yet
    // interpreted), and has written its tables since its last checkpoint (the first write of each page after one
    // carries the whole page into the WAL). Without it the minute's first seconds were the server's first requests
    // of most kinds, 0.5–3.8 s each on PostgreSQL, and made most actions' p99 (D-PERF-34n).
    await runPeople(users, data, options.thinkMs, MIXED_WARM_SECONDS, () => undefined);
    options.log(`  the same mix for ${MIXED_WARM_SECONDS} s unmeasured`);
    const samples = new Map<string, { kind: ActionKind; times: number[]; conflicts: number; errors: number; errorSamples: string[] }>();
    server.reset();
    const started = performance.now();
    await runPeople(users, data, options.thinkMs, options.seconds, (name, kind, time, outcome) => {
      let entry = samples.get(name);
      if (!entry) samples.set(name, (entry = { kind, times: [], conflicts: 0, errors: 0, errorSamples: [] }));
      entry.times.push(time);
      if (outcome.kind === 'conflict') entry.conflicts += 1;
      if (outcome.kind === 'error') {
        entry.errors += 1;
        if (entry.errorSamples.length < 3) entry.errorSamples.push(outcome.message);
      }
    });
    const elapsed = (performance.now() - started) / 1000;
    const eventLoop = await server.eventLoop();
    const actions: ActionStats[] = [...samples]
      .map(([name, s]) => ({
        name,
        kind: s.kind,
        count: s.times.length,
        p50: percentile(s.times, 50),
        p99: percentile(s.times, 99),
        conflicts: s.conflicts,
        errors: s.errors,
        errorSamples: s.errorSamples,
      }))
      .sort((a, b) => (a.kind === b.kind ? b.count - a.count : a.kind === 'read' ? -1 : 1));
    const requests = actions.reduce((sum, a) => sum + a.count, 0);
    return {
      database: options.database,
      rows: data.thesisRows,
      users: users.length,
      seconds: options.seconds,
      requests,
      perSecond: requests / elapsed,
      errors: actions.reduce((sum, a) => sum + a.errors, 0),
      conflicts: actions.reduce((sum, a) => sum + a.conflicts, 0),
      eventLoop,
      actions,
      warmUpSeconds,
    };
  } finally {
    agent.destroy();
    await server.stop();
  }
}
