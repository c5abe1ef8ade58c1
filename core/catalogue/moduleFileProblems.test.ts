import { describe, expect, it } from 'vitest';
import { crossCatalogueProblems, moduleFileProblems, moduleFileProblemsIn } from './moduleFileProblems.js';

const title = { Name: 'Title', Description: '题目', Type: 'String' };
const good = { Name: 'Demo', Description: '示例', RelateFields: ['Title'], FieldInfoStruts: [title] };
const others = { otherModules: ['Dept', 'Person'] };

describe('moduleFileProblems', () => {
  it('finds nothing in a well-formed file', () => {
    expect(moduleFileProblems(good)).toEqual([]);
    expect(
      moduleFileProblemsIn({ ...good, FieldInfoStruts: [title, { Name: 'Dept_Id', Description: '科室', Type: 'String', Relate: 'Dept' }] }, others),
    ).toEqual([]);
  });

  it('lists every shape problem, not only the first', () => {
    const problems = moduleFileProblems({ ...good, Description: '', Extra: 1, FieldInfoStruts: [{ ...title, Type: 'Text', Hide: 'Both' }] });
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: '$.Description', problem: '应为非空字符串' },
        { path: '$.Extra', problem: '未知的键' },
        { path: '$.FieldInfoStruts[0].Type', problem: '应为 String|Int32|Decimal|Boolean|DateTime|DateTime2|Array' },
        { path: '$.FieldInfoStruts[0].Hide', problem: '应为 List|Form|All' },
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it('takes a list column width from 60 to 600 pixels, a whole number', () => {
    const withWidth = (ColumnWidth: unknown) => moduleFileProblems({ ...good, FieldInfoStruts: [{ ...title, ColumnWidth }] });
    expect(withWidth(60)).toEqual([]);
    expect(withWidth(600)).toEqual([]);
    for (const bad of [59, 601, 120.5, '200']) {
      const problems = withWidth(bad);
      expect(problems, String(bad)).toHaveLength(1);
      expect(problems[0]?.path).toBe('$.FieldInfoStruts[0].ColumnWidth');
      expect(problems[0]?.problem).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('lists every reference problem of a file whose shape fits, in file order', () => {
    const data = {
      ...good,
      RelateFields: ['Missing'],
      FieldInfoStruts: [
        { ...title, Rules: [{ RuleName: 'stringLength', RulePars: [1] }] },
        { ...title, Name: 'title' },
      ],
      Server: { Indexes: [['Nope'], ['Create_Time']], WriteOnly: ['Gone'], Computed: [{ Field: 'Title', From: 'Amount', Rate: 0.05 }] },
    };
    expect(moduleFileProblems(data)).toEqual([
      { path: '$.FieldInfoStruts[0].Rules[0].RulePars', problem: 'stringLength 需要 [min, max]' },
      { path: '$.FieldInfoStruts[1].Name', problem: '字段重复: title' },
      { path: '$.RelateFields[0]', problem: '应为本模块的字段名' },
      { path: '$.Server.Indexes[0][0]', problem: '应为本模块的字段名' },
      { path: '$.Server.WriteOnly[0]', problem: '应为本模块的字段名' },
      { path: '$.Server.Computed[0].From', problem: '应为本模块的字段名' },
    ]);
  });

  it('checks the name and the relates against the other modules', () => {
    const relates: Array<{ Name: string; Description: string; Type: string; Relate?: string }> = [
      title,
      { Name: 'A_Id', Description: '甲', Type: 'String', Relate: 'Nowhere' },
      { Name: 'B_Id', Description: '乙', Type: 'String', Relate: 'Resource' },
      { Name: 'C_Id', Description: '丙', Type: 'String', Relate: 'demo' },
      { Name: 'D_Id', Description: '丁', Type: 'String', Relate: 'person' },
    ];
    expect(crossCatalogueProblems({ Name: 'dept', FieldInfoStruts: relates }, others)).toEqual([
      { path: '$.Name', problem: '模块名已被其他模块使用: dept' },
      { path: '$.FieldInfoStruts[1].Relate', problem: '关联的模块不存在: Nowhere' },
      { path: '$.FieldInfoStruts[3].Relate', problem: '关联的模块不存在: demo' },
    ]);
    expect(moduleFileProblemsIn({ ...good, FieldInfoStruts: relates }, others)).toEqual([
      { path: '$.FieldInfoStruts[1].Relate', problem: '关联的模块不存在: Nowhere' },
    ]);
  });

  it('says a file that is not an object once', () => {
    expect(moduleFileProblemsIn([], others)).toEqual([{ path: '$', problem: '应为对象' }]);
  });
});
