import { describe, expect, it } from 'vitest';
import type { ModuleStruts } from '../../contract/index';
import { toPagePara } from '../../providers/data/toPagePara';
import { changeCondition, hasAbnormalFilter, NO_CONDITION, showsExceptionColumns } from './listCondition';
import { listConditionFilters, listFilterControls } from './listFilters';

const problem: ModuleStruts = {
  Name: 'Problem',
  Description: '课题',
  RelateFields: ['Name'],
  FieldInfoStruts: [
    { Name: 'Name', Description: '课题名称', Type: 'String' },
    {
      Name: 'Status',
      Description: '状态',
      Type: 'String',
      EnumValues: [
        { Key: '1', Value: '在研' },
        { Key: '2', Value: '结题' },
      ],
    },
    { Name: 'HasException', Description: '是否异常', Type: 'Boolean' },
  ],
};

describe('the list condition', () => {
  it('searches the typed keyword without surrounding spaces, keeping the other choices', () => {
    const filtered = changeCondition(changeCondition(NO_CONDITION, { kind: 'abnormal', choice: 'false' }), { kind: 'filters', values: { Status: '1' } });
    expect(changeCondition(filtered, { kind: 'keyword', typed: '  心血管 ' })).toEqual({ keyword: '心血管', abnormal: 'false', values: { Status: '1' } });
  });

  it('clears a part when it is emptied', () => {
    const condition = { keyword: '心', abnormal: 'true' as const, values: { Status: '1' } };
    expect(changeCondition(condition, { kind: 'keyword', typed: '   ' }).keyword).toBe('');
    expect(changeCondition(condition, { kind: 'abnormal', choice: undefined }).abnormal).toBeUndefined();
    expect(changeCondition(condition, { kind: 'filters', values: {} }).values).toEqual({});
  });

  it('becomes the PagePara of the table, the print and the export', () => {
    const condition = changeCondition(changeCondition(NO_CONDITION, { kind: 'keyword', typed: '肿瘤' }), { kind: 'abnormal', choice: 'true' });
    const filters = listConditionFilters({ ...condition, controls: listFilterControls(problem) });
    expect(toPagePara({ filters, sorters: [{ field: 'Name', order: 'asc' }] })).toEqual({
      PageIndex: 1,
      PageSize: 10,
      Condition: { KeyWord: '肿瘤', Filters: [{ Name: 'HasException', Compare: '==', Value: true }] },
      SortInfo: { Name: 'Name', Mode: 'asc' },
    });
    expect(toPagePara({ filters: listConditionFilters({ ...NO_CONDITION, controls: [] }) })).toEqual({ PageIndex: 1, PageSize: 10 });
  });

  it('shows the exception columns only while abnormal rows are listed, and offers 是否异常 only where rows can be abnormal', () => {
    expect(showsExceptionColumns({ ...NO_CONDITION, abnormal: 'true' })).toBe(true);
    expect(showsExceptionColumns({ ...NO_CONDITION, abnormal: 'false' })).toBe(false);
    expect(showsExceptionColumns(NO_CONDITION)).toBe(false);
    expect(hasAbnormalFilter(problem)).toBe(true);
    expect(hasAbnormalFilter({ ...problem, FieldInfoStruts: problem.FieldInfoStruts.slice(0, 2) })).toBe(false);
  });
});
