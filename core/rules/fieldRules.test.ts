import { describe, expect, it } from 'vitest';
import type { FieldInfoStrut } from '../../contract/index.js';
import { fieldMessages, firstRecordMessage, lengthBounds, validateFields } from './fieldRules.js';

const field = (overrides: Partial<FieldInfoStrut>): FieldInfoStrut => ({ Name: 'Title', Description: '题目', Type: 'String', ...overrides });
const creating = { mode: 'create' } as const;
const editing = { mode: 'edit' } as const;

describe('fieldMessages', () => {
  it('asks for required fields', () => {
    const required = field({ Rules: [{ RuleName: 'required' }] });
    expect(fieldMessages(required, '  ', creating)).toEqual(['题目是必填的']);
    expect(fieldMessages(required, 'x', creating)).toEqual([]);
  });

  it('measures string length in characters, empty passing', () => {
    const titled = field({ Rules: [{ RuleName: 'stringLength', RulePars: [2, 5] }] });
    expect(fieldMessages(titled, 'a', creating)).toEqual(['题目长度要求在[2,5]之间']);
    expect(fieldMessages(titled, '', creating)).toEqual([]);
    expect(fieldMessages(titled, 'abcde', creating)).toEqual([]);
    expect(fieldMessages(titled, '𠀀𠀁𠀂𠀃𠀄', creating)).toEqual([]);
    expect(fieldMessages(titled, '𠀀𠀁𠀂𠀃𠀄𠀅', creating)).toEqual(['题目长度要求在[2,5]之间']);
  });

  it.each([
    ['Email', 'a@b', ['邮箱地址无效']],
    ['ToEmail', 'a@b', ['邮箱地址无效']],
    ['Email', 'a@b.cn', []],
    ['EmailType', '工作邮箱', []],
    ['Phone', '12812345678', ['手机号码无效']],
    ['ContactPhone', '1391234567', ['手机号码无效']],
    ['MobilePhone', '13912345678', []],
    ['Password', 'weakpass1', ['密码强度不对,要求8-16位大小写字母+数字+特殊符号']],
    ['Password', 'Good@2026', []],
  ])('checks %s by its name: %j → %j', (name, value, messages) => {
    expect(fieldMessages(field({ Name: name, Description: '字段' }), value, creating)).toEqual(messages);
  });

  it('skips the password strength when editing', () => {
    expect(fieldMessages(field({ Name: 'Password' }), 'weak', editing)).toEqual([]);
  });

  it('checks integers and numbers by Type', () => {
    expect(fieldMessages(field({ Type: 'Int32' }), '1.5', creating)).toEqual(['只能输入整数!']);
    expect(fieldMessages(field({ Type: 'Int32' }), 3000000000, creating)).toEqual(['只能输入整数!']);
    expect(fieldMessages(field({ Type: 'Decimal' }), '1.5x', creating)).toEqual(['只能输入数字!']);
    expect(fieldMessages(field({ Type: 'Decimal' }), 12.25, creating)).toEqual([]);
  });

  it('checks the month rule, not every field whose name mentions months', () => {
    const month = field({ Name: 'Month', Description: '月份', Type: 'Int32', Rules: [{ RuleName: 'month' }] });
    expect(fieldMessages(month, 13, creating)).toEqual(['月份不合法']);
    expect(fieldMessages(month, 0, creating)).toEqual(['月份不合法']);
    expect(fieldMessages(month, 12, creating)).toEqual([]);
    expect(fieldMessages(field({ Name: 'DurationMonths', Type: 'Int32' }), 18, creating)).toEqual([]);
  });

  it('keeps fixed options to their keys', () => {
    const gender = field({
      Name: 'Gender',
      Description: '性别',
      EnumValues: [
        { Key: '男', Value: '男' },
        { Key: '女', Value: '女' },
      ],
    });
    expect(fieldMessages(gender, '未知', creating)).toEqual(['取值不在可选范围内']);
    expect(fieldMessages(gender, '女', creating)).toEqual([]);
  });

  it('lists every failing check of one field in reading order', () => {
    const email = field({ Name: 'Email', Description: '邮箱', Rules: [{ RuleName: 'stringLength', RulePars: [0, 5] }] });
    expect(fieldMessages(email, 'abcdef', creating)).toEqual(['邮箱长度要求在[0,5]之间', '邮箱地址无效']);
  });
});

describe('required only when creating', () => {
  const password = field({ Name: 'Password', Description: '初始密码', Rules: [{ RuleName: 'required', RulePars: ['create'] }] });

  it('asks for the field when creating and leaves it optional when editing', () => {
    expect(fieldMessages(password, '', creating)).toEqual(['初始密码是必填的']);
    expect(fieldMessages(password, '', editing)).toEqual([]);
  });
});

describe('lengthBounds', () => {
  it.each([
    [[{ RuleName: 'stringLength', RulePars: [2, 300] }], [2, 300]],
    [[{ RuleName: 'StringLength', RulePars: ['1', '50'] }], [1, 50]],
    [[{ RuleName: 'stringLength', RulePars: [5] }], null],
    [[{ RuleName: 'required' }], null],
  ])('%j → %j', (rules, bounds) => expect(lengthBounds(field({ Rules: rules }))).toEqual(bounds));
});

describe('record checks', () => {
  const fields = [
    field({ Rules: [{ RuleName: 'required' }] }),
    field({ Name: 'Email', Description: '邮箱' }),
    field({ Name: 'Month', Description: '月份', Type: 'Int32', Rules: [{ RuleName: 'month' }] }),
  ];

  it('lists each failing field with its description and messages', () => {
    expect(validateFields(fields, { Email: 'x', Month: 13 }, creating)).toEqual([
      { field: 'Title', name: '题目', errs: ['题目是必填的'] },
      { field: 'Email', name: '邮箱', errs: ['邮箱地址无效'] },
      { field: 'Month', name: '月份', errs: ['月份不合法'] },
    ]);
  });

  it('answers a whole record with the first failing field’s first message, the same text the field shows', () => {
    expect(firstRecordMessage(fields, { Email: 'x', Month: 13 }, creating)).toBe('题目是必填的');
    expect(firstRecordMessage(fields, { Title: '题', Month: 13 }, creating)).toBe('月份不合法');
    expect(firstRecordMessage(fields, { Title: '题', Month: 12 }, creating)).toBeNull();
  });
});
