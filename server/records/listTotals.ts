/**
 * List totals without a COUNT over the filtered rows on every page (D-PERF-16a). A total is counted once
 * per module, filters, keyword and scope, and kept while the table's write generation (writeGenerations.ts) is the
 * one it was counted at: any write to the table through this server makes the next page count again. On SQLite
 * another process's commit is seen (`PRAGMA data_version` is part of the generation, database.ts); on PostgreSQL
 * another instance's write is heard through the table-write notices (tableWriteNotices.ts), within moments of its
 * commit. So entries do not expire: a count over a large table blocks the event loop for long, not worth paying again
 * unasked. While PostgreSQL's notices are not heard an entry answers for TOTAL_TTL_MS at most.
 */
import { GenerationCache, STALE_MS, ttlFor } from '../platform/db/generationCache.js';
import type { WriteGenerations } from '../platform/db/writeGenerations.js';

export const TOTAL_TTL_MS = STALE_MS;
/** Entries at most; the oldest go first. */
export const MAX_CACHED_TOTALS = 2_000;

export class ListTotals {
  private readonly entries: GenerationCache<number>;
  private readonly inFlight = new Map<string, Promise<number>>();

  /** `ttlMs`: how long an entry may answer (Infinity: until a write). */
  constructor(now: () => number = Date.now, ttlMs: number | (() => number) = TOTAL_TTL_MS) {
    this.entries = new GenerationCache<number>(MAX_CACHED_TOTALS, ttlMs, now);
  }

  /** The cached total, when the table has not been written since it was counted and it is fresh enough. */
  get(key: string, generation: string): number | undefined {
    return this.entries.get(key, generation);
  }

  /**
   * The total: cached, or counted by `count` — once for all callers asking for the same rows at the same generation
   * meanwhile (clients missing together would each run the same count at once, and all wait for all).
   */
  async total(key: string, generation: string, count: () => Promise<number>): Promise<number> {
    const cached = this.get(key, generation);
    if (cached !== undefined) return cached;
    const flightKey = `${generation}\n${key}`;
    let running = this.inFlight.get(flightKey);
    if (!running) {
      running = count().finally(() => this.inFlight.delete(flightKey));
      this.inFlight.set(flightKey, running);
      running.then(
        (total) => this.set(key, generation, total),
        () => undefined,
      );
    }
    return running;
  }

  /** Keeps a total counted at `generation` (read before the count started: a write meanwhile makes it miss). */
  set(key: string, generation: string, total: number): void {
    this.entries.set(key, generation, total);
  }
}

const byDatabase = new WeakMap<WriteGenerations, ListTotals>();

/** The totals cache that goes with a database's write generations. */
export function listTotalsFor(generations: WriteGenerations): ListTotals {
  let totals = byDatabase.get(generations);
  if (!totals) {
    totals = new ListTotals(Date.now, ttlFor(generations));
    byDatabase.set(generations, totals);
  }
  return totals;
}
