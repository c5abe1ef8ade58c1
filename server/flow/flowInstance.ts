/** Flow instances (module FlowExample): one per record, reused when a returned record is submitted again. */
import { newId } from '../platform/db/ids.js';
import { nowText } from '../platform/db/time.js';
import type { Db, Row } from '../platform/db/types.js';
import { decisionsOfRound, parseHistory, type HistoryEntry } from '../../core/flow/history.js';
import type { FlowInstanceState } from '../../core/flow/state.js';
import { FlowStatus } from '../../core/flow/states.js';

export const FLOW_EXAMPLE_MODULE = 'FlowExample';

export async function findInstance(db: Db, moduleName: string, businessId: string): Promise<Row | undefined> {
  return db.selectFrom(FLOW_EXAMPLE_MODULE).selectAll().where('ModuleName', '=', moduleName).where('Business_Id', '=', businessId)
    .orderBy('StartTime', 'desc').executeTakeFirst();
}

export async function findInstanceById(db: Db, id: string): Promise<Row | undefined> {
  return db.selectFrom(FLOW_EXAMPLE_MODULE).selectAll().where('Id', '=', id).executeTakeFirst();
}

export interface StartInstance {
  existing: Row | undefined;
  flowId: string | null;
  moduleName: string;
  businessId: string;
  title: string;
  applicantId: string;
  entry: HistoryEntry;
}

/** Creates the instance, or restarts the returned one at step 1 keeping its history. Returns its id. */
export async function startInstance(db: Db, start: StartInstance): Promise<string> {
  const now = nowText();
  const version = Number(start.existing?.RowVersion ?? 0);
  const common = {
    Flow_Id: start.flowId, Title: start.title.slice(0, 300), CurrentStep: 1, Status: FlowStatus.Reviewing, StartTime: now, EndTime: null,
    History: JSON.stringify([...parseHistory(start.existing?.History), start.entry]), Modify_Time: now, Modify_User_Id: start.applicantId,
  };
  if (start.existing) {
    const id = String(start.existing.Id);
    await db.updateTable(FLOW_EXAMPLE_MODULE).set({ ...common, RowVersion: version + 1 }).where('Id', '=', id).execute();
    return id;
  }
  const id = newId();
  await db.insertInto(FLOW_EXAMPLE_MODULE).values({
    ...common, Id: id, ModuleName: start.moduleName, Business_Id: start.businessId, Applicant_Id: start.applicantId,
    Create_Time: now, Create_User_Id: start.applicantId, RowVersion: 1,
  }).execute();
  return id;
}

export interface AdvanceInstance {
  instance: Row;
  status: string;
  currentStep: number;
  entry: HistoryEntry;
  actorId: string;
  final: boolean;
}

export async function advanceInstance(db: Db, change: AdvanceInstance): Promise<void> {
  const now = nowText();
  await db.updateTable(FLOW_EXAMPLE_MODULE).set({
    Status: change.status, CurrentStep: change.currentStep, EndTime: change.final ? now : null,
    History: JSON.stringify([...parseHistory(change.instance.History), change.entry]),
    Modify_Time: now, Modify_User_Id: change.actorId, RowVersion: Number(change.instance.RowVersion ?? 0) + 1,
  }).where('Id', '=', String(change.instance.Id)).execute();
}

/** The instance as the transitions see it, with the open items of its current step (who has yet to decide). */
export function instanceState(instance: Row, openItems: readonly Row[]): FlowInstanceState {
  return {
    status: String(instance.Status ?? ''),
    applicantId: String(instance.Applicant_Id),
    currentStep: Number(instance.CurrentStep ?? 1),
    waitingFor: openItems.map((item) => ({ approverId: String(item.Receiver_Id), stepName: item.StepName === null || item.StepName === undefined ? null : String(item.StepName) })),
    decisions: decisionsOfRound(parseHistory(instance.History)),
  };
}
