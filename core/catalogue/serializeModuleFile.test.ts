import { describe, expect, it } from 'vitest';
import { serializeModuleFile } from './serializeModuleFile.js';

describe('serializeModuleFile', () => {
  it('writes the catalogue file format: one line per field, its rules and options on lines of their own', () => {
    const definition = {
      Name: 'Demo',
      Description: '示例',
      RelateFields: ['Title'],
      FieldInfoStruts: [
        {
          Name: 'Title',
          Description: '题目',
          Type: 'String',
          GroupNames: '基本',
          Rules: [{ RuleName: 'required' }, { RuleName: 'stringLength', RulePars: [2, 300] }],
        },
        { Name: 'Kind', Description: '类别', Type: 'String', EnumValues: [{ Key: '甲', Value: '甲' }], Rules: [{ RuleName: 'required' }] },
        { Name: 'Amount', Description: '金额', Type: 'Decimal', DefaultValue: 0, Hide: undefined },
      ],
      Server: { Flow: true, Indexes: [['Title'], ['Kind', 'Amount']], WriteOnly: [] },
    };
    expect(serializeModuleFile(definition)).toBe(
      `{
  "$schema": "../_schema/module.schema.json",
  "Name": "Demo",
  "Description": "示例",
  "RelateFields": ["Title"],
  "FieldInfoStruts": [
    { "Name": "Title", "Description": "题目", "Type": "String", "GroupNames": "基本",
      "Rules": [{ "RuleName": "required" }, { "RuleName": "stringLength", "RulePars": [2, 300] }] },
    { "Name": "Kind", "Description": "类别", "Type": "String",
      "EnumValues": [{ "Key": "甲", "Value": "甲" }],
      "Rules": [{ "RuleName": "required" }] },
    { "Name": "Amount", "Description": "金额", "Type": "Decimal", "DefaultValue": 0 }
  ],
  "Server": { "Flow": true, "Indexes": [["Title"], ["Kind", "Amount"]], "WriteOnly": [] }
}
`,
    );
  });

  it('keeps a file’s own $schema where it stands and escapes what JSON escapes', () => {
    const text = serializeModuleFile({
      $schema: 'x.json',
      Name: 'A',
      Description: '引号"与\\',
      RelateFields: [],
      FieldInfoStruts: [{ Name: 'B', Description: 'b', Type: 'String' }],
    });
    expect(text.split('\n').slice(0, 3)).toEqual(['{', '  "$schema": "x.json",', '  "Name": "A",']);
    expect(JSON.parse(text).Description).toBe('引号"与\\');
  });
});
