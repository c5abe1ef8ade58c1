import { lazy, Suspense, useMemo } from 'react';
import { Spin } from 'antd';
import type { ReportChartKind } from '../../../contract/index';
import { reportChartOption } from '../report/reportChart';
import { useChartPalette } from '../report/useChartPalette';
import type { ChartSink } from './ScoreOutputs';
import type { ScoreReport } from './scoreTables';

// The chart module (and ECharts with it) loads when a chart is first drawn, as on the report page.
const ReportChart = lazy(() => import('../report/ReportChart'));

/**
 * A pie in a narrow card (beside a table): labels aligned to the card's edges on two lines (name, share), so a long
 * category name is never cut at the border.
 */
function fitPieLabels(option: Record<string, unknown>): Record<string, unknown> {
  const [series] = (option.series as Array<Record<string, unknown>> | undefined) ?? [];
  if (!series) return option;
  const label = { ...(series.label as Record<string, unknown>), formatter: '{b}\n{d}%', alignTo: 'edge', edgeDistance: 8, lineHeight: 16 };
  return { ...option, series: [{ ...series, radius: ['0%', '52%'], label, labelLine: { length: 12, length2: 0 } }] };
}

/** A ranking's bars or a pie, drawn by the report page's chart from a report-shaped table, in the theme's colours. */
export function ScoreChart({ kind, report, height = 360, onChart }: { kind: ReportChartKind; report: ScoreReport; height?: number; onChart?: ChartSink }) {
  const palette = useChartPalette();
  const option = useMemo(() => {
    const drawn = reportChartOption(kind, report.meta, report.result.Rows, palette);
    return drawn && kind === 'pie' ? fitPieLabels(drawn) : drawn;
  }, [kind, report, palette]);
  if (!option) return null;
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
      <ReportChart option={option} height={height} onChart={onChart} />
    </Suspense>
  );
}
