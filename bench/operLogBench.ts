/**
 * BENCH_ONLY=operlog: what the change history costs a save, and the 操作日志 at a large line count, SQLite in a
 * temporary data folder through the real server.
 *
 * 1. A save with and without its history line, interleaved in the same run: the save's own transaction (read the row,
 *    the versioned update) alone and with the line written (records/changeHistory.ts writeChange), p95 of each and
 *    their ratio; beside it the p95 of a whole save through HTTP (PUT /api/Thesis/Put, history included), so the
 *    line's added milliseconds read against what a person waits for.
 * 2. BENCH_OPERLOG_LINES lines (default 10,000,000, ids spread over three years as written ones would be) then
 *    GET /api/OperLog/List: the first page, a page deep in the log (anchored), by module, by person, by a month's
 *    range, and by module + action, p50/p95 of each.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OperLogPage } from '../contract/index';
import { writeChange } from '../server/records/changeHistory';
import { startServer, thesisPayload, thesisReferences } from '../tests/server/helpers';
import { percentile } from './stats';

const LINES = Number(process.env.BENCH_OPERLOG_LINES ?? 10_000_000);
const SAVES = Number(process.env.BENCH_OPERLOG_SAVES ?? 400);
const LIST_REQUESTS = 40;
const INSERT_LINES = 2_000;
const THREE_YEARS_MS = 3 * 365 * 24 * 3600 * 1000;
const MODULES = ['Thesis', 'Patent', 'Problem', 'Results', 'Person', 'Dept', 'Book', 'Conference'];
const ACTIONS = ['修改', '修改', '修改', '新增', '删除', '审批', '导入'];

export interface OperLogBenchResult {
  lines: number;
  saves: number;
  saveWithoutMs: number;
  saveWithMs: number;
  saveHttpMs: number;
  lists: Array<{ name: string; p50: number; p95: number; rows: number }>;
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

export async function runOperLogBench(step: (message: string) => void): Promise<OperLogBenchResult> {
  const root = mkdtempSync(join(tmpdir(), 'kygl-operlog-bench-'));
  step('operlog: starting a server (SQLite) and seeding');
  const server = await startServer({ dataDir: join(root, 'data'), databaseUrl: undefined });
  try {
    const cookie = await server.login('admin');
    const refs = await thesisReferences(server, cookie);
    const created = await server.call(cookie, { method: 'POST', url: '/api/Thesis/Post', payload: thesisPayload(refs, '测速论文') });
    const id = String(created.json<{ Id: string }>().Id);
    const { db, catalogue } = server.app.appContext;
    const module = catalogue.find('Thesis');
    if (!module) throw new Error('no Thesis module');
    const actor = { userId: null, isAdmin: true, name: '测速', address: '127.0.0.1' };

    step(`operlog: ${SAVES} saves with and ${SAVES} without the history line, interleaved`);
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

    step(`operlog: writing ${LINES.toLocaleString('en-US')} lines`);
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
      if (i % 1_000_000 === 0 && i > 0) step(`operlog: ${i.toLocaleString('en-US')} lines`);
    }

    const list = async (query: Record<string, string>) => {
      const response = await server.call(cookie, { method: 'GET', url: `/api/OperLog/List?${new URLSearchParams(query).toString()}` });
      if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
      return response.json<OperLogPage>();
    };
    // An anchor halfway down the log: the id of a line written a year and a half ago.
    const deep = idAt(start + THREE_YEARS_MS / 2, 0);
    const month = new Date(start + THREE_YEARS_MS / 3);
    const monthText = `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
    const cases: Array<{ name: string; query: Record<string, string> }> = [
      { name: 'first page', query: {} },
      { name: 'a page halfway down (anchored)', query: { After: deep } },
      { name: 'by module', query: { Module: 'Patent' } },
      { name: 'by person', query: { User: users[1]!.name } },
      { name: 'a month’s range', query: { From: `${monthText}-01`, To: `${monthText}-28` } },
      { name: 'module + action (删除)', query: { Module: 'Thesis', Action: '删除' } },
    ];
    const lists: OperLogBenchResult['lists'] = [];
    for (const { name, query } of cases) {
      step(`operlog: list ${name}`);
      const samples: number[] = [];
      let rows = 0;
      for (let n = 0; n < LIST_REQUESTS; n++) {
        samples.push(
          await timed(async () => {
            rows = (await list(query)).Lines.length;
          }),
        );
      }
      lists.push({ name, p50: percentile(samples, 50), p95: percentile(samples, 95), rows });
    }
    return {
      lines: LINES,
      saves: SAVES,
      saveWithoutMs: percentile(without, 95),
      saveWithMs: percentile(withLine, 95),
      saveHttpMs: percentile(http, 95),
      lists,
      loadAverage: loadavg()[0] ?? 0,
    };
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

export const OPER_LOG_SECTION_HEADING = '## Change history and 操作日志 (BENCH_ONLY=operlog)';

export function renderOperLogResults(result: OperLogBenchResult): string {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const added = result.saveWithMs - result.saveWithoutMs;
  return [
    OPER_LOG_SECTION_HEADING,
    '',
    `SQLite; ${result.saves} saves each way, interleaved; ${result.lines.toLocaleString('en-US')} lines; ${cpus().length} cores at load average ${result.loadAverage.toFixed(1)}.`,
    '',
    '| Measure | p95 |',
    '| --- | --- |',
    `| Save transaction without the history line | ${ms(result.saveWithoutMs)} |`,
    `| Save transaction with the history line | ${ms(result.saveWithMs)} (× ${(result.saveWithMs / result.saveWithoutMs).toFixed(2)}) |`,
    `| Whole save through HTTP (PUT, history included) | ${ms(result.saveHttpMs)}; the line adds ${((added / result.saveHttpMs) * 100).toFixed(1)} % of it |`,
    '',
    '| 操作日志 list (20 lines a page) | p50 | p95 | lines |',
    '| --- | --- | --- | --- |',
    ...result.lists.map((row) => `| ${row.name} | ${ms(row.p50)} | ${ms(row.p95)} | ${row.rows} |`),
    '',
  ].join('\n');
}
