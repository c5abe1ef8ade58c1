import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inOrderOf, pageOfMatches } from './keywordMatches.js';

describe('a page of kept matches', () => {
  it('is the slice at its offset, and the pages together are the matches once each', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 60 }), fc.integer({ min: 1, max: 12 }), (ids, pageSize) => {
        const pages: string[] = [];
        for (let offset = 0; offset <= ids.length; offset += pageSize) pages.push(...pageOfMatches(ids, offset, pageSize));
        expect(pages).toEqual(ids);
        expect(pageOfMatches(ids, ids.length + pageSize, pageSize)).toEqual([]);
      }),
    );
  });

  it('puts looked-up rows in the order of their ids and leaves out a row that is gone', () => {
    const rows = [
      { Id: 'c', Title: '丙' },
      { Id: 'a', Title: '甲' },
    ];
    expect(inOrderOf(['a', 'b', 'c'], rows)).toEqual([
      { Id: 'a', Title: '甲' },
      { Id: 'c', Title: '丙' },
    ]);
    expect(inOrderOf([], rows)).toEqual([]);
  });
});
