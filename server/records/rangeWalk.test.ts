import { describe, expect, it } from 'vitest';
import type { PageFilter } from '../../contract/index.js';
import { describeModule } from '../platform/catalogue/catalogue.js';
import type { ListRequest } from './pagePara.js';
import { FEW_RANGE_ROWS, isRangeCompare, isWalkableCompare, MAX_PROBED_RANGES, walkCandidates, walksOrder } from './rangeWalk.js';

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
    { Name: 'FlowStatus', Description: '流程状态', Type: 'String' },
    { Name: 'Dept_Id', Description: '科室', Type: 'String', Relate: 'Dept' },
  ],
  Server: { Indexes: [['Dept_Id'], ['PublishDate'], ['Pages'], ['Volume', 'Dept_Id']] },
});

const request = (filters: PageFilter[]): ListRequest => ({ pageIndex: 1, pageSize: 10, keyWord: '', filters, sort: null });
const year = (name = 'PublishDate'): PageFilter[] => [
  { Name: name, Compare: '>=', Value: '2020-01-01 00:00:00' },
  { Name: name, Compare: '<=', Value: '2020-12-31 23:59:59' },
];

const ranges = (module: typeof paper, filters: PageFilter[], sort: string) => walkCandidates(module, request(filters), sort).ranges;

describe('walkCandidates', () => {
  it('names each column a range bounds once, whatever its case in the request', () => {
    expect(ranges(paper, year('publishdate'), 'Create_Time')).toEqual(['PublishDate']);
    expect(ranges(paper, [...year(), { Name: 'ImpactFactor', Compare: '>', Value: 5 }], 'Title')).toEqual(['PublishDate', 'ImpactFactor']);
  });

  it('leaves the sort column (its own index serves its range), contains and empty values', () => {
    expect(ranges(paper, year(), 'PublishDate')).toEqual([]);
    const others: PageFilter[] = [
      { Name: 'Title', Compare: '$', Value: '研究' },
      { Name: 'ImpactFactor', Compare: '>=', Value: '' },
      { Name: 'Pages', Compare: '<', Value: null },
      { Name: 'FlowStatus', Compare: '==', Value: null },
      { Name: 'FlowStatus', Compare: '!=', Value: '已通过' },
    ];
    expect(walkCandidates(paper, request(others), 'Create_Time')).toEqual({ ranges: [], equalities: [] });
  });

  it('none when no index walks the order (the matches are sorted whichever way)', () => {
    expect(walkCandidates(paper, request([...year(), { Name: 'FlowStatus', Compare: '==', Value: '已通过' }]), 'Pages')).toEqual({
      ranges: [],
      equalities: [],
    });
  });

  it('leaves a range on a column no index leads (the planner has no index to prefer; counting would scan the table)', () => {
    expect(ranges(paper, [{ Name: 'Notes', Compare: '>', Value: 'a' }], 'Create_Time')).toEqual([]);
    expect(ranges(paper, [{ Name: 'Volume', Compare: '>', Value: 3 }], 'Create_Time')).toEqual(['Volume']);
  });

  it(`counts ${MAX_PROBED_RANGES} ranges at most`, () => {
    const many: PageFilter[] = ['PublishDate', 'ImpactFactor', 'Pages', 'Volume'].map((Name) => ({ Name, Compare: '>', Value: 1 }));
    expect(ranges(paper, many, 'Create_Time')).toHaveLength(MAX_PROBED_RANGES);
  });

  it('names the equalities no list index gives in the order', () => {
    const filters: PageFilter[] = [
      { Name: 'FlowStatus', Compare: '==', Value: '已通过' },
      { Name: 'Dept_Id', Compare: 'in', Value: 'd1,d2' },
      { Name: 'Id', Compare: '==', Value: 'x' },
    ];
    // (Dept_Id, sort, Id) are list indexes here: the planner walks those.
    expect(walkCandidates(paper, request(filters), 'Create_Time')).toEqual({ ranges: [], equalities: ['FlowStatus'] });
    expect(walkCandidates(paper, request(filters), 'Title').equalities).toEqual(['FlowStatus']);
    expect(walkCandidates(paper, request([...filters, ...year()]), 'ImpactFactor')).toEqual({ ranges: ['PublishDate'], equalities: ['FlowStatus'] });
    // Without one in that order (past the cap of list indexes), the equality is a candidate too.
    const wide = describeModule('Test', 'Wide.json', {
      Name: 'Wide',
      Description: '宽',
      RelateFields: ['S0'],
      FieldInfoStruts: [
        ...Array.from({ length: 12 }, (_, i) => ({ Name: `S${i}`, Description: `排序${i}`, Type: 'String', Sortable: true })),
        { Name: 'Dept_Id', Description: '科室', Type: 'String', Relate: 'Dept' },
      ],
      Server: { Indexes: [['Dept_Id']] },
    });
    expect(walkCandidates(wide, request([{ Name: 'Dept_Id', Compare: '==', Value: 'd1' }]), 'S5').equalities).toEqual(['Dept_Id']);
  });

  it('refuses an unknown field as every list does', () => {
    expect(() => walkCandidates(paper, request(year('Nope')), 'Create_Time')).toThrow();
  });
});

describe('walksOrder', () => {
  it('walks when the ranges are not few and the first rows of the order hold the page', () => {
    expect(walksOrder({ fewest: FEW_RANGE_ROWS, headMatches: 200 }, 10)).toBe(true);
    expect(walksOrder({ fewest: FEW_RANGE_ROWS, headMatches: 10 }, 10)).toBe(true);
  });

  it('reads a few matches through the range index and sorts them', () => {
    expect(walksOrder({ fewest: FEW_RANGE_ROWS - 1, headMatches: 500 }, 10)).toBe(false);
    expect(walksOrder({ fewest: 0, headMatches: 0 }, 10)).toBe(false);
  });

  it('does not walk for a page deeper than the first rows hold (the matches may sit far along the order)', () => {
    expect(walksOrder({ fewest: FEW_RANGE_ROWS, headMatches: 200 }, 201)).toBe(false);
    expect(walksOrder({ fewest: FEW_RANGE_ROWS, headMatches: 0 }, 1)).toBe(false);
  });
});

describe('isRangeCompare and isWalkableCompare', () => {
  it('names the bounds of a range, and those with == and in', () => {
    expect(['>', '>=', '<', '<='].every(isRangeCompare)).toBe(true);
    expect(['==', '!=', 'in', '$'].some(isRangeCompare)).toBe(false);
    expect(['>', '>=', '<', '<=', '==', 'in'].every(isWalkableCompare)).toBe(true);
    expect(['!=', '$'].some(isWalkableCompare)).toBe(false);
  });
});
