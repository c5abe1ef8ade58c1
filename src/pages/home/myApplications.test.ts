import { describe, expect, it } from 'vitest';
import { countByStatus } from './myApplications';

describe('我的申请 by status', () => {
  it('counts the four states always, a blank status as 未提交, and any other state after them', () => {
    expect(countByStatus([{ FlowStatus: '审核中' }, { FlowStatus: '' }, { FlowStatus: '已通过' }, { FlowStatus: '审核中' }, { FlowStatus: '不通过' }]))
      .toEqual([
        { status: '未提交', count: 1 }, { status: '审核中', count: 2 }, { status: '已退回', count: 0 },
        { status: '已通过', count: 1 }, { status: '不通过', count: 1 },
      ]);
  });

  it('shows zeros for a user without applications', () => {
    expect(countByStatus([]).map((item) => item.count)).toEqual([0, 0, 0, 0]);
  });
});
