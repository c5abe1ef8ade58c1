import { describe, expect, it } from 'vitest';
import { readReportMeta } from './reportMeta';

describe('the meta as the page reads it', () => {
  it('keeps the 百分比 format of a derived measure; an unknown format reads as 小数', () => {
    const meta = readReportMeta(
      {
        Code: 'r',
        Title: '预算执行',
        Dimensions: [{ Key: 'dept', Label: '科室' }],
        Charts: ['bar'],
        Measures: [
          { Key: 'rate', Label: '执行率', Format: 'percent' },
          { Key: 'x', Label: '其他', Format: 'ratio' },
        ],
      },
      'r',
    );
    expect(meta.Measures).toEqual([
      { Key: 'rate', Label: '执行率', Format: 'percent' },
      { Key: 'x', Label: '其他', Format: 'decimal' },
    ]);
  });

  it('keeps a calendar dimension as one, and nothing else the server might add', () => {
    const meta = readReportMeta(
      {
        Code: 'r',
        Title: '论文',
        Charts: ['bar'],
        Measures: [{ Key: 'n', Label: '篇数', Format: 'int' }],
        Dimensions: [
          { Key: 'year', Label: '年度', Calendar: 'Year' },
          { Key: 'type', Label: '类型', Calendar: 'Week' },
        ],
      },
      'r',
    );
    expect(meta.Dimensions).toEqual([
      { Key: 'year', Label: '年度', Calendar: 'Year' },
      { Key: 'type', Label: '类型' },
    ]);
  });
});
