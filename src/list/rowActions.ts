/**
 * What a list row offers — 编辑, 提交 / 重新提交, 删除 — by core's record action policy (core/permissions/recordActions.ts),
 * the rule the server refuses writes and submissions by: nothing is offered that would be refused after its
 * confirmation (删除 on a record 审核中, say).
 */
import type { ApiRecord } from '../../contract/index';
import type { Caller } from '../../core/permissions/caller';
import { offeredRecordActions, type RecordAction, type RecordFacts } from '../../core/permissions/recordActions';
import { FLOW_STATUS_FIELD } from '../flow/flowView';

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** The facts a row carries: its module, its FlowStatus when the module goes through approval, its owner. */
export function rowFacts(module: string, approval: boolean, record: ApiRecord): RecordFacts {
  return { module, ownerId: text(record.Create_User_Id), ...(approval ? { flowStatus: text(record[FLOW_STATUS_FIELD]) } : {}) };
}

/** The row's offers; none while the caller is not known yet. */
export function rowActions(module: string, approval: boolean, record: ApiRecord, caller: Caller | null): Record<RecordAction, boolean> {
  if (!caller) return { Update: false, Delete: false, Submit: false };
  return offeredRecordActions(rowFacts(module, approval, record), caller);
}
