/** Which FlowStatus keeps a record from the generic update and delete (decisions change it only through the flow). */
import { FlowStatus, isFinal } from './states.js';

export type RecordWrite = 'update' | 'delete';

/**
 * Why a write is refused, or null when allowed: under review nobody edits (decisions only); once final the record
 * is kept as approved or refused, though an administrator may still correct it. 未提交 and 已退回 are the
 * applicant's to edit.
 */
export function flowLockMessage(status: string | null, write: RecordWrite, isAdmin: boolean): string | null {
  const verb = write === 'update' ? '修改' : '删除';
  if (status === FlowStatus.Reviewing) return `审核中的数据不可${verb}`;
  if (isFinal(status) && !isAdmin) return `${status}的数据不可${verb}`;
  return null;
}
