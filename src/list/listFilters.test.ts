import { describe, expect, it } from 'vitest';
import type { ModuleStruts } from '../../contract/index';
import { toPagePara } from '../../providers/data/toPagePara';
import { listConditionFilters, listFilterControls, listFiltersToCrudFilters, usableFilterControls } from './listFilters';

const problem: ModuleStruts = {
  Name: 'Problem',
  Description: '课题',
  RelateFields: ['Name'],
  FieldInfoStruts: [
    { Name: 'Name', Description: '课题名称', Type: 'String' },
    { Name: 'Level', Description: '级别', Type: 'String', EnumItemName: '课题级别' },
    {
      Name: 'Status',
      Description: '状态',
      Type: 'String',
      EnumValues: [
        { Key: '1', Value: '在研' },
        { Key: '2', Value: '结题' },
      ],
    },
    { Name: 'Leader_Id', Description: '负责人', Type: 'String', Relate: 'Person' },
    { Name: 'StartDate', Description: '开始日期', Type: 'DateTime' },
    { Name: 'ApprovedFunding', Description: '批准经费', Type: 'Decimal' },
    { Name: 'IsKey', Description: '重点', Type: 'Boolean' },
    { Name: 'Proposal_Id', Description: '申报书', Type: 'String', Relate: 'Resource' },
    { Name: 'Summary', Description: '摘要', Type: 'String', Hide: 'List' },
    { Name: 'HasException', Description: '是否异常', Type: 'Boolean' },
  ],
};

describe('filter bar controls', () => {
  it('come from the shown descriptors, one fitting control each; files, hidden and exception fields have none', () => {
    expect(listFilterControls(problem).map((c) => [c.field, c.kind])).toEqual([
      ['Name', 'text'],
      ['Level', 'dictionary'],
      ['Status', 'options'],
      ['Leader_Id', 'relate'],
      ['StartDate', 'dateRange'],
      ['ApprovedFunding', 'numberRange'],
      ['IsKey', 'boolean'],
    ]);
  });

  it('offer a relation filter only to who may list the related module (its search would answer 403)', () => {
    const controls = listFilterControls(problem);
    expect(usableFilterControls(controls, (module) => module === 'Person').map((c) => c.field)).toContain('Leader_Id');
    expect(usableFilterControls(controls, () => false).map((c) => c.field)).toEqual(['Name', 'Level', 'Status', 'StartDate', 'ApprovedFunding', 'IsKey']);
  });
});

describe('listFiltersToCrudFilters', () => {
  const controls = listFilterControls(problem);

  it('maps selects to ==, ranges to >= and <=, text to $ (contains), and drops empty values', () => {
    const filters = listFiltersToCrudFilters(controls, {
      Name: '  冠心病 ',
      Level: '省部级',
      Status: '2',
      Leader_Id: 'p-1',
      StartDate: ['2024-01-01', '2024-12-31'],
      ApprovedFunding: [10000, null],
      IsKey: 'false',
    });
    expect(toPagePara({ filters }).Condition?.Filters).toEqual([
      { Name: 'Name', Compare: '$', Value: '冠心病' },
      { Name: 'Level', Compare: '==', Value: '省部级' },
      { Name: 'Status', Compare: '==', Value: '2' },
      { Name: 'Leader_Id', Compare: '==', Value: 'p-1' },
      { Name: 'StartDate', Compare: '>=', Value: '2024-01-01 00:00:00' },
      { Name: 'StartDate', Compare: '<=', Value: '2024-12-31 23:59:59' },
      { Name: 'ApprovedFunding', Compare: '>=', Value: 10000 },
      { Name: 'IsKey', Compare: '==', Value: false },
    ]);
  });

  it('sends nothing for blank text, open ranges and cleared selects', () => {
    expect(
      listFiltersToCrudFilters(controls, { Name: '   ', Level: undefined, StartDate: [null, null], ApprovedFunding: [null, null], Leader_Id: null }),
    ).toEqual([]);
  });

  it('puts the keyword and the 是/否 abnormal filter beside the bar', () => {
    const filters = listConditionFilters({ keyword: '心血管', abnormal: 'true', controls, values: { Status: '1' } });
    expect(toPagePara({ filters }).Condition).toEqual({
      KeyWord: '心血管',
      Filters: [
        { Name: 'HasException', Compare: '==', Value: true },
        { Name: 'Status', Compare: '==', Value: '1' },
      ],
    });
  });
});
