import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { REPORT_CHART_KINDS, type ReportChartKind } from '../../../contract/index';
import { getReportMeta, runReport } from '../../../providers/endpoints/report';
import { useSessionApi } from '../../app/ApiContext';
import { describeFilters, filtersFromSearch, filtersToSearch, reportQueryOf, type FilterValues } from './reportFilters';
import { readReportMeta } from './reportMeta';
import { reportTable, summaryCards } from './reportTable';

/** The query key of the chart kind in the address, beside the filters' keys. */
export const CHART_PARAM = 'chart';

/**
 * The report page's controller: the meta, the filters of the address (the bar edits a draft until 查询), the result
 * for them, the chart kind, and the table and cards derived from the result.
 */
export function useReportPage(code: string) {
  const { http } = useSessionApi();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  const metaQuery = useQuery({
    queryKey: ['report', code, 'meta'],
    queryFn: async ({ signal }) => readReportMeta(await getReportMeta(http, code, signal), code),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const meta = metaQuery.data ?? null;
  const filters = useMemo(() => meta?.Filters ?? [], [meta]);

  const applied = useMemo(() => filtersFromSearch(filters, search), [filters, search]);
  const query = useMemo(() => reportQueryOf(filters, applied), [filters, applied]);
  const resultQuery = useQuery({
    queryKey: ['report', code, 'run', query],
    queryFn: ({ signal }) => runReport(http, code, query, signal),
    enabled: meta !== null,
    staleTime: 60_000,
    retry: false,
  });

  // The bar's values before 查询: start from the address, and follow it when it changes (back, a link, 重置).
  const stamp = meta ? search : null;
  const [draft, setDraft] = useState<{ stamp: string | null; values: FilterValues }>({ stamp, values: applied });
  if (draft.stamp !== stamp) setDraft({ stamp, values: applied });
  const draftValues = draft.stamp === stamp ? draft.values : applied;

  const go = useCallback((values: FilterValues) => navigate(`${pathname}${filtersToSearch(filters, values, search)}`), [navigate, pathname, filters, search]);
  const setFilter = useCallback(
    (key: string, value: FilterValues[string] | undefined) =>
      setDraft((previous) => {
        const values = { ...(previous.stamp === stamp ? previous.values : applied) };
        if (value === undefined) delete values[key];
        else values[key] = value;
        return { stamp, values };
      }),
    [stamp, applied],
  );
  const submit = useCallback(() => go(draftValues), [go, draftValues]);
  const reset = useCallback(() => go({}), [go]);

  const charts = meta?.Charts ?? [];
  const asked = new URLSearchParams(search).get(CHART_PARAM);
  const chart: ReportChartKind = charts.find((kind) => kind === asked) ?? charts[0] ?? 'table';
  const setChart = useCallback(
    (kind: ReportChartKind) => {
      if (!(REPORT_CHART_KINDS as readonly string[]).includes(kind)) return;
      const params = new URLSearchParams(search);
      params.set(CHART_PARAM, kind);
      navigate(`${pathname}?${params.toString()}`, { replace: true });
    },
    [navigate, pathname, search],
  );

  const result = resultQuery.data ?? null;
  const table = useMemo(() => (meta && result ? reportTable(meta, result) : null), [meta, result]);
  const cards = useMemo(() => (meta && result ? summaryCards(meta, result.Totals) : []), [meta, result]);
  const filtersLine = useMemo(() => describeFilters(filters, applied), [filters, applied]);

  return {
    meta,
    metaError: metaQuery.error,
    metaLoading: metaQuery.isPending,
    result,
    resultError: resultQuery.error,
    resultLoading: resultQuery.isFetching,
    draft: draftValues,
    setFilter,
    submit,
    reset,
    filtered: Object.keys(applied).length > 0,
    chart,
    setChart,
    table,
    cards,
    filtersLine,
  };
}
