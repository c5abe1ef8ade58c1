import { describe, expect, it } from 'vitest';
import { toPagePara } from '../../providers/data/toPagePara';
import { FIRST_PAGE_PARA, FIRST_PAGE_QUERY } from './listPaging';

describe('list paging', () => {
  it("the first page's PagePara, made at start-up without toPagePara, is what toPagePara makes of the table's first query", () => {
    expect(FIRST_PAGE_PARA).toEqual(toPagePara(FIRST_PAGE_QUERY));
  });
});
