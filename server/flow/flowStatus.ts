/** FlowStatus of records in approval modules, and which states keep a record read-only. */

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

/** States an applicant may submit from. */
export function canSubmitFrom(status: string | null): boolean {
  return status === null || status === '' || status === FlowStatus.Draft || status === FlowStatus.Returned;
}

export type RecordWrite = 'update' | 'delete';

/**
 * Why a write is refused, or null when allowed: under review nobody edits (decisions only); once final the
 * record is kept as approved or refused (an administrator may still correct it).
 */
export function flowLockMessage(status: string | null, write: RecordWrite, isAdmin: boolean): string | null {
  const verb = write === 'update' ? '修改' : '删除';
  if (status === FlowStatus.Reviewing) return `审核中的数据不可${verb}`;
  if ((status === FlowStatus.Approved || status === FlowStatus.Refused) && !isAdmin) return `${status}的数据不可${verb}`;
  return null;
}
