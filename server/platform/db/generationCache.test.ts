import { describe, expect, it } from 'vitest';
import { cachedRead, cachedReads, GenerationCache, STALE_MS, ttlFor } from './generationCache.js';
import { registerWriteGenerations, WriteGenerations } from './writeGenerations.js';

describe('cachedRead', () => {
  const handle = (generations: WriteGenerations) => {
    const db = {};
    registerWriteGenerations(db, generations);
    return db;
  };

  it('answers from the cache until the table is written, and never keeps what keep refuses', async () => {
    const generations = new WriteGenerations(() => '', true);
    const db = handle(generations);
    let loads = 0;
    const read = (value: string | null) =>
      cachedRead(
        db,
        { name: 't1', maxEntries: 10 },
        'A',
        'k',
        async () => {
          loads += 1;
          return value;
        },
        (v) => v !== null,
      );
    expect(await read('x')).toBe('x');
    expect(await read('y')).toBe('x');
    expect(loads).toBe(1);
    generations.bump('B');
    expect(await read('y')).toBe('x');
    generations.bump('A');
    expect(await read(null)).toBeNull();
    expect(await read(null)).toBeNull();
    expect(loads).toBe(3);
  });

  it('loads once for callers missing together, and again after a failed load', async () => {
    const db = handle(new WriteGenerations(() => '', true));
    let loads = 0;
    let fail = true;
    const read = () =>
      cachedRead(db, { name: 't3', maxEntries: 10 }, 'A', 'k', async () => {
        loads += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (fail) throw new Error('down');
        return loads;
      });
    const failed = await Promise.allSettled([read(), read(), read()]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(loads).toBe(1);
    fail = false;
    expect(await Promise.all([read(), read()])).toEqual([2, 2]);
    expect(await read()).toBe(2);
    expect(loads).toBe(2);
  });

  it('always loads an exactOnly answer where the generations are not exact, and anything without generations', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      return 1;
    };
    const inexact = handle(new WriteGenerations());
    await cachedRead(inexact, { name: 't2', maxEntries: 10, exactOnly: true }, 'A', 'k', load);
    await cachedRead(inexact, { name: 't2', maxEntries: 10, exactOnly: true }, 'A', 'k', load);
    await cachedRead({}, { name: 't2', maxEntries: 10 }, 'A', 'k', load);
    await cachedRead({}, { name: 't2', maxEntries: 10 }, 'A', 'k', load);
    expect(loads).toBe(4);
  });

  it('lets an entry answer for ttlMs at most, and keeps maxEntries, oldest first', () => {
    let now = 0;
    const cache = new GenerationCache<number>(2, 1_000, () => now);
    cache.set('a', 'g', 1);
    now = 1_001;
    expect(cache.get('a', 'g')).toBeUndefined();
    cache.set('a', 'g', 1);
    cache.set('b', 'g', 2);
    cache.set('c', 'g', 3);
    expect([cache.get('a', 'g'), cache.get('b', 'g'), cache.get('c', 'g')]).toEqual([undefined, 2, 3]);
  });

  it('lets an entry of generations that stop being exact answer for STALE_MS at most, and until a write while they are', () => {
    let now = 0;
    const generations = new WriteGenerations(() => '', true);
    const cache = new GenerationCache<number>(10, ttlFor(generations), () => now);
    cache.set('a', generations.of('A'), 1);
    now = 10 * STALE_MS;
    expect(cache.get('a', generations.of('A'))).toBe(1);
    generations.setExact(false);
    expect(cache.get('a', generations.of('A'))).toBeUndefined();
    cache.set('a', generations.of('A'), 2);
    now += STALE_MS;
    expect(cache.get('a', generations.of('A'))).toBe(2);
    now += 1;
    expect(cache.get('a', generations.of('A'))).toBeUndefined();
  });
});

describe('cachedReads', () => {
  it('reads the answers not kept in one load, in the order asked, and reads again only the tables written since', async () => {
    const generations = new WriteGenerations(() => '', true);
    const db = {};
    registerWriteGenerations(db, generations);
    const loads: string[][] = [];
    const read = () =>
      cachedReads(
        db,
        { name: 'many', maxEntries: 10 },
        ['A', 'B', 'C'].map((table) => ({ table, key: `${table}:u1` })),
        async (missing) => {
          loads.push(missing.map((ask) => ask.table));
          return missing.map((ask) => `${ask.table}@${loads.length}`);
        },
      );
    expect(await read()).toEqual(['A@1', 'B@1', 'C@1']);
    expect(await read()).toEqual(['A@1', 'B@1', 'C@1']);
    generations.bump('B');
    expect(await read()).toEqual(['A@1', 'B@2', 'C@1']);
    expect(loads).toEqual([['A', 'B', 'C'], ['B']]);
  });

  it('keeps nothing without generations (a transaction’s handle)', async () => {
    let loads = 0;
    const read = () =>
      cachedReads({}, { name: 'none', maxEntries: 10 }, [{ table: 'A', key: 'k' }], async (missing) => {
        loads += 1;
        return missing.map(() => loads);
      });
    expect(await read()).toEqual([1]);
    expect(await read()).toEqual([2]);
  });
});
