import { describe, expect, it } from 'vitest';
import { isWireFalse, isWireTrue } from './wireBoolean.js';

describe('wire booleans', () => {
  it.each([
    [true, true, false],
    [1, true, false],
    ['1', true, false],
    ['true', true, false],
    ['True', true, false],
    [false, false, true],
    [0, false, true],
    ['0', false, true],
    ['false', false, true],
    ['False', false, true],
    ['', false, true],
    [null, false, false],
    [undefined, false, false],
    [2, false, false],
    ['yes', false, false],
    [{}, false, false],
  ])('%j: yes %s, no %s', (value, yes, no) => {
    expect(isWireTrue(value)).toBe(yes);
    expect(isWireFalse(value)).toBe(no);
  });
});
