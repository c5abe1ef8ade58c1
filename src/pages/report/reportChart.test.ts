import { describe, expect, it } from 'vitest';
import type { ReportMeta } from '../../../contract/index';
import { MAX_SERIES, reportChartOption, seriesColours, type ChartPalette } from './reportChart';

const PALETTE: ChartPalette = { series: ['#111', '#222'], text: '#000', textSecondary: '#666', axisLine: '#ccc', splitLine: '#eee', background: '#fff' };
const ONE: ReportMeta = {
  Code: 'P',
  Title: '课题',
  Description: null,
  Dimensions: [{ Key: 'year', Label: '年度' }],
  Measures: [
    { Key: 'n', Label: '课题数', Format: 'int' },
    { Key: 'money', Label: '经费', Format: 'money' },
  ],
  Filters: [],
  Charts: ['bar', 'stackedBar', 'line', 'pie', 'ranking', 'table'],
  Summary: [],
};
const TWO: ReportMeta = {
  ...ONE,
  Dimensions: [
    { Key: 'year', Label: '年度' },
    { Key: 'level', Label: '级别' },
  ],
};
const ROWS = [
  { year: '2023', level: '国家级', n: 2, money: 10 },
  { year: '2023', level: '省级', n: 5, money: 20 },
  { year: '2024', level: '国家级', n: 4, money: 30 },
];

type Series = Array<Record<string, unknown>>;
const seriesOf = (option: Record<string, unknown> | null) => option?.series as Series;

describe('the chart of a report', () => {
  it('draws nothing for 表格 and for no rows', () => {
    expect(reportChartOption('table', ONE, ROWS, PALETTE)).toBeNull();
    expect(reportChartOption('bar', ONE, [], PALETTE)).toBeNull();
  });

  it('bar with one dimension: the first dimension on the axis, one series per measure, theme colours', () => {
    const option = reportChartOption('bar', ONE, ROWS, PALETTE)!;
    expect((option.xAxis as { data: string[] }).data).toEqual(['2023', '2024']);
    expect(seriesOf(option).map((s) => [s.type, s.name, s.data, s.stack])).toEqual([
      ['bar', '课题数', [7, 4], undefined],
      ['bar', '经费', [30, 30], undefined],
    ]);
    expect(option.color).toEqual(PALETTE.series);
  });

  it('bar with one dimension leaves rates (百分比) off an axis of amounts', () => {
    const withRate: ReportMeta = { ...ONE, Measures: [...ONE.Measures, { Key: 'rate', Label: '执行率', Format: 'percent' }] };
    const option = reportChartOption(
      'bar',
      withRate,
      ROWS.map((r) => ({ ...r, rate: 50 })),
      PALETTE,
    )!;
    expect(seriesOf(option).map((s) => s.name)).toEqual(['课题数', '经费']);
  });

  it('a second dimension makes the series of the first measure; stacked for stackedBar', () => {
    const option = reportChartOption('stackedBar', TWO, ROWS, PALETTE)!;
    expect((option.xAxis as { data: string[] }).data).toEqual(['2023', '2024']);
    expect(seriesOf(option).map((s) => [s.name, s.data, s.stack])).toEqual([
      ['国家级', [2, 4], 'total'],
      ['省级', [5, 0], 'total'],
    ]);
    expect((option.legend as { data: string[] }).data).toEqual(['国家级', '省级']);
  });

  it('line draws lines', () => {
    expect(seriesOf(reportChartOption('line', TWO, ROWS, PALETTE)).every((s) => s.type === 'line')).toBe(true);
  });

  it('pie: the first measure per category of the first dimension', () => {
    const [pie] = seriesOf(reportChartOption('pie', TWO, ROWS, PALETTE));
    expect(pie.type).toBe('pie');
    expect(pie).toMatchObject({ minShowLabelAngle: 3, labelLayout: { hideOverlap: true } });
    expect(pie.data).toEqual([
      { name: '2023', value: 7 },
      { name: '2024', value: 4 },
    ]);
  });

  it('ranking: horizontal bars sorted by the first measure, largest on top', () => {
    const option = reportChartOption(
      'ranking',
      ONE,
      [
        { year: '甲', n: 1 },
        { year: '乙', n: 9 },
        { year: '丙', n: 5 },
      ],
      PALETTE,
    )!;
    expect(option.yAxis).toMatchObject({ type: 'category', inverse: true, data: ['乙', '丙', '甲'] });
    expect(seriesOf(option)[0].data).toEqual([9, 5, 1]);
  });

  it('joins the smallest series into 其他 beyond the limit, and names empty groups 未填写', () => {
    const rows = Array.from({ length: MAX_SERIES + 3 }, (_, i) => ({ year: '2024', level: `L${i}`, n: i + 1 }));
    const series = seriesOf(reportChartOption('bar', TWO, rows, PALETTE));
    expect(series).toHaveLength(MAX_SERIES);
    expect(series.at(-1)).toMatchObject({ name: '其他', data: [1 + 2 + 3 + 4] });
    const empty = reportChartOption('bar', ONE, [{ year: null, n: 1 }], PALETTE)!;
    expect((empty.xAxis as { data: string[] }).data).toEqual(['未填写']);
  });
});

describe('the series colours', () => {
  it('start with the navigation colour and skip presets of nearly its hue', () => {
    // Green navigation (#4caf50): antd's green (#52c41a) would read as the same series; lime is far enough.
    expect(seriesColours('#4caf50', ['#52c41a', '#faad14', '#13c2c2', '#a0d911'])).toEqual(['#4caf50', '#faad14', '#13c2c2', '#a0d911']);
    expect(seriesColours('#3f51b5', ['#52c41a', '#3F51B5'])).toEqual(['#3f51b5', '#52c41a']);
  });
});
