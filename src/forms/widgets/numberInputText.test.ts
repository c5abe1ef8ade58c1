import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { acceptsTypedKey, formatMoneyText, numberTextOnly, parseMoneyText } from './numberInputText';

describe('number input text', () => {
  it.each([
    ['12a3', true, '123'],
    ['1.2.3', false, '1.23'],
    ['1.5', true, '15'],
    ['-4x2', true, '-42'],
    ['abc', false, ''],
  ])('%s (integer %s) → %s', (text, integer, expected) => expect(numberTextOnly(text, integer)).toBe(expected));

  it.each([
    ['1234567.5', '1,234,567.5'],
    ['1234567.555', '1,234,567.55'],
    ['-1000', '-1,000'],
    ['999', '999'],
    ['12,345a', '12,345'],
  ])('money %s shows %s', (text, shown) => expect(formatMoneyText(text)).toBe(shown));

  it('round-trips any amount through format and parse', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole}.${String(cents).padStart(2, '0')}`;
        expect(parseMoneyText(formatMoneyText(text))).toBe(text);
      }),
    );
  });

  it('never lets a letter through', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(formatMoneyText(text)).toMatch(/^-?[\d,]*(\.\d{0,2})?$/);
      }),
    );
  });
});

describe('acceptsTypedKey', () => {
  const money = { integer: false, money: true };
  const integer = { integer: true, money: false };
  const decimal = { integer: false, money: false };
  it.each([
    ['1,234', 5, 5, '5', money, true],
    ['1,234', 5, 5, 'a', money, false],
    ['1,234.5', 7, 7, '6', money, true],
    ['1,234.56', 8, 8, '7', money, false],
    ['1,234.56', 0, 0, '9', money, true],
    ['1,234.56', 6, 8, '7', money, true],
    ['12', 2, 2, '.', integer, false],
    ['12', 0, 0, '-', integer, true],
    ['12', 1, 1, '-', integer, false],
    ['1.5', 3, 3, '.', decimal, false],
    ['1.5', 3, 3, '7', decimal, true],
  ])('%s [%i,%i] + %s', (shown, start, end, key, kind, accepted) => expect(acceptsTypedKey(shown, start, end, key, kind)).toBe(accepted));
  it('lets control keys through', () => expect(acceptsTypedKey('1', 1, 1, 'Backspace', money)).toBe(true));
});
