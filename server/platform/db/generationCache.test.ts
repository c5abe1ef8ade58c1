import { describe, expect, it } from 'vitest';
import { cachedRead, GenerationCache } from './generationCache.js';
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
    const read = (value: string | null) => cachedRead(db, { name: 't1', maxEntries: 10 }, 'A', 'k', async () => { loads += 1; return value; }, (v) => v !== null);
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

  it('always loads an exactOnly answer where the generations are not exact, and anything without generations', async () => {
    let loads = 0;
    const load = async () => { loads += 1; return 1; };
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
});
