import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { ApiRecord, PagePara, PageResult } from '../../contract/index';
import { toPagePara } from '../../providers/data/toPagePara';

/** Rows per call when fetching a whole filtered result (the server's largest page). */
export const EXPORT_PAGE_SIZE = 1000;

export interface FetchAllOptions {
  /** Posts one PagePara to the module's list and answers the page. */
  fetchPage: (para: PagePara) => Promise<PageResult>;
  filters: CrudFilter[];
  sorters: CrudSort[];
  /** Called after each page with what has been fetched so far and the total. */
  onProgress?: (fetched: number, total: number) => void;
  pageSize?: number;
}

/** Every record of the current filters and sort, page after page (not only the page on screen). */
export async function fetchAllRecords(options: FetchAllOptions): Promise<ApiRecord[]> {
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  const records: ApiRecord[] = [];
  for (let pageIndex = 1; ; pageIndex += 1) {
    const para = toPagePara({ pagination: { currentPage: pageIndex, pageSize, mode: 'server' }, filters: options.filters, sorters: options.sorters });
    const page = await options.fetchPage(para);
    records.push(...page.Data);
    options.onProgress?.(records.length, page.Total);
    // Stop at the total, or when a page comes back short (rows deleted meanwhile).
    if (records.length >= page.Total || page.Data.length < pageSize) return records;
  }
}
