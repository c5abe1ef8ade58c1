import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageFromEnd } from './listQuery.js';

/** The page a list shows at `offset`, taken from the end of `rows` the way pageFromEnd says, or from the start. */
function pageVia(rows: number[], offset: number, pageSize: number): number[] {
  const fromEnd = pageFromEnd(offset, pageSize, rows.length);
  if (fromEnd === null) return rows.slice(offset, offset + pageSize);
  const reversed = [...rows].reverse();
  return reversed.slice(fromEnd.at, fromEnd.at + fromEnd.size).reverse();
}

describe('a deep page read from the end of its list', () => {
  it('is the same page as read from the start, for any size, page and list length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 60 }), (total, pageSize, page) => {
        const rows = Array.from({ length: total }, (_, i) => i);
        const offset = page * pageSize;
        expect(pageVia(rows, offset, pageSize)).toEqual(rows.slice(offset, offset + pageSize));
      }),
    );
  });

  it('reads the last page walking nothing, and a page nearer the start from the start', () => {
    expect(pageFromEnd(999_990, 10, 1_000_000)).toEqual({ at: 0, size: 10 });
    expect(pageFromEnd(999_995, 10, 1_000_003)).toEqual({ at: 0, size: 8 });
    expect(pageFromEnd(600_000, 10, 1_000_000)).toEqual({ at: 399_990, size: 10 });
    expect(pageFromEnd(100, 10, 1_000_000)).toBeNull();
    expect(pageFromEnd(20, 10, 20)).toEqual({ at: 0, size: 0 });
  });
});
