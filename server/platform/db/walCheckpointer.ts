/**
 * SQLite's WAL checkpoints off the event loop. By default the connection that commits past 1,000 WAL pages copies
 * them back into the database file itself, synchronously, inside that request, so a large write now and then pays for
 * the writes before it. Here the server's connection only checkpoints as a safety net at
 * SAFETY_NET_PAGES, and a worker thread with a connection of its own runs a PASSIVE checkpoint every
 * CHECKPOINT_INTERVAL_MS: it never waits for readers or the writer, and the event loop never waits for it.
 *
 * The worker is evaluated from source (no file of its own), so it runs the same under tsx, the compiled server and
 * the tests.
 */
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';
import { sqliteDriverPath } from '../runtimeFiles.js';

/**
 * Often, so each checkpoint is small: a notice to 1,000 people dirties ~1,000 pages (one receiver-index leaf each).
 * Rarer checkpoints copy several writes' pages at once beside the writer, and its writes slow while they run. A
 * checkpoint with nothing to copy costs next to nothing.
 */
export const CHECKPOINT_INTERVAL_MS = 250;
/** Pages the WAL may reach before the writer checkpoints by itself (the worker stopped or fell behind): ~40 MB. */
export const SAFETY_NET_PAGES = 10_000;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 0');
const checkpoint = () => { try { db.pragma('wal_checkpoint(PASSIVE)'); } catch { /* busy or closing: next time */ } };
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

export interface WalCheckpointer {
  stop(): Promise<void>;
}

/** Moves `sqlite`'s checkpoints to a worker; `stop` runs a last checkpoint and ends the worker. */
export function startWalCheckpointer(sqlite: SqliteDatabase.Database, intervalMs = CHECKPOINT_INTERVAL_MS): WalCheckpointer {
  sqlite.pragma(`wal_autocheckpoint = ${SAFETY_NET_PAGES}`);
  const driver = sqliteDriverPath();
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file: sqlite.name, driver, intervalMs } });
  worker.unref();
  // A worker that cannot run (the file gone, the driver missing) leaves the safety net in charge: never a reason to
  // stop serving, but said, so a deployment that lacks the driver is noticed.
  worker.on('error', (error) => console.error(`SQLite 检查点线程出错:${error.message}`));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      // Held while stopping: with the worker and the timer both unref'd, a process whose last work is closing the
      // database (the seed command) would see an empty event loop and exit before the close settled.
      worker.ref();
      worker.postMessage('stop');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        exited,
        new Promise((resolve) => {
          timer = setTimeout(resolve, 2_000);
        }),
      ]);
      clearTimeout(timer);
      await worker.terminate();
    },
  };
}
