import { describe, expect, it } from 'vitest';
import type { FieldInfoStrut } from '../../contract/index.js';
import { mergeAndValidate } from './validation.js';
import { coerceForStorage, normalizeDate } from './values.js';

const fields: FieldInfoStrut[] = [
  { Name: 'Name', Description: '姓名', Type: 'String', Rules: [{ RuleName: 'required' }, { RuleName: 'stringLength', RulePars: [2, 5] }] },
  { Name: 'Phone', Description: '手机号码', Type: 'String' },
  { Name: 'Email', Description: '邮箱', Type: 'String' },
  { Name: 'Age', Description: '年龄', Type: 'Int32' },
  { Name: 'Score', Description: '分数', Type: 'Decimal' },
  { Name: 'Birth', Description: '出生日期', Type: 'DateTime' },
  {
    Name: 'Gender',
    Description: '性别',
    Type: 'String',
    EnumValues: [
      { Key: '男', Value: '男' },
      { Key: '女', Value: '女' },
    ],
  },
  { Name: 'Active', Description: '启用', Type: 'Boolean', DefaultValue: true, Rules: [{ RuleName: 'required' }] },
  { Name: 'Status', Description: '状态', Type: 'String', DefaultValue: '未提交', Hide: 'Form' },
  { Name: 'Tags', Description: '标签', Type: 'Array' },
  { Name: 'Month', Description: '月份', Type: 'Int32', Rules: [{ RuleName: 'month' }] },
];

const errorOf = (input: Record<string, unknown>): string | null => mergeAndValidate(fields, input, null).error;

describe('record validation', () => {
  it('answers the message the form shows beside the field', () => {
    expect(errorOf({})).toBe('姓名是必填的');
    expect(errorOf({ Name: '   ' })).toBe('姓名是必填的');
    expect(errorOf({ Name: '张' })).toBe('姓名长度要求在[2,5]之间');
    expect(errorOf({ Name: '张三', Phone: '12345678901' })).toBe('手机号码无效');
    expect(errorOf({ Name: '张三', Email: 'nope' })).toBe('邮箱地址无效');
    expect(errorOf({ Name: '张三', Age: '1.5' })).toBe('只能输入整数!');
    expect(errorOf({ Name: '张三', Score: 'abc' })).toBe('只能输入数字!');
    expect(errorOf({ Name: '张三', Birth: '2024-02-30' })).toBe('出生日期:日期格式不正确');
    expect(errorOf({ Name: '张三', Gender: '未知' })).toBe('取值不在可选范围内');
    expect(errorOf({ Name: '张三', Month: 13 })).toBe('月份不合法');
    expect(errorOf({ Name: '张三', Month: '0' })).toBe('月份不合法');
    expect(errorOf({ Name: '张三', Age: 3000000000 })).toBe('只能输入整数!');
  });

  it('counts characters, not UTF-16 units: 𠀀 is one', () => {
    expect(errorOf({ Name: '𠀀𠀁𠀂𠀃𠀄' })).toBeNull();
    expect(errorOf({ Name: '𠀀𠀁𠀂𠀃𠀄𠀅' })).toBe('姓名长度要求在[2,5]之间');
    expect(errorOf({ Name: '𠀀' })).toBe('姓名长度要求在[2,5]之间');
  });

  it('checks the stored record as the form checks its data: a kept value still counts on update', () => {
    const previous = { Name: '张三', Month: 13, Active: 1, Tags: '[]' };
    expect(mergeAndValidate(fields, { Age: '31' }, previous).error).toBe('月份不合法');
    expect(mergeAndValidate(fields, { Phone: '13912345678' }, { ...previous, Month: 12 }).error).toBeNull();
  });

  it('lets empty optional values, zero and false pass; stores empty numbers as null', () => {
    const result = mergeAndValidate(fields, { Name: '张三', Phone: '', Email: '', Age: '', Score: 0, Active: 'false', Tags: 'a,b' }, null);
    expect(result.error).toBeNull();
    expect(result.values).toMatchObject({ Age: null, Score: 0, Active: 0, Tags: '["a","b"]', Phone: '' });
  });

  it('applies defaults on create and keeps server-only fields from the client', () => {
    const result = mergeAndValidate(fields, { Name: '张三', Status: '已通过', Unknown: 'x', Dept: { Name: 'x' } }, null);
    expect(result.values).toMatchObject({ Active: 1, Status: '未提交' });
    expect(result.values).not.toHaveProperty('Unknown');
  });

  it('merges an update over the previous row and reports what changed', () => {
    const previous = { Name: '张三', Phone: '13800000000', Age: 30, Active: 1, Status: '已通过', Tags: '[]' };
    const result = mergeAndValidate(fields, { Age: '31', Phone: '13800000000' }, previous);
    expect(result.error).toBeNull();
    expect(result.values).toMatchObject({ Name: '张三', Age: 31, Status: '已通过' });
    expect([...result.changed]).toEqual(['Age']);
  });

  it('normalizes dates', () => {
    expect(normalizeDate('2024-1-5')).toBe('2024-01-05');
    expect(normalizeDate('2024-01-05 8:03')).toBe('2024-01-05 08:03:00');
    expect(normalizeDate('2024-13-01')).toBeNull();
    expect(coerceForStorage(fields[5], '2024-01-05T10:00:00')).toEqual({ ok: true, value: '2024-01-05 10:00:00' });
  });
});
