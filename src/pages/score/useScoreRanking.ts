import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ScoreRankingQuery } from '../../../contract/index';
import { getScoreRanking } from '../../../providers/endpoints/score';
import { useApi } from '../../app/ApiContext';
import { RANKING_LIMIT, rankingSchemes, scoreFiltersQuery, type ScoreFilterValues } from './scoreFilters';
import { FULL_RANKING, rankingChartReport, rankingReport, schemeStackReport, type RankingColumns } from './scoreTables';

interface Options {
  by: ScoreRankingQuery['By'];
  applied: ScoreFilterValues;
  /** The schemes a page always ranks over (平台积分: platform); otherwise the ones chosen, or all. */
  fixedSchemes?: readonly string[];
  /** Codes of the known schemes (a chosen code not among them is dropped). */
  known: readonly string[];
  title: string;
  enabled?: boolean;
  /** The table's columns (and so the export's); by scheme without 排名 draws each row's points stacked by scheme. */
  columns?: RankingColumns;
}

/** A ranking of people or departments for the applied filters, with its table and its chart's rows. */
export function useScoreRanking({ by, applied, fixedSchemes, known, title, enabled = true, columns = FULL_RANKING }: Options) {
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
  const report = useMemo(() => (result ? rankingReport(title, result, columns) : null), [result, title, columns]);
  const stacked = columns.schemes && !columns.rank;
  const chart = useMemo(
    () => (result && result.Rows.length > 0 ? (stacked ? schemeStackReport(result) : rankingChartReport(result)) : null),
    [result, stacked],
  );
  return { result, report, chart, chartKind: stacked ? ('stackedBar' as const) : ('ranking' as const), columns, error: query.error, loading: query.isFetching };
}

export type ScoreRankingController = ReturnType<typeof useScoreRanking>;
