import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newId, nextTick } from './ids';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newId', () => {
  it('makes RFC 9562 version-7 UUIDs that carry the time they were made', () => {
    const before = Date.now();
    const id = newId();
    const after = Date.now();
    expect(id).toMatch(UUID_V7);
    const ms = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(after + 1);
  });

  it('never repeats and sorts in the order made', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3_000 }), (count) => {
        const ids = Array.from({ length: count }, () => newId());
        expect(new Set(ids).size).toBe(count);
        expect([...ids].sort()).toEqual(ids);
        expect(ids.every((id) => UUID_V7.test(id))).toBe(true);
      }),
      { numRuns: 10 },
    );
  });

  it('keeps counting past 4,096 ids in one millisecond by moving the time on, never backwards', () => {
    const now = Date.now() + 60_000;
    const ticks = Array.from({ length: 10_000 }, () => nextTick(now));
    for (let i = 1; i < ticks.length; i += 1) {
      const [a, b] = [ticks[i - 1]!, ticks[i]!];
      expect(b.ms > a.ms || (b.ms === a.ms && b.counter > a.counter)).toBe(true);
      expect(b.counter).toBeLessThan(0x1000);
    }
    // Later real time never goes below the ids already made.
    expect(nextTick(now).ms).toBeGreaterThanOrEqual(ticks[ticks.length - 1]!.ms);
  });
});
