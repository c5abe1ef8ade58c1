import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getScorePerson } from '../../../providers/endpoints/score';
import { useApi } from '../../app/ApiContext';
import { scoreFiltersQuery, type ScoreFilterValues } from './scoreFilters';
import { categoryPieReport, personRowsReport } from './scoreTables';

/** One person's results for the applied filters (the person is the path's, not a filter). */
export function useScorePerson(personId: string | null, applied: ScoreFilterValues) {
  const { http } = useApi();
  const filters = useMemo(() => {
    const { Person_Id: _ignored, ...rest } = scoreFiltersQuery(applied);
    return rest;
  }, [applied]);
  const query = useQuery({
    queryKey: ['score', 'person', personId, filters],
    queryFn: ({ signal }) => getScorePerson(http, personId ?? '', filters, signal),
    enabled: personId !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const result = query.data && query.data.Person_Id === personId ? query.data : null;
  const rows = useMemo(() => (result ? personRowsReport(`${result.Name}的科研成果积分`, result) : null), [result]);
  const pie = useMemo(() => (result ? categoryPieReport(result) : null), [result]);
  return { result, rows, pie, error: query.error, loading: query.isFetching };
}
