import { describe, expect, it } from 'vitest';
import { toPagePara } from '../../providers/data/toPagePara';
import { FIRST_PAGE_PARA, LIST_PAGE_SIZE, pageAfterPagerChange } from './listPaging';

describe('list paging', () => {
  it("the first page's PagePara, made at start-up without toPagePara, is what toPagePara makes of the table's first query", () => {
    expect(FIRST_PAGE_PARA).toEqual(toPagePara({ pagination: { currentPage: 1, pageSize: LIST_PAGE_SIZE } }));
  });

  it('goes to the page chosen, but starts again at page 1 when the page size changes', () => {
    expect(pageAfterPagerChange({ page: 3, size: 10 }, 10)).toBe(3);
    expect(pageAfterPagerChange({ page: 3, size: 20 }, 10)).toBe(1);
    expect(pageAfterPagerChange({ page: 1, size: 50 }, 20)).toBe(1);
  });
});
