import { describe, expect, it } from 'vitest';
import { fittedActionsWidth } from './screenColumns';

describe('the list columns on screen', () => {
  it('widen the fixed 操作 column over the room the last whole column leaves', () => {
    // 1040 px: 300 + 5 × 100 = 800 fit beside 170, 70 px would show a column cut: 操作 takes them.
    expect(fittedActionsWidth(1040, [300, 100, 100, 100, 100, 100, 100, 100], 170)).toBe(240);
    expect(fittedActionsWidth(1070, [300, 100, 100, 100, 100, 100, 100, 100], 170)).toBe(170);
    // Everything fits: unchanged; not even the first column fits: unchanged (the table scrolls as before).
    expect(fittedActionsWidth(1600, [300, 100], 170)).toBe(170);
    expect(fittedActionsWidth(400, [300, 100], 170)).toBe(170);
    expect(fittedActionsWidth(0, [300, 100], 170)).toBe(170);
  });
});
