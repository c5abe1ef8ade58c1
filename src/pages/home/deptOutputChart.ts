/**
 * 本年度各科室科研产出: departments on the category axis, one bar per kind of output, the departments with the most
 * output first. Only the option is computed here; the report page's chart component draws it (ECharts stays in its
 * lazy chunk).
 */
import type { ChartPalette } from '../report/reportChart';

export interface DeptSeries {
  label: string;
  byDept: ReadonlyMap<string, number>;
}

/** More departments than this and the axis scrolls, as the report page's charts do. */
export const DEPT_ZOOM_AFTER = 15;

/** More departments than this and their names are slanted, so each fits under its bars. */
export const SLANT_AFTER = 6;

/** Departments ordered by their total over every series, largest first (ties by name, so the order is stable). */
export function deptOrder(series: readonly DeptSeries[]): string[] {
  const totals = new Map<string, number>();
  for (const { byDept } of series) for (const [dept, count] of byDept) totals.set(dept, (totals.get(dept) ?? 0) + count);
  return [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'zh-CN')).map(([dept]) => dept);
}

/** The grouped bar option, or null when this year has nothing yet (the card says so instead of an empty chart). */
export function deptOutputOption(series: readonly DeptSeries[], palette: ChartPalette): Record<string, unknown> | null {
  const depts = deptOrder(series);
  if (depts.length === 0) return null;
  const axis = {
    axisLine: { lineStyle: { color: palette.axisLine } },
    axisLabel: { color: palette.textSecondary },
    splitLine: { lineStyle: { color: palette.splitLine } },
  };
  return {
    color: palette.series,
    backgroundColor: 'transparent',
    textStyle: { color: palette.text, fontFamily: 'inherit' },
    tooltip: { trigger: 'axis', backgroundColor: palette.background, borderColor: palette.axisLine, textStyle: { color: palette.text } },
    legend: { top: 0, data: series.map((s) => s.label), textStyle: { color: palette.text } },
    grid: { left: 16, right: 24, top: 40, bottom: depts.length > DEPT_ZOOM_AFTER ? 48 : 16, containLabel: true },
    // Every department named under its bars: hiding overlapping labels left every other group of bars unnamed.
    // Slanted where the names would not fit side by side.
    xAxis: { type: 'category', data: depts, ...axis, axisLabel: { color: palette.textSecondary, interval: 0, rotate: depts.length > SLANT_AFTER ? 30 : 0 } },
    yAxis: { type: 'value', name: '数量', minInterval: 1, ...axis },
    ...(depts.length > DEPT_ZOOM_AFTER ? { dataZoom: [{ type: 'slider', xAxisIndex: 0, startValue: 0, endValue: DEPT_ZOOM_AFTER - 1, bottom: 8 }] } : {}),
    series: series.map((s) => ({ type: 'bar', name: s.label, data: depts.map((dept) => s.byDept.get(dept) ?? 0) })),
    animationDuration: 300,
  };
}
