import { describe, expect, it } from 'vitest';
import type { ChartPalette } from '../report/reportChart';
import { deptOrder, deptOutputOption, SLANT_AFTER } from './deptOutputChart';

const palette: ChartPalette = { series: ['#1677ff', '#52c41a'], text: '#000', textSecondary: '#666', axisLine: '#ccc', splitLine: '#eee', background: '#fff' };
const series = [
  {
    label: '论文',
    byDept: new Map([
      ['呼吸内科', 1],
      ['心血管内科', 3],
    ]),
  },
  { label: '专利', byDept: new Map([['呼吸内科', 4]]) },
];

describe('本年度各科室科研产出', () => {
  it('puts the departments with the most output first', () => {
    expect(deptOrder(series)).toEqual(['呼吸内科', '心血管内科']);
  });

  it('draws one bar per kind of output, a department without any at zero', () => {
    const option = deptOutputOption(series, palette) as { xAxis: { data: string[] }; series: Array<{ name: string; data: number[] }> };
    expect(option.xAxis.data).toEqual(['呼吸内科', '心血管内科']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['论文', [1, 3]],
      ['专利', [4, 0]],
    ]);
  });

  it('names every department under its bars, slanted when there are many', () => {
    type Axis = { xAxis: { axisLabel: { interval: number; rotate: number } } };
    expect((deptOutputOption(series, palette) as Axis).xAxis.axisLabel).toMatchObject({ interval: 0, rotate: 0 });
    const many = [{ label: '论文', byDept: new Map(Array.from({ length: SLANT_AFTER + 1 }, (_, i) => [`科室${i}`, i + 1] as const)) }];
    expect((deptOutputOption(many, palette) as Axis).xAxis.axisLabel).toMatchObject({ interval: 0, rotate: 30 });
  });

  it('draws nothing for a year without output', () => {
    expect(deptOutputOption([{ label: '论文', byDept: new Map() }], palette)).toBeNull();
  });
});
