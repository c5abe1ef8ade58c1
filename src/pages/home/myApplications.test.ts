import { describe, expect, it } from 'vitest';
import { applicationFigures } from './myApplications';

describe('我的申请 by status', () => {
  it("shows the server's count of each state, each opening 我发起的 filtered by it; 不通过 only when there is one", () => {
    const { figures, total } = applicationFigures([
      { FlowStatus: '未提交', Count: 4 },
      { FlowStatus: '审核中', Count: 2 },
      { FlowStatus: '已退回', Count: 1 },
      { FlowStatus: '已通过', Count: 3 },
      { FlowStatus: '不通过', Count: 1 },
    ]);
    expect(figures.map((f) => [f.status, f.count])).toEqual([
      ['未提交', 4],
      ['审核中', 2],
      ['已退回', 1],
      ['已通过', 3],
      ['不通过', 1],
    ]);
    expect(figures[2]!.link).toBe('/FlowCenter?tab=started&status=%E5%B7%B2%E9%80%80%E5%9B%9E');
    expect(total).toBe(11);
  });

  it('shows zeros for a user without applications', () => {
    const { figures, total } = applicationFigures([]);
    expect(figures.map((f) => f.count)).toEqual([0, 0, 0, 0]);
    expect(total).toBe(0);
  });
});
