/**
 * 撤回: the applicant takes back a record under review while nobody has approved anything in its current step. The
 * record becomes 未提交 (editable, submittable again), the open items close and those asked are told.
 */
import type { FlowContext } from './context.js';
import type { FlowEffect } from './effects.js';
import type { WithdrawEvent } from './events.js';
import { chain, draftEntry } from './history.js';
import {
  FLOW_CHANGED,
  MAX_OPINION_LENGTH,
  NO_FLOW_INSTANCE,
  OPINION_TOO_LONG,
  RECORD_NOT_FOUND,
  RECORD_NOT_UNDER_REVIEW,
  WITHDRAW_AFTER_DECISION,
  WITHDRAW_NOT_OWNER,
} from './messages.js';
import { withdrawnNotice } from './notices.js';
import { refusal, type Refusal } from './refusal.js';
import { openIds } from './seats.js';
import type { FlowState } from './state.js';
import { FlowStatus } from './states.js';
import { refused, type FlowStateAfter, type Transition } from './transition.js';

/**
 * The record and its instance when this person may take the record back now, else why not: the applicant, while
 * record and instance are under review and nobody of the current step has approved. The transition refuses by it and
 * 撤回 is offered by it (core/flow/flowOffers.ts).
 */
export function withdrawable(state: FlowState, byId: string): FlowStateAfter | { refusal: Refusal } {
  const { record, instance } = state;
  if (!record) return { refusal: refusal('notFound', RECORD_NOT_FOUND) };
  if (record.ownerId !== byId) return { refusal: refusal('forbidden', WITHDRAW_NOT_OWNER) };
  if (!instance) return { refusal: refusal('notFound', NO_FLOW_INSTANCE) };
  if (instance.status !== FlowStatus.Reviewing || record.status !== FlowStatus.Reviewing) return { refusal: refusal('badRequest', RECORD_NOT_UNDER_REVIEW) };
  if (instance.seats.some((s) => s.state === 'approved')) return { refusal: refusal('badRequest', WITHDRAW_AFTER_DECISION) };
  return { record, instance };
}

export function withdraw(context: FlowContext, state: FlowState, event: WithdrawEvent): Transition {
  const opinion = event.opinion.trim();
  if (opinion.length > MAX_OPINION_LENGTH) return refused(refusal('badRequest', OPINION_TOO_LONG));
  const found = withdrawable(state, event.by.id);
  if ('refusal' in found) return refused(found.refusal);
  const { record, instance } = found;

  const step = instance.route.steps[instance.currentStep - 1];
  const entries = chain(
    [draftEntry({ step: instance.currentStep, stepName: step?.name ?? '', action: 'Withdraw', by: event.by, at: event.at, opinion })],
    FlowStatus.Reviewing,
    FlowStatus.Draft,
  );
  const asked = openIds(instance.seats);
  const effects: FlowEffect[] = [
    {
      kind: 'SaveInstance',
      status: FlowStatus.Draft,
      currentStep: instance.currentStep,
      ended: false,
      seats: [],
      entries,
      by: event.by.id,
      whenChanged: refusal('conflict', FLOW_CHANGED),
    },
    { kind: 'CloseItems', receiverIds: asked },
    { kind: 'SetRecordStatus', from: FlowStatus.Reviewing, to: FlowStatus.Draft, by: event.by.id },
    ...asked.map((id): FlowEffect => ({ kind: 'Notify', receiverId: id, notice: withdrawnNotice(context.subject, record.summary, event.by) })),
  ];
  return {
    state: {
      record: { ...record, status: FlowStatus.Draft },
      instance: { ...instance, status: FlowStatus.Draft, seats: [], history: [...instance.history, ...entries] },
    },
    effects,
  };
}
