/**
 * BENCH_ONLY=operlog: what the change history costs a save, and the 操作日志 at a large line count, SQLite in a
 * temporary data folder through the real server.
 *
 * 1. A save with and without its history line, interleaved in the same run: the save's own transaction (read the row,
 *    the versioned update) alone and with the line written (records/changeHistory.ts writeChange), p95 of each and
 *    their ratio; beside it the p95 of a whole save through HTTP (PUT /api/Thesis/Put, history included), so the
 *    line's added milliseconds read against what a person waits for.
 * 2. BENCH_OPERLOG_LINES lines (default 10,000,000, ids spread over three years as written ones would be) then
 *    GET /api/OperLog/List through HTTP: the first page, a page deep in the log (anchored), by module, by person, by a
 *    month's range, by module + action and by subnet, each request drawn anew, p50/p99 and the share of a bare route
 *    measured beside it (bench/loadGenerator.ts), as the list bench judges lists.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OperLogPage } from '../contract/index';
import { writeChange } from '../server/records/changeHistory';
import { startServer, thesisPayload, thesisReferences } from '../tests/server/helpers';
import { sql } from 'kysely';
import { onFreshDatabase } from './benchDatabase';
import { DEFAULT_POSTGRES, postgresReachable } from './reportBench';
import { random } from './reportBenchData';
import { runLoadsInterleaved, startBareServer, type LoadResult } from './loadGenerator';
import { percentile } from './stats';

const LINES = Number(process.env.BENCH_OPERLOG_LINES ?? 10_000_000);
const SAVES = Number(process.env.BENCH_OPERLOG_SAVES ?? 2000);
/** Callers in a closed loop per list case, and how long each case runs. */
const LIST_CONCURRENCY = 32;
const LIST_SECONDS = Number(process.env.BENCH_OPERLOG_SECONDS ?? 4);
const INSERT_LINES = 2_000;
const THREE_YEARS_MS = 3 * 365 * 24 * 3600 * 1000;
const MODULES = ['Thesis', 'Patent', 'Problem', 'Results', 'Person', 'Dept', 'Writings', 'Conference'];
const ACTIONS = ['修改', '修改', '修改', '新增', '删除', '审批', '导入'];

/** One list case under load: requests per second, p50/p99, lines on its pages on average, and the bare route beside it. */
export interface OperLogListResult extends LoadResult {
  name: string;
  lines: number;
  /** A bare Fastify route answering the case's JSON, measured in slices alternating with the case's. */
  bare: LoadResult;
  /** One request repeated (a reference only); otherwise every request is drawn anew. */
  repeated: boolean;
}

export interface OperLogDialectResult {
  database: 'SQLite' | 'PostgreSQL';
  lines: number;
  saves: number;
  saveWithoutMs: number;
  saveWithMs: number;
  saveHttpMs: number;
  /** Seconds to write the lines (batches of INSERT_LINES through the server's database handle). */
  fillSeconds: number;
  lists: OperLogListResult[];
}

export interface OperLogBenchResult {
  dialects: OperLogDialectResult[];
  loadAverage: number;
}

/** A v7 id of the given millisecond (platform/db/ids.ts): the ordinal keeps ids of one millisecond distinct. */
function idAt(ms: number, ordinal: number): string {
  const time = Math.floor(ms).toString(16).padStart(12, '0');
  const tail = ordinal.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7000-8000-${tail}`;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

type Server = Awaited<ReturnType<typeof startServer>>;

/** The lines a case's pages hold on average, over twenty requests drawn as the load draws them. */
async function linesAPage(server: Server, cookie: string, draw: () => Record<string, string>): Promise<{ lines: number; answer: string }> {
  let lines = 0;
  let answer = '';
  for (let n = 0; n < 20; n += 1) {
    const url = `/api/OperLog/List?${new URLSearchParams(draw()).toString()}`;
    const response = await server.call(cookie, { method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    lines += response.json<OperLogPage>().Lines.length;
    answer = response.body;
  }
  return { lines: lines / 20, answer };
}

async function benchOne(
  database: OperLogDialectResult['database'],
  databaseUrl: string | undefined,
  step: (message: string) => void,
): Promise<OperLogDialectResult> {
  const root = mkdtempSync(join(tmpdir(), 'kygl-operlog-bench-'));
  step(`operlog ${database}: starting the built server and seeding`);
  const server = await startServer({ dataDir: join(root, 'data'), databaseUrl });
  try {
    const cookie = await server.login('admin');
    const refs = await thesisReferences(server, cookie);
    const created = await server.call(cookie, { method: 'POST', url: '/api/Thesis/Post', payload: thesisPayload(refs, '测速论文') });
    const id = String(created.json<{ Id: string }>().Id);
    const { db, catalogue } = server.app.appContext;
    const module = catalogue.find('Thesis');
    if (!module) throw new Error('no Thesis module');
    const actor = { userId: null, isAdmin: true, name: '测速', address: '127.0.0.1' };

    step(`operlog ${database}: ${SAVES} saves with and ${SAVES} without the history line, interleaved`);
    const withLine: number[] = [];
    const without: number[] = [];
    const save = (n: number, history: boolean) =>
      db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('Thesis').selectAll().where('Id', '=', id).executeTakeFirstOrThrow();
        const changes = { Title: `测速论文-${n}`, RowVersion: Number(before.RowVersion) + 1 };
        await trx.updateTable('Thesis').set(changes).where('Id', '=', id).where('RowVersion', '=', before.RowVersion).execute();
        if (history) await writeChange(trx, module, '修改', actor, id, before, { ...before, ...changes });
      });
    for (let n = 0; n < SAVES; n++) {
      // Alternating which goes first keeps a warm cache or a checkpoint from favouring one side.
      if (n % 2 === 0) {
        without.push(await timed(() => save(2 * n, false)));
        withLine.push(await timed(() => save(2 * n + 1, true)));
      } else {
        withLine.push(await timed(() => save(2 * n, true)));
        without.push(await timed(() => save(2 * n + 1, false)));
      }
    }
    const http: number[] = [];
    for (let n = 0; n < Math.min(SAVES, 200); n++) {
      const row = (await server.call(cookie, { method: 'GET', url: `/api/Thesis/Get/${id}` })).json<{ RowVersion: number }>();
      http.push(
        await timed(() =>
          server.call(cookie, { method: 'PUT', url: '/api/Thesis/Put', payload: { Id: id, RowVersion: row.RowVersion, Title: `经接口保存-${n}` } }),
        ),
      );
    }

    step(`operlog ${database}: writing ${LINES.toLocaleString('en-US')} lines`);
    const fillStarted = performance.now();
    const users = (await db.selectFrom('User').select(['Id', 'Name']).execute()).map((u) => ({ id: String(u.Id), name: String(u.Name) }));
    const start = Date.now() - THREE_YEARS_MS;
    const changes = JSON.stringify([{ Field: 'Title', Label: '题目', Old: '旧题目', New: '新题目' }]);
    for (let i = 0; i < LINES; i += INSERT_LINES) {
      const batch = Array.from({ length: Math.min(INSERT_LINES, LINES - i) }, (_, k) => {
        const n = i + k;
        const user = users[n % users.length]!;
        return {
          Id: idAt(start + (n / LINES) * THREE_YEARS_MS, n),
          ModuleName: MODULES[n % MODULES.length]!,
          Record_Id: `bench-${n % 100_000}`,
          Action: ACTIONS[n % ACTIONS.length]!,
          User_Id: user.id,
          UserName: user.name,
          Address: `10.0.${n % 256}.${n % 200}`,
          Time: new Date(start + (n / LINES) * THREE_YEARS_MS).toISOString().slice(0, 19).replace('T', ' '),
          Changes: changes,
        };
      });
      await db.insertInto('RecordChange').values(batch).execute();
      if (i % 1_000_000 === 0 && i > 0) step(`operlog ${database}: ${i.toLocaleString('en-US')} lines`);
    }
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    if (databaseUrl) await sql`analyze "RecordChange"`.execute(db);

    // Every request drawn anew (seeded): a random depth, module, person, month, action, subnet.
    const next = random(34);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const anywhere = () => idAt(start + next() * THREE_YEARS_MS, 0);
    const monthRange = () => {
      const month = new Date(start + next() * (THREE_YEARS_MS - 40 * 24 * 3600 * 1000));
      const text = `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
      return { From: `${text}-01`, To: `${text}-28` };
    };
    const cases: Array<{ name: string; draw: () => Record<string, string>; repeated?: boolean }> = [
      { name: 'first page (one repeated request: reference)', draw: () => ({}), repeated: true },
      { name: 'a random page anywhere in the log (anchored)', draw: () => ({ After: anywhere() }) },
      { name: 'a random module, a random depth', draw: () => ({ Module: pick(MODULES), After: anywhere() }) },
      { name: 'a random person, a random depth', draw: () => ({ User: pick(users).name, After: anywhere() }) },
      { name: 'a random month', draw: monthRange },
      { name: 'a random module + action', draw: () => ({ Module: pick(MODULES), Action: pick(ACTIONS) }) },
      { name: 'a random subnet (地址 10.0.x.)', draw: () => ({ Address: `10.0.${Math.floor(next() * 256)}.` }) },
    ];
    // Through HTTP, as the list bench: the server listens, the callers and a bare route answering the case's JSON share
    // this process, measured in alternating half-second slices (the share of the bare route is the list target).
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const bare = await startBareServer();
    const lists: OperLogListResult[] = [];
    try {
      for (const { name, draw, repeated } of cases) {
        step(`operlog ${database}: list ${name}`);
        const { lines, answer } = await linesAPage(server, cookie, draw);
        bare.setAnswer(answer);
        const fixed = repeated ? `${address}/api/OperLog/List?${new URLSearchParams(draw()).toString()}` : null;
        const url = fixed ?? (() => `${address}/api/OperLog/List?${new URLSearchParams(draw()).toString()}`);
        const [measured, bareLoad] = await runLoadsInterleaved(
          [
            { url, method: 'GET', body: '', cookies: [cookie] },
            { url: bare.url, body: '{}', cookies: [] },
          ],
          LIST_CONCURRENCY,
          LIST_SECONDS,
        );
        lists.push({ name, repeated: repeated ?? false, lines, ...measured, bare: bareLoad });
      }
    } finally {
      await bare.close();
    }
    return {
      database,
      lines: LINES,
      saves: SAVES,
      saveWithoutMs: percentile(without, 95),
      saveWithMs: percentile(withLine, 95),
      saveHttpMs: percentile(http, 95),
      fillSeconds,
      lists,
    };
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

/** SQLite always; PostgreSQL at BENCH_POSTGRES_URL (default the local server) when it answers, on a fresh database. */
export async function runOperLogBench(step: (message: string) => void): Promise<OperLogBenchResult> {
  const dialects = [await benchOne('SQLite', undefined, step)];
  const postgres = process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES;
  if ((process.env.BENCH_OPERLOG_DATABASES ?? 'SQLite,PostgreSQL').includes('PostgreSQL') && (await postgresReachable(postgres))) {
    dialects.push(await onFreshDatabase(postgres, (url) => benchOne('PostgreSQL', url, step)));
  } else step('operlog: PostgreSQL skipped');
  return { dialects, loadAverage: loadavg()[0] ?? 0 };
}

export const OPER_LOG_SECTION_HEADING = '## Change history and 操作日志 (BENCH_ONLY=operlog)';

/** The list targets of the speed issue: ≥ 30 % of the bare route and p99 ≤ 50 ms on SQLite, ≥ 20 % and ≤ 80 ms on PostgreSQL. */
const P99_TARGET_MS = { SQLite: 50, PostgreSQL: 80 } as const;
const SHARE_TARGET = { SQLite: 0.3, PostgreSQL: 0.2 } as const;

export function renderOperLogResults(result: OperLogBenchResult): string {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const lines: string[] = [
    OPER_LOG_SECTION_HEADING,
    '',
    `The built server (dist-server/) in this process, each database fresh; saves one at a time. Lists through HTTP as the list bench measures them: ${LIST_CONCURRENCY} callers in a closed loop over keep-alive connections for ${LIST_SECONDS} s per case (after 1 s of warm-up), in half-second slices alternating with a bare Fastify route in the same process answering the case's JSON; 20 lines a page, every request drawn anew except the reference (one first page repeated); ${cpus().length} cores at load average ${result.loadAverage.toFixed(1)} at the end. Targets: the history line adds ≤ 10 % to a save at the 95th percentile; the lists meet the list targets (SQLite ≥ 30 % of the bare route and p99 ≤ 50 ms, PostgreSQL ≥ 20 % and ≤ 80 ms).`,
    '',
    '| database | lines (written in) | save transaction p95 without / with the line | whole save through HTTP p95 | the line adds | target ≤ 10 % |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const d of result.dialects) {
    const added = d.saveWithMs - d.saveWithoutMs;
    const share = (added / d.saveHttpMs) * 100;
    lines.push(
      `| ${d.database} | ${d.lines.toLocaleString('en-US')} (${d.fillSeconds.toFixed(0)} s) | ${ms(d.saveWithoutMs)} / ${ms(d.saveWithMs)} | ${ms(d.saveHttpMs)} | ${ms(added)}, ${share.toFixed(1)} % | ${share <= 10 ? 'met' : '**not met**'} |`,
    );
  }
  lines.push(
    '',
    '| database | 操作日志 list case | req/s (bare route) | share | p50 / p99 | bare route p99 | lines a page | targets |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const d of result.dialects) {
    for (const row of d.lists) {
      const target = P99_TARGET_MS[d.database];
      const share = row.perSecond / row.bare.perSecond;
      const verdict = row.repeated
        ? '— (reference)'
        : `share ≥ ${SHARE_TARGET[d.database] * 100}%: ${share >= SHARE_TARGET[d.database] ? 'met' : '**not met**'}; p99 ≤ ${target} ms: ${row.p99 <= target ? 'met' : '**not met**'}`;
      lines.push(
        `| ${d.database} | ${row.name} | ${row.perSecond.toFixed(0)} (${row.bare.perSecond.toFixed(0)}) | ${(share * 100).toFixed(0)}% | ${ms(row.p50)} / ${ms(row.p99)} | ${ms(row.bare.p99)} | ${row.lines.toFixed(1)} | ${verdict} |`,
      );
    }
  }
  lines.push('');
  return lines.join('\n');
}
