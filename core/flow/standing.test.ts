import { describe, expect, it } from 'vitest';
import { standingStepName, statusOf } from './standing.js';

describe('where a record stands', () => {
  it('names the open step under review, and never a step a finished flow passed', () => {
    expect(standingStepName('审核中', '科研处初审')).toBe('科研处初审');
    expect(standingStepName('已通过', null)).toBe('已结束');
    expect(standingStepName('不通过', null)).toBe('已结束');
    expect(standingStepName('已退回', null)).toBe('申请人修改');
    expect(standingStepName('未提交', null)).toBe('');
    expect(standingStepName(null, null)).toBe('');
  });

  it('reads a record without a status as 未提交', () => {
    expect([null, undefined, '', ' ', '已通过'].map(statusOf)).toEqual(['未提交', '未提交', '未提交', '未提交', '已通过']);
  });
});
