import { describe, expect, it } from 'vitest';
import type { ReportMeta } from '../../../contract/index';
import { formatMeasure } from './reportFormat';
import { readReportMeta } from './reportMeta';
import { reportPrintHtml } from './reportPrint';
import { reportSheet, reportTable, summaryCards } from './reportTable';

const META: ReportMeta = {
  Code: 'Cost',
  Title: '课题经费统计',
  Description: null,
  Dimensions: [
    { Key: 'dept', Label: '科室' },
    { Key: 'year', Label: '年度' },
  ],
  Measures: [
    { Key: 'n', Label: '项目数', Format: 'int' },
    { Key: 'amount', Label: '经费', Format: 'money' },
    { Key: 'avg', Label: '平均', Format: 'decimal' },
  ],
  Filters: [],
  Charts: ['bar'],
  Summary: ['n', 'amount', 'ghost'],
};
const RESULT = {
  Rows: [
    { dept: '心血管内科', year: '2024', n: 3, amount: 12345.5, avg: 1.234 },
    { dept: null, year: '', n: 1, amount: null, avg: 2 },
  ],
  Totals: { n: 4, amount: 12345.5, avg: 1.6 },
  Truncated: true,
};

describe('measure formats', () => {
  it('shows 整数, 金额 and 小数 as the descriptor says; no value as —', () => {
    expect(formatMeasure(1234567, 'int')).toBe('1,234,567');
    expect(formatMeasure(1234.5, 'money')).toBe('1,234.50');
    expect(formatMeasure(1.23456, 'decimal')).toBe('1.23');
    expect(formatMeasure('12', 'int')).toBe('12');
    expect(formatMeasure(null, 'money')).toBe('—');
    expect(formatMeasure('abc', 'int')).toBe('—');
  });

  it('shows 百分比 with two decimals and a % sign; a rate over nothing (null) as —', () => {
    expect(formatMeasure(12.345, 'percent')).toBe('12.35%');
    expect(formatMeasure(1234.5, 'percent')).toBe('1,234.50%');
    expect(formatMeasure(0, 'percent')).toBe('0.00%');
    expect(formatMeasure(null, 'percent')).toBe('—');
  });
});

describe('the report table', () => {
  it('has dimensions then measures, formatted rows, and the 合计 row from the totals', () => {
    const table = reportTable(META, RESULT);
    expect(table.columns.map((c) => c.title)).toEqual(['科室', '年度', '项目数', '经费', '平均']);
    expect(table.rows.map((r) => Object.values(r.cells))).toEqual([
      ['心血管内科', '2024', '3', '12,345.50', '1.23'],
      ['未填写', '未填写', '1', '—', '2'],
    ]);
    expect(Object.values(table.total.cells)).toEqual(['合计', '', '4', '12,345.50', '1.6']);
  });

  it('exports exactly what is shown: title, filters line, truncation note, header, rows with numbers, 合计', () => {
    expect(reportSheet(META, RESULT, '筛选条件：全部')).toEqual([
      ['课题经费统计'],
      ['筛选条件：全部'],
      ['仅显示前 2000 组'],
      ['科室', '年度', '项目数', '经费', '平均'],
      ['心血管内科', '2024', 3, 12345.5, 1.234],
      ['未填写', '未填写', 1, '', 2],
      ['合计', '', 4, 12345.5, 1.6],
    ]);
  });

  it("makes summary cards of the Summary measures' totals only", () => {
    expect(summaryCards(META, RESULT.Totals)).toEqual([
      { key: 'n', title: '项目数', value: '4' },
      { key: 'amount', title: '经费', value: '12,345.50' },
    ]);
  });

  it('prints the title, filters, chart image and table, escaping every text', () => {
    const table = reportTable({ ...META, Title: '<b>统计</b>' }, { ...RESULT, Rows: [{ dept: '<script>x</script>', year: '2024', n: 1, amount: 1, avg: 1 }] });
    const html = reportPrintHtml({ title: '<b>统计</b>', filtersLine: '筛选条件：全部', table, truncated: false, chartImage: 'data:image/png;base64,AAA' });
    expect(html).toContain('<h1>&lt;b&gt;统计&lt;/b&gt;</h1>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('src="data:image/png;base64,AAA"');
    expect(html).toContain('<tr class="total"><td>合计</td>');
    expect(reportPrintHtml({ title: 't', filtersLine: '', table, truncated: true, chartImage: 'javascript:alert(1)' })).not.toContain('javascript:');
  });
});

describe('the meta as the page trusts it', () => {
  it('drops unknown kinds, duplicate keys and summary keys of no measure; offers the table when no chart is known', () => {
    const meta = readReportMeta(
      {
        Title: '统计',
        Dimensions: [{ Key: 'a', Label: '甲' }, { Key: 'a', Label: '重复' }, { Label: '无键' }],
        Measures: [{ Key: 'n', Label: '数', Format: 'weird' }],
        Filters: [
          { Key: 'f', Label: '筛', Kind: 'nope' },
          { Key: 'y', Label: '年', Kind: 'yearRange' },
        ],
        Charts: ['donut'],
        Summary: ['n', 'x'],
      },
      'C',
    );
    expect(meta).toEqual({
      Code: 'C',
      Title: '统计',
      Description: null,
      Dimensions: [{ Key: 'a', Label: '甲' }],
      Measures: [{ Key: 'n', Label: '数', Format: 'decimal' }],
      Filters: [{ Key: 'y', Label: '年', Kind: 'yearRange', Options: null }],
      Charts: ['table'],
      Summary: ['n'],
    });
    expect(readReportMeta('not an object', 'X')).toMatchObject({ Code: 'X', Title: '统计报表', Dimensions: [], Charts: ['table'] });
  });
});
