import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../platform/db/types.js';
import { keptPerTable } from './keptPerTable.js';

const db = {} as Db;

describe('a value kept per database and table', () => {
  afterEach(() => vi.useRealTimers());

  it('shares one read while kept, reads again after, and per table', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const kept = keptPerTable<number>(10_000);
    let reads = 0;
    const read = async () => ++reads;
    expect(await Promise.all([kept(db, 'Thesis', read), kept(db, 'Thesis', read)])).toEqual([1, 1]);
    expect(await kept(db, 'Patent', read)).toBe(2);
    vi.setSystemTime(Date.now() + 10_001);
    expect(await kept(db, 'Thesis', read)).toBe(3);
  });

  it('does not keep a failed read', async () => {
    const kept = keptPerTable<number>(10_000);
    await expect(kept(db, 'Thesis', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(await kept(db, 'Thesis', async () => 7)).toBe(7);
  });
});
