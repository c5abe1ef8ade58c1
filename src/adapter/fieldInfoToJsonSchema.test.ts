import { describe, expect, it } from 'vitest';
import type { ModuleStruts } from '../../contract/index';
import { fieldInfoToJsonSchema } from './fieldInfoToJsonSchema';

const thesis: ModuleStruts = {
  Name: 'Thesis',
  Description: '论文',
  RelateFields: ['Title'],
  FieldInfoStruts: [
    { Name: 'Title', Description: '题目', Type: 'String', Rules: [{ RuleName: 'required' }], GroupNames: '基本信息' },
    { Name: 'Journal_Id', Description: '期刊', Type: 'String', Relate: 'Journal', GroupNames: '基本信息' },
    { Name: 'Reviewer_Ids', Description: '评审人', Type: 'Array', Relate: 'Person' },
    { Name: 'FullText_Id', Description: '全文', Type: 'String', Relate: 'Resource', GroupNames: '附件' },
    { Name: 'PublishDate', Description: '发表日期', Type: 'DateTime', GroupNames: '发表信息' },
    { Name: 'SubmitTime', Description: '提交时间', Type: 'DateTime2', GroupNames: '发表信息' },
    { Name: 'ImpactFactor', Description: '影响因子', Type: 'Decimal', GroupNames: '发表信息' },
    { Name: 'PageCount', Description: '页数', Type: 'Int32', DefaultValue: '8', GroupNames: '发表信息' },
    { Name: 'IsCover', Description: '封面论文', Type: 'Boolean', DefaultValue: 'false', GroupNames: '发表信息' },
    { Name: 'Partition', Description: '分区', Type: 'String', EnumItemName: '期刊分区', GroupNames: '发表信息' },
    {
      Name: 'Lang',
      Description: '语种',
      Type: 'String',
      EnumValues: [
        { Key: 'zh', Value: '中文' },
        { Key: 'en', Value: '英文' },
      ],
    },
    { Name: 'Remark', Description: '备注', Type: 'String', IsTextArea: true },
    { Name: 'Password', Description: '密码', Type: 'String' },
    { Name: 'Code', Description: '编号', Type: 'String', ReadOnly: 'Edit' },
    { Name: 'Locked', Description: '锁定说明', Type: 'String', ReadOnly: 'All' },
    { Name: 'FlowStatus', Description: '审核状态', Type: 'String', Hide: 'Form' },
    { Name: 'Secret', Description: '内部', Type: 'String', Hide: 'All' },
    { Name: 'Author', Description: '作者', Type: 'String', Hide: 'List' },
  ],
};

describe('fieldInfoToJsonSchema', () => {
  const { schema, uiSchema, groups } = fieldInfoToJsonSchema(thesis, 'create');
  const properties = schema.properties as Record<string, Record<string, unknown>>;

  it('titles the form with the module description and labels fields with their descriptions', () => {
    expect(schema.title).toBe('论文');
    expect(properties.Title.title).toBe('题目');
  });

  it('leaves out fields hidden for Form or All but keeps those hidden only in the list', () => {
    expect(properties.FlowStatus).toBeUndefined();
    expect(properties.Secret).toBeUndefined();
    expect(properties.Author).toBeDefined();
  });

  it('marks required fields so the label carries an asterisk', () => {
    expect(schema.required).toEqual(['Title']);
  });

  it('maps every Type to a schema type and widget', () => {
    expect(properties.ImpactFactor.type).toEqual(['number', 'null']);
    expect(properties.PageCount.type).toEqual(['integer', 'null']);
    expect(properties.PageCount.default).toBe(8);
    expect(properties.IsCover).toMatchObject({
      type: 'boolean',
      default: false,
      oneOf: [
        { const: true, title: '是' },
        { const: false, title: '否' },
      ],
    });
    expect(uiSchema.IsCover['ui:widget']).toBe('radio');
    expect(uiSchema.PublishDate['ui:widget']).toBe('DateWidget');
    expect(uiSchema.SubmitTime['ui:widget']).toBe('DateTimeWidget');
    expect(properties.Lang.oneOf).toEqual([
      { const: 'zh', title: '中文' },
      { const: 'en', title: '英文' },
    ]);
    expect(uiSchema.Remark['ui:widget']).toBe('textarea');
    expect(uiSchema.Password['ui:widget']).toBe('password');
  });

  it('turns relates into remote selects, arrays of relates into multiple selects, Resource into a file field', () => {
    expect(uiSchema.Journal_Id).toMatchObject({
      'ui:widget': 'RelateSelectWidget',
      'ui:options': { relate: 'Journal', relatedObject: 'Journal', multiple: false },
    });
    expect(properties.Reviewer_Ids).toMatchObject({ type: 'array', items: { type: 'string' } });
    expect(uiSchema.Reviewer_Ids['ui:options']).toMatchObject({ relate: 'Person', multiple: true });
    expect(uiSchema.FullText_Id).toMatchObject({ 'ui:widget': 'ResourceWidget', 'ui:options': { relatedObject: 'FullText' } });
  });

  it('turns an EnumItemName into a dictionary select', () => {
    expect(uiSchema.Partition).toMatchObject({ 'ui:widget': 'DictionarySelectWidget', 'ui:options': { enumName: '期刊分区' } });
  });

  it('groups fields by GroupNames in descriptor order, ungrouped fields joining the first group', () => {
    expect(groups.map((group) => group.title)).toEqual(['基本信息', '附件', '发表信息']);
    expect(groups[0].fields).toContain('Reviewer_Ids');
    expect(groups[1].fields).toEqual(['FullText_Id']);
  });

  it('makes Edit read-only fields read-only only once the record exists', () => {
    expect(uiSchema.Code['ui:readonly']).toBeUndefined();
    expect(fieldInfoToJsonSchema(thesis, 'edit').uiSchema.Code['ui:readonly']).toBe(true);
    expect(uiSchema.Locked['ui:readonly']).toBe(true);
  });

  it('makes a dictionary depend on its parent field, naming the parent for the 请先选择 hint', () => {
    const regions: ModuleStruts = {
      Name: 'Hospital',
      Description: '医院',
      RelateFields: ['Name'],
      FieldInfoStruts: [
        { Name: 'Province', Description: '省份', Type: 'String', EnumItemName: '省份' },
        { Name: 'City', Description: '城市', Type: 'String', EnumItemName: '城市', EnumParentField: 'Province' },
      ],
    };
    const ui = fieldInfoToJsonSchema(regions, 'create').uiSchema;
    expect(ui.City['ui:options']).toEqual({ enumName: '城市', parentField: 'Province', parentDescription: '省份', parentEnumName: '省份' });
    expect(ui.Province['ui:options']).toMatchObject({ parentField: null });
  });

  it('treats an unknown Type as text and keeps a string DefaultValue', () => {
    const other: ModuleStruts = {
      Name: 'X',
      Description: 'X',
      RelateFields: [],
      FieldInfoStruts: [{ Name: 'Code', Description: '编号', Type: 'Guid', DefaultValue: 'A-1' }],
    };
    const built = fieldInfoToJsonSchema(other, 'create');
    expect((built.schema.properties as Record<string, Record<string, unknown>>).Code).toEqual({ title: '编号', type: 'string', default: 'A-1' });
    expect(built.uiSchema.Code).toEqual({});
  });
});

describe('number and text controls (issue 18)', () => {
  const struts: ModuleStruts = {
    Name: 'Cost',
    Description: '费用',
    RelateFields: ['Title'],
    FieldInfoStruts: [
      { Name: 'Title', Description: '名称', Type: 'String', Rules: [{ RuleName: 'stringLength', RulePars: [1, 50] }] },
      { Name: 'Summary', Description: '摘要', Type: 'String', IsTextArea: true, Rules: [{ RuleName: 'stringLength', RulePars: [0, 500] }] },
      { Name: 'Amount', Description: '金额', Type: 'Decimal' },
      { Name: 'ImpactFactor', Description: '影响因子', Type: 'Decimal' },
      { Name: 'Remark', Description: '备注', Type: 'String' },
    ],
  };
  const { uiSchema } = fieldInfoToJsonSchema(struts, 'create');

  it('gives length-limited text a counter up to the rule maximum', () => {
    expect(uiSchema.Title['ui:options']).toEqual({ maxLength: 50 });
    expect(uiSchema.Summary['ui:options']).toEqual({ rows: 4, maxLength: 500 });
    expect(uiSchema.Remark['ui:options']).toBeUndefined();
  });

  it('shows money as money while edited, other decimals as typed', () => {
    expect(uiSchema.Amount['ui:options']).toEqual({ money: true });
    expect(uiSchema.ImpactFactor['ui:options']).toBeUndefined();
  });
});
