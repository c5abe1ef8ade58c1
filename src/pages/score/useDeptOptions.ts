import { useMemo } from 'react';
import { useList } from '@refinedev/core';
import type { ApiRecord } from '../../../contract/index';

/** Every department fits one page: a hospital has tens to a few hundred. */
const DEPT_PAGE_SIZE = 500;

/** The departments as select options, by name (a filter shows a name, never an id). */
export function useDeptOptions(): { options: Array<{ value: string; label: string }>; loading: boolean } {
  const { result, query } = useList<ApiRecord>({
    resource: 'Dept',
    pagination: { currentPage: 1, pageSize: DEPT_PAGE_SIZE },
    sorters: [{ field: 'SortCode', order: 'asc' }],
    queryOptions: { staleTime: 5 * 60_000 },
  });
  const options = useMemo(
    () => result.data.filter((row) => typeof row.Id === 'string').map((row) => ({ value: String(row.Id), label: String(row.Name ?? '') || '未命名科室' })),
    [result.data],
  );
  return { options, loading: query.isLoading };
}
