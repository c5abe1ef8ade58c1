import { describe, expect, it } from 'vitest';
import { describeScoreFilters, rankingSchemes, scoreFiltersFromSearch, scoreFiltersQuery, scoreFiltersToSearch, yearFromSearch } from './scoreFilters';

const DEPT = '0b0e5c1e-8f7a-4d7e-9a43-2f6c1c9d0a11';

describe('score filters in an address', () => {
  it('reads years, department, person, category and schemes from a link', () => {
    expect(scoreFiltersFromSearch(`?years=2025..2023&dept=${DEPT}&person=p-1&category=SCI论文&scheme=thesis&scheme=patent&scheme=thesis`)).toEqual({
      years: [2023, 2025],
      dept: DEPT,
      person: 'p-1',
      category: 'SCI论文',
      schemes: ['thesis', 'patent'],
    });
  });

  it('drops what is not a year, an id or a code: a hand-edited link narrows nothing it should not', () => {
    expect(scoreFiltersFromSearch(`?years=abc..20255&dept=1' OR '1'='1&person=&scheme=a b&category=${'x'.repeat(101)}`)).toEqual({});
    expect(scoreFiltersFromSearch('?years=..2024')).toEqual({ years: [null, 2024] });
  });

  it('writes a link back the same way (round trip)', () => {
    const values = { years: [2024, 2024] as [number, number], dept: DEPT, schemes: ['platform'] };
    const search = scoreFiltersToSearch(values);
    expect(search).toBe(`?years=2024..2024&dept=${DEPT}&scheme=platform`);
    expect(scoreFiltersFromSearch(search)).toEqual(values);
    expect(scoreFiltersToSearch({})).toBe('');
  });
});

describe('the body a score call sends', () => {
  it('names the contract fields and leaves out what is unset', () => {
    expect(scoreFiltersQuery({ years: [2023, null], person: 'p1', category: '授权发明专利' })).toEqual({
      Years: [2023, null],
      Person_Id: 'p1',
      Category: '授权发明专利',
    });
    expect(scoreFiltersQuery({})).toEqual({});
  });

  it('ranks over the chosen known schemes, or all of them', () => {
    expect(rankingSchemes({ schemes: ['thesis', 'nope'] }, ['thesis', 'patent'])).toEqual(['thesis']);
    expect(rankingSchemes({ schemes: ['nope'] }, ['thesis'])).toBeUndefined();
    expect(rankingSchemes({}, ['thesis'])).toBeUndefined();
  });
});

describe('the filters in words (export and print)', () => {
  it('names the department, person and schemes, never their ids', () => {
    expect(
      describeScoreFilters(
        { years: [2023, 2025], dept: DEPT, person: 'p1', category: 'SCI论文', schemes: ['thesis', 'patent'] },
        {
          dept: '呼吸内科',
          person: '张三',
          schemes: { thesis: '论文积分', patent: '专利积分' },
        },
      ),
    ).toBe('筛选条件：年度 2023年至2025年；科室 呼吸内科；人员 张三；评价指标类别 SCI论文；积分类别 论文积分、专利积分');
    expect(describeScoreFilters({ years: [2024, 2024] })).toBe('筛选条件：年度 2024年');
    expect(describeScoreFilters({})).toBe('筛选条件：全部');
  });
});

describe('the tree year in the address', () => {
  it('takes a whole year in range, and nothing else', () => {
    expect(yearFromSearch('?year=2024')).toBe(2024);
    expect(yearFromSearch('')).toBeNull();
    for (const bad of ['?year=24', '?year=2024.5', '?year=1800', '?year=3000', '?year=abcd', '?year= 2024']) expect(yearFromSearch(bad), bad).toBeNull();
  });
});
