/**
 * How the server runs a flow transition: load the state (the record, the instance with its own route and its open
 * items, read in one snapshot), resolve who each step of the route names, let the pure core decide
 * (core/flow/transitions.ts), then perform its effects in one transaction. A refusal is answered before anything is
 * written. When the effects' guarded updates find that another action committed since the load, the whole transition
 * runs again on the fresh state: a second 会签 vote then counts, while an action the other made stale (the step
 * decided by an 或签 peer, the record withdrawn) is refused by the core with its Chinese 409.
 */
import type { AppContext } from '../appContext.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { readSnapshot } from '../platform/db/readSnapshot.js';
import { retryDelayMs, type RetryPolicy } from '../platform/db/serializableWrite.js';
import type { Db, Row } from '../platform/db/types.js';
import type { CallerItem } from '../../core/flow/currentTask.js';
import type { FlowEvent } from '../../core/flow/events.js';
import type { PlannedRoute } from '../../core/flow/route.js';
import type { FlowInstanceState, FlowState, InstanceRoute, Person } from '../../core/flow/state.js';
import type { FlowStateAfter } from '../../core/flow/transition.js';
import { transition } from '../../core/flow/transitions.js';
import { administrators, candidatesForRoute, deputiesForRoute, enabledUsers, type Approver } from './approvers.js';
import { flowOfInstance, planFor, type ResolvedFlow } from './flowDefinition.js';
import { latestItemOf, openItemsOf } from './flowDynamicStore.js';
import { performEffects, type FlowOutcome } from './flowEffects.js';
import { findInstance, findInstanceById, instanceState } from './flowInstance.js';
import { findBusinessRow, recordSnapshot } from './flowRecord.js';
import { recordName, summaryOf } from '../records/index.js';
import { refusalError } from './flowRefusal.js';
import { FlowStateMoved } from './flowStateMoved.js';

export interface TransitionInput {
  module: CatalogueModule;
  businessId: string;
  /** The instance acted on; absent: the record's latest, if it has one (none before the first submission). */
  instanceId?: string;
  /** Submit: the flow the submission runs (its route is planned now). */
  flow?: ResolvedFlow;
  event: FlowEvent;
  /** The address the action came from (request.ip), for the change-history line of a status move. */
  address?: string;
}

export interface TransitionDone extends FlowOutcome {
  state: FlowStateAfter;
}

const personOf = (approver: Approver): Person => ({ id: approver.Id, name: approver.Name });

/** The instance as the core reads it; one started before routes were kept gets the route its flow gives the record now. */
export async function loadInstanceState(db: Db, module: CatalogueModule, instance: Row, row: Row | undefined): Promise<FlowInstanceState> {
  const open = await openItemsOf(db, String(instance.Id));
  let fallback: InstanceRoute = { steps: [], branches: [], chosen: {} };
  if (instance.Route === null || instance.Route === undefined || instance.Route === '') {
    const flow = await flowOfInstance(db, module, instance.Flow_Id === null || instance.Flow_Id === undefined ? null : String(instance.Flow_Id));
    const plan: PlannedRoute = planFor(flow, module, row ?? {});
    fallback = { steps: plan.steps, branches: plan.branches, chosen: {} };
  }
  const state = instanceState(instance, open, fallback);
  // Seats read from the open items of an older instance carry ids only: name them for the history and the plan.
  const unnamed = state.seats.filter((s) => s.name === '').map((s) => s.id);
  if (unnamed.length === 0) return state;
  const names = new Map((await enabledUsers(db, unnamed)).map((u) => [u.Id, u.Name]));
  return { ...state, seats: state.seats.map((s) => (s.name === '' ? { ...s, name: names.get(s.id) ?? '' } : s)) };
}

interface LoadedState {
  /** undefined when the record no longer exists (the core says how to answer). */
  row: Row | undefined;
  /** The record's name for people (its summary, the instance's title); the instance's when the record is gone. */
  title: string;
  instance: Row | undefined;
  state: FlowState;
  /** Approver actions: the actor's latest item of the instance. */
  callerItem: CallerItem | null;
}

/** The events an approver of the current step acts by: their item tells a stale action from an unentitled one. */
const APPROVER_EVENTS: ReadonlySet<FlowEvent['type']> = new Set(['Decide', 'Transfer', 'AddSigner']);

/**
 * The record, its instance and the instance's open items as of one moment. Read apart, a decision committed between
 * two reads would show the instance 审核中 beside a record already 已通过, and the loser of two concurrent decisions
 * would be told 该数据不在审核中 or 您不是当前步骤的审批人 instead of 该审批已结束.
 */
function loadState(ctx: AppContext, module: CatalogueModule, businessId: string, instanceId: string | undefined, event: FlowEvent): Promise<LoadedState> {
  return readSnapshot(ctx.db, ctx.dialect, async (db) => {
    const row = await findBusinessRow(db, module, businessId);
    const instance = instanceId === undefined ? await findInstance(db, module.name, businessId) : await findInstanceById(db, instanceId);
    const title = row ? await recordName(db, ctx.catalogue, module, row) : String(instance?.Title ?? '');
    return {
      row,
      instance,
      title,
      state: {
        record: row ? recordSnapshot(row, summaryOf(module, title)) : null,
        instance: instance ? await loadInstanceState(db, module, instance, row) : null,
      },
      callerItem: instance && APPROVER_EVENTS.has(event.type) ? await latestItemOf(db, String(instance.Id), event.by.id) : null,
    };
  });
}

/**
 * How often a transition is run again when others keep committing first. Each lost attempt means another action went
 * through, so these attempts outlast any crowd of approvers deciding one step at the same moment; the short random
 * waits keep losers from colliding again in lockstep.
 */
export const FLOW_RETRY_POLICY: RetryPolicy = { maxAttempts: 12, baseDelayMs: 2, maxDelayMs: 50, budgetMs: 5_000 };

export async function runTransition(ctx: AppContext, input: TransitionInput): Promise<TransitionDone> {
  const started = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await attemptTransition(ctx, input);
    } catch (error) {
      if (!(error instanceof FlowStateMoved)) throw error;
      const delay = retryDelayMs(attempt, FLOW_RETRY_POLICY);
      if (attempt >= FLOW_RETRY_POLICY.maxAttempts || Date.now() - started + delay > FLOW_RETRY_POLICY.budgetMs) throw refusalError(error.refusal);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** One attempt: load, decide, perform; FlowStateMoved when another action committed since the load. */
async function attemptTransition(ctx: AppContext, input: TransitionInput): Promise<TransitionDone> {
  const { module, businessId, flow, event } = input;
  const { row, instance, title, state: before, callerItem } = await loadState(ctx, module, businessId, input.instanceId, event);
  const plan = event.type === 'Submit' && flow ? planFor(flow, module, row ?? {}) : null;
  const steps = plan?.steps ?? before.instance?.route.steps ?? [];
  const applicantId = event.type === 'Submit' ? event.by.id : (before.instance?.applicantId ?? '');
  const candidates = await candidatesForRoute(ctx, module, steps, applicantId);
  const deputies = await deputiesForRoute(ctx, module, steps, candidates, applicantId);
  const admins = (await administrators(ctx.db)).map(personOf);
  const people = (byKey: ReadonlyMap<string, readonly Approver[]>) => new Map([...byKey].map(([key, named]) => [key, named.map(personOf)]));
  const result = transition(
    {
      subject: { module: module.name, recordId: businessId },
      plan,
      candidates: people(candidates),
      deputies: people(deputies),
      admins,
      callerItem,
    },
    before,
    event,
  );
  if ('refusal' in result) throw refusalError(result.refusal);

  const author = { userId: event.by.id, isAdmin: false, name: event.by.name, address: input.address ?? '' };
  const target = { module, businessId, row, title, instance, flowId: flow?.flowId ?? null, versionId: flow?.versionId ?? null, author };
  const performed = await ctx.db.transaction().execute((trx) => performEffects(trx, target, result.effects));
  return { ...performed, moduleName: module.name, businessId, ownerId: result.state.instance.applicantId, state: result.state };
}
