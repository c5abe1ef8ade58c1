import { describe, expect, it } from 'vitest';
import type { FlowHistoryEntry } from '../../contract/index';
import { latestOpinion } from './latestOpinion';

const entry = (Action: string, ActionName: string, Opinion = '', Time = '2026-11-28 10:00:00'): FlowHistoryEntry => ({
  Step: 1,
  StepName: '科研处初审',
  Action,
  ActionName,
  Opinion,
  User_Id: 'u',
  UserName: '林晓雯',
  Time,
});

describe('the latest opinion beside a record state', () => {
  it('is the newest decision with an opinion, a return reason above all', () => {
    const history = [entry('Submit', '提交'), entry('Approved', '通过', '同意'), entry('Returned', '退回', '请补充全文', '2026-11-28 11:00:00')];
    expect(latestOpinion(history)).toEqual({ label: '退回意见', text: '请补充全文', by: '林晓雯', time: '2026-11-28 11:00:00', tone: 'warning' });
    expect(latestOpinion([entry('Submit', '提交'), entry('Refuse', '不通过', '不符合要求'), entry('Cc', '抄送')])?.tone).toBe('danger');
  });

  it('is none before any decision, after a resubmission, or when the last decision said nothing', () => {
    expect(latestOpinion([])).toBeNull();
    expect(latestOpinion([entry('Submit', '提交'), entry('Returned', '退回', '请补充'), entry('Submit', '重新提交')])).toBeNull();
    expect(latestOpinion([entry('Submit', '提交'), entry('Returned', '退回', '请补充'), entry('Approved', '通过')])).toBeNull();
  });
});
