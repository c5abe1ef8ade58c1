import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getScorePerson } from '../../../providers/endpoints/score';
import { useApi } from '../../app/ApiContext';
import { scoreFiltersQuery, type ScoreFilterValues } from './scoreFilters';
import { categoryPieReport, PERSON_PAGE_SIZE, personRowsReport, type ScoreReport } from './scoreTables';

const STALE_MS = 30_000;
const titleOf = (name: string) => `${name}的科研成果积分`;

/**
 * One person's results for the applied filters (the person is the path's, not a filter): the sums of all their rows
 * and a page of the rows, paged by the server (a prolific person's 2,000 rows are not sent to show 20). The sheet and
 * the print take every row the server lists, fetched when asked for (`loadRowsReport`).
 */
export function useScorePerson(personId: string | null, applied: ScoreFilterValues) {
  const { http } = useApi();
  const queryClient = useQueryClient();
  const filters = useMemo(() => {
    const { Person_Id: _ignored, ...rest } = scoreFiltersQuery(applied);
    return rest;
  }, [applied]);
  // Back to the first page whenever the filters change (the page of other filters is another list).
  const [paged, setPaged] = useState({ filters, page: 1 });
  const page = paged.filters === filters ? paged.page : 1;
  const setPage = useCallback((next: number) => setPaged({ filters, page: next }), [filters]);
  const query = useQuery({
    queryKey: ['score', 'person', personId, filters, page],
    queryFn: ({ signal }) => getScorePerson(http, personId ?? '', { Filters: filters, PageIndex: page, PageSize: PERSON_PAGE_SIZE }, signal),
    enabled: personId !== null,
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
    retry: false,
  });
  const result = query.data && query.data.Person_Id === personId ? query.data : null;
  const pie = useMemo(() => (result ? categoryPieReport(result) : null), [result]);
  /** The page's rows as a report (what the outputs know the page by; they print and export `loadRowsReport`'s). */
  const rows = useMemo(() => (result ? personRowsReport(titleOf(result.Name), result) : null), [result]);
  const loadRowsReport = useCallback(async (): Promise<ScoreReport> => {
    const all = await queryClient.fetchQuery({
      queryKey: ['score', 'person', personId, filters, 'all'],
      queryFn: ({ signal }) => getScorePerson(http, personId ?? '', { Filters: filters }, signal),
      staleTime: STALE_MS,
    });
    return personRowsReport(titleOf(all.Name), all);
  }, [queryClient, http, personId, filters]);
  return { result, rows, pie, page, setPage, loadRowsReport, error: query.error, loading: query.isFetching };
}
