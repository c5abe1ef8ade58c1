/**
 * The audit trail (module FlowAuditLog, D-FLOW audit): one append-only row per history entry of every flow, so the
 * administrators' 审批日志 pages and filters in SQL instead of reading every instance's JSON history. The engine
 * appends a row with each history entry it writes, inside the same transaction.
 */
import type { FlowAuditRow } from '../../contract/index.js';
import { newId } from '../platform/db/ids.js';
import type { Db } from '../platform/db/types.js';
import type { HistoryEntry } from '../../core/flow/history.js';
import { FLOW_ACTION_NAMES } from '../../contract/index.js';

export const FLOW_AUDIT_MODULE = 'FlowAuditLog';

export type FlowAuditInput = Omit<FlowAuditRow, 'ModuleDescription'> & { User_Id: string; Target?: string | null };

/** Bounds as the module file declares them: a log row is never refused for a long opinion or title. */
const cut = (value: unknown, max: number): string => (value === null || value === undefined ? '' : String(value)).slice(0, max);
const cutOrNull = (value: unknown, max: number): string | null => (value === null || value === undefined || value === '' ? null : cut(value, max));

let counter = 0;
/**
 * Entries of one request share a second (提交 then 退回 then 重新提交 in a test, 通过 and 抄送 in one transition): the
 * order key keeps them in the order they were written — milliseconds, then a counter of this process.
 */
function nextSeq(): string {
  counter = (counter + 1) % 1_000_000;
  return `${String(Date.now()).padStart(15, '0')}-${String(counter).padStart(6, '0')}`;
}

export async function appendFlowAudit(db: Db, row: FlowAuditInput): Promise<void> {
  await db
    .insertInto(FLOW_AUDIT_MODULE)
    .values({
      Id: newId(),
      FlowExample_Id: row.FlowExample_Id,
      ModuleName: row.ModuleName,
      Business_Id: row.Business_Id,
      Title: cut(row.Title, 300),
      Step: row.Step,
      StepName: cut(row.StepName, 100),
      Action: cut(row.Action, 32),
      ActionName: cut(row.ActionName, 32),
      Opinion: cut(row.Opinion, 1000),
      User_Id: row.User_Id,
      UserName: cut(row.UserName, 50),
      FromStatus: cutOrNull(row.FromStatus, 20),
      ToStatus: cutOrNull(row.ToStatus, 20),
      Target: cutOrNull(row.Target, 500),
      Time: row.Time,
      Seq: nextSeq(),
      Create_Time: row.Time,
      Modify_Time: row.Time,
      Create_User_Id: row.User_Id,
      Modify_User_Id: row.User_Id,
      RowVersion: 1,
    })
    .execute();
}

/**
 * The history entry of an instance as its audit row: the entry's own statuses and target when the engine writes them,
 * else the statuses the caller saw the instance move between.
 */
export function auditOfEntry(
  exampleId: string,
  moduleName: string,
  businessId: string,
  title: string,
  entry: HistoryEntry,
  moved?: { from: string | null; to: string | null },
): FlowAuditInput {
  const more = entry as HistoryEntry & { FromStatus?: string | null; ToStatus?: string | null; Target?: string };
  return {
    FlowExample_Id: exampleId,
    ModuleName: moduleName,
    Business_Id: businessId,
    Title: title,
    Step: entry.Step,
    StepName: entry.StepName,
    Action: entry.Action,
    ActionName: entry.ActionName || FLOW_ACTION_NAMES[entry.Action] || '',
    Opinion: entry.Opinion ?? '',
    User_Id: entry.User_Id,
    UserName: entry.UserName,
    FromStatus: more.FromStatus ?? moved?.from ?? null,
    ToStatus: more.ToStatus ?? moved?.to ?? null,
    Target: more.Target ?? null,
    Time: entry.Time,
  };
}
