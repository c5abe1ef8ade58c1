import { useQueries } from '@tanstack/react-query';
import { runReport } from '../../../providers/endpoints/report';
import { useApi } from '../../app/ApiContext';
import { twoYearsQuery, yearByDept, yearTotal, type VisibleSource } from './outputFigures';

export interface OutputFigure {
  source: VisibleSource;
  current: number;
  previous: number;
  /** This year's count by department, for the chart. */
  byDept: Map<string, number>;
}

/**
 * This year's and last year's output of each source the user may open: one report call each (grouped by department
 * and year). A source whose call failed is left out rather than shown as zero, which would read as a fall.
 */
export function useOutputFigures(sources: readonly VisibleSource[], year: number) {
  const { http } = useApi();
  const results = useQueries({
    queries: sources.map((source) => ({
      queryKey: ['home', 'output', source.code, year],
      queryFn: ({ signal }: { signal: AbortSignal }) => runReport(http, source.code, twoYearsQuery(year), signal),
      staleTime: 60_000,
    })),
  });
  const figures: OutputFigure[] = sources.flatMap((source, index) => {
    const rows = results[index]?.data?.Rows;
    return rows ? [{ source, current: yearTotal(rows, year), previous: yearTotal(rows, year - 1), byDept: yearByDept(rows, year) }] : [];
  });
  return { figures, loading: results.some((result) => result.isPending), failed: results.some((result) => result.isError) };
}
