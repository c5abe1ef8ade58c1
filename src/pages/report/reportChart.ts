/**
 * The chart of a report as an ECharts option, computed from the rows alone (no ECharts code here: the library loads
 * with the chart component). The first dimension is the category axis; a second makes series (stacked for
 * stackedBar); a pie and a ranking use the first measure.
 */
import type { ReportCalendarBucket, ReportChartKind, ReportMeta, ReportResult } from '../../../contract/index';
import { dimensionText, formatMeasure, measureNumber } from './reportFormat';
import { calendarOrder, continuousCalendar } from './calendarAxis';

/** Colours from the antd theme, so the chart reads in light and dark themes and in every navigation colour. */
export interface ChartPalette {
  series: string[];
  text: string;
  textSecondary: string;
  axisLine: string;
  splitLine: string;
  background: string;
}

/** More series than this and the smallest join 其他: a legend of hundreds helps nobody. */
export const MAX_SERIES = 12;
/** More categories than this and the category axis scrolls. */
export const ZOOM_AFTER = 30;
export const OTHER_LABEL = '其他';

/** The hue of a #rrggbb colour in degrees, or null for anything else (or a grey). */
function hueOf(colour: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((hex) => parseInt(hex, 16) / 255);
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta < 0.05) return null;
  const hue = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (hue * 60 + 360) % 360;
}

/**
 * The series colours: the navigation colour first, then the preset colours whose hue is not too close to it or to one
 * already taken — with a green navigation colour, antd's green would otherwise be a second series of the same colour.
 */
export function seriesColours(primary: string, presets: readonly string[]): string[] {
  const colours = [primary];
  const hues = [hueOf(primary)];
  for (const colour of presets) {
    const hue = hueOf(colour);
    const near = hues.some((taken) => hue !== null && taken !== null && Math.min(Math.abs(hue - taken), 360 - Math.abs(hue - taken)) < 30);
    if (!near && !colours.includes(colour.toLowerCase())) colours.push(colour.toLowerCase()), hues.push(hue);
  }
  return colours;
}

type Rows = ReportResult['Rows'];
type Option = Record<string, unknown>;

/** Which of the axis and the series are calendar dimensions (drawn in time order, the axis without gaps). */
interface Calendars {
  category?: ReportCalendarBucket;
  series?: ReportCalendarBucket;
}

/**
 * Categories in row order (a calendar axis: in time order, every step between the first and the last) and each
 * category's sum of a measure per series name; a calendar series (years as the legend) in time order.
 */
function pivot(rows: Rows, categoryKey: string, seriesKey: string | null, measureKey: string, calendars: Calendars = {}) {
  const categories: string[] = [];
  const seen = new Set<string>();
  const sums = new Map<string, Map<string, number>>();
  const seriesTotals = new Map<string, number>();
  for (const row of rows) {
    const category = dimensionText(row[categoryKey]);
    if (!seen.has(category)) seen.add(category), categories.push(category);
    const series = seriesKey ? dimensionText(row[seriesKey]) : '';
    const value = measureNumber(row[measureKey]) ?? 0;
    const bySeries = sums.get(series) ?? new Map<string, number>();
    bySeries.set(category, (bySeries.get(category) ?? 0) + value);
    sums.set(series, bySeries);
    seriesTotals.set(series, (seriesTotals.get(series) ?? 0) + value);
  }
  if (calendars.category) categories.splice(0, categories.length, ...continuousCalendar(categories, calendars.category));
  // The largest series keep their own colour; the rest are summed into 其他. Years as series read in time order.
  const ranked = [...seriesTotals.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  const largest = ranked.length > MAX_SERIES ? ranked.slice(0, MAX_SERIES - 1) : ranked;
  const kept = calendars.series ? calendarOrder(largest, calendars.series) : largest;
  const series = kept.map((name) => ({ name, data: categories.map((c) => round(sums.get(name)?.get(c) ?? 0)) }));
  if (kept.length < ranked.length) {
    const rest = ranked.slice(kept.length);
    series.push({ name: OTHER_LABEL, data: categories.map((c) => round(rest.reduce((sum, name) => sum + (sums.get(name)?.get(c) ?? 0), 0))) });
  }
  return { categories, series };
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * What a screen reader hears of a chart, in Chinese (ECharts' own templates are English): the series by name, then each
 * one's data, category by category — the figures a person sees drawn.
 */
export const CHART_ARIA = {
  enabled: true,
  label: {
    general: { withTitle: '图表“{title}”。', withoutTitle: '统计图。' },
    series: {
      maxCount: MAX_SERIES,
      single: { prefix: '', withName: '表示{seriesName}，', withoutName: '' },
      multiple: { prefix: '共{seriesCount}个系列。', withName: '{seriesName}：', withoutName: '第{seriesId}个系列：', separator: { middle: '；', end: '。' } },
    },
    data: {
      maxCount: 60,
      allData: '',
      partialData: '前{displayCnt}项：',
      withName: '{name} {value}',
      withoutName: '{value}',
      separator: { middle: '，', end: '' },
    },
  },
};

function base(palette: ChartPalette, format: ReportMeta['Measures'][number]['Format']): Option {
  return {
    aria: CHART_ARIA,
    color: palette.series,
    backgroundColor: 'transparent',
    textStyle: { color: palette.text, fontFamily: 'inherit' },
    tooltip: {
      trigger: 'item',
      valueFormatter: (value: unknown) => formatMeasure(value, format),
      backgroundColor: palette.background,
      borderColor: palette.axisLine,
      textStyle: { color: palette.text },
    },
    animationDuration: 300,
  };
}

const legend = (palette: ChartPalette, names: string[]) =>
  names.length > 1
    ? { legend: { type: 'scroll', top: 0, data: names, textStyle: { color: palette.text }, pageTextStyle: { color: palette.textSecondary } } }
    : {};

function axis(palette: ChartPalette) {
  return {
    axisLine: { lineStyle: { color: palette.axisLine } },
    axisLabel: { color: palette.textSecondary },
    splitLine: { lineStyle: { color: palette.splitLine } },
  };
}

/** A value axis of counts (整数) steps by whole numbers: 0.5 篇 is nothing anyone counted. */
const countAxis = (formats: ReadonlyArray<ReportMeta['Measures'][number]['Format']>) =>
  formats.length > 0 && formats.every((format) => format === 'int') ? { minInterval: 1 } : {};

/** The option for a chart kind, or null for 表格 (the table alone) or a report with nothing to draw. */
export function reportChartOption(kind: ReportChartKind, meta: ReportMeta, rows: Rows, palette: ChartPalette): Option | null {
  const [first, second] = meta.Dimensions;
  const measure = meta.Measures[0];
  if (kind === 'table' || !first || !measure || rows.length === 0) return null;
  const calendars: Calendars = { category: first.Calendar, series: second?.Calendar };

  if (kind === 'pie') {
    // Slices of time in time order, but no empty slices for the gaps.
    const { categories: all, series } = pivot(rows, first.Key, null, measure.Key, calendars);
    const categories = all.filter((_, index) => (series[0]?.data[index] ?? 0) !== 0 || !first.Calendar);
    return {
      ...base(palette, measure.Format),
      ...legend(palette, categories.slice(0, 50)),
      series: [
        {
          type: 'pie',
          name: measure.Label,
          radius: ['0%', '65%'],
          center: ['50%', '55%'],
          data: categories.map((name) => ({ name, value: series[0]?.data[all.indexOf(name)] ?? 0 })),
          label: { color: palette.text, formatter: '{b}：{d}%' },
          // Slivers' labels crowded each other and the legend (one person's 12 categories, five under 1 %): labels of
          // slices under 3° and labels that would still overlap are left to the legend and the tooltip.
          minShowLabelAngle: 3,
          labelLayout: { hideOverlap: true },
          itemStyle: { borderColor: palette.background, borderWidth: 1 },
        },
      ],
    };
  }

  if (kind === 'ranking') {
    const { categories, series } = pivot(rows, first.Key, null, measure.Key);
    const ranked = categories.map((name, index) => ({ name, value: series[0]?.data[index] ?? 0 })).sort((a, b) => b.value - a.value);
    return {
      ...base(palette, measure.Format),
      // Room under the axis for its name (containLabel counts the tick labels only: the name was cut off in print).
      grid: { left: 16, right: 48, top: 16, bottom: 48, containLabel: true },
      // The measure's name under the axis, centred: at the axis' end a long name would be cut off.
      xAxis: { type: 'value', name: measure.Label, nameLocation: 'middle', nameGap: 28, ...axis(palette), ...countAxis([measure.Format]) },
      // Largest at the top.
      yAxis: { type: 'category', inverse: true, data: ranked.map((item) => item.name), ...axis(palette) },
      ...(ranked.length > ZOOM_AFTER ? { dataZoom: [{ type: 'slider', yAxisIndex: 0, startValue: 0, endValue: ZOOM_AFTER - 1, right: 0 }] } : {}),
      series: [{ type: 'bar', name: measure.Label, data: ranked.map((item) => item.value), label: { show: true, position: 'right', color: palette.text } }],
    };
  }

  // bar, stackedBar, line: a second dimension makes the series (first measure); otherwise one series per measure.
  const type = kind === 'line' ? 'line' : 'bar';
  const stack = kind === 'stackedBar' ? { stack: 'total' } : {};
  let categories: string[];
  let series: Array<{ name: string; data: number[] }>;
  let formats: Array<ReportMeta['Measures'][number]['Format']>;
  if (second) {
    ({ categories, series } = pivot(rows, first.Key, second.Key, measure.Key, calendars));
    formats = [measure.Format];
  } else {
    categories = pivot(rows, first.Key, null, measure.Key, calendars).categories;
    // A rate (百分比) beside amounts on one axis would read as nothing: rates and amounts are not drawn together.
    const drawn = meta.Measures.filter((m) => (m.Format === 'percent') === (measure.Format === 'percent'));
    series = drawn.map((m) => ({ name: m.Label, data: pivot(rows, first.Key, null, m.Key, calendars).series[0]?.data ?? [] }));
    formats = drawn.map((m) => m.Format);
  }
  const names = series.map((s) => s.name);
  const axisName = second || meta.Measures.length === 1 ? measure.Label : '';
  return {
    ...base(palette, second || meta.Measures.length === 1 ? measure.Format : 'decimal'),
    tooltip: { ...(base(palette, measure.Format).tooltip as Option), trigger: 'axis' },
    ...legend(palette, names),
    // The axis name sits above the axis, left-aligned on it: centred, a long one ran off the canvas's left edge (and out
    // of the printed image); the grid leaves room for it under the legend.
    grid: {
      left: 16,
      right: 24,
      top: (names.length > 1 ? 40 : 16) + (axisName ? 24 : 0),
      bottom: categories.length > ZOOM_AFTER ? 48 : 16,
      containLabel: true,
    },
    xAxis: { type: 'category', data: categories, ...axis(palette), axisLabel: { color: palette.textSecondary, interval: 'auto', hideOverlap: true } },
    yAxis: { type: 'value', name: axisName, nameTextStyle: { align: 'left', color: palette.textSecondary }, ...axis(palette), ...countAxis(formats) },
    ...(categories.length > ZOOM_AFTER ? { dataZoom: [{ type: 'slider', xAxisIndex: 0, startValue: 0, endValue: ZOOM_AFTER - 1, bottom: 8 }] } : {}),
    series: series.map((s) => ({ type, name: s.name, data: s.data, ...stack, ...(type === 'line' ? { smooth: false, symbolSize: 6 } : {}) })),
  };
}
