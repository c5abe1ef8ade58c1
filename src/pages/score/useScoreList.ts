import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SCORE_LIMITS, type ScoreSchemeInfo } from '../../../contract/index';
import { getScoreList } from '../../../providers/endpoints/score';
import { useApi } from '../../app/ApiContext';
import { scoreFiltersQuery, type ScoreFilterValues } from './scoreFilters';
import { scoreListReport } from './scoreTables';

export const SCORE_PAGE_SIZES = ['10', '20', '50', '100'];
const DEFAULT_PAGE_SIZE = 20;

/**
 * One scheme's score list, paged on the server: the page of rows for the applied filters, the totals over all of
 * them (记录数, 总积分), and the page as a report-shaped table for export and print. Back to page 1 when the filters
 * change.
 */
export function useScoreList(scheme: ScoreSchemeInfo | null, applied: ScoreFilterValues) {
  const { http } = useApi();
  const [paging, setPaging] = useState({ index: 1, size: DEFAULT_PAGE_SIZE, filters: applied });
  // New filters: the first page (compared by identity: the filters object changes only on 查询 or 重置).
  const current = paging.filters === applied ? paging : { index: 1, size: paging.size, filters: applied };
  if (current !== paging) setPaging(current);
  const filters = useMemo(() => scoreFiltersQuery(applied), [applied]);
  const code = scheme?.Code ?? '';
  const query = useQuery({
    queryKey: ['score', 'list', code, filters, current.index, current.size],
    queryFn: ({ signal }) =>
      getScoreList(http, code, { Filters: filters, PageIndex: current.index, PageSize: Math.min(current.size, SCORE_LIMITS.maxPageSize) }, signal),
    enabled: scheme !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const result = query.data ?? null;
  const factors = useMemo(() => (scheme?.Factors ?? []).map(({ Key, Label }) => ({ Key, Label })), [scheme]);
  const report = useMemo(() => (result && scheme ? scoreListReport(scheme.Title, factors, result) : null), [result, scheme, factors]);
  return {
    result,
    report,
    factors,
    error: query.error,
    loading: query.isFetching,
    pageIndex: current.index,
    pageSize: current.size,
    setPage: (index: number, size: number) => setPaging({ index: size !== current.size ? 1 : index, size, filters: applied }),
  };
}
