import { describe, expect, it } from 'vitest';
import { twoYearsQuery, visibleSources, yearByDept, yearOverYear, yearTotal } from './outputFigures';

const rows = [
  { dept: '心血管内科', year: '2026年', count: 3 },
  { dept: '心血管内科', year: '2025年', count: 2 },
  { dept: '呼吸内科', year: '2026年', count: 1 },
  { dept: null, year: '2026年', count: 2 },
  { dept: '呼吸内科', year: '2025年', count: 6 },
];

describe('this year against last year', () => {
  it('says how much more or less, in percent, and never divides by an empty year', () => {
    expect(yearOverYear(5, 4)).toEqual({ direction: 'up', text: '较上年 ↑ 25%' });
    expect(yearOverYear(6, 9)).toEqual({ direction: 'down', text: '较上年 ↓ 33.3%' });
    expect(yearOverYear(3, 3)).toEqual({ direction: 'flat', text: '与上年持平' });
    expect(yearOverYear(0, 0)).toEqual({ direction: 'flat', text: '与上年持平' });
    expect(yearOverYear(2, 0)).toEqual({ direction: 'new', text: '上年无数据' });
  });

  it('reads each year and each department from the rows grouped by department and year', () => {
    expect(yearTotal(rows, 2026)).toBe(6);
    expect(yearTotal(rows, 2025)).toBe(8);
    expect(yearTotal(rows, 2024)).toBe(0);
    expect([...yearByDept(rows, 2026)]).toEqual([
      ['心血管内科', 3],
      ['呼吸内科', 1],
      ['未填写', 2],
    ]);
  });

  it('asks for last year and this year', () => {
    expect(twoYearsQuery(2026)).toEqual({ Filters: { years: [2025, 2026] } });
  });
});

describe('the cards a user sees', () => {
  it('one per output report the user may open, linking to its 分类统计 when the user may open that, else to the report itself', () => {
    const visible = visibleSources([
      { Code: 'home-thesis-bydept', Title: '各科室论文年度对比', Path: '/thesis/deptoutput' },
      { Code: 'thesis-group', Title: '论文分类统计', Path: '/thesis/group' },
      { Code: 'home-patent-bydept', Title: '各科室专利年度对比', Path: '/patent/deptoutput' },
      { Code: 'results-group', Title: '科技奖励分类统计', Path: '/results/group' },
    ]);
    expect(visible.map((source) => [source.label, source.path, source.ownPath])).toEqual([
      ['论文', '/thesis/group', '/thesis/deptoutput'],
      ['专利', '/patent/deptoutput', '/patent/deptoutput'],
    ]);
  });

  it('none for a user who may open no output report', () => {
    expect(visibleSources([{ Code: 'carreport-index', Title: '用车统计', Path: '/car/report' }])).toEqual([]);
  });
});
