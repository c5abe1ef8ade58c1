/**
 * Flow instances (module FlowExample): one per record, reused when a returned or withdrawn record is submitted again.
 * The instance keeps its route (planned at submission), the people of its current step (Seats) and its history.
 */
import { newId } from '../platform/db/ids.js';
import { nowText } from '../platform/db/time.js';
import type { Db, Row } from '../platform/db/types.js';
import type { FlowEffect } from '../../core/flow/effects.js';
import { parseHistory, type HistoryEntry } from '../../core/flow/history.js';
import type { RouteStep } from '../../core/flow/route.js';
import type { Seat } from '../../core/flow/seats.js';
import type { FlowInstanceState, InstanceRoute } from '../../core/flow/state.js';
import { standingStepName } from '../../core/flow/standing.js';
import { FlowStatus } from '../../core/flow/states.js';
import { timeMs } from '../../core/flow/time.js';
import { FlowStateMoved } from './flowStateMoved.js';
import type { FlowItemRow } from './flowDynamicStore.js';

export const FLOW_EXAMPLE_MODULE = 'FlowExample';

export async function findInstance(db: Db, moduleName: string, businessId: string): Promise<Row | undefined> {
  return db
    .selectFrom(FLOW_EXAMPLE_MODULE)
    .selectAll()
    .where('ModuleName', '=', moduleName)
    .where('Business_Id', '=', businessId)
    .orderBy('StartTime', 'desc')
    .executeTakeFirst();
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
  /** The name of the first approval step, whose items the caller opens (the list's 当前步骤). */
  firstStepName: string;
}

/** Creates the instance at step 1 without a route (first-start seeding; the route is planned when it is read). */
export async function startInstance(db: Db, start: StartInstance): Promise<string> {
  const now = nowText();
  const id = start.existing ? String(start.existing.Id) : newId();
  const common = {
    Flow_Id: start.flowId,
    Title: start.title.slice(0, 300),
    CurrentStep: 1,
    StepName: standingStepName(FlowStatus.Reviewing, start.firstStepName),
    Status: FlowStatus.Reviewing,
    StartTime: now,
    EndTime: null,
    History: JSON.stringify([...parseHistory(start.existing?.History), start.entry]),
    Modify_Time: now,
    Modify_User_Id: start.applicantId,
  };
  if (start.existing) {
    await db
      .updateTable(FLOW_EXAMPLE_MODULE)
      .set({ ...common, RowVersion: Number(start.existing.RowVersion ?? 0) + 1 })
      .where('Id', '=', id)
      .execute();
  } else {
    await db
      .insertInto(FLOW_EXAMPLE_MODULE)
      .values({
        ...common,
        Id: id,
        ModuleName: start.moduleName,
        Business_Id: start.businessId,
        Applicant_Id: start.applicantId,
        Create_Time: now,
        Create_User_Id: start.applicantId,
        RowVersion: 1,
      })
      .execute();
  }
  return id;
}

type SaveEffect = Extract<FlowEffect, { kind: 'SaveInstance' }>;

export interface SaveTarget {
  /** As loaded before the transition; undefined: the first submission creates it. */
  existing: Row | undefined;
  moduleName: string;
  businessId: string;
  title: string;
  flowId: string | null;
  versionId: string | null;
}

/**
 * Writes what a transition made of the instance, only if nobody changed it since it was loaded (its RowVersion):
 * the second of two racing actions finds it changed here, its transaction is rolled back and the transition runs
 * again on the fresh state (FlowStateMoved). Returns the instance's id.
 */
export async function saveInstance(db: Db, target: SaveTarget, effect: SaveEffect): Promise<string> {
  const now = nowText();
  const { existing } = target;
  const route = effect.start?.route ?? (existing ? storedRoute(existing) : null);
  const values: Row = {
    Status: effect.status,
    CurrentStep: effect.currentStep,
    StepName: standingStepName(effect.status, route?.steps[effect.currentStep - 1]?.name ?? null),
    EndTime: effect.ended ? now : null,
    Seats: JSON.stringify(effect.seats),
    History: JSON.stringify([...parseHistory(existing?.History), ...effect.entries]),
    Modify_Time: now,
    Modify_User_Id: effect.by,
  };
  if (effect.start) {
    Object.assign(values, {
      Flow_Id: target.flowId,
      FlowVersion_Id: target.versionId,
      Title: target.title.slice(0, 300),
      StartTime: now,
      Route: JSON.stringify(effect.start.route),
      LastRemindTime: null,
    });
  }
  if (effect.remindAt !== undefined) values.LastRemindTime = effect.remindAt;
  if (!existing) {
    const id = newId();
    await db
      .insertInto(FLOW_EXAMPLE_MODULE)
      .values({
        ...values,
        Id: id,
        ModuleName: target.moduleName,
        Business_Id: target.businessId,
        Applicant_Id: effect.start?.applicantId ?? effect.by,
        Create_Time: now,
        Create_User_Id: effect.by,
        RowVersion: 1,
      })
      .execute();
    return id;
  }
  const id = String(existing.Id);
  const version = Number(existing.RowVersion ?? 0);
  const updated = await db
    .updateTable(FLOW_EXAMPLE_MODULE)
    .set({ ...values, RowVersion: version + 1 })
    .where('Id', '=', id)
    .where('RowVersion', '=', version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new FlowStateMoved(effect.whenChanged);
  return id;
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string' || text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The stored route; null when the instance was started before routes were kept. */
export function storedRoute(instance: Row): InstanceRoute | null {
  const parsed = parseJson(instance.Route) as Partial<InstanceRoute> | null;
  if (!parsed || !Array.isArray(parsed.steps)) return null;
  return { steps: parsed.steps as RouteStep[], branches: Array.isArray(parsed.branches) ? parsed.branches : [], chosen: parsed.chosen ?? {} };
}

/**
 * The instance as the transitions see it. An instance started before routes and seats were kept (or seeded) reads
 * with the route given (planned now) and its current step's open items as 或签 seats.
 */
export function instanceState(instance: Row, openItems: readonly FlowItemRow[], fallbackRoute: InstanceRoute): FlowInstanceState {
  const status = String(instance.Status ?? '');
  const currentStep = Number(instance.CurrentStep ?? 1);
  const parsedSeats = parseJson(instance.Seats);
  const seats: Seat[] = Array.isArray(parsedSeats)
    ? (parsedSeats as Seat[])
    : status === FlowStatus.Reviewing
      ? openItems.filter((item) => item.Step === currentStep).map((item) => ({ id: item.Receiver_Id, name: '', state: 'open' as const }))
      : [];
  return {
    status,
    applicantId: String(instance.Applicant_Id),
    route: storedRoute(instance) ?? fallbackRoute,
    currentStep,
    seats,
    history: parseHistory(instance.History),
    lastRemindAt: timeMs(instance.LastRemindTime),
  };
}
