import { MAX_PAGE_SIZE, type PagePara, type PageResult } from '../../contract/index';

export interface FetchAllPagesOptions {
  /** Rows per call; the server answers at most MAX_PAGE_SIZE whatever is asked. */
  pageSize?: number;
  /** Called after each page with the rows fetched so far and the total the server reports. */
  onProgress?: (fetched: number, total: number) => void;
}

/**
 * Every row of one list condition, page after page: the server cuts any page at MAX_PAGE_SIZE, so an unpaged read
 * asks for pages of that size until it holds `Total` rows. A page that comes back short ends it too (rows deleted
 * meanwhile), so the loop is bounded even when the total moves. The answer's Total is the last page's (the rows read,
 * where the server's count stopped short of them all).
 */
export async function fetchAllPages<T>(
  fetchPage: (para: PagePara) => Promise<PageResult<T> | null | undefined>,
  condition: Pick<PagePara, 'Condition' | 'SortInfo'>,
  { pageSize = MAX_PAGE_SIZE, onProgress }: FetchAllPagesOptions = {},
): Promise<PageResult<T>> {
  const rows: T[] = [];
  for (let pageIndex = 1; ; pageIndex += 1) {
    const page = await fetchPage({ ...condition, PageIndex: pageIndex, PageSize: pageSize });
    const data = page?.Data ?? [];
    const total = page?.Total ?? 0;
    rows.push(...data);
    // A capped total (a keyword's count stops at MAX_COUNTED_MATCHES) is no end: read on to a short page.
    const capped = page?.TotalCapped === true;
    onProgress?.(rows.length, Math.max(total, rows.length));
    if ((!capped && rows.length >= total) || data.length < pageSize) return { Total: capped ? rows.length : total, Data: rows };
  }
}
