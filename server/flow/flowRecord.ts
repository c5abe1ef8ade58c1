/** The business record under approval: its status, its owner and the status change. */
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { nowText } from '../platform/db/time.js';
import type { Db, Row } from '../platform/db/types.js';
import { STALE_ROW_VERSION, writeChange, type Actor } from '../records/index.js';
import { refusal } from '../../core/flow/refusal.js';
import type { RecordSnapshot } from '../../core/flow/state.js';
import { FlowStateMoved } from './flowStateMoved.js';

export async function findBusinessRow(db: Db, module: CatalogueModule, id: string): Promise<Row | undefined> {
  return db.selectFrom(module.name).selectAll().where('Id', '=', id).executeTakeFirst();
}

export function recordStatus(row: Row): string | null {
  return row.FlowStatus === null || row.FlowStatus === undefined ? null : String(row.FlowStatus);
}

/**
 * Moves the record from `from` to `to`; a concurrent change of its status makes the transition run again
 * (FlowStateMoved). The move's change-history line (审核状态 from → to, by `author`) is written in the same `db`
 * transaction: a status that moved has its line.
 */
export async function setRecordStatus(db: Db, module: CatalogueModule, row: Row, from: string | null, to: string, author: Actor): Promise<void> {
  const changes = { FlowStatus: to, Modify_Time: nowText(), Modify_User_Id: author.userId, RowVersion: Number(row.RowVersion ?? 0) + 1 };
  let query = db.updateTable(module.name).set(changes).where('Id', '=', String(row.Id));
  query = from === null ? query.where('FlowStatus', 'is', null) : query.where('FlowStatus', '=', from);
  const result = await query.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new FlowStateMoved(refusal('conflict', STALE_ROW_VERSION));
  await writeChange(db, module, '审批', author, String(row.Id), row, { ...row, ...changes });
}

/** Whose record it is and where it stands. */
export function recordFacts(row: Row): Pick<RecordSnapshot, 'status' | 'ownerId'> {
  return {
    status: recordStatus(row),
    ownerId: row.Create_User_Id === null || row.Create_User_Id === undefined ? null : String(row.Create_User_Id),
  };
}

/** The record as the transitions see it; `summary` names it in messages (records/recordName.ts recordSummary). */
export function recordSnapshot(row: Row, summary: string): RecordSnapshot {
  return { ...recordFacts(row), summary };
}
