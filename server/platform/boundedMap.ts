/**
 * A Map of at most `max` entries: past it, the least recently stored goes first. Reading an entry does not move it
 * (a kept answer read again is not stored again), so this is a plain Map in insertion order — cheaper per look-up
 * than an LRU cache, which the hot paths of a list call (display objects, kept totals, anchors, compiled reads, the
 * read threads' row builders) look up dozens of times per request.
 */
export class BoundedMap<K, V> implements Iterable<[K, V]> {
  private readonly entries = new Map<K, V>();

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`BoundedMap max must be a positive integer: ${max}`);
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** Stores `value` as the newest entry (an existing key moves to the newest place), dropping the oldest past `max`. */
  set(key: K, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return this;
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  [Symbol.iterator](): IterableIterator<[K, V]> {
    return this.entries[Symbol.iterator]();
  }
}
