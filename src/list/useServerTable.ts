import { useCallback, useMemo } from 'react';
import { useTable, type BaseRecord, type HttpError, type useTableProps } from '@refinedev/core';
import { mapAntdSorterToCrudSorting } from '@refinedev/antd';
import type { TablePaginationConfig, TableProps } from 'antd';
import { usePhoneScreen } from '../layout/useNarrowScreen';
import { LIST_PAGE_SIZE, pageAfterPagerChange } from './listPaging';
import { columnOrderOf, type ColumnOrder } from './sorterHint';

/**
 * A server-paged, server-sorted antd table over Refine's headless useTable: what @refinedev/antd's useTable gave the
 * app's lists, without what they never used and what cost every list a second render before its first paint
 * (D-PERF-4k): antd's Grid.useBreakpoint forced an update of the whole list as it mounted, a search Form was made per
 * table, and each pager item was a link to an address the lists do not follow (syncWithLocation is off).
 *
 * Column filters are not offered (lists filter in their filter bar); a sorter change and a pager change are applied
 * as Refine's hook applied them, except that another page size starts again at page 1.
 */
export function useServerTable<TData extends BaseRecord>(props: useTableProps<TData, HttpError, TData>) {
  const table = useTable<TData, HttpError, TData>({ ...props, syncWithLocation: false });
  const { tableQuery, currentPage, pageSize, setCurrentPage, setPageSize, setSorters, sorters } = table;
  const phone = usePhoneScreen();

  const onChange = useCallback<NonNullable<TableProps<TData>['onChange']>>(
    (pager, _filters, sorter) => {
      if (sorter && Object.keys(sorter).length > 0) setSorters(mapAntdSorterToCrudSorting(sorter as Parameters<typeof mapAntdSorterToCrudSorting>[0]));
      const size = pager.pageSize || LIST_PAGE_SIZE;
      setCurrentPage(pageAfterPagerChange({ page: pager.current || 1, size }, pageSize));
      setPageSize(size);
    },
    [pageSize, setCurrentPage, setPageSize, setSorters],
  );

  const { data, isFetched, isFetching } = tableQuery;
  // Loading until the query has answered once; data given at the start (a page asked for ahead) counts as answered.
  const loading = !isFetched && !(data !== undefined && !isFetching);
  const total = data?.total;
  // The server's count of a keyword's matches stopped at MAX_COUNTED_MATCHES: the footer says `10000+`.
  const totalCapped = (data as { totalCapped?: unknown } | undefined)?.totalCapped === true;
  const pagination = useMemo<TablePaginationConfig>(
    () => ({ current: currentPage, pageSize, total, simple: phone, position: phone ? ['bottomCenter'] : ['bottomRight'] }),
    [currentPage, pageSize, total, phone],
  );
  const tableProps = useMemo<TableProps<TData>>(() => ({ dataSource: data?.data, loading, onChange, pagination }), [data?.data, loading, onChange, pagination]);
  // The order each column shows is the one the server is asked for (tableColumns' sortOrder).
  const orderOf = useCallback((key: string): ColumnOrder => columnOrderOf(sorters, key), [sorters]);
  return { ...table, tableProps, orderOf, totalCapped };
}
