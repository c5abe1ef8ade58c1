import { describe, expect, it } from 'vitest';
import { ModuleFileSchema } from '../../contract/catalogue/moduleFile.js';
import { allSchemaProblems, firstSchemaProblem, toJsonPath } from './schemaProblem.js';

const good = { Name: 'Demo', Description: '示例', RelateFields: ['Title'], FieldInfoStruts: [{ Name: 'Title', Description: '题目', Type: 'String' }] };
const field = (patch: Record<string, unknown>) => ({ ...good, FieldInfoStruts: [{ ...good.FieldInfoStruts[0], ...patch }] });

describe('firstSchemaProblem', () => {
  it('finds nothing in a well-formed module file', () => {
    expect(firstSchemaProblem(ModuleFileSchema, good)).toBeNull();
    expect(firstSchemaProblem(ModuleFileSchema, { $schema: '../_schema/module.schema.json', ...good })).toBeNull();
  });

  it('says each kind of problem in Chinese at the JSON path people read', () => {
    const cases: Array<[unknown, string, string]> = [
      [[], '$', '应为对象'],
      [{ Name: 'X' }, '$.Description', '缺少必填的键'],
      [{ ...good, Extra: 1 }, '$.Extra', '未知的键'],
      [{ ...good, Description: '' }, '$.Description', '应为非空字符串'],
      [{ ...good, FieldInfoStruts: [] }, '$.FieldInfoStruts', '应为非空数组'],
      [field({ Type: 'Text' }), '$.FieldInfoStruts[0].Type', '应为 String|Int32|Decimal|Boolean|DateTime|DateTime2|Array'],
      [field({ Name: 'bad name' }), '$.FieldInfoStruts[0].Name', '应为标识符(字母开头,字母数字下划线)'],
      [field({ Sortable: 'yes' }), '$.FieldInfoStruts[0].Sortable', '应为布尔值'],
      [field({ Rules: [{ RuleName: 3 }] }), '$.FieldInfoStruts[0].Rules[0].RuleName', '应为字符串'],
      [field({ Hide: 'Both' }), '$.FieldInfoStruts[0].Hide', '应为 List|Form|All'],
      [{ ...good, Server: { Indexes: [[]] } }, '$.Server.Indexes[0]', '应为非空数组'],
    ];
    for (const [data, path, problem] of cases) expect(firstSchemaProblem(ModuleFileSchema, data)).toEqual({ path, problem });
  });

  it('lists every problem once per path, the first of them the one firstSchemaProblem says', () => {
    const data = { ...good, Description: '', FieldInfoStruts: [{ ...good.FieldInfoStruts[0], Type: 'Text', Sortable: 'yes' }] };
    const all = allSchemaProblems(ModuleFileSchema, data);
    expect(all).toEqual([
      { path: '$.Description', problem: '应为非空字符串' },
      { path: '$.FieldInfoStruts[0].Type', problem: '应为 String|Int32|Decimal|Boolean|DateTime|DateTime2|Array' },
      { path: '$.FieldInfoStruts[0].Sortable', problem: '应为布尔值' },
    ]);
    expect(all[0]).toEqual(firstSchemaProblem(ModuleFileSchema, data));
    expect(allSchemaProblems(ModuleFileSchema, good)).toEqual([]);
  });

  it('writes JSON pointers as JSON paths', () => {
    expect(toJsonPath('')).toBe('$');
    expect(toJsonPath('/A/0/b~1c')).toBe('$.A[0].b/c');
  });
});
