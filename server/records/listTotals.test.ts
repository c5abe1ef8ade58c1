import { describe, expect, it } from 'vitest';
import { ListTotals, MAX_CACHED_TOTALS, TOTAL_TTL_MS } from './listTotals.js';

describe('ListTotals', () => {
  it('answers a total only at the generation it was counted at, and only while fresh', () => {
    let now = 1_000;
    const totals = new ListTotals(() => now);
    totals.set('k', '0.1', 42);
    expect(totals.get('k', '0.1')).toBe(42);
    expect(totals.get('k', '0.2')).toBeUndefined();
    expect(totals.get('k', '0.1')).toBeUndefined(); // a miss drops the entry
    totals.set('k', '0.2', 43);
    now += TOTAL_TTL_MS + 1;
    expect(totals.get('k', '0.2')).toBeUndefined();
  });

  it('never expires an entry when told so (SQLite: one server writes it)', () => {
    let now = 0;
    const totals = new ListTotals(() => now, Number.POSITIVE_INFINITY);
    totals.set('k', 'g', 7);
    now += 3_600_000;
    expect(totals.get('k', 'g')).toBe(7);
    expect(totals.get('k', 'h')).toBeUndefined();
  });

  it('counts once for callers missing together, and again after a write', async () => {
    const totals = new ListTotals(() => 0);
    let counts = 0;
    const count = async () => {
      counts += 1;
      await new Promise((r) => setTimeout(r, 5));
      return 9;
    };
    expect(await Promise.all([totals.total('k', 'g1', count), totals.total('k', 'g1', count), totals.total('k', 'g1', count)])).toEqual([9, 9, 9]);
    expect(counts).toBe(1);
    expect(await totals.total('k', 'g1', count)).toBe(9);
    expect(counts).toBe(1);
    expect(await totals.total('k', 'g2', count)).toBe(9);
    expect(counts).toBe(2);
  });

  it('keeps at most MAX_CACHED_TOTALS entries, the oldest going first', () => {
    const totals = new ListTotals(() => 0);
    for (let i = 0; i <= MAX_CACHED_TOTALS; i++) totals.set(`k${i}`, 'g', i);
    expect(totals.get('k0', 'g')).toBeUndefined();
    expect(totals.get(`k${MAX_CACHED_TOTALS}`, 'g')).toBe(MAX_CACHED_TOTALS);
  });
});
