/**
 * SQLite reads off the event loop (issue 16, D-PERF-16g). better-sqlite3 runs every statement synchronously on the
 * thread that calls it, so on one connection the whole server's SQL ran on the event loop's core while the machine's
 * other cores idled. The pool keeps worker threads, each with a connection of its own to the same file (WAL lets
 * readers run beside the writer and each other), and the reads that dominate a busy server — list pages — are sent
 * there (`readRows`); everything else, writes and every statement of a transaction, stays on the server's connection.
 *
 * A worker's read sees what was committed when it starts, as a read on the server's connection would: a page read
 * after a write has committed sees that write. Caches keyed by write generations take their generation before the
 * read is sent, so a read that meets a newer commit is only kept under an older generation (it misses next time).
 * Workers are evaluated from source (no file of their own), so they run the same under tsx, the compiled server and
 * the tests. A worker that fails is replaced; a read it held fails over to the server's connection.
 */
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { rowBuilder } from './rowBuilder.js';

/** Statements a worker keeps prepared (the list SQL texts are few; IN lists vary in length). */
const WORKER_STATEMENT_CACHE = 300;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('query_only = 1');
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
    const rows = found.prepared.all(message.parameters);
    // A column added since the statement was prepared (SQLite prepares it again by itself): its names read anew.
    if (rows.length > 0 && rows[0].length !== found.columns.length) found.columns = found.prepared.columns().map((column) => column.name);
    parentPort.postMessage({ id: message.id, columns: found.columns, rows });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: String(error && error.message || error) });
  }
});
`;

export type ReadRow = Record<string, unknown>;

interface Answer {
  id: number;
  columns?: string[];
  rows?: unknown[][];
  error?: string;
}

interface Pending {
  resolve(rows: ReadRow[]): void;
  reject(error: Error): void;
}

interface PoolWorker {
  worker: Worker;
  pending: Map<number, Pending>;
}

export interface SqliteReadPool {
  /** Runs a SELECT on a worker's connection; rows as objects, columns in the statement's order. */
  read(sql: string, parameters: readonly unknown[]): Promise<ReadRow[]>;
  close(): Promise<void>;
}

/** One worker per core beside the event loop's, at most four: more threads than cores only queue for them. */
export function defaultReadPoolSize(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

export function startSqliteReadPool(file: string, size: number = defaultReadPoolSize()): SqliteReadPool {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const builders = new Map<string, (raw: unknown[]) => ReadRow>();
  const build = (columns: string[], rows: unknown[][]): ReadRow[] => {
    const key = columns.join('\u0000');
    let builder = builders.get(key);
    if (!builder) {
      builder = rowBuilder(columns);
      builders.set(key, builder);
      if (builders.size > WORKER_STATEMENT_CACHE) builders.delete(builders.keys().next().value as string);
    }
    return rows.map(builder);
  };
  let nextId = 0;
  let closed = false;
  const workers: PoolWorker[] = [];

  const spawn = (slot: number): void => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver } });
    worker.unref();
    const entry: PoolWorker = { worker, pending: new Map() };
    worker.on('message', (answer: Answer) => {
      const waiting = entry.pending.get(answer.id);
      if (!waiting) return;
      entry.pending.delete(answer.id);
      if (entry.pending.size === 0) worker.unref();
      if (answer.error !== undefined) waiting.reject(new Error(answer.error));
      else waiting.resolve(build(answer.columns ?? [], answer.rows ?? []));
    });
    const fail = (error: Error) => {
      for (const waiting of entry.pending.values()) waiting.reject(error);
      entry.pending.clear();
      if (!closed && workers[slot] === entry) spawn(slot);
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('SQLite read worker exited')));
    workers[slot] = entry;
  };
  // Started by the first read: a process that never lists (the seed command, a migration) starts no threads.
  const start = () => {
    for (let slot = 0; slot < size; slot += 1) spawn(slot);
  };

  return {
    read(sql, parameters) {
      if (closed) return Promise.reject(new Error('SQLite read pool closed'));
      if (workers.length === 0) start();
      // The least busy worker: reads differ in cost, so taking turns would queue a short one behind a long one.
      let chosen = workers[0]!;
      for (const entry of workers) if (entry.pending.size < chosen.pending.size) chosen = entry;
      const id = (nextId += 1);
      return new Promise<ReadRow[]>((resolve, reject) => {
        chosen.pending.set(id, { resolve, reject });
        // Held while a read is out, so a process waiting only for it does not exit.
        chosen.worker.ref();
        chosen.worker.postMessage({ id, sql, parameters });
      });
    },
    async close() {
      closed = true;
      await Promise.all(workers.map(async (entry) => {
        entry.worker.postMessage('stop');
        await entry.worker.terminate();
      }));
    },
  };
}
