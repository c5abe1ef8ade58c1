import { describe, expect, it } from 'vitest';
import { stepState } from './stepStates.js';

describe('stepState', () => {
  const states = (current: number, status: string | null) => [1, 2, 3].map((index) => stepState(index, current, status));

  it('shows nothing started before the first submission', () => {
    expect(states(0, null)).toEqual(['未开始', '未开始', '未开始']);
  });

  it('shows earlier steps passed and the current one as the instance stands', () => {
    expect(states(2, '审核中')).toEqual(['已通过', '审核中', '未开始']);
    expect(states(3, '已通过')).toEqual(['已通过', '已通过', '已通过']);
    expect(states(1, '已退回')).toEqual(['已退回', '未开始', '未开始']);
    expect(states(2, '不通过')).toEqual(['已通过', '不通过', '未开始']);
  });
});
