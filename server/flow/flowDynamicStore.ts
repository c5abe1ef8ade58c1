/** FlowDynamic rows: what shows in a user's flow messages (pending approvals, returned applications). */
import { newId } from '../platform/db/ids.js';
import { nowText } from '../platform/db/time.js';
import type { Db, Row } from '../platform/db/types.js';
import type { FlowItem } from '../../core/flow/effects.js';
import type { Decision } from '../../core/flow/states.js';

export const FLOW_DYNAMIC_TABLE = 'FlowDynamic';

/** An item as a transition asks for it, placed in its instance and record. */
export interface FlowItemInput extends FlowItem {
  exampleId: string;
  moduleName: string;
  businessId: string;
}

export async function insertFlowItem(db: Db, item: FlowItemInput): Promise<void> {
  const returned = item.kind === 'Returned';
  await db.insertInto(FLOW_DYNAMIC_TABLE).values({
    Id: newId(), Example_Id: item.exampleId, ModuleName: item.moduleName, Business_Id: item.businessId, Receiver_Id: item.receiverId,
    Kind: item.kind, Step: item.step, StepName: item.stepName, Applicant_Id: item.applicantId, Summary: item.summary, Time: nowText(),
    // A returned notice is complete from the start: IsComplete true shows as 已退回 (SH-NOTE-4).
    IsComplete: returned ? 1 : 0, CompleteTime: returned ? nowText() : null, Decision: null,
  }).execute();
}

export async function findFlowItem(db: Db, id: string): Promise<Row | undefined> {
  return db.selectFrom(FLOW_DYNAMIC_TABLE).selectAll().where('Id', '=', id).executeTakeFirst();
}

/** The open approval items of an instance's step: who has yet to decide it. */
export async function openItemsOfStep(db: Db, exampleId: string, step: number): Promise<Row[]> {
  return db.selectFrom(FLOW_DYNAMIC_TABLE).selectAll().where('Example_Id', '=', exampleId).where('Step', '=', step)
    .where('Kind', '=', 'Approve').where('IsComplete', '=', 0).execute();
}

/** Closes the step's open items; false when none was open any more (another decision on the step came first). */
export async function completeStepItems(db: Db, exampleId: string, step: number, deciderItemId: string, decision: Decision): Promise<boolean> {
  const now = nowText();
  const closed = await db.updateTable(FLOW_DYNAMIC_TABLE).set({ IsComplete: 1, CompleteTime: now })
    .where('Example_Id', '=', exampleId).where('Step', '=', step).where('Kind', '=', 'Approve').where('IsComplete', '=', 0).executeTakeFirst();
  if (Number(closed.numUpdatedRows) === 0) return false;
  await db.updateTable(FLOW_DYNAMIC_TABLE).set({ Decision: decision }).where('Id', '=', deciderItemId).execute();
  return true;
}

/** A resubmission replaces the returned notice. */
export async function removeReturnedItems(db: Db, exampleId: string): Promise<void> {
  await db.deleteFrom(FLOW_DYNAMIC_TABLE).where('Example_Id', '=', exampleId).where('Kind', '=', 'Returned').execute();
}

export async function removeItemsOfRecord(db: Db, moduleName: string, businessId: string): Promise<void> {
  await db.deleteFrom(FLOW_DYNAMIC_TABLE).where('ModuleName', '=', moduleName).where('Business_Id', '=', businessId).execute();
}

/** The user's flow messages: open approvals and returned applications, newest first. */
export async function flowItemsOf(db: Db, receiverId: string): Promise<Row[]> {
  return db.selectFrom(FLOW_DYNAMIC_TABLE).selectAll().where('Receiver_Id', '=', receiverId)
    .where((eb) => eb.or([eb.and([eb('Kind', '=', 'Approve'), eb('IsComplete', '=', 0)]), eb('Kind', '=', 'Returned')]))
    .orderBy('Time', 'desc').execute();
}
