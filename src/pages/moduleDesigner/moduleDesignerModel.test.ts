import { describe, expect, it } from 'vitest';
import type { DesignerModuleSummary } from '../../../contract/index';
import { exportFileName, fieldRows, groupByArea, lastChangeText, moduleTitles, recordCountText } from './moduleDesignerModel';

const summary = (Name: string, Description: string, Area = 'Business', AreaTitle = '业务模块'): DesignerModuleSummary => ({
  Area,
  AreaTitle,
  Name,
  Description,
  FieldCount: 3,
  RecordCount: 12345,
  RecordCountEstimated: false,
  ModifiedAt: null,
  ModifiedBy: null,
  Version: 0,
  FileChanged: false,
  Designed: false,
  MenuGroup: null,
});
const modules = [summary('User', '用户', 'Basis', '基础设置'), summary('Thesis', '论文'), summary('ThesisCost', '论文版面费'), summary('Journal', '期刊')];

describe('groupByArea', () => {
  it('groups every module by area in the server’s order', () => {
    expect(groupByArea(modules, '').map((group) => [group.title, group.modules.map((m) => m.Name)])).toEqual([
      ['基础设置', ['User']],
      ['业务模块', ['Thesis', 'ThesisCost', 'Journal']],
    ]);
  });

  it('finds modules by Chinese or code name, any case; areas without a match leave', () => {
    expect(groupByArea(modules, ' 论文 ').flatMap((group) => group.modules.map((m) => m.Name))).toEqual(['Thesis', 'ThesisCost']);
    expect(groupByArea(modules, 'journal').map((group) => group.title)).toEqual(['业务模块']);
    expect(groupByArea(modules, '没有')).toEqual([]);
  });
});

describe('texts', () => {
  it('says record counts, estimates and last changes', () => {
    expect(recordCountText(modules[0])).toBe('12,345');
    expect(recordCountText({ RecordCount: 90, RecordCountEstimated: true })).toBe('约 90');
    expect(lastChangeText(modules[0])).toBe('未修改');
    expect(lastChangeText({ ModifiedAt: '2026-11-29 10:00', ModifiedBy: '管理员' })).toBe('2026-11-29 10:00 管理员');
    expect(exportFileName('Thesis')).toBe('Thesis.json');
  });
});

describe('fieldRows', () => {
  it('reads each field in Chinese: type, rules, where it shows, what it draws from', () => {
    const rows = fieldRows(
      [
        { Name: 'Title', Description: '题目', Type: 'String', Rules: [{ RuleName: 'required' }, { RuleName: 'stringLength', RulePars: [2, 300] }] },
        { Name: 'Journal_Id', Description: '期刊', Type: 'String', Relate: 'Journal', Hide: 'List' },
        { Name: 'Partition', Description: '分区', Type: 'String', EnumItemName: '期刊分区', Hide: 'Form' },
        {
          Name: 'Status',
          Description: '状态',
          Type: 'String',
          EnumValues: [
            { Key: 'a', Value: '待审' },
            { Key: 'b', Value: '通过' },
          ],
          Hide: 'All',
        },
        { Name: 'FullText_Id', Description: '全文', Type: 'String', Relate: 'Resource' },
        { Name: 'Other_Id', Description: '其他', Type: 'Int32', Relate: 'Gone' },
      ],
      moduleTitles(modules),
    );
    expect(rows.map((row) => [row.type, row.rules, row.inList, row.inForm, row.source])).toEqual([
      ['文本', '必填、长度 2–300', true, true, ''],
      ['文本', '', false, true, '关联 期刊'],
      ['文本', '', true, false, '字典 期刊分区'],
      ['文本', '', false, false, '选项 待审、通过'],
      ['文本', '', true, true, '附件'],
      ['整数', '', true, true, '关联 Gone'],
    ]);
    expect(rows[0]).toMatchObject({ key: 'Title', name: 'Title', description: '题目' });
  });
});
