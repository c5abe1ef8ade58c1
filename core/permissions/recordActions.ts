/**
 * What a caller may do with one record — 修改, 删除, 提交 — decided once for both sides (D-FLOW-12): the server
 * refuses a generic write by it (server/flow/flowRecordGuard.ts) and the Submit transition by its submit part
 * (core/flow/submit.ts); the app offers a list row's 编辑 / 提交 / 删除 by it (src/list/actionsColumn.tsx). What it
 * reads is what a list row carries: the module, FlowStatus and Create_User_Id. Whose rows a caller reaches at all (the
 * owner scope) is the read's business: a row on screen is within it.
 */
import { MESSAGES } from '../../contract/errors.js';
import { flowLockMessage } from '../flow/lock.js';
import { NOT_A_FLOW_MODULE } from '../flow/messages.js';
import { refusal, type Refusal } from '../flow/refusal.js';
import { submitRefusal } from '../flow/submitRefusal.js';
import type { Caller } from './caller.js';

export type RecordAction = 'Update' | 'Delete' | 'Submit';

export interface RecordFacts {
  module: string;
  /** An approval module's record: its FlowStatus (null or '' before its first submission). Any other module: undefined. */
  flowStatus?: string | null;
  /** Create_User_Id. */
  ownerId: string | null;
}

/**
 * Why the caller may not do this to the record now, or null. 修改 and 删除 need the grant, then a state the flow
 * lets go (审核中: nobody; 已通过 / 不通过: an administrator correcting it); 提交 is the owner's, from 未提交 or 已退回.
 */
export function recordActionRefusal(action: RecordAction, record: RecordFacts, caller: Caller): Refusal | null {
  if (action === 'Submit') {
    if (record.flowStatus === undefined) return refusal('badRequest', NOT_A_FLOW_MODULE);
    return submitRefusal({ status: record.flowStatus ?? null, ownerId: record.ownerId }, caller.id);
  }
  if (!caller.can(record.module, action)) return refusal('forbidden', MESSAGES.forbidden);
  if (record.flowStatus === undefined) return null;
  const locked = flowLockMessage(record.flowStatus ?? null, action === 'Update' ? 'update' : 'delete', caller.isAdmin);
  return locked ? refusal('badRequest', locked) : null;
}

/** The actions a row or a form offers: exactly those recordActionRefusal lets through. */
export function offeredRecordActions(record: RecordFacts, caller: Caller): Record<RecordAction, boolean> {
  return {
    Update: recordActionRefusal('Update', record, caller) === null,
    Delete: recordActionRefusal('Delete', record, caller) === null,
    Submit: recordActionRefusal('Submit', record, caller) === null,
  };
}
