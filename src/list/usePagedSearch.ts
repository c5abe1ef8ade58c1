import { useCallback, useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { LIST_PAGE_SIZE, LIST_PAGE_SIZE_OPTIONS, pageAfterPagerChange } from './listPaging';

/**
 * The filters and page of a server-paged list outside the generic module list (approval centre, audit trail, …):
 * new filters start again at page 1, a new page size too, and the pager reads as the module lists do. `initial`: the
 * filters the list opens with (one its address names).
 */
export function usePagedSearch<F extends object>(initial: F = {} as F) {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState({ index: 1, size: LIST_PAGE_SIZE });

  const search = useCallback((next: F) => {
    setFilters(next);
    setPage((current) => ({ ...current, index: 1 }));
  }, []);

  const pagination = (total: number): TablePaginationConfig => ({
    current: page.index,
    pageSize: page.size,
    total,
    showSizeChanger: true,
    pageSizeOptions: LIST_PAGE_SIZE_OPTIONS,
    showTotal: (count) => `共 ${count} 条`,
    // As the module lists word it (antd's zh_CN leaves the size changer's unit in English here).
    locale: { items_per_page: '条/页' },
    onChange: (index, size) => setPage({ index: pageAfterPagerChange({ page: index, size }, page.size), size }),
  });

  return { filters, page, search, pagination, firstIndex: (page.index - 1) * page.size };
}
