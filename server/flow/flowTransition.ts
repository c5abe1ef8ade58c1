/**
 * How the server runs a flow transition: load the state, resolve the approvers of the steps the core may enter,
 * let the pure core decide (core/flow/transitions.ts), then perform its effects in one transaction. A refusal is
 * answered before anything is written.
 */
import type { Approver } from './approvers.js';
import { candidatesFor } from './approvers.js';
import type { AppContext } from '../appContext.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Row } from '../platform/db/types.js';
import type { FlowEvent } from '../../core/flow/events.js';
import type { FlowState, Person } from '../../core/flow/state.js';
import type { FlowStateAfter } from '../../core/flow/transition.js';
import { approverLookups, transition } from '../../core/flow/transitions.js';
import { definitionOf, type ResolvedFlow } from './flowDefinition.js';
import { openItemsOfStep } from './flowDynamicStore.js';
import { performEffects, type FlowOutcome } from './flowEffects.js';
import { instanceState } from './flowInstance.js';
import { recordSnapshot } from './flowRecord.js';
import { refusalError } from './flowRefusal.js';

export interface TransitionInput {
  module: CatalogueModule;
  businessId: string;
  /** The business record; undefined when it no longer exists (the core says how to answer). */
  row: Row | undefined;
  /** The record's instance; undefined before the first submission. */
  instance: Row | undefined;
  /** The flow the transition runs on. */
  flow: ResolvedFlow;
  event: FlowEvent;
}

export interface TransitionDone extends FlowOutcome {
  state: FlowStateAfter;
  /** The people asked at the state's current step, as the server knows them (with their accounts). */
  approvers: Approver[];
}

const personOf = (approver: Approver): Person => ({ id: approver.Id, name: approver.Name });

export async function runTransition(ctx: AppContext, input: TransitionInput): Promise<TransitionDone> {
  const { module, businessId, row, instance, flow, event } = input;
  const openItems = instance ? await openItemsOfStep(ctx.db, String(instance.Id), Number(instance.CurrentStep ?? 1)) : [];
  const before: FlowState = { record: row ? recordSnapshot(module, row) : null, instance: instance ? instanceState(instance, openItems) : null };
  const definition = definitionOf(flow);
  const candidates = await candidatesFor(ctx, module, flow, approverLookups(definition, before, event));
  const people = new Map([...candidates].map(([step, approvers]) => [step, approvers.map(personOf)]));
  const result = transition({ subject: { module: module.name, recordId: businessId }, definition, candidates: people }, before, event);
  if ('refusal' in result) throw refusalError(result.refusal);

  const performed = await ctx.db.transaction().execute((trx) =>
    performEffects(trx, { module, businessId, row, instance, flowId: flow.flowId, openItems }, result.effects));
  const after = result.state.instance;
  const asked = new Set(after.waitingFor.map((w) => w.approverId));
  return {
    ...performed,
    moduleName: module.name,
    businessId,
    ownerId: after.applicantId,
    state: result.state,
    approvers: (candidates.get(after.currentStep) ?? []).filter((approver) => asked.has(approver.Id)),
  };
}
