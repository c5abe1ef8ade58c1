import { describe, expect, it } from 'vitest';
import type { ReportMeta } from '../../../contract/index';
import { calendarOrder, continuousCalendar } from './calendarAxis';
import { reportChartOption, type ChartPalette } from './reportChart';

const PALETTE: ChartPalette = { series: ['#111', '#222'], text: '#000', textSecondary: '#666', axisLine: '#ccc', splitLine: '#eee', background: '#fff' };
const BY_YEAR: ReportMeta = {
  Code: 'T',
  Title: '论文',
  Description: null,
  Dimensions: [
    { Key: 'year', Label: '发表年度', Calendar: 'Year' },
    { Key: 'type', Label: '收录类型' },
  ],
  Measures: [{ Key: 'n', Label: '论文数(篇)', Format: 'int' }],
  Filters: [],
  Charts: ['stackedBar', 'line', 'table'],
  Summary: [],
};

describe('a calendar axis', () => {
  it('runs in time order without gaps, what is no date after', () => {
    expect(continuousCalendar(['2026年', '2022年', '未填写', '2024年'], 'Year')).toEqual(['2022年', '2023年', '2024年', '2025年', '2026年', '未填写']);
    expect(continuousCalendar(['2025年11月', '2026年2月'], 'Month')).toEqual(['2025年11月', '2025年12月', '2026年1月', '2026年2月']);
    expect(continuousCalendar(['2026年第3季度', '2025年第4季度'], 'Quarter')).toEqual(['2025年第4季度', '2026年第1季度', '2026年第2季度', '2026年第3季度']);
    expect(calendarOrder(['2026年', '其他', '2024年'], 'Year')).toEqual(['2024年', '2026年', '其他']);
  });

  it('is drawn with 0 for a year without records, counts on whole-number ticks, the axis name clear of the edge', () => {
    const rows = [
      { year: '2026年', type: 'SCIE', n: 2 },
      { year: '2022年', type: 'SCIE', n: 1 },
      { year: '2024年', type: '中国科技核心', n: 1 },
    ];
    const option = reportChartOption('stackedBar', BY_YEAR, rows, PALETTE)!;
    expect((option.xAxis as { data: string[] }).data).toEqual(['2022年', '2023年', '2024年', '2025年', '2026年']);
    expect((option.series as Array<{ name: string; data: number[] }>).map((s) => [s.name, s.data])).toEqual([
      ['SCIE', [1, 0, 0, 0, 2]],
      ['中国科技核心', [0, 0, 1, 0, 0]],
    ]);
    const yAxis = option.yAxis as { minInterval?: number; name: string; nameTextStyle: { align: string } };
    expect(yAxis.minInterval).toBe(1);
    expect(yAxis.nameTextStyle.align).toBe('left');
    expect((option.grid as { top: number }).top).toBeGreaterThanOrEqual(40 + 24);
  });

  it('puts years as series (the legend) in time order, and amounts keep fractional ticks', () => {
    const bySeriesYear: ReportMeta = {
      ...BY_YEAR,
      Dimensions: [
        { Key: 'dept', Label: '科室' },
        { Key: 'year', Label: '年度', Calendar: 'Year' },
      ],
      Measures: [{ Key: 'money', Label: '经费', Format: 'money' }],
    };
    const rows = [
      { dept: '心内科', year: '2026年', money: 900 },
      { dept: '心内科', year: '2024年', money: 10 },
      { dept: '骨科', year: '2025年', money: 50 },
    ];
    const option = reportChartOption('bar', bySeriesYear, rows, PALETTE)!;
    expect((option.series as Array<{ name: string }>).map((s) => s.name)).toEqual(['2024年', '2025年', '2026年']);
    expect((option.yAxis as { minInterval?: number }).minInterval).toBeUndefined();
  });
});
