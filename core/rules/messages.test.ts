import { describe, expect, it } from 'vitest';
import { RULE_MESSAGES } from './messages.js';

describe('rule messages', () => {
  it('name the field where the wording has a place for it', () => {
    expect(RULE_MESSAGES.required('题目')).toBe('题目是必填的');
    expect(RULE_MESSAGES.stringLength('题目', 2, 300)).toBe('题目长度要求在[2,300]之间');
    expect(RULE_MESSAGES.unique('科室名称')).toBe('科室名称重复!');
  });

  it.each([
    ['email', '邮箱地址无效'],
    ['phone', '手机号码无效'],
    ['integer', '只能输入整数!'],
    ['number', '只能输入数字!'],
    ['month', '月份不合法'],
    ['passwordStrength', '密码强度不对,要求8-16位大小写字母+数字+特殊符号'],
    ['enumValue', '取值不在可选范围内'],
  ] as const)('%s reads %s', (rule, text) => {
    expect(RULE_MESSAGES[rule]).toBe(text);
  });
});
