import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ScoreRankingQuery } from '../../../contract/index';
import { getScoreRanking } from '../../../providers/endpoints/score';
import { useApi } from '../../app/ApiContext';
import { RANKING_LIMIT, rankingSchemes, scoreFiltersQuery, type ScoreFilterValues } from './scoreFilters';
import { rankingChartReport, rankingReport } from './scoreTables';

interface Options {
  by: ScoreRankingQuery['By'];
  applied: ScoreFilterValues;
  /** The schemes a page always ranks over (平台积分: platform); otherwise the ones chosen, or all. */
  fixedSchemes?: readonly string[];
  /** Codes of the known schemes (a chosen code not among them is dropped). */
  known: readonly string[];
  title: string;
  enabled?: boolean;
}

/** A ranking of people or departments for the applied filters, with its table and its chart's rows. */
export function useScoreRanking({ by, applied, fixedSchemes, known, title, enabled = true }: Options) {
  const { http } = useApi();
  const body = useMemo<ScoreRankingQuery>(() => {
    const schemes = fixedSchemes ? [...fixedSchemes] : rankingSchemes(applied, known);
    return { By: by, ...(schemes ? { Schemes: schemes } : {}), Filters: scoreFiltersQuery(applied), Limit: RANKING_LIMIT };
  }, [by, applied, fixedSchemes, known]);
  const query = useQuery({
    queryKey: ['score', 'ranking', body],
    queryFn: ({ signal }) => getScoreRanking(http, body, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const result = query.data ?? null;
  const report = useMemo(() => (result ? rankingReport(title, result) : null), [result, title]);
  const chart = useMemo(() => (result && result.Rows.length > 0 ? rankingChartReport(result) : null), [result]);
  return { result, report, chart, error: query.error, loading: query.isFetching };
}

export type ScoreRankingController = ReturnType<typeof useScoreRanking>;
