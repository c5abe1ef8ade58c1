import { describe, expect, it } from 'vitest';
import { chain, draftEntry, parseHistory, type HistoryEntry } from './history.js';
import { currentRound, planStepState } from './planStates.js';

const entry = (Step: number, Action: string, User_Id: string): HistoryEntry => ({
  Step,
  StepName: `第${Step}步`,
  Action,
  ActionName: Action,
  Opinion: '',
  User_Id,
  UserName: User_Id,
  Time: '2025-03-01 09:30:00',
});

describe('history', () => {
  it('reads the stored JSON array, anything else as none', () => {
    const stored = [entry(0, 'Submit', 'a')];
    expect(parseHistory(JSON.stringify(stored))).toEqual(stored);
    expect([null, undefined, '', 'not json', '{"Step":0}', 42].map(parseHistory)).toEqual([[], [], [], [], [], []]);
  });

  it("names actions in Chinese and chains the statuses of one transition's entries", () => {
    const by = { id: 'u', name: '林晓雯' };
    const drafts = [
      draftEntry({ step: 1, stepName: '科研处审核', action: 'Approved', by, at: 't' }),
      draftEntry({ step: 2, stepName: '抄送财务', action: 'Cc', by, at: 't', target: '周建华' }),
    ];
    expect(chain(drafts, '审核中', '已通过').map((e) => [e.ActionName, e.FromStatus, e.ToStatus, e.Target])).toEqual([
      ['通过', '审核中', '审核中', undefined],
      ['抄送', '审核中', '已通过', '周建华'],
    ]);
    expect(chain([draftEntry({ step: 0, stepName: '提交', action: 'Submit', by, at: 't' })], null, '审核中')[0]).toMatchObject({
      FromStatus: '未提交',
      ToStatus: '审核中',
    });
  });

  it("reads each step's state from the current round", () => {
    const history = [
      entry(0, 'Submit', 'a'),
      entry(1, 'Returned', 'r'),
      entry(0, 'Submit', 'a'),
      entry(1, 'Skip', 's'),
      entry(2, 'Cc', 'c'),
      entry(3, 'Approved', 'r'),
    ];
    const round = currentRound(history);
    expect(round).toHaveLength(3);
    const approver = (index: number) => ({ index, kind: 'Approver' as const });
    const cc = (index: number) => ({ index, kind: 'Cc' as const });
    expect([approver(1), cc(2), approver(3), approver(4)].map((s) => planStepState(s, 4, '审核中', round))).toEqual(['已跳过', '已抄送', '已通过', '审核中']);
    expect([1, 2].map((i) => planStepState(approver(i), 2, '已退回', []))).toEqual(['已通过', '已退回']);
    expect(planStepState(approver(1), 1, '未提交', [])).toBe('待审批');
  });

  it('never says a copy waits for approval: 待抄送 until the flow passes it, 已抄送 after', () => {
    const round = [entry(1, 'Approved', 'r')];
    const cc = (index: number) => ({ index, kind: 'Cc' as const });
    expect(planStepState(cc(3), 2, '审核中', round)).toBe('待抄送');
    expect(planStepState(cc(1), 1, '未提交', [])).toBe('待抄送');
    // Passed without an entry (a route older than copy entries), or current when the flow ended on it.
    expect(planStepState(cc(1), 2, '审核中', [])).toBe('已抄送');
    expect(planStepState(cc(2), 2, '已通过', [])).toBe('已抄送');
    expect(planStepState(cc(2), 2, '审核中', [])).toBe('待抄送');
  });
});
