import { describe, expect, it } from 'vitest';
import { checkboxChoices, toggleId } from './relateCheckboxes';

describe('checkboxChoices', () => {
  it('names each record by its first RelateField, in SortCode order', () => {
    const rows = [
      { Id: 'b', Name: '科研人员', EnCode: '003', SortCode: 3 },
      { Id: 'a', Name: '系统管理员', EnCode: '001', SortCode: 1 },
      { Id: 'c', Name: '', EnCode: '099' },
    ];
    expect(checkboxChoices(rows, ['Name', 'EnCode'])).toEqual([
      { value: 'a', label: '系统管理员' },
      { value: 'b', label: '科研人员' },
      { value: 'c', label: '(未命名)' },
    ]);
  });
});

describe('toggleId', () => {
  it('adds or removes one id and keeps the others, unknown ones included', () => {
    expect(toggleId(['gone', 'a'], 'b', true)).toEqual(['gone', 'a', 'b']);
    expect(toggleId(['gone', 'a', 'b'], 'a', false)).toEqual(['gone', 'b']);
    expect(toggleId(['a'], 'a', true)).toEqual(['a']);
  });
});
