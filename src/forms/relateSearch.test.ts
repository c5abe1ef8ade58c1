import { describe, expect, it } from 'vitest';
import { relateListMeta, relateSearchFilters, relationChoice } from './relateSearch';

describe('remote search filters', () => {
  it('search contains over the RelateFields joined by ;', () => {
    expect(relateSearchFilters(['Name', 'WorkCode'], ' 张 ')).toEqual([{ field: 'Name;WorkCode', operator: 'contains', value: '张' }]);
  });

  it('exclude the record itself with != and send nothing for an empty keyword', () => {
    expect(relateSearchFilters(['Name'], '', 'd1')).toEqual([{ field: 'Id', operator: 'ne', value: 'd1' }]);
  });

  it('search people through PersonPageList', () => {
    expect(relateListMeta('Person')).toEqual({ listUrl: '/api/Person/PersonPageList' });
    expect(relateListMeta('Dept')).toBeUndefined();
  });

  it('show a found row by its RelateFields, or by its Id when they are empty', () => {
    expect(relationChoice({ Id: 'p1', Name: '张三', WorkCode: 'S001', Dept: '心内科' }, ['Name', 'WorkCode'])).toEqual({ value: 'p1', label: '张三(S001)' });
    expect(relationChoice({ Id: 'p2', Name: '' }, ['Name'])).toEqual({ value: 'p2', label: 'p2' });
    // A field with fixed options reads as its label: a flow names its module in Chinese, not by its code.
    const moduleField = { Name: 'ModuleName', Description: '适用模块', Type: 'String', EnumValues: [{ Key: 'WxtProj', Value: '微讯通项目' }] };
    expect(relationChoice({ Id: 'f1', Name: '微讯通项目审批流程', ModuleName: 'WxtProj' }, ['Name', 'ModuleName'], [moduleField])).toEqual({
      value: 'f1',
      label: '微讯通项目审批流程(微讯通项目)',
    });
  });
});
