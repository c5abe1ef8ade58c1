import { describe, expect, it } from 'vitest';
import { expandDerived, measureKeysOf, parseDerivedExpression, termCount, type DerivedExpression } from './derivedExpression';

const parse = (text: string): DerivedExpression => {
  const tree = parseDerivedExpression(text);
  if (typeof tree === 'string') throw new Error(tree);
  return tree;
};

describe('derived measure expressions', () => {
  it('reads keys, numbers, the four operations with the usual precedence, parentheses and a leading minus', () => {
    expect(parse('used / budget * 100')).toEqual({
      kind: 'binary',
      operator: '*',
      right: { kind: 'number', value: 100 },
      left: { kind: 'binary', operator: '/', left: { kind: 'measure', key: 'used' }, right: { kind: 'measure', key: 'budget' } },
    });
    expect(parse('a - b * 0.05')).toEqual({
      kind: 'binary',
      operator: '-',
      left: { kind: 'measure', key: 'a' },
      right: { kind: 'binary', operator: '*', left: { kind: 'measure', key: 'b' }, right: { kind: 'number', value: 0.05 } },
    });
    expect(parse('-(a + b)')).toEqual({
      kind: 'negate',
      operand: { kind: 'binary', operator: '+', left: { kind: 'measure', key: 'a' }, right: { kind: 'measure', key: 'b' } },
    });
    expect(measureKeysOf(parse('(budget + raised) - used_1'))).toEqual(['budget', 'raised', 'used_1']);
  });

  it('says in Chinese what is wrong with a bad expression', () => {
    expect(parseDerivedExpression('')).toBe('表达式为空');
    expect(parseDerivedExpression('a +')).toBe('表达式不完整');
    expect(parseDerivedExpression('(a + b')).toBe('缺少右括号');
    expect(parseDerivedExpression('a b')).toBe('表达式在末尾多出内容');
    expect(parseDerivedExpression('a * )')).toBe('此处不应有 )');
    expect(parseDerivedExpression('a; drop table x')).toBe('第 2 个字符无法识别: ;');
    expect(parseDerivedExpression('a % b')).toMatch(/无法识别: %/);
  });

  it('puts other derived measures in, refusing cycles and expressions that grow past the bound', () => {
    const derived = new Map([
      ['balance', parse('budget - used')],
      ['rate', parse('used / budget')],
      ['left', parse('balance / budget')],
    ]);
    expect(expandDerived(parse('left * 100'), derived, 64)).toEqual(parse('(budget - used) / budget * 100'));
    const cyclic = new Map([
      ['x', parse('y + 1')],
      ['y', parse('x * 2')],
    ]);
    expect(expandDerived(parse('x'), cyclic, 64)).toBe('派生指标循环引用: x → y → x');
    // Each level doubles the one below: 2^20 terms would be built without the bound checked as it grows.
    const doubling = new Map(Array.from({ length: 20 }, (_, i) => [`m${i + 1}`, parse(`m${i} + m${i}`)] as const));
    expect(expandDerived(parse('m20'), doubling, 64)).toBe('表达式展开后超过 64 项');
    expect(termCount(parse('a + b * c'))).toBe(5);
  });
});
