/** 催办: the applicant reminds the current approvers of a record under review, at most once per FLOW_REMIND_INTERVAL_MS. */
import { FLOW_REMIND_INTERVAL_MS } from '../../contract/flowActions.js';
import type { FlowContext } from './context.js';
import type { FlowEffect } from './effects.js';
import type { RemindEvent } from './events.js';
import { chain, draftEntry } from './history.js';
import { FLOW_CHANGED, NO_FLOW_INSTANCE, RECORD_NOT_FOUND, RECORD_NOT_UNDER_REVIEW, REMIND_NOT_OWNER, remindTooSoon } from './messages.js';
import { remindNotice } from './notices.js';
import { refusal, type Refusal } from './refusal.js';
import { openIds } from './seats.js';
import type { FlowInstanceState, FlowState } from './state.js';
import { FlowStatus } from './states.js';
import { timeText } from './time.js';
import { refused, type FlowStateAfter, type Transition } from './transition.js';

/** When the applicant may remind again: null now. */
export function nextRemindAt(instance: Pick<FlowInstanceState, 'lastRemindAt'>, nowMs: number): number | null {
  if (instance.lastRemindAt === null) return null;
  const next = instance.lastRemindAt + FLOW_REMIND_INTERVAL_MS;
  return next > nowMs ? next : null;
}

/**
 * The record and its instance when this person may remind the approvers now, else why not: the applicant, while under
 * review, an interval after the last reminder. The transition refuses by it and 催办 is offered by it
 * (core/flow/flowOffers.ts).
 */
export function remindable(state: FlowState, byId: string, nowMs: number): FlowStateAfter | { refusal: Refusal } {
  const { record, instance } = state;
  if (!record) return { refusal: refusal('notFound', RECORD_NOT_FOUND) };
  if (record.ownerId !== byId) return { refusal: refusal('forbidden', REMIND_NOT_OWNER) };
  if (!instance) return { refusal: refusal('notFound', NO_FLOW_INSTANCE) };
  if (instance.status !== FlowStatus.Reviewing || record.status !== FlowStatus.Reviewing) return { refusal: refusal('badRequest', RECORD_NOT_UNDER_REVIEW) };
  const next = nextRemindAt(instance, nowMs);
  if (next !== null) return { refusal: refusal('badRequest', remindTooSoon(timeText(next))) };
  return { record, instance };
}

export function remind(context: FlowContext, state: FlowState, event: RemindEvent): Transition {
  const found = remindable(state, event.by.id, event.atMs);
  if ('refusal' in found) return refused(found.refusal);
  const { record, instance } = found;

  const step = instance.route.steps[instance.currentStep - 1];
  const stepName = step?.name ?? '';
  const asked = openIds(instance.seats);
  const entries = chain(
    [
      draftEntry({
        step: instance.currentStep,
        stepName,
        action: 'Remind',
        by: event.by,
        at: event.at,
        target: instance.seats
          .filter((s) => s.state === 'open')
          .map((s) => s.name)
          .join('、'),
      }),
    ],
    FlowStatus.Reviewing,
    FlowStatus.Reviewing,
  );
  const effects: FlowEffect[] = [
    {
      kind: 'SaveInstance',
      status: FlowStatus.Reviewing,
      currentStep: instance.currentStep,
      ended: false,
      seats: [...instance.seats],
      entries,
      by: event.by.id,
      remindAt: event.at,
      whenChanged: refusal('conflict', FLOW_CHANGED),
    },
    ...asked.map((id): FlowEffect => ({ kind: 'Notify', receiverId: id, notice: remindNotice(context.subject, record.summary, event.by, stepName) })),
  ];
  return { state: { record, instance: { ...instance, lastRemindAt: event.atMs, history: [...instance.history, ...entries] } }, effects };
}
