/** FlowDynamic rows: what shows in a user's flow messages (pending approvals, returned applications, copies 抄送). */
import { newId } from '../platform/db/ids.js';
import { nowText } from '../platform/db/time.js';
import type { InternalRow } from '../platform/db/internalDb.js';
import type { Db } from '../platform/db/types.js';
import type { CallerItem } from '../../core/flow/currentTask.js';
import type { FlowItem } from '../../core/flow/effects.js';
import type { Decision } from '../../core/flow/states.js';

export const FLOW_DYNAMIC_TABLE = 'FlowDynamic';

export type FlowItemRow = InternalRow<'FlowDynamic'>;

/** An item as a transition asks for it, placed in its instance and record. */
export interface FlowItemInput extends FlowItem {
  exampleId: string;
  moduleName: string;
  businessId: string;
}

export async function insertFlowItem(db: Db, item: FlowItemInput): Promise<void> {
  // A returned notice or a copy needs no decision: complete from the start (a returned one shows as 已退回, SH-NOTE-4).
  const done = item.kind !== 'Approve';
  await db
    .insertInto(FLOW_DYNAMIC_TABLE)
    .values({
      Id: newId(),
      Example_Id: item.exampleId,
      ModuleName: item.moduleName,
      Business_Id: item.businessId,
      Receiver_Id: item.receiverId,
      Kind: item.kind,
      Step: item.step,
      StepName: item.stepName,
      Applicant_Id: item.applicantId,
      Summary: item.summary,
      Time: nowText(),
      IsComplete: done ? 1 : 0,
      CompleteTime: done ? nowText() : null,
      Decision: null,
    })
    .execute();
}

export async function findFlowItem(db: Db, id: string): Promise<FlowItemRow | undefined> {
  return db.selectFrom(FLOW_DYNAMIC_TABLE).selectAll().where('Id', '=', id).executeTakeFirst();
}

/** Every open approval item of an instance. */
export async function openItemsOf(db: Db, exampleId: string): Promise<FlowItemRow[]> {
  return db.selectFrom(FLOW_DYNAMIC_TABLE).selectAll().where('Example_Id', '=', exampleId).where('Kind', '=', 'Approve').where('IsComplete', '=', 0).execute();
}

/** The user's latest approval item of an instance (newest first by time, then by id, which sorts by creation), or null. */
export async function latestItemOf(db: Db, exampleId: string, receiverId: string): Promise<CallerItem | null> {
  const item = await db
    .selectFrom(FLOW_DYNAMIC_TABLE)
    .select(['Step', 'IsComplete', 'Decision'])
    .where('Example_Id', '=', exampleId)
    .where('Receiver_Id', '=', receiverId)
    .where('Kind', '=', 'Approve')
    .orderBy('Time', 'desc')
    .orderBy('Id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!item) return null;
  return { step: item.Step, open: item.IsComplete !== 1, decidedByCaller: (item.Decision ?? '') !== '' };
}

/** Closes these people's open approval items of the instance; the decider's records their decision. */
export async function closeItems(
  db: Db,
  exampleId: string,
  receiverIds: readonly string[],
  decision?: { receiverId: string; decision: Decision },
): Promise<void> {
  const now = nowText();
  const open = () => db.updateTable(FLOW_DYNAMIC_TABLE).where('Example_Id', '=', exampleId).where('Kind', '=', 'Approve').where('IsComplete', '=', 0);
  if (decision) await open().set({ IsComplete: 1, CompleteTime: now, Decision: decision.decision }).where('Receiver_Id', '=', decision.receiverId).execute();
  if (receiverIds.length > 0)
    await open()
      .set({ IsComplete: 1, CompleteTime: now })
      .where('Receiver_Id', 'in', [...receiverIds])
      .execute();
}

/** A resubmission replaces the returned notice. */
export async function removeReturnedItems(db: Db, exampleId: string): Promise<void> {
  await db.deleteFrom(FLOW_DYNAMIC_TABLE).where('Example_Id', '=', exampleId).where('Kind', '=', 'Returned').execute();
}

export async function removeItemsOfRecord(db: Db, moduleName: string, businessId: string): Promise<void> {
  await db.deleteFrom(FLOW_DYNAMIC_TABLE).where('ModuleName', '=', moduleName).where('Business_Id', '=', businessId).execute();
}

/** The user's flow messages: open approvals and returned applications, newest first. */
export async function flowItemsOf(db: Db, receiverId: string): Promise<FlowItemRow[]> {
  return db
    .selectFrom(FLOW_DYNAMIC_TABLE)
    .selectAll()
    .where('Receiver_Id', '=', receiverId)
    .where((eb) => eb.or([eb.and([eb('Kind', '=', 'Approve'), eb('IsComplete', '=', 0)]), eb('Kind', '=', 'Returned')]))
    .orderBy('Time', 'desc')
    .execute();
}
