import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReportDescriptor } from '../../contract/index.js';
import { loadCatalogue } from '../platform/catalogue/catalogue.js';
import { planReport } from './plan.js';
import { deriveReportIndexes, MAX_INDEX_COLUMNS, MAX_REPORT_INDEXES_PER_TABLE, reportIndexColumns, reportIndexName } from './reportIndexes.js';

const catalogue = loadCatalogue(path.resolve(import.meta.dirname, '../../schemas'));

function plan(code: string, parts: Partial<ReportDescriptor>, module = 'Problem') {
  return planReport(catalogue, {
    Code: code, Title: code, Module: module, Charts: ['bar'], Permission: { Module: module, Action: 'Report' }, Routes: [`/${code}`],
    Dimensions: [{ Key: 'Dept', Label: '科室', Field: 'Dept_Id' }],
    Measures: [{ Key: 'Count', Label: '数量', Aggregate: 'count' }],
    ...parts,
  });
}

const approved = { Field: 'FlowStatus', Operator: '==' as const, Value: '已通过' };
const byYear = { Key: 'Year', Label: '年度', Field: 'StartDate', Kind: 'yearRange' as const };
const byDept = { Key: 'Dept', Label: '科室', Field: 'Dept_Id', Kind: 'select' as const };
const none = () => [];

describe('the columns of one report', () => {
  it('seeks on the fixed equalities then the year range; covers the select filters, dimensions and measured fields', () => {
    const columns = reportIndexColumns(plan('a', {
      Where: [approved, { Field: 'Level', Operator: 'in', Value: ['国家级', '省部级'] }, { Field: 'Status', Operator: '!=', Value: '终止' }],
      Filters: [byYear, byDept, { Key: 'Source', Label: '来源', Field: 'Source', Kind: 'multiSelect' }],
      Dimensions: [{ Key: 'Year', Label: '年度', Field: 'StartDate', Bucket: { Kind: 'Year' } }, { Key: 'Level', Label: '级别', Field: 'Level' }],
      Measures: [{ Key: 'Count', Label: '数量', Aggregate: 'count' }, { Key: 'Fund', Label: '经费', Aggregate: 'sum', Field: 'ApprovedFunding' }],
    }));
    expect(columns).toEqual({ seek: ['FlowStatus', 'Level', 'StartDate'], covered: ['Dept_Id', 'Source', 'ApprovedFunding', 'Status'] });
  });

  it('reads a field of a related module through the relation column, and leaves keyword filters out', () => {
    const columns = reportIndexColumns(plan('b', {
      Where: [approved],
      Filters: [{ Key: 'Name', Label: '名称', Field: 'Name', Kind: 'keyword' }, { Key: 'Title', Label: '职称', Field: 'ProfessionalTitle', Via: 'Leader_Id', Kind: 'select' }],
      Dimensions: [{ Key: 'Age', Label: '年龄段', Field: 'BirthDate', Via: 'Leader_Id', Bucket: { Kind: 'AgeBands', Bands: [{ Label: '青年', Max: 35 }] } }],
    }));
    expect(columns).toEqual({ seek: ['FlowStatus'], covered: ['Leader_Id'] });
  });

  it('without fixed conditions or a range, every column is covered and none seeks', () => {
    expect(reportIndexColumns(plan('c', { Filters: [byDept] }))).toEqual({ seek: [], covered: ['Dept_Id'] });
  });
});

describe('the indexes of a catalogue of reports', () => {
  it('gives reports that seek alike one index covering all of their columns', () => {
    const indexes = deriveReportIndexes([
      plan('byDept', { Where: [approved], Filters: [byYear, byDept] }),
      plan('byLevel', { Where: [approved], Filters: [byYear], Dimensions: [{ Key: 'Level', Label: '级别', Field: 'Level' }], Measures: [{ Key: 'Fund', Label: '经费', Aggregate: 'sum', Field: 'ApprovedFunding' }] }),
    ], none);
    expect(indexes).toEqual([{ table: 'Problem', columns: ['FlowStatus', 'StartDate', 'Dept_Id', 'Level', 'ApprovedFunding'], reports: ['byDept', 'byLevel'] }]);
  });

  it('makes another index for reports that seek differently, one per table and columns', () => {
    const indexes = deriveReportIndexes([
      plan('approved', { Where: [approved], Filters: [byYear] }),
      plan('national', { Where: [approved, { Field: 'Level', Operator: '==', Value: '国家级' }], Filters: [byYear] }),
      plan('theses', { Where: [approved], Filters: [{ Key: 'Year', Label: '年度', Field: 'PublishDate', Kind: 'yearRange' }] }, 'Thesis'),
    ], none);
    expect(indexes.map((i) => [i.table, i.columns.join(',')])).toEqual([
      ['Problem', 'FlowStatus,StartDate,Dept_Id'],
      ['Problem', 'FlowStatus,Level,StartDate,Dept_Id'],
      ['Thesis', 'FlowStatus,PublishDate,Dept_Id'],
    ]);
  });

  it('makes no index the module already has, nor one that starts another derived index', () => {
    const reports = [plan('short', { Filters: [byDept] }), plan('long', { Where: [approved], Filters: [byYear] })];
    expect(deriveReportIndexes(reports, () => [['Dept_Id'], ['Create_Time']]).map((i) => i.columns)).toEqual([['FlowStatus', 'StartDate', 'Dept_Id']]);
    const chained = deriveReportIndexes([
      plan('one', { Where: [approved], Dimensions: [{ Key: 'Level', Label: '级别', Field: 'Level' }] }),
      plan('two', { Where: [approved, { Field: 'Level', Operator: '==', Value: '国家级' }] }),
    ], none);
    expect(chained).toEqual([{ table: 'Problem', columns: ['FlowStatus', 'Level', 'Dept_Id'], reports: ['two', 'one'] }]);
  });

  it(`stops at ${MAX_INDEX_COLUMNS} columns an index and ${MAX_REPORT_INDEXES_PER_TABLE} indexes a table, keeping those that serve most reports`, () => {
    const wide = plan('wide', {
      Where: [approved], Filters: [byYear, byDept, { Key: 'Source', Label: '来源', Field: 'Source', Kind: 'select' }, { Key: 'Status', Label: '状态', Field: 'Status', Kind: 'select' }],
      Dimensions: [{ Key: 'Level', Label: '级别', Field: 'Level' }, { Key: 'Leader', Label: '负责人', Field: 'Leader_Id' }],
      Measures: ['ApprovedFunding', 'MatchingFunding'].map((Field) => ({ Key: Field, Label: Field, Aggregate: 'sum' as const, Field })),
    });
    expect(deriveReportIndexes([wide], none)[0].columns).toHaveLength(MAX_INDEX_COLUMNS);
    const seekingOn = ['Level', 'Source', 'Status', 'Code'];
    const plans = seekingOn.map((Field) => plan(`by${Field}`, { Where: [approved, { Field, Operator: '==', Value: 'x' }] }));
    plans.push(plan('again', { Where: [approved, { Field: 'Status', Operator: '==', Value: 'y' }] }));
    const kept = deriveReportIndexes(plans, none);
    expect(kept).toHaveLength(MAX_REPORT_INDEXES_PER_TABLE);
    expect(kept.map((i) => i.reports)).toEqual([['byStatus', 'again'], ['byLevel'], ['bySource']]);
  });
});

describe('index names', () => {
  it('are the same at every start, fit PostgreSQL identifiers and differ for different columns', () => {
    expect(reportIndexName('Problem', ['FlowStatus', 'StartDate'])).toBe('rx_Problem_FlowStatus_StartDate');
    const long = ['FlowStatus', 'StartDate', 'Dept_Id', 'Source', 'Level', 'ApprovedFunding', 'Status', 'Leader_Id'];
    const name = reportIndexName('Problem', long);
    expect(name).toBe(reportIndexName('Problem', [...long]));
    expect(name.length).toBeLessThanOrEqual(63);
    expect(name).not.toBe(reportIndexName('Problem', [...long.slice(0, 7), 'MatchingFunding']));
  });
});
