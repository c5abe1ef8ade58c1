/**
 * How each step of an instance's route stands, for the flow diagram and the history view: 待审批 (an approver step not
 * reached), 待抄送 (a 抄送 step not reached: nobody approves a copy), 审核中 (current), 已通过, 已退回, 不通过, 已跳过
 * (nobody to ask), 已抄送. Read from the current round's history.
 */
import type { HistoryEntry } from './history.js';
import { stepFactsOf } from './nodeKinds/facts.js';
import type { RouteStep } from './route.js';
import { FlowStatus } from './states.js';
import { SUBMIT_ACTION } from './states.js';

export type PlanStepState = '待审批' | '待抄送' | '审核中' | '已通过' | '已退回' | '不通过' | '已跳过' | '已抄送';

/** The entries since the last submission. */
export function currentRound(history: readonly HistoryEntry[]): HistoryEntry[] {
  const last = history.map((e) => e.Action).lastIndexOf(SUBMIT_ACTION);
  return last === -1 ? [] : history.slice(last + 1);
}

type StepOf = Pick<RouteStep, 'index' | 'kind'>;

/** A step the flow has not reached (or a route planned before submission): waiting for its approvers, or to copy. */
export function unreachedState(step: Pick<RouteStep, 'kind'>): PlanStepState {
  return stepFactsOf(step.kind).waiting;
}

export function planStepState(step: StepOf, current: number, status: string, round: readonly HistoryEntry[]): PlanStepState {
  const { index } = step;
  const latest = [...round].reverse().find((e) => e.Step === index);
  const kind = stepFactsOf(step.kind);
  if (index === current && kind.decides) {
    if (status === FlowStatus.Reviewing) return '审核中';
    if (status === FlowStatus.Returned) return '已退回';
    if (status === FlowStatus.Refused) return '不通过';
  }
  if (latest?.Action === 'Skip') return '已跳过';
  if (latest?.Action === 'Cc') return '已抄送';
  if (status === FlowStatus.Draft) return unreachedState(step);
  // A copy is sent once the flow passes it (a route planned before copies were recorded has no entry for it).
  if (index < current || (status === FlowStatus.Approved && index <= current)) return kind.passed;
  return unreachedState(step);
}
