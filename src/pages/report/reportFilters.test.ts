import { describe, expect, it } from 'vitest';
import { describeFilters, filtersFromSearch, filtersToSearch, reportQueryOf, type ReportFilterMeta } from './reportFilters';

const FILTERS: ReportFilterMeta[] = [
  { Key: 'years', Label: '年度', Kind: 'yearRange', Options: null },
  { Key: 'dates', Label: '立项日期', Kind: 'dateRange', Options: null },
  {
    Key: 'level',
    Label: '级别',
    Kind: 'select',
    Options: [
      { Value: 'n', Label: '国家级' },
      { Value: 'p', Label: '省级' },
    ],
  },
  {
    Key: 'dept',
    Label: '科室',
    Kind: 'multiSelect',
    Options: [
      { Value: 'd1', Label: '心血管内科' },
      { Value: 'd2', Label: '神经内科' },
    ],
  },
  { Key: 'kw', Label: '课题名称', Kind: 'keyword', Options: null },
];

describe('report filters ⇄ address', () => {
  it('opens unfiltered: an address without filters shows everything', () => {
    expect(filtersFromSearch(FILTERS, '')).toEqual({});
    expect(reportQueryOf(FILTERS, {})).toEqual({ Filters: {} });
    expect(describeFilters(FILTERS, {})).toBe('筛选条件：全部');
  });

  it('reads every kind from the address and writes it back the same', () => {
    const search = '?years=2020..2024&dates=2024-01-01..2024-06-30&level=n&dept=d1&dept=d2&kw=%E7%99%8C';
    const values = filtersFromSearch(FILTERS, search);
    expect(values).toEqual({ years: [2020, 2024], dates: ['2024-01-01', '2024-06-30'], level: 'n', dept: ['d1', 'd2'], kw: '癌' });
    expect(filtersFromSearch(FILTERS, filtersToSearch(FILTERS, values))).toEqual(values);
    expect(reportQueryOf(FILTERS, values)).toEqual({ Filters: values });
  });

  it('keeps an open end of a range open', () => {
    expect(filtersFromSearch(FILTERS, '?years=2020..')).toEqual({ years: [2020, null] });
    expect(filtersToSearch(FILTERS, { years: [null, 2024] })).toBe('?years=..2024');
    expect(reportQueryOf(FILTERS, { years: [null, 2024] })).toEqual({ Filters: { years: [null, 2024] } });
  });

  it('ignores what a hand-edited link must not narrow: bad years and dates, unknown options, long keywords', () => {
    expect(filtersFromSearch(FILTERS, '?years=abc..99999&dates=2024-02-30..x&level=zzz&dept=d9')).toEqual({});
    expect(filtersFromSearch(FILTERS, `?kw=${'字'.repeat(80)}`).kw).toHaveLength(50);
    expect(filtersFromSearch(FILTERS, '?years=2024..2020')).toEqual({ years: [2020, 2024] });
    expect(filtersFromSearch(FILTERS, `?${Array.from({ length: 300 }, () => 'dept=d1').join('&')}`)).toEqual({ dept: ['d1'] });
  });

  it("keeps the address's other keys, such as the chart kind", () => {
    expect(filtersToSearch(FILTERS, { level: 'p' }, '?chart=pie&level=n')).toBe('?chart=pie&level=p');
    expect(filtersToSearch(FILTERS, {}, '?chart=pie&level=n')).toBe('?chart=pie');
  });

  it('says the filters applied in words, with option labels', () => {
    expect(describeFilters(FILTERS, { years: [2020, 2024], level: 'n', dept: ['d1', 'd2'], kw: '癌', dates: ['2024-01-01', null] })).toBe(
      '筛选条件：年度 2020年至2024年；立项日期 2024-01-01起；级别 国家级；科室 心血管内科、神经内科；课题名称含“癌”',
    );
    expect(describeFilters(FILTERS, { years: [2022, 2022] })).toBe('筛选条件：年度 2022年');
  });
});
