/**
 * How each step of an instance's route stands, for the flow diagram and the history view: 待审批 (not reached),
 * 审核中 (current), 已通过, 已退回, 不通过, 已跳过 (nobody to ask), 已抄送. Read from the current round's history.
 */
import type { HistoryEntry } from './history.js';
import { FlowStatus } from './states.js';
import { SUBMIT_ACTION } from './states.js';

export type PlanStepState = '待审批' | '审核中' | '已通过' | '已退回' | '不通过' | '已跳过' | '已抄送';

/** The entries since the last submission. */
export function currentRound(history: readonly HistoryEntry[]): HistoryEntry[] {
  const last = history.map((e) => e.Action).lastIndexOf(SUBMIT_ACTION);
  return last === -1 ? [] : history.slice(last + 1);
}

export function planStepState(index: number, current: number, status: string, round: readonly HistoryEntry[]): PlanStepState {
  const latest = [...round].reverse().find((e) => e.Step === index);
  if (index === current) {
    if (status === FlowStatus.Reviewing) return '审核中';
    if (status === FlowStatus.Returned) return '已退回';
    if (status === FlowStatus.Refused) return '不通过';
  }
  if (latest?.Action === 'Skip') return '已跳过';
  if (latest?.Action === 'Cc') return '已抄送';
  if (status === FlowStatus.Draft) return '待审批';
  if (index < current || (status === FlowStatus.Approved && index <= current)) return '已通过';
  return '待审批';
}
