import type { PagePara } from '../../contract/list';

/** Rows on a list's first page. */
export const LIST_PAGE_SIZE = 10;
export const LIST_PAGE_SIZE_OPTIONS = [10, 20, 50, 100];

/** The page a pager change leads to: the page chosen, except that another page size starts again at page 1. */
export function pageAfterPagerChange(chosen: { page: number; size: number }, currentSize: number): number {
  return chosen.size === currentSize ? chosen.page : 1;
}

/**
 * The table's first query on arrival (no filters, no sort, the first page; a prefetch must ask exactly this) as the
 * wire's PagePara, what toPagePara makes of it (listPaging.test.ts holds them equal): the call made at start-up uses it
 * without bringing toPagePara and the contract into the app's first chunk.
 */
export const FIRST_PAGE_PARA: PagePara = { PageIndex: 1, PageSize: LIST_PAGE_SIZE };
