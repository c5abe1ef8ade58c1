import { describe, expect, it } from 'vitest';
import { DECIMAL_TEXT_PATTERN, EMAIL_PATTERN, INTEGER_TEXT_PATTERN, MOBILE_PHONE_PATTERN, STRONG_PASSWORD_PATTERN } from './patterns.js';

describe('EMAIL_PATTERN', () => {
  it.each([
    ['a@b.cn', true],
    ['zhang.san@hospital.org.cn', true],
    ['a@b', false],
    ['a b@c.cn', false],
    ['@b.cn', false],
    ['a@@b.cn', false],
  ])('%s → %s', (text, accepted) => expect(EMAIL_PATTERN.test(text)).toBe(accepted));
});

describe('MOBILE_PHONE_PATTERN', () => {
  it.each([
    ['13912345678', true],
    ['19912345678', true],
    ['12812345678', false],
    ['23800000000', false],
    ['1391234567', false],
    ['139123456789', false],
    ['1391234567a', false],
  ])('%s → %s', (text, accepted) => expect(MOBILE_PHONE_PATTERN.test(text)).toBe(accepted));
});

describe('STRONG_PASSWORD_PATTERN', () => {
  it.each([
    ['Staff@2026', true],
    ['abc@1234', true],
    ['abcdefgh', false],
    ['abc12345', false],
    ['abc@defg', false],
    ['1234@567', false],
    ['ab@1', false],
    ['abc 1@234', false],
    ['密码abc@1234', false],
  ])('%s → %s', (text, accepted) => expect(STRONG_PASSWORD_PATTERN.test(text)).toBe(accepted));
});

describe('number text', () => {
  it.each([
    ['12', true, true],
    ['-7', true, true],
    ['1.5', false, true],
    ['.5', false, true],
    ['12.', false, true],
    ['1e5', false, true],
    ['abc', false, false],
    ['1.5x', false, false],
    ['', false, false],
  ])('%s: integer %s, decimal %s', (text, integer, decimal) => {
    expect(INTEGER_TEXT_PATTERN.test(text)).toBe(integer);
    expect(DECIMAL_TEXT_PATTERN.test(text)).toBe(decimal);
  });
});
