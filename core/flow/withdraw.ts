/**
 * 撤回: the applicant takes back a record under review while nobody has approved anything in its current step. The
 * record becomes 未提交 (editable, submittable again), the open items close and those asked are told.
 */
import type { FlowContext } from './context.js';
import type { FlowEffect } from './effects.js';
import type { WithdrawEvent } from './events.js';
import { chain, draftEntry } from './history.js';
import {
  FLOW_CHANGED, MAX_OPINION_LENGTH, NO_FLOW_INSTANCE, OPINION_TOO_LONG, RECORD_NOT_FOUND, RECORD_NOT_UNDER_REVIEW, WITHDRAW_AFTER_DECISION, WITHDRAW_NOT_OWNER,
} from './messages.js';
import { withdrawnNotice } from './notices.js';
import { refusal } from './refusal.js';
import { openIds } from './seats.js';
import type { FlowState } from './state.js';
import { FlowStatus } from './states.js';
import { refused, type Transition } from './transition.js';

export function withdraw(context: FlowContext, state: FlowState, event: WithdrawEvent): Transition {
  const { record, instance } = state;
  const opinion = event.opinion.trim();
  if (opinion.length > MAX_OPINION_LENGTH) return refused(refusal('badRequest', OPINION_TOO_LONG));
  if (!record) return refused(refusal('notFound', RECORD_NOT_FOUND));
  if (record.ownerId !== event.by.id) return refused(refusal('forbidden', WITHDRAW_NOT_OWNER));
  if (!instance) return refused(refusal('notFound', NO_FLOW_INSTANCE));
  if (instance.status !== FlowStatus.Reviewing || record.status !== FlowStatus.Reviewing) return refused(refusal('badRequest', RECORD_NOT_UNDER_REVIEW));
  if (instance.seats.some((s) => s.state === 'approved')) return refused(refusal('badRequest', WITHDRAW_AFTER_DECISION));

  const step = instance.route.steps[instance.currentStep - 1];
  const entries = chain([draftEntry({ step: instance.currentStep, stepName: step?.name ?? '', action: 'Withdraw', by: event.by, at: event.at, opinion })],
    FlowStatus.Reviewing, FlowStatus.Draft);
  const asked = openIds(instance.seats);
  const effects: FlowEffect[] = [
    { kind: 'SaveInstance', status: FlowStatus.Draft, currentStep: instance.currentStep, ended: false, seats: [], entries, by: event.by.id, whenChanged: refusal('conflict', FLOW_CHANGED) },
    { kind: 'CloseItems', receiverIds: asked },
    { kind: 'SetRecordStatus', from: FlowStatus.Reviewing, to: FlowStatus.Draft, by: event.by.id },
    ...asked.map((id): FlowEffect => ({ kind: 'Notify', receiverId: id, notice: withdrawnNotice(context.subject, record.summary, event.by) })),
  ];
  return {
    state: { record: { ...record, status: FlowStatus.Draft }, instance: { ...instance, status: FlowStatus.Draft, seats: [], history: [...instance.history, ...entries] } },
    effects,
  };
}
