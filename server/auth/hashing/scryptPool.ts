/**
 * scrypt on threads of its own (D-SEC-2). node:crypto's async scrypt runs on libuv's thread pool, four threads that
 * every file read, download and static file of the server shares: a handful of logins at 2^17 (each a noticeable
 * fraction of a second and 128 MB) held them all, and downloads waited behind them. Here each hash runs synchronously
 * on a worker thread of this pool, at most one per thread, and the threads are few (half the cores, at most four), so
 * hashing never takes the libuv pool nor every core, and its memory is bounded by the thread count. Jobs beyond the
 * threads wait in a bounded queue (platform/concurrencyGate.ts); beyond that they are refused at once (GateFullError)
 * for the caller to answer busy.
 *
 * Workers are evaluated from source (no file of their own), so they run the same under tsx and in the esbuild bundle,
 * which has no worker file beside it. They start with the first hash and are unref'd while idle (a process that only
 * seeded exits); one that fails is replaced, and the job it held fails.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ConcurrencyGate } from '../../platform/concurrencyGate.js';

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', (job) => {
  if (job === 'stop') { parentPort.close(); return; }
  try {
    const key = scryptSync(job.password, Buffer.from(job.salt), job.keyLength, { N: job.n, r: job.r, p: job.p, maxmem: job.maxmem });
    parentPort.postMessage({ key: new Uint8Array(key) });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
});
`;

/** scrypt itself refused the job (parameters it cannot take, e.g. of a damaged stored hash): no thread was harmed. */
export class ScryptRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScryptRefusedError';
  }
}

export interface ScryptJob {
  password: string;
  salt: Buffer;
  keyLength: number;
  n: number;
  r: number;
  p: number;
  maxmem: number;
}

interface Answer {
  key?: Uint8Array;
  error?: string;
}

interface PoolThread {
  worker: Worker;
  /** The job this thread is on (one at a time). */
  current: { resolve(key: Buffer): void; reject(error: Error): void } | null;
}

/** At most this many hashing threads, whatever the machine: each holds up to 128 MB while it hashes at 2^17. */
export const MAX_HASH_THREADS = 4;
/** Hashes that may wait per thread before further ones are refused (a few seconds of waiting at 2^17 at most). */
export const HASH_WAITING_PER_THREAD = 8;

/** Half the cores (one on a 2-core machine), so the event loop, file reads and the database keep the rest. */
export function defaultHashThreads(): number {
  return Math.max(1, Math.min(MAX_HASH_THREADS, Math.floor(availableParallelism() / 2)));
}

export interface ScryptPool {
  /** Derives the key on a pool thread; rejects with GateFullError when the queue is full. */
  derive(job: ScryptJob): Promise<Buffer>;
  /** True when a job given now would be refused. */
  readonly full: boolean;
  close(): Promise<void>;
}

export function startScryptPool(threads: number = defaultHashThreads(), waitingPerThread: number = HASH_WAITING_PER_THREAD): ScryptPool {
  const queue = new ConcurrencyGate(threads, threads * waitingPerThread);
  const slots: PoolThread[] = [];
  /** Slots whose thread is free. The queue lets at most `threads` jobs run, so one is free whenever a job starts. */
  const free: number[] = [];
  let closed = false;

  const spawn = (slot: number): void => {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    const thread: PoolThread = { worker, current: null };
    const settle = (outcome: (job: NonNullable<PoolThread['current']>) => void) => {
      const job = thread.current;
      thread.current = null;
      worker.unref();
      if (job) outcome(job);
    };
    worker.on('message', (answer: Answer) =>
      settle((job) => (answer.key ? job.resolve(Buffer.from(answer.key)) : job.reject(new ScryptRefusedError(answer.error ?? 'scrypt failed')))),
    );
    const fail = (error: Error) => {
      if (slots[slot] !== thread) return;
      settle((job) => job.reject(error));
      if (!closed) spawn(slot);
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('scrypt worker exited')));
    slots[slot] = thread;
  };

  const runOn = (thread: PoolThread, job: ScryptJob): Promise<Buffer> =>
    new Promise<Buffer>((resolve, reject) => {
      thread.current = { resolve, reject };
      // Held while hashing, so a process waiting only for a hash does not exit.
      thread.worker.ref();
      thread.worker.postMessage({ ...job, salt: new Uint8Array(job.salt) });
    });

  return {
    derive(job) {
      return queue.run(async () => {
        // Started by the first hash: a process that never hashes starts no threads.
        if (slots.length === 0) {
          for (let slot = 0; slot < threads; slot += 1) {
            spawn(slot);
            free.push(slot);
          }
        }
        const slot = free.pop()!;
        try {
          return await runOn(slots[slot]!, job);
        } finally {
          free.push(slot);
        }
      });
    },
    get full() {
      return queue.full;
    },
    async close() {
      closed = true;
      queue.close();
      await Promise.all(
        slots.map(async (thread) => {
          thread.worker.postMessage('stop');
          await thread.worker.terminate();
        }),
      );
    },
  };
}
