/**
 * SELECTs compiled once (D-PERF-16i): building a list page's query with Kysely and compiling it costs the event loop
 * about as much as reading the rows from PostgreSQL. A compiled query holds its bound values, so one
 * compiled for a key (everything the query is built from: module, request, scope) answers every later call with
 * that key, whatever the table holds. Per database handle (the dialect's SQL) and kept with the object it was built
 * from (a catalogue module: a module whose descriptors were loaded again builds its queries again). Bounded: past
 * `MAX_COMPILED_READS` the least recently compiled goes first. For reads only: a write's compiled query must pass
 * Kysely's plugins each time (writeGenerations.ts counts writes as they are compiled).
 */
import { CompiledQuery, type Compilable } from 'kysely';
import { BoundedMap } from '../boundedMap.js';

/** Compiled SELECTs kept per handle. */
export const MAX_COMPILED_READS = 2_000;
/**
 * Keys longer than this (a request with hundreds of `in` values) are compiled each time and not kept: what is kept
 * stays within a few kB an entry, ~10 MB per handle, whatever callers send.
 */
export const MAX_KEPT_KEY_LENGTH = 2_048;

interface Kept {
  source: object;
  compiled: CompiledQuery;
  positions?: number[];
}

export class CompiledReads {
  // A query answered again does not move up, so the least recently compiled goes first.
  private readonly entries: BoundedMap<string, Kept>;

  constructor(readonly maxEntries = MAX_COMPILED_READS) {
    this.entries = new BoundedMap(maxEntries);
  }

  /** The query built from `source` for `key`, compiled from `build()` the first time (or again once pushed out). */
  get<R>(source: object, key: string, build: () => Compilable<R>): CompiledQuery<R> {
    if (key.length > MAX_KEPT_KEY_LENGTH) return build().compile();
    const kept = this.entries.get(key);
    if (kept !== undefined && kept.source === source) return kept.compiled as CompiledQuery<R>;
    const compiled = build().compile();
    this.entries.set(key, { source, compiled });
    return compiled;
  }

  /**
   * A query whose shape is fixed but some of whose bound values change from call to call (a page's offset, the place
   * a page starts after): built once with a placeholder for each of them, compiled, and given `values` in their
   * places on each call. A random page of a list would otherwise compile anew each time, and crowd out the queries
   * that are asked again. Where a placeholder comes out as more than one bound value the query is compiled with the
   * values themselves (each time).
   */
  withSlots<R>(source: object, key: string, values: readonly unknown[], build: (slots: readonly unknown[]) => Compilable<R>): CompiledQuery<R> {
    let kept = this.entries.get(key);
    if (kept === undefined || kept.source !== source) {
      if (key.length > MAX_KEPT_KEY_LENGTH) return build(values).compile();
      const slots = values.map(() => Object.freeze({}));
      const compiled = build(slots).compile();
      // A slot the query does not use (the shape at hand needs no such value) is left out.
      const positions = slots.map((slot) => compiled.parameters.indexOf(slot));
      const once = positions.every((at, i) => compiled.parameters.lastIndexOf(slots[i]) === at);
      if (!once) return build(values).compile();
      kept = { source, compiled, positions };
      this.entries.set(key, kept);
    }
    const parameters = [...kept.compiled.parameters];
    kept.positions?.forEach((at, i) => {
      if (at >= 0) parameters[at] = values[i];
    });
    return CompiledQuery.raw(kept.compiled.sql, parameters) as CompiledQuery<R>;
  }

  get size(): number {
    return this.entries.size;
  }
}

const byHandle = new WeakMap<object, CompiledReads>();

/** The compiled SELECTs kept for a database handle. */
export function compiledReadsOf(db: object): CompiledReads {
  let reads = byHandle.get(db);
  if (!reads) {
    reads = new CompiledReads();
    byHandle.set(db, reads);
  }
  return reads;
}
