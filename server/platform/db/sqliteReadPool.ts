/**
 * SQLite reads off the event loop (D-PERF-16g). better-sqlite3 runs every statement synchronously on the
 * thread that calls it, so on one connection the whole server's SQL ran on the event loop's core while the machine's
 * other cores idled. The pool keeps worker threads, each with a connection of its own to the same file (WAL lets
 * readers run beside the writer and each other), and the reads that dominate a busy server — list pages — are sent
 * there (`readRows`); everything else, writes and every statement of a transaction, stays on the server's connection.
 *
 * A worker's read sees what was committed when it starts, as a read on the server's connection would: a page read
 * after a write has committed sees that write. Caches keyed by write generations take their generation before the
 * read is sent, so a read that meets a newer commit is only kept under an older generation (it misses next time).
 * Workers are evaluated from source (no file of their own), so they run the same under tsx, the compiled server and
 * the tests. A worker that fails is replaced; a read it held fails over to the server's connection (readRows) or, for
 * a heavy read, is refused (heavyReads.ts). A read may carry a time budget: past it, its worker is ended — the only
 * way to stop a statement better-sqlite3 is running; the thread stops once the statement returns control — and the
 * read rejects with ReadTimeoutError when it has, so a caller counting reads under way counts the runaway too.
 * A worker that cannot start (the driver or the file missing) says so on stderr once, and is tried again later,
 * never in a loop.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { BoundedMap } from '../boundedMap.js';
import { sqliteDriverPath } from '../runtimeFiles.js';
import { rowBuilder } from './rowBuilder.js';

/** Statements a worker keeps prepared (the list SQL texts are few; IN lists vary in length). */
const WORKER_STATEMENT_CACHE = 300;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('query_only = 1');
parentPort.postMessage({ ready: true });
const statements = new Map();
function statement(text) {
  let found = statements.get(text);
  if (found) return found;
  const prepared = db.prepare(text);
  if (!prepared.reader) throw new Error('not a read');
  prepared.raw(true);
  found = { prepared, columns: prepared.columns().map((column) => column.name) };
  statements.set(text, found);
  if (statements.size > ${WORKER_STATEMENT_CACHE}) statements.delete(statements.keys().next().value);
  return found;
}
parentPort.on('message', (message) => {
  if (message === 'stop') { db.close(); parentPort.close(); return; }
  try {
    const found = statement(message.sql);
    const started = workerData.slowMs === null ? 0 : performance.now();
    const rows = found.prepared.all(message.parameters);
    if (workerData.slowMs !== null && performance.now() - started >= workerData.slowMs) {
      process.stderr.write(JSON.stringify({ slowQuery: Math.round(performance.now() - started), level: 'worker', sql: message.sql.replace(/\\s+/g, ' ').slice(0, 2000) }) + '\\n');
    }
    // A column added since the statement was prepared (SQLite prepares it again by itself): its names read anew.
    if (rows.length > 0 && rows[0].length !== found.columns.length) found.columns = found.prepared.columns().map((column) => column.name);
    parentPort.postMessage({ id: message.id, columns: found.columns, rows });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: String(error && error.message || error) });
  }
});
`;

export type ReadRow = Record<string, unknown>;

/** A read that outlived its budget; its worker was ended. */
export class ReadTimeoutError extends Error {
  constructor(readonly budgetMs: number) {
    super(`SQLite read over its budget of ${budgetMs} ms`);
  }
}

type Answer = { ready: true } | { id: number; columns?: string[]; rows?: unknown[][]; error?: string };

interface Pending {
  resolve(rows: ReadRow[]): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout> | null;
}

interface PoolWorker {
  worker: Worker;
  pending: Map<number, Pending>;
  ready: boolean;
  /** Set when a read outlived its budget and the worker is being ended: its reads reject with ReadTimeoutError. */
  overBudget: number | null;
}

export interface SqliteReadPool {
  /** Runs a SELECT on a worker's connection; rows as objects, columns in the statement's order. */
  read(sql: string, parameters: readonly unknown[], budgetMs?: number): Promise<ReadRow[]>;
  close(): Promise<void>;
}

/** One worker per core beside the event loop's, at most four: more threads than cores only queue for them. */
export function defaultReadPoolSize(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/** After a worker that could not start, the next attempt waits this long (reads meanwhile fail over or are refused). */
const RESTART_PAUSE_MS = 5_000;

export function startSqliteReadPool(file: string, size: number = defaultReadPoolSize(), name = 'SQLite 读取线程'): SqliteReadPool {
  const driver = sqliteDriverPath();
  const builders = new BoundedMap<string, (raw: unknown[]) => ReadRow>(WORKER_STATEMENT_CACHE);
  const build = (columns: string[], rows: unknown[][]): ReadRow[] => {
    const key = columns.join('\u0000');
    let builder = builders.get(key);
    if (!builder) {
      builder = rowBuilder(columns);
      builders.set(key, builder);
    }
    return rows.map(builder);
  };
  let nextId = 0;
  let closed = false;
  let startFailedAt = 0;
  const workers: PoolWorker[] = [];

  const settle = (entry: PoolWorker, id: number): Pending | undefined => {
    const waiting = entry.pending.get(id);
    if (!waiting) return undefined;
    entry.pending.delete(id);
    if (waiting.timer) clearTimeout(waiting.timer);
    if (entry.pending.size === 0) entry.worker.unref();
    return waiting;
  };

  const spawn = (slot: number): void => {
    // SLOW_QUERY_MS (slowQueryLog.ts): the worker's slow reads logged too, with their SQL.
    const slow = Number(process.env.SLOW_QUERY_MS ?? '');
    const slowMs = process.env.SLOW_QUERY_MS?.trim() && Number.isFinite(slow) ? slow : null;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, slowMs } });
    worker.unref();
    const entry: PoolWorker = { worker, pending: new Map(), ready: false, overBudget: null };
    worker.on('message', (answer: Answer) => {
      if ('ready' in answer) {
        entry.ready = true;
        return;
      }
      const waiting = settle(entry, answer.id);
      if (!waiting) return;
      if (answer.error !== undefined) waiting.reject(new Error(answer.error));
      else waiting.resolve(build(answer.columns ?? [], answer.rows ?? []));
    });
    let ended = false;
    const fail = (error: Error) => {
      if (ended) return;
      ended = true;
      const reason = entry.overBudget === null ? error : new ReadTimeoutError(entry.overBudget);
      for (const id of [...entry.pending.keys()]) settle(entry, id)?.reject(reason);
      if (closed || workers[slot] !== entry) return;
      if (!entry.ready) {
        // It never opened its connection: the same would happen again at once. Said once, tried again later.
        if (startFailedAt === 0) console.error(`${name}无法启动:${error.message}`);
        startFailedAt = Date.now();
        workers.length = 0;
        return;
      }
      spawn(slot);
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error(`${name}已退出`)));
    workers[slot] = entry;
  };
  // Started by the first read: a process that never lists (the seed command, a migration) starts no threads.
  const start = (): boolean => {
    if (startFailedAt !== 0 && Date.now() - startFailedAt < RESTART_PAUSE_MS) return false;
    for (let slot = 0; slot < size; slot += 1) spawn(slot);
    return true;
  };

  return {
    read(sql, parameters, budgetMs) {
      if (closed) return Promise.reject(new Error(`${name}已关闭`));
      if (workers.length === 0 && !start()) return Promise.reject(new Error(`${name}不可用`));
      // The least busy worker: reads differ in cost, so taking turns would queue a short one behind a long one.
      let chosen = workers[0]!;
      for (const entry of workers) if (entry.pending.size < chosen.pending.size) chosen = entry;
      const entry = chosen;
      const id = (nextId += 1);
      return new Promise<ReadRow[]>((resolve, reject) => {
        const timer =
          budgetMs === undefined
            ? null
            : setTimeout(() => {
                // Its reads reject (fail above) and a new worker takes its place once it has stopped.
                entry.overBudget = budgetMs;
                void entry.worker.terminate();
              }, budgetMs);
        entry.pending.set(id, { resolve, reject, timer });
        // Held while a read is out, so a process waiting only for it does not exit.
        entry.worker.ref();
        entry.worker.postMessage({ id, sql, parameters });
      });
    },
    async close() {
      closed = true;
      await Promise.all(
        workers.map(async (entry) => {
          entry.worker.postMessage('stop');
          await entry.worker.terminate();
        }),
      );
    },
  };
}
