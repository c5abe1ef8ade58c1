import type { ListQuery } from '../../providers/data/types';

/** Rows on a list's first page. */
export const LIST_PAGE_SIZE = 10;
export const LIST_PAGE_SIZE_OPTIONS = [10, 20, 50, 100];

/** The table's first call on arrival: no filters, no sort, the first page. A prefetch must ask exactly this. */
export const FIRST_PAGE_QUERY: ListQuery = { pagination: { currentPage: 1, pageSize: LIST_PAGE_SIZE } };
