import { lazy, Suspense, useMemo } from 'react';
import { Spin } from 'antd';
import type { ReportChartKind } from '../../../contract/index';
import { reportChartOption } from '../report/reportChart';
import { useChartPalette } from '../report/useChartPalette';
import type { ChartSink } from './ScoreOutputs';
import type { ScoreReport } from './scoreTables';

// The chart module (and ECharts with it) loads when a chart is first drawn, as on the report page.
const ReportChart = lazy(() => import('../report/ReportChart'));

/** A ranking's bars or a pie, drawn by the report page's chart from a report-shaped table, in the theme's colours. */
export function ScoreChart({ kind, report, height = 360, onChart }: { kind: ReportChartKind; report: ScoreReport; height?: number; onChart?: ChartSink }) {
  const palette = useChartPalette();
  const option = useMemo(() => reportChartOption(kind, report.meta, report.result.Rows, palette), [kind, report, palette]);
  if (!option) return null;
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
      <ReportChart option={option} height={height} onChart={onChart} />
    </Suspense>
  );
}
