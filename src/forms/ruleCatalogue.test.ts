import { describe, expect, it } from 'vitest';
import type { FieldInfoStrut } from '../../contract/index';
import { checkMonth, checkPasswordStrength, checkRequired, fieldMessages, validateFields } from './ruleCatalogue';

const field = (overrides: Partial<FieldInfoStrut>): FieldInfoStrut => ({ Name: 'Title', Description: '题目', Type: 'String', ...overrides });

describe('rule catalogue', () => {
  it('required: strings trimmed, booleans and numbers pass, empty fails', () => {
    expect(checkRequired('题目', '  ')).toBe('题目是必填的');
    expect(checkRequired('题目', null)).toBe('题目是必填的');
    expect(checkRequired('题目', 'x')).toBeNull();
    expect(checkRequired('启用', false)).toBeNull();
    expect(checkRequired('金额', 0)).toBeNull();
  });

  it('string length names the bounds and lets empty pass', () => {
    const titled = field({ Rules: [{ RuleName: 'stringLength', RulePars: [2, 5] }] });
    expect(fieldMessages(titled, 'a', { mode: 'create' })).toEqual(['题目长度要求在[2,5]之间']);
    expect(fieldMessages(titled, '', { mode: 'create' })).toEqual([]);
    expect(fieldMessages(titled, 'abcde', { mode: 'create' })).toEqual([]);
  });

  it('checks e-mail and phone by field name', () => {
    expect(fieldMessages(field({ Name: 'Email', Description: '邮箱' }), 'a@b', { mode: 'create' })).toEqual(['邮箱地址无效']);
    expect(fieldMessages(field({ Name: 'Email', Description: '邮箱' }), 'a@b.cn', { mode: 'create' })).toEqual([]);
    expect(fieldMessages(field({ Name: 'Phone', Description: '手机' }), '12812345678', { mode: 'create' })).toEqual(['手机号码无效']);
    expect(fieldMessages(field({ Name: 'MobilePhone', Description: '手机' }), '13912345678', { mode: 'create' })).toEqual([]);
    expect(fieldMessages(field({ Name: 'Phone', Description: '手机' }), '1391234567', { mode: 'create' })).toEqual(['手机号码无效']);
  });

  it('checks integers and numbers by Type', () => {
    expect(fieldMessages(field({ Type: 'Int32' }), '1.5', { mode: 'create' })).toEqual(['只能输入整数!']);
    expect(fieldMessages(field({ Type: 'Decimal' }), '1.5x', { mode: 'create' })).toEqual(['只能输入数字!']);
    expect(fieldMessages(field({ Type: 'Decimal' }), 12.25, { mode: 'create' })).toEqual([]);
  });

  it('month accepts 1 to 12', () => {
    expect(checkMonth(13)).toBe('月份不合法');
    expect(checkMonth(0)).toBe('月份不合法');
    expect(checkMonth(12)).toBeNull();
  });

  it('password strength needs a digit, a letter and a special, and is skipped when editing', () => {
    const message = '密码强度不对,要求8-16位大小写字母+数字+特殊符号';
    expect(checkPasswordStrength('abcdefgh', 'create')).toBe(message);
    expect(checkPasswordStrength('abc12345', 'create')).toBe(message);
    expect(checkPasswordStrength('ab@1', 'create')).toBe(message);
    expect(checkPasswordStrength('Staff@2026', 'create')).toBeNull();
    expect(checkPasswordStrength('weak', 'edit')).toBeNull();
  });

  it('lists each failing field with its description and messages', () => {
    const fields = [field({ Rules: [{ RuleName: 'required' }] }), field({ Name: 'Email', Description: '邮箱' })];
    expect(validateFields(fields, { Email: 'x' }, { mode: 'create' })).toEqual([
      { field: 'Title', name: '题目', errs: ['题目是必填的'] },
      { field: 'Email', name: '邮箱', errs: ['邮箱地址无效'] },
    ]);
  });
});

describe('required only when creating', () => {
  const password: FieldInfoStrut = { Name: 'Password', Description: '初始密码', Type: 'String', Rules: [{ RuleName: 'required', RulePars: ['create'] }] };

  it('asks for the field when creating and leaves it optional when editing', () => {
    expect(fieldMessages(password, '', { mode: 'create' })).toEqual(['初始密码是必填的']);
    expect(fieldMessages(password, '', { mode: 'edit' })).toEqual([]);
  });
});
