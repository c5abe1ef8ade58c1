import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newId } from './ids';

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

  it('never repeats and sorts in the order made, also thousands within one millisecond', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (count) => {
        const ids = Array.from({ length: count }, () => newId());
        expect(new Set(ids).size).toBe(count);
        expect([...ids].sort()).toEqual(ids);
        for (const id of ids) expect(id).toMatch(UUID_V7);
      }),
      { numRuns: 20 },
    );
  });
});
