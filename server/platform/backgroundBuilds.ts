/**
 * Whole builds of derived tables — the score facts (server/scores/scoreFactRefresh.ts), the report cubes
 * (server/reports/syncReportCubes.ts) — run here, after the server is ready, one at a time, instead of inside the
 * first read after a start or a bulk load: at a million rows one takes minutes on SQLite, and a reader waiting for it
 * got the statistics' 504. One queue per database handle, shared by both features, so a score build and a cube fill
 * never compete for the same connection and CPU. A job already waiting or running under the same key is not added
 * again. A failed job is logged and left: the feature's next check schedules it again.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/types.js';

/**
 * What a job is told: whether the server is closing (a job in steps stops between them, leaving its table unbuilt).
 * A job inside one long statement registers how to cancel it (PostgreSQL: its backend, cancelledOnStop.ts): a close
 * otherwise waited for a whole build, a minute and more at a million rows.
 */
export interface BuildSignal {
  readonly stopping: boolean;
  /** Calls `cancel` when the server closes while registered; the returned function unregisters it. */
  onStop(cancel: () => Promise<unknown>): () => void;
}

type Job = (signal: BuildSignal) => Promise<void>;

/** How often, and how far apart, a running job's statement is cancelled before it is left to end by itself. */
const CANCEL_ROUNDS = 100;
const CANCEL_AGAIN_MS = 100;

export class BackgroundBuilds {
  private readonly keys = new Set<string>();
  private chain: Promise<void> = Promise.resolve();
  private readonly cancels = new Set<() => Promise<unknown>>();
  private readonly signal = {
    stopping: false,
    onStop: (cancel: () => Promise<unknown>): (() => void) => {
      this.cancels.add(cancel);
      return () => this.cancels.delete(cancel);
    },
  };

  constructor(private readonly onError: (key: string, error: unknown) => void) {}

  /** Whether a job of this key is waiting or running. */
  has(key: string): boolean {
    return this.keys.has(key);
  }

  /** Whether no job is waiting or running. */
  get idle(): boolean {
    return this.keys.size === 0;
  }

  /** Runs the job after those before it; nothing when one of this key is already waiting or running, or when closing. */
  schedule(key: string, job: Job): void {
    if (this.keys.has(key) || this.signal.stopping) return;
    this.keys.add(key);
    this.chain = this.chain.then(async () => {
      while (this.holds > 0) await this.resumed;
      const interruptionsBefore = this.interruptions;
      try {
        if (!this.signal.stopping) await job(this.signal);
      } catch (error) {
        // Stopped by a close or set aside for a schema change (whilePaused): no failure; the next look schedules it.
        if (!this.signal.stopping && this.interruptions === interruptionsBefore) this.onError(key, error);
      } finally {
        this.keys.delete(key);
      }
    });
  }

  private holds = 0;
  private interruptions = 0;
  private resumed: Promise<void> = Promise.resolve();
  private resume: () => void = () => undefined;

  /**
   * Runs `work` (a module's schema change) with the builds set aside: the running job's statement cancelled, no job
   * started until it is done. A PostgreSQL whole build holds its tables for minutes, and DDL on a table it reads
   * deadlocked with it (one of the two cancelled by the database: a failed publish, or a failed build). The job set
   * aside is scheduled again by its feature's next look.
   */
  async whilePaused<T>(work: () => Promise<T>): Promise<T> {
    if (this.holds++ === 0) {
      this.resumed = new Promise((resolve) => {
        this.resume = resolve;
      });
    }
    this.interruptions += 1;
    try {
      await this.cancelRunning();
      return await work();
    } finally {
      if (--this.holds === 0) this.resume();
    }
  }

  /** No new job starts; the running one is told to stop (its statement cancelled) and awaited, before the database closes. */
  async stop(): Promise<void> {
    this.signal.stopping = true;
    await this.cancelRunning();
    await this.chain;
  }

  /**
   * Cancels the running job's statement, again until the job has let go of its registration: PostgreSQL ignores a
   * cancel that reaches the backend between two statements (idle in its transaction), and the statement sent next
   * then ran its whole length — a schema change waited minutes behind it (a CI run timed out so). Bounded: a job that
   * never lets go is left to end by itself.
   */
  private async cancelRunning(): Promise<void> {
    for (let round = 0; this.cancels.size > 0 && round < CANCEL_ROUNDS; round++) {
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, CANCEL_AGAIN_MS));
      await Promise.all([...this.cancels].map((cancel) => cancel().catch(() => undefined)));
    }
  }
}

const byDb = new WeakMap<Db, BackgroundBuilds>();

/** The queue of this database handle (made at its first use). */
export function backgroundBuildsOf(db: Db, onError: (key: string, error: unknown) => void): BackgroundBuilds {
  let builds = byDb.get(db);
  if (!builds) {
    builds = new BackgroundBuilds(onError);
    byDb.set(db, builds);
  }
  return builds;
}

/** How often a feature looks for tables set aside since its last look (a bulk load while running). */
export const STALE_CHECK_MS = 30_000;

/**
 * A feature's look for what is to be built — once the server is ready, then every STALE_CHECK_MS — until the server
 * closes, when the queue stops (its running job told to) before the database closes. A look that fails is logged.
 */
export function checkWhileRunning(app: FastifyInstance, builds: BackgroundBuilds, what: string, check: () => Promise<void>): void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const look = (): void => {
    check().catch((error: unknown) => app.log.error({ err: error }, `${what} check failed`));
  };
  app.addHook('onReady', async () => {
    look();
    timer = setInterval(look, STALE_CHECK_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await builds.stop();
  });
}
