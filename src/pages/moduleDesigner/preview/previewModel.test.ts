import { describe, expect, it } from 'vitest';
import { draftReducer, startDraft, type DraftDefinition } from '../editor/draftModel';
import { draftProblems, previewModuleName, previewStruts, sampleRows } from './previewModel';

const definition: DraftDefinition = {
  Name: 'Thesis',
  Description: '论文',
  FieldInfoStruts: [
    { Name: 'Title', Description: '题目', Type: 'String', Rules: [{ RuleName: 'required' }, { RuleName: 'unique' }] },
    { Name: 'Journal_Id', Description: '期刊', Type: 'String', Relate: 'Journal' },
    { Name: 'Language', Description: '语种', Type: 'String', EnumItemName: '语种' },
    { Name: 'Level', Description: '级别', Type: 'String', EnumValues: [{ Key: 'a', Value: '国家级' }] },
    { Name: 'Paper_Id', Description: '全文', Type: 'String', Relate: 'Resource' },
    { Name: 'Pages', Description: '页数', Type: 'Int32' },
    { Name: 'Published', Description: '发表日期', Type: 'DateTime' },
    { Name: '1bad', Description: '坏名', Type: 'String' },
  ],
  RelateFields: ['Title', 'Gone'],
};
const sources = { moduleTitles: new Map([['journal', '期刊']]), dictionaryValues: new Map([['语种', ['中文', '英文']]]) };

describe('previewStruts', () => {
  it('keeps the fields the app can draw, without the server-side unique check, under its own name', () => {
    const struts = previewStruts(definition, 'Thesis');
    expect(struts.Name).toBe(previewModuleName('Thesis'));
    expect(struts.FieldInfoStruts.map((field) => field.Name)).not.toContain('1bad');
    expect(struts.FieldInfoStruts[0].Rules).toEqual([{ RuleName: 'required' }]);
    expect(struts.RelateFields).toEqual(['Title']);
  });
});

describe('sampleRows', () => {
  it('makes Chinese sample values by field kind, related objects beside relate fields', () => {
    const [first, second] = sampleRows(previewStruts(definition, 'Thesis'), sources, 2);
    expect(first).toMatchObject({
      Title: '题目示例1',
      Journal: { Name: '期刊示例1' },
      Language: '中文',
      Level: 'a',
      Paper: { Name: '示例附件1.pdf' },
      Pages: 10,
      Published: '2026-01-11',
    });
    expect(second.Language).toBe('英文');
  });
});

describe('draftProblems', () => {
  it('says each problem with its field in Chinese, a held-back duplicate name among them', () => {
    const draft = draftReducer(startDraft(definition), { type: 'renameField', index: 5, name: 'title' });
    const problems = draftProblems(draft, ['Journal', 'Thesis']);
    expect(problems.map((row) => [row.where, row.problem])).toEqual(
      expect.arrayContaining([
        ['模块代码', '模块名已被其他模块使用: Thesis'],
        ['第 6 个字段「页数」 字段名', '字段重复: title'],
      ]),
    );
    expect(problems.find((row) => row.problem.includes('title'))?.fieldIndex).toBe(5);
  });
});
