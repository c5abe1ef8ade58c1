/**
 * Answers computed from a table, kept while the table's write generation (writeGenerations.ts) is the one they were
 * computed at. Where the generations are exact (SQLite; PostgreSQL while its table-write notices are heard) an entry
 * never expires by itself; while another server instance's writes are not seen, an entry answers for at most
 * `STALE_MS`. Read the generation
 * *before* reading the database: a write meanwhile makes the entry miss next time instead of keeping a stale answer.
 * Bounded: past `maxEntries` the least recently stored goes first (an answer read again does not move up: BoundedMap).
 */
import { BoundedMap } from '../boundedMap.js';
import { writeGenerationsOf, type WriteGenerations } from './writeGenerations.js';

/** How old an answer may be where writes of other server instances are not seen. */
export const STALE_MS = 10_000;

interface Entry<V> {
  generation: string;
  value: V;
  at: number;
}

export class GenerationCache<V> {
  private readonly entries: BoundedMap<string, Entry<V>>;

  private readonly ttlMs: () => number;

  /** `ttlMs`: how long an entry may answer (Infinity: until its table is written); asked at each look-up. */
  constructor(
    readonly maxEntries: number,
    ttlMs: number | (() => number),
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new BoundedMap(maxEntries);
    this.ttlMs = typeof ttlMs === 'number' ? () => ttlMs : ttlMs;
  }

  /** The cached value, when the table has not been written since it was computed and it is fresh enough. */
  get(key: string, generation: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== generation || this.expired(entry)) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  // The clock is read only where entries can expire (a list page looks up some fifty entries per call).
  private expired(entry: Entry<V>): boolean {
    const ttl = this.ttlMs();
    return ttl !== Number.POSITIVE_INFINITY && this.now() - entry.at > ttl;
  }

  /** Keeps a value computed at `generation` (read before the computing started). */
  set(key: string, generation: string, value: V): void {
    this.entries.set(key, { generation, value, at: this.now() });
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * How long an entry may answer under these generations: until a write while they are exact, else STALE_MS. Asked at
 * each look-up: PostgreSQL's generations stop being exact while its notices are not heard, and an entry kept from
 * before then answers for STALE_MS at most (when they are heard again every table's generation moves on).
 */
export const ttlFor = (generations: WriteGenerations) => (): number => (generations.exact ? Number.POSITIVE_INFINITY : STALE_MS);

const registry = new WeakMap<WriteGenerations, Map<string, GenerationCache<unknown>>>();

/** The cache named `name` that goes with a database's generations (one per name and database). */
export function generationCacheFor<V>(generations: WriteGenerations, name: string, maxEntries: number): GenerationCache<V> {
  let caches = registry.get(generations);
  if (!caches) {
    caches = new Map();
    registry.set(generations, caches);
  }
  let cache = caches.get(name);
  if (!cache) {
    cache = new GenerationCache<unknown>(maxEntries, ttlFor(generations));
    caches.set(name, cache);
  }
  return cache as GenerationCache<V>;
}

/** A named cache of answers read from one table (one per name and database). */
export interface CachedRead {
  name: string;
  maxEntries: number;
  /** Only where every write is seen at once (SQLite): for answers that must never lag another instance's write. */
  exactOnly?: boolean;
}

/**
 * The answer for `key`, read from `table` by `load`: kept under the table's write generation (read before `load`
 * runs) and answered from there until the table is written. An answer `keep` refuses (nothing found, say) is not
 * kept. Without generations (a transaction's handle), or without exact ones for an `exactOnly` cache, always loaded.
 */
export async function cachedRead<V>(
  db: object,
  cache: CachedRead,
  table: string,
  key: string,
  load: () => Promise<V>,
  keep: (value: V) => boolean = () => true,
): Promise<V> {
  const generations = writeGenerationsOf(db);
  if (!generations || (cache.exactOnly && !generations.exact)) return load();
  const entries = generationCacheFor<V>(generations, cache.name, cache.maxEntries);
  const generation = generations.of(table);
  const cached = entries.get(key, generation);
  if (cached !== undefined) return cached;
  // Callers missing together share one load (32 list calls of one keyword at once read its matches once).
  let loads = inFlight.get(entries);
  if (!loads) {
    loads = new Map();
    inFlight.set(entries, loads);
  }
  const flightKey = `${generation}\n${key}`;
  const running = loads.get(flightKey) as Promise<V> | undefined;
  if (running) return running;
  const loading = load().finally(() => loads.delete(flightKey));
  loads.set(flightKey, loading);
  const value = await loading;
  if (keep(value)) entries.set(key, generation, value);
  return value;
}

// Loads under way, per cache.
const inFlight = new WeakMap<object, Map<string, Promise<unknown>>>();

/** One answer of a cachedReads call: read from `table`, kept under `key`. */
export interface TableAsk {
  table: string;
  key: string;
}

/**
 * cachedRead for answers from many tables at once: each kept under its own table's write generation (read before the
 * load), and those not kept read together by one `loadMissing` call — one statement over the tables written since,
 * where a statement per table would queue dozens on the pool at once. `loadMissing` answers in the order it is asked.
 */
export async function cachedReads<V>(
  db: object,
  cache: CachedRead,
  asks: readonly TableAsk[],
  loadMissing: (missing: readonly TableAsk[]) => Promise<V[]>,
): Promise<V[]> {
  const generations = writeGenerationsOf(db);
  if (!generations || (cache.exactOnly && !generations.exact)) return asks.length === 0 ? [] : loadMissing(asks);
  const entries = generationCacheFor<V>(generations, cache.name, cache.maxEntries);
  const asked = asks.map((ask) => {
    const generation = generations.of(ask.table);
    return { ask, generation, value: entries.get(ask.key, generation) };
  });
  const missing = asked.filter((entry) => entry.value === undefined);
  if (missing.length > 0) {
    const loaded = await loadMissing(missing.map((entry) => entry.ask));
    missing.forEach((entry, i) => {
      entry.value = loaded[i];
      entries.set(entry.ask.key, entry.generation, loaded[i] as V);
    });
  }
  return asked.map((entry) => entry.value as V);
}
