import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReportDescriptor } from '../../contract/index.js';
import { loadCatalogue } from '../platform/catalogue/catalogue.js';
import { planReport } from './plan.js';
import { deriveReportIndexes, MAX_INDEX_PARTS, MAX_REPORT_INDEXES_PER_TABLE, reportIndexName, reportIndexPlan, type IndexPart } from './reportIndexes.js';

const catalogue = loadCatalogue(path.resolve(import.meta.dirname, '../../schemas'));

function plan(code: string, parts: Partial<ReportDescriptor>, module = 'Problem') {
  return planReport(catalogue, {
    Code: code,
    Title: code,
    Module: module,
    Charts: ['bar'],
    Permission: { Module: module, Action: 'Report' },
    Routes: [`/${code}`],
    Dimensions: [{ Key: 'Dept', Label: '科室', Field: 'Dept_Id' }],
    Measures: [{ Key: 'Count', Label: '数量', Aggregate: 'count' }],
    ...parts,
  });
}

/** Parts as the index names them: a column, or form(column). */
const shown = (parts: readonly IndexPart[]): string[] => parts.map((p) => (p.form === 'column' ? p.column : `${p.form}(${p.column})`));

const approved = { Field: 'FlowStatus', Operator: '==' as const, Value: '已通过' };
const byYear = { Key: 'Year', Label: '年度', Field: 'StartDate', Kind: 'yearRange' as const };
const byDept = { Key: 'Dept', Label: '科室', Field: 'Dept_Id', Kind: 'select' as const };
const level = { Key: 'Level', Label: '级别', Field: 'Level' };
const none = () => [];

describe('the index of one report', () => {
  it('seeks on the fixed equalities and the year range, then follows the groups as compiled; covers what else it reads', () => {
    const { key, covered } = reportIndexPlan(
      plan('a', {
        Where: [approved, { Field: 'Level', Operator: 'in', Value: ['国家级', '省部级'] }, { Field: 'Status', Operator: '!=', Value: '终止' }],
        Filters: [byYear, byDept, { Key: 'Source', Label: '来源', Field: 'Source', Kind: 'multiSelect' }],
        Dimensions: [{ Key: 'Year', Label: '年度', Field: 'StartDate', Bucket: { Kind: 'Year' } }, level],
        Measures: [
          { Key: 'Count', Label: '数量', Aggregate: 'count' },
          { Key: 'Fund', Label: '经费', Aggregate: 'sum', Field: 'ApprovedFunding' },
        ],
      }),
    );
    // The year dimension is the year filter's expression: one part serves both.
    expect(shown(key)).toEqual(['FlowStatus', 'Level', 'year(StartDate)', 'text(Level)']);
    expect(covered).toEqual(['StartDate', 'ApprovedFunding', 'Status', 'Dept_Id', 'Source']);
  });

  it('gives up group order when a dimension cannot be a part (bands), and leaves keyword filters out', () => {
    const { key, covered } = reportIndexPlan(
      plan('b', {
        Where: [approved],
        Filters: [byYear, { Key: 'Name', Label: '名称', Field: 'Name', Kind: 'keyword' }],
        Dimensions: [{ Key: 'Band', Label: '经费段', Field: 'ApprovedFunding', Bucket: { Kind: 'NumberBands', Bands: [{ Label: '少', Max: 10 }] } }, level],
      }),
    );
    expect(shown(key)).toEqual(['FlowStatus', 'year(StartDate)']);
    expect(covered).toEqual(['ApprovedFunding', 'Level', 'StartDate']);
  });

  it('follows the first stage when only dimensions read a related module: own groups, relation and distinct columns, then the range', () => {
    const { key, covered } = reportIndexPlan(
      plan('b2', {
        Where: [approved],
        Filters: [
          byYear,
          { Key: 'Name', Label: '名称', Field: 'Name', Kind: 'keyword' },
          { Key: 'Title', Label: '职称', Field: 'ProfessionalTitle', Via: 'Leader_Id', Kind: 'select' },
        ],
        Dimensions: [
          { Key: 'Age', Label: '年龄段', Field: 'BirthDate', Via: 'Leader_Id', Bucket: { Kind: 'AgeBands', Bands: [{ Label: '青年', Max: 35 }] } },
          level,
        ],
        Measures: [{ Key: 'Depts', Label: '科室数', Aggregate: 'countDistinct', Field: 'Dept_Id' }],
      }),
    );
    expect(shown(key)).toEqual(['FlowStatus', 'text(Level)', 'Leader_Id', 'Dept_Id', 'year(StartDate)']);
    expect(covered).toEqual(['Level', 'StartDate']);
    // PostgreSQL hashes the groups: the range seeks first.
    expect(
      shown(
        reportIndexPlan(
          plan('b2', {
            Where: [approved],
            Filters: [byYear],
            Dimensions: [
              { Key: 'Age', Label: '年龄段', Field: 'BirthDate', Via: 'Leader_Id', Bucket: { Kind: 'AgeBands', Bands: [{ Label: '青年', Max: 35 }] } },
              level,
            ],
          }),
          'postgres',
        ).key,
      ),
    ).toEqual(['FlowStatus', 'year(StartDate)', 'text(Level)', 'Leader_Id']);
  });

  it('reads numbers bare and texts with the empty text as null, as the compiler does', () => {
    const { key } = reportIndexPlan(
      plan('c', {
        Dimensions: [
          { Key: 'Fund', Label: '经费', Field: 'ApprovedFunding' },
          { Key: 'Month', Label: '月', Field: 'StartDate', Bucket: { Kind: 'Month' } },
        ],
      }),
    );
    expect(shown(key)).toEqual(['ApprovedFunding', 'month(StartDate)']);
  });
});

describe('the indexes of a catalogue of reports', () => {
  it('gives reports with the same key one index covering all of their columns', () => {
    const indexes = deriveReportIndexes(
      [
        plan('byDept', { Where: [approved], Filters: [byYear, byDept] }),
        plan('byDeptFund', { Where: [approved], Filters: [byYear], Measures: [{ Key: 'Fund', Label: '经费', Aggregate: 'sum', Field: 'ApprovedFunding' }] }),
      ],
      none,
    );
    expect(indexes.map((i) => ({ ...i, parts: shown(i.parts) }))).toEqual([
      {
        table: 'Problem',
        parts: ['FlowStatus', 'year(StartDate)', 'text(Dept_Id)', 'Dept_Id', 'StartDate', 'ApprovedFunding'],
        reports: ['byDept', 'byDeptFund'],
      },
    ]);
  });

  it('lets a key that starts a longer one join it, and makes another index for another key or table', () => {
    const indexes = deriveReportIndexes(
      [
        plan('byDept', { Where: [approved], Filters: [byYear] }),
        plan('byDeptLevel', { Where: [approved], Filters: [byYear], Dimensions: [{ Key: 'Dept', Label: '科室', Field: 'Dept_Id' }, level] }),
        plan('byLevel', { Where: [approved], Filters: [byYear], Dimensions: [level] }),
        plan('theses', { Where: [approved] }, 'Thesis'),
      ],
      none,
    );
    expect(indexes.map((i) => [i.table, shown(i.parts).join(','), i.reports.join(',')])).toEqual([
      ['Problem', 'FlowStatus,year(StartDate),text(Dept_Id),text(Level),Dept_Id,Level,StartDate', 'byDeptLevel,byDept'],
      ['Problem', 'FlowStatus,year(StartDate),text(Level),Level,StartDate', 'byLevel'],
      ['Thesis', 'FlowStatus,text(Dept_Id),Dept_Id', 'theses'],
    ]);
  });

  it('indexes a related module by Id and the fields read through the relation', () => {
    const ages = plan('ages', {
      Dimensions: [{ Key: 'Age', Label: '年龄段', Field: 'BirthDate', Via: 'Leader_Id', Bucket: { Kind: 'AgeBands', Bands: [{ Label: '青年', Max: 35 }] } }],
    });
    const titles = plan('titles', { Dimensions: [{ Key: 'Title', Label: '职称', Field: 'ProfessionalTitle', Via: 'Leader_Id' }] });
    const person = deriveReportIndexes([ages, titles], none).filter((index) => index.table === 'Person');
    expect(person.map((i) => ({ ...i, parts: shown(i.parts) }))).toEqual([
      { table: 'Person', parts: ['Id', 'BirthDate', 'ProfessionalTitle'], reports: ['ages', 'titles'] },
    ]);
  });

  it('makes no index the module already has', () => {
    const numbers = plan('fund', { Dimensions: [{ Key: 'Fund', Label: '经费', Field: 'ApprovedFunding' }] });
    expect(deriveReportIndexes([numbers], () => [['ApprovedFunding'], ['Create_Time']])).toEqual([]);
    expect(deriveReportIndexes([numbers], () => [['Dept_Id']])).toHaveLength(1);
  });

  it(`stops at ${MAX_INDEX_PARTS} parts an index and ${MAX_REPORT_INDEXES_PER_TABLE} indexes a table, keeping those that serve most reports`, () => {
    const wide = plan('wide', {
      Where: [approved],
      Filters: [byYear, byDept, ...['Source', 'Status', 'Code', 'Name'].map((Field) => ({ Key: Field, Label: Field, Field, Kind: 'select' as const }))],
      Dimensions: [level, { Key: 'Leader', Label: '负责人', Field: 'Leader_Id' }],
      Measures: ['ApprovedFunding', 'MatchingFunding'].map((Field) => ({ Key: Field, Label: Field, Aggregate: 'sum' as const, Field })),
    });
    expect(deriveReportIndexes([wide], none)[0].parts).toHaveLength(MAX_INDEX_PARTS);
    const seekingOn = ['Level', 'Source', 'Status', 'Code', 'Name'];
    const plans = seekingOn.map((Field) => plan(`by${Field}`, { Where: [approved, { Field, Operator: '==', Value: 'x' }] }));
    plans.push(plan('again', { Where: [approved, { Field: 'Status', Operator: '==', Value: 'y' }] }));
    const kept = deriveReportIndexes(plans, none);
    expect(kept.map((i) => i.reports)).toEqual([['byStatus', 'again'], ['byLevel'], ['bySource'], ['byCode']]);
  });
});

describe('index names', () => {
  it('are the same at every start, fit PostgreSQL identifiers and differ for different parts', () => {
    const part = (column: string, form: IndexPart['form'] = 'column'): IndexPart => ({ column, form });
    expect(reportIndexName('Problem', [part('FlowStatus'), part('StartDate', 'year')])).toBe('rx_Problem_FlowStatus_yearStartDate');
    const long = ['FlowStatus', 'StartDate', 'Dept_Id', 'Source', 'Level', 'ApprovedFunding', 'Status', 'Leader_Id'].map((c) => part(c));
    const name = reportIndexName('Problem', long);
    expect(name).toBe(reportIndexName('Problem', [...long]));
    expect(name.length).toBeLessThanOrEqual(63);
    expect(name).not.toBe(reportIndexName('Problem', [...long.slice(0, 7), part('MatchingFunding')]));
  });
});
