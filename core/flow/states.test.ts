import { describe, expect, it } from 'vitest';
import { canSubmitFrom, countsAsApproved, DECISION_NAMES, FlowStatus, isFinal, parseDecision } from './states.js';

describe('flow states', () => {
  it('submits only what was never submitted or came back', () => {
    expect([null, '', '未提交', '已退回'].map(canSubmitFrom)).toEqual([true, true, true, true]);
    expect(['审核中', '已通过', '不通过', '草稿'].map(canSubmitFrom)).toEqual([false, false, false, false]);
  });

  it('ends for good at 已通过 and 不通过 only', () => {
    expect(Object.values(FlowStatus).filter(isFinal)).toEqual(['已通过', '不通过']);
    expect(isFinal(null)).toBe(false);
  });

  it('counts 通过 as approved, 退回 and 不通过 not', () => {
    expect(countsAsApproved('Approved')).toBe(true);
    expect(countsAsApproved('Returned')).toBe(false);
    expect(countsAsApproved('Refuse')).toBe(false);
    expect(DECISION_NAMES).toEqual({ Approved: '通过', Returned: '退回', Refuse: '不通过' });
  });

  it('reads the three decisions from the wire, case-sensitively', () => {
    expect(['Approved', 'Returned', 'Refuse'].map(parseDecision)).toEqual(['Approved', 'Returned', 'Refuse']);
    expect(['approved', 'Maybe', '', 'Submit'].map(parseDecision)).toEqual([null, null, null, null]);
  });
});
