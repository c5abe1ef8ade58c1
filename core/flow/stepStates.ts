/** How each step of a flow stands, for the history view: passed, open, how the round ended there, or not reached. */
import { FlowStatus } from './states.js';

export type StepState = '未开始' | '审核中' | '已通过' | '已退回' | '不通过';

/**
 * `index` and `current` count from 1; `status` is the instance's, null before the first submission. Steps before
 * the current one were approved; the current one shows where the instance stands.
 */
export function stepState(index: number, current: number, status: string | null): StepState {
  if (status === null || index > current) return '未开始';
  if (index < current) return '已通过';
  if (status === FlowStatus.Reviewing) return '审核中';
  if (status === FlowStatus.Approved) return '已通过';
  if (status === FlowStatus.Returned) return '已退回';
  if (status === FlowStatus.Refused) return '不通过';
  return '未开始';
}
