import { describe, expect, it } from 'vitest';
import type { PageFilter } from '../../contract/index.js';
import { describeModule } from '../platform/catalogue/catalogue.js';
import type { ListRequest } from './pagePara.js';
import { FEW_RANGE_ROWS, isRangeCompare, MAX_PROBED_RANGES, rangeColumns, walksRanges } from './rangeWalk.js';

const paper = describeModule('Test', 'Paper.json', {
  Name: 'Paper',
  Description: '论文',
  RelateFields: ['Title'],
  FieldInfoStruts: [
    { Name: 'Title', Description: '题目', Type: 'String', Sortable: true },
    { Name: 'PublishDate', Description: '发表日期', Type: 'DateTime', Sortable: true },
    { Name: 'ImpactFactor', Description: '影响因子', Type: 'Decimal', Sortable: true },
    { Name: 'Pages', Description: '页数', Type: 'Int32' },
    { Name: 'Volume', Description: '卷', Type: 'Int32' },
    { Name: 'Notes', Description: '备注', Type: 'String' },
    { Name: 'Dept_Id', Description: '科室', Type: 'String', Relate: 'Dept' },
  ],
  Server: { Indexes: [['Dept_Id'], ['PublishDate'], ['Pages'], ['Volume', 'Dept_Id']] },
});

const request = (filters: PageFilter[]): ListRequest => ({ pageIndex: 1, pageSize: 10, keyWord: '', filters, sort: null });
const year = (name = 'PublishDate'): PageFilter[] => [
  { Name: name, Compare: '>=', Value: '2020-01-01 00:00:00' },
  { Name: name, Compare: '<=', Value: '2020-12-31 23:59:59' },
];

describe('rangeColumns', () => {
  it('names each column a range bounds once, whatever its case in the request', () => {
    expect(rangeColumns(paper, request(year('publishdate')), 'Create_Time')).toEqual(['PublishDate']);
    expect(rangeColumns(paper, request([...year(), { Name: 'ImpactFactor', Compare: '>', Value: 5 }]), 'Title')).toEqual(['PublishDate', 'ImpactFactor']);
  });

  it('leaves the sort column (its own index serves its range), equalities, contains and empty bounds', () => {
    expect(rangeColumns(paper, request(year()), 'PublishDate')).toEqual([]);
    const others: PageFilter[] = [
      { Name: 'Dept_Id', Compare: '==', Value: 'd1' },
      { Name: 'Title', Compare: '$', Value: '研究' },
      { Name: 'ImpactFactor', Compare: '>=', Value: '' },
      { Name: 'Pages', Compare: '<', Value: null },
    ];
    expect(rangeColumns(paper, request(others), 'Create_Time')).toEqual([]);
  });

  it('none when no index walks the order (the matches are sorted whichever way)', () => {
    expect(rangeColumns(paper, request(year()), 'Pages')).toEqual([]);
  });

  it('leaves a column no index leads (the planner has no index to prefer; a probe would scan the table)', () => {
    expect(rangeColumns(paper, request([{ Name: 'Notes', Compare: '>', Value: 'a' }]), 'Create_Time')).toEqual([]);
    expect(rangeColumns(paper, request([{ Name: 'Volume', Compare: '>', Value: 3 }]), 'Create_Time')).toEqual(['Volume']);
  });

  it(`probes ${MAX_PROBED_RANGES} columns at most`, () => {
    const many: PageFilter[] = ['PublishDate', 'ImpactFactor', 'Pages', 'Volume'].map((Name) => ({ Name, Compare: '>', Value: 1 }));
    expect(rangeColumns(paper, request(many), 'Create_Time')).toHaveLength(MAX_PROBED_RANGES);
  });

  it('refuses an unknown field as every list does', () => {
    expect(() => rangeColumns(paper, request(year('Nope')), 'Create_Time')).toThrow();
  });
});

describe('walksRanges', () => {
  it('walks when the ranges are not few and the first rows of the order hold the page', () => {
    expect(walksRanges({ fewest: FEW_RANGE_ROWS, headMatches: 200 }, 10)).toBe(true);
    expect(walksRanges({ fewest: FEW_RANGE_ROWS, headMatches: 10 }, 10)).toBe(true);
  });

  it('reads a few matches through the range index and sorts them', () => {
    expect(walksRanges({ fewest: FEW_RANGE_ROWS - 1, headMatches: 500 }, 10)).toBe(false);
    expect(walksRanges({ fewest: 0, headMatches: 0 }, 10)).toBe(false);
  });

  it('does not walk for a page deeper than the first rows hold (the matches may sit far along the order)', () => {
    expect(walksRanges({ fewest: FEW_RANGE_ROWS, headMatches: 200 }, 201)).toBe(false);
    expect(walksRanges({ fewest: FEW_RANGE_ROWS, headMatches: 0 }, 1)).toBe(false);
  });
});

describe('isRangeCompare', () => {
  it('names the bounds of a range only', () => {
    expect(['>', '>=', '<', '<='].every(isRangeCompare)).toBe(true);
    expect(['==', '!=', 'in', '$'].some(isRangeCompare)).toBe(false);
  });
});
