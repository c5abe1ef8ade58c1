import { describe, expect, it } from 'vitest';
import { nextSendOrder } from './sendOrder.js';

describe('nextSendOrder', () => {
  it('increases strictly, within one millisecond too, and sorts as text in send order', () => {
    const keys = [nextSendOrder(1_700_000_000_000), nextSendOrder(1_700_000_000_000), nextSendOrder(1_700_000_000_001), nextSendOrder(1_700_000_000_000)];
    expect(new Set(keys).size).toBe(4);
    expect([...keys].sort()).toEqual(keys);
    expect(keys.every((k) => k.length === 20)).toBe(true);
  });
});
