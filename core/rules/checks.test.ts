import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  checkEnumValue,
  checkInteger,
  checkMonth,
  checkNumber,
  checkPasswordStrength,
  checkPhone,
  checkRequired,
  checkStringLength,
  codePointLength,
  isBlankInput,
  isEmptyValue,
} from './checks.js';

const EXTENSION_B = '𠀀𠀁𠀂'; // three CJK Extension B characters, six UTF-16 units

describe('isEmptyValue', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['   ', true],
    [[], true],
    ['x', false],
    [0, false],
    [false, false],
    [['a'], false],
  ])('%j → %s', (value, empty) => expect(isEmptyValue(value)).toBe(empty));
});

describe('isBlankInput', () => {
  it.each([
    [undefined, true],
    [null, true],
    [' ', true],
    [[], false],
    [0, false],
  ])('%j → %s', (value, blank) => expect(isBlankInput(value)).toBe(blank));
});

describe('codePointLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['论文题目', 4],
    [EXTENSION_B, 3],
    ['a𠀀b', 3],
  ])('%s has %i characters', (text, length) => expect(codePointLength(text)).toBe(length));
});

describe('checkRequired', () => {
  it.each([
    ['  ', '题目是必填的'],
    [null, '题目是必填的'],
    [undefined, '题目是必填的'],
    [[], '题目是必填的'],
    ['x', null],
    [false, null],
    [0, null],
    [['a'], null],
  ])('%j → %s', (value, message) => expect(checkRequired('题目', value)).toBe(message));
});

describe('checkStringLength', () => {
  it.each([
    ['a', '题目长度要求在[2,5]之间'],
    ['abcdef', '题目长度要求在[2,5]之间'],
    ['ab', null],
    ['abcde', null],
    ['', null],
    ['   ', null],
    [EXTENSION_B, null],
    ['𠀀', '题目长度要求在[2,5]之间'],
    ['𠀀𠀁𠀂𠀃𠀄𠀅', '题目长度要求在[2,5]之间'],
    [12345, null],
    [123456, '题目长度要求在[2,5]之间'],
  ])('%j → %s', (value, message) => expect(checkStringLength('题目', value, 2, 5)).toBe(message));
});

describe('checkEmail and checkPhone', () => {
  it.each([
    ['a@b.cn', null],
    [' a@b.cn ', null],
    ['', null],
    ['a@b', '邮箱地址无效'],
  ])('e-mail %j → %s', (value, message) => expect(checkEmail(value)).toBe(message));

  it.each([
    ['13912345678', null],
    [13912345678, null],
    ['', null],
    ['12812345678', '手机号码无效'],
    ['1391234567', '手机号码无效'],
  ])('phone %j → %s', (value, message) => expect(checkPhone(value)).toBe(message));
});

describe('checkInteger and checkNumber', () => {
  it.each([
    [12, null],
    ['12', null],
    [' -3 ', null],
    ['', null],
    [null, null],
    [1.5, '只能输入整数!'],
    ['1.5', '只能输入整数!'],
    ['abc', '只能输入整数!'],
    [true, '只能输入整数!'],
    [[], '只能输入整数!'],
    [2147483647, null],
    [2147483648, '只能输入整数!'],
    ['-2147483649', '只能输入整数!'],
  ])('integer %j → %s', (value, message) => expect(checkInteger(value)).toBe(message));

  it.each([
    [12.25, null],
    ['12.25', null],
    ['.5', null],
    ['1e5', null],
    [0, null],
    ['', null],
    ['1.5x', '只能输入数字!'],
    ['abc', '只能输入数字!'],
    ['1e999', '只能输入数字!'],
    [Number.NaN, '只能输入数字!'],
    [{}, '只能输入数字!'],
    [[], '只能输入数字!'],
  ])('number %j → %s', (value, message) => expect(checkNumber(value)).toBe(message));
});

describe('checkMonth', () => {
  it.each([
    [1, null],
    [12, null],
    ['7', null],
    [null, null],
    ['', null],
    [0, '月份不合法'],
    [13, '月份不合法'],
    ['13', '月份不合法'],
    [6.5, '月份不合法'],
    ['六月', '月份不合法'],
  ])('%j → %s', (value, message) => expect(checkMonth(value)).toBe(message));
});

describe('checkPasswordStrength', () => {
  const message = '密码强度不对,要求8-16位大小写字母+数字+特殊符号';
  it.each([
    ['abcdefgh', 'create', message],
    ['abc12345', 'create', message],
    ['ab@1', 'create', message],
    ['Staff@2026', 'create', null],
    ['', 'create', null],
    ['weak', 'edit', null],
  ] as const)('%s when %s → %s', (value, mode, expected) => expect(checkPasswordStrength(value, mode)).toBe(expected));
});

describe('checkEnumValue', () => {
  const options = [
    { Key: '男', Value: '男' },
    { Key: '女', Value: '女' },
  ];
  it.each([
    ['男', null],
    ['', null],
    [null, null],
    [['男', '女'], null],
    ['未知', '取值不在可选范围内'],
    [['男', '未知'], '取值不在可选范围内'],
  ])('%j → %s', (value, message) => expect(checkEnumValue(value, options)).toBe(message));
});
