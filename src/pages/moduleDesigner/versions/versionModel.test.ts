import { describe, expect, it } from 'vitest';
import type { MigrationPlan } from '../../../../contract/index';
import { fieldDiff, planLines, readModuleFileText, versionRows, versionTitle } from './versionModel';

const empty: MigrationPlan = { Added: [], Removed: [], TypeChanges: [], LengthChanges: [], Edited: [], Approval: null, Refusals: [], Summary: '无变化' };

describe('version history model', () => {
  it('says a plan in Chinese: each change, then each refusal', () => {
    const lines = planLines({
      ...empty,
      Added: [{ Name: 'Funding', Description: '资助项目', Type: 'String', ReusedColumn: false }],
      Removed: [{ Name: 'Remark', Description: '备注', Type: 'String' }],
      TypeChanges: [{ Name: 'Citations', Description: '被引次数', Type: 'Decimal', From: 'Int32', AlterColumn: true }],
      LengthChanges: [{ Name: 'Title', Description: '题目', From: 300, To: null }],
      Refusals: [
        { Field: 'Title', Reason: '最大长度不能改为 3:有 2 条记录的值更长' },
        { Field: null, Reason: '报表会因此失效' },
      ],
    });
    expect(lines.changes).toEqual([
      '新增字段 资助项目(Funding),表中新增一列',
      '移除字段 备注(Remark):列和已有数据保留,不再显示',
      '字段 被引次数(Citations)类型 Int32 → Decimal,已有的值不变;数据库将改写整张表,记录多时需要一些时间,期间此模块的读写会等待',
      '字段 题目(Title)最大长度 300 → 不限',
    ]);
    expect(lines.refusals).toEqual(['Title: 最大长度不能改为 3:有 2 条记录的值更长', '报表会因此失效']);
  });

  it('says what turning approval on or off does to the records', () => {
    expect(planLines({ ...empty, Approval: 'on' }).changes).toEqual(['开启审批:记录需提交审批;已有记录中审核状态为空的设为“未提交”']);
    expect(planLines({ ...empty, Approval: 'off' }).changes).toEqual(['取消审批:记录不再提交审批,已有的审核状态保留']);
  });

  it('says nothing of a rewrite where the database keeps the column (SQLite)', () => {
    const lines = planLines({ ...empty, TypeChanges: [{ Name: 'Citations', Description: '被引次数', Type: 'Decimal', From: 'Int32', AlterColumn: false }] });
    expect(lines.changes).toEqual(['字段 被引次数(Citations)类型 Int32 → Decimal,已有的值不变']);
  });

  it('compares two versions field by field', () => {
    const title = { Name: 'Title', Description: '题目', Type: 'String' };
    const rows = fieldDiff(
      [title, { Name: 'Remark', Description: '备注', Type: 'String' }],
      [
        { ...title, Description: '论文题目' },
        { Name: 'Funding', Description: '资助项目', Type: 'String' },
      ],
    );
    expect(rows).toEqual([
      { name: 'Title', description: '论文题目', change: '修改', details: ['Description: "题目" → "论文题目"'] },
      { name: 'Funding', description: '资助项目', change: '新增', details: [] },
      { name: 'Remark', description: '备注', change: '移除', details: [] },
    ]);
  });

  it('lists the definition file as version 0 below the published ones', () => {
    const rows = versionRows([{ Version: 1, UserId: 'u', UserName: '管理员', Time: 't', Summary: 's' }]);
    expect(rows.map((row) => versionTitle(row.Version))).toEqual(['第 1 版', '定义文件']);
  });

  it('lists no definition file for a module added in the designer', () => {
    const rows = versionRows([{ Version: 1, UserId: 'u', UserName: '管理员', Time: 't', Summary: '新建模块' }], true);
    expect(rows.map((row) => versionTitle(row.Version))).toEqual(['第 1 版']);
  });

  it('reads an uploaded file or says why not', () => {
    expect(readModuleFileText('{"Name":"Thesis"}')).toEqual({ definition: { Name: 'Thesis' } });
    expect(readModuleFileText('[1]')).toEqual({ error: '文件内容应为一个模块定义(JSON 对象)' });
    expect('error' in readModuleFileText('{')).toBe(true);
  });
});
