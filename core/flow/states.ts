/**
 * The approval vocabulary: a record's FlowStatus (未提交 → 审核中 → 已通过 | 已退回 | 不通过) and the decisions an
 * approver makes. Statuses are stored as their Chinese text, so these values are also what the wire carries.
 */

export const FlowStatus = {
  Draft: '未提交',
  Reviewing: '审核中',
  Approved: '已通过',
  Returned: '已退回',
  Refused: '不通过',
} as const;

export type FlowStatusValue = (typeof FlowStatus)[keyof typeof FlowStatus];

export type Decision = 'Approved' | 'Returned' | 'Refuse';
export const DECISIONS: readonly Decision[] = ['Approved', 'Returned', 'Refuse'];
export const DECISION_NAMES: Record<Decision, string> = { Approved: '通过', Returned: '退回', Refuse: '不通过' };

/** The applicant's action as the history names it (its step is 0: before the first step). */
export const SUBMIT_ACTION = 'Submit';
export const SUBMIT_NAME = '提交';

/** The decision a wire value names, or null (the values are case-sensitive, as they always were). */
export function parseDecision(text: string): Decision | null {
  return (DECISIONS as readonly string[]).includes(text) ? (text as Decision) : null;
}

/** Only 通过 moves a flow on; 退回 and 不通过 end the round. */
export function countsAsApproved(decision: Decision): boolean {
  return decision === 'Approved';
}

/** States an applicant may submit from: never submitted (no status yet, or 未提交) or sent back (已退回). */
export function canSubmitFrom(status: string | null): boolean {
  return status === null || status === '' || status === FlowStatus.Draft || status === FlowStatus.Returned;
}

/** States a flow never leaves: the record is kept as decided. */
export function isFinal(status: string | null): boolean {
  return status === FlowStatus.Approved || status === FlowStatus.Refused;
}
