/**
 * 转办 and 加签: a current approver hands their open task to another person, or adds a person to the step — Before
 * (they decide first, then the task returns to the adder) or After (once the adder approved, they must approve too
 * before the step completes). Never the applicant, never someone the step already asks.
 */
import type { FlowContext } from './context.js';
import { currentTask } from './currentTask.js';
import type { FlowEffect } from './effects.js';
import type { AddSignerEvent, TransferEvent } from './events.js';
import { chain, draftEntry } from './history.js';
import {
  ADD_SIGNER_APPLICANT,
  ALREADY_ASKED,
  FLOW_CHANGED,
  MAX_OPINION_LENGTH,
  OPINION_TOO_LONG,
  TOO_MANY_SIGNERS,
  TRANSFER_TO_APPLICANT,
} from './messages.js';
import { handedNotice } from './notices.js';
import { refusal, type Refusal } from './refusal.js';
import { arrange, MAX_SEATS, seatChanges, type Seat } from './seats.js';
import type { FlowInstanceState, FlowState } from './state.js';
import { FlowStatus } from './states.js';
import { refused, type Transition } from './transition.js';

export type HandOverKind = 'Transfer' | 'AddSigner';

/**
 * Why the step cannot take this person by 转办 or 加签, or null: never the applicant, never someone the step already
 * asks, and 加签 only while the step has room. The transition refuses by it; the offer of 加签 and the people the
 * pickers list read it (core/flow/flowOffers.ts).
 */
export function handOverRefusal(kind: HandOverKind, personId: string | null, instance: Pick<FlowInstanceState, 'applicantId' | 'seats'>): Refusal | null {
  if (kind === 'AddSigner' && instance.seats.length >= MAX_SEATS) return refusal('badRequest', TOO_MANY_SIGNERS);
  if (personId === null) return null;
  if (personId === instance.applicantId) return refusal('badRequest', kind === 'Transfer' ? TRANSFER_TO_APPLICANT : ADD_SIGNER_APPLICANT);
  if (instance.seats.some((s) => s.id === personId)) return refusal('badRequest', ALREADY_ASKED);
  return null;
}

function handOver(context: FlowContext, state: FlowState, event: TransferEvent | AddSignerEvent): Transition {
  const person = event.type === 'Transfer' ? event.to : event.signer;
  const opinion = event.opinion.trim();
  if (opinion.length > MAX_OPINION_LENGTH) return refused(refusal('badRequest', OPINION_TOO_LONG));
  const task = currentTask(state, event.by, context.callerItem);
  if ('refusal' in task) return refused(task.refusal);
  const { record, instance, step } = task;
  const notThem = handOverRefusal(event.type, person.id, instance);
  if (notThem) return refused(notThem);

  let seats: Seat[];
  if (event.type === 'Transfer') {
    seats = instance.seats.map((s) => {
      if (s.id === event.by.id) return { ...s, id: person.id, name: person.name };
      return s.addedBy === event.by.id ? { ...s, addedBy: person.id } : s;
    });
  } else {
    const at = instance.seats.findIndex((s) => s.id === event.by.id);
    const added: Seat = { id: person.id, name: person.name, state: 'waiting', addedBy: event.by.id, position: event.position };
    const where = event.position === 'Before' ? at : at + 1;
    seats = [...instance.seats.slice(0, where), added, ...instance.seats.slice(where)];
  }
  seats = arrange(seats, step.mode);
  const { opened, closed } = seatChanges(instance.seats, seats);
  const entries = chain(
    [draftEntry({ step: step.index, stepName: step.name, action: event.type, by: event.by, at: event.at, opinion, target: person.name })],
    FlowStatus.Reviewing,
    FlowStatus.Reviewing,
  );
  const how = event.type === 'Transfer' ? '转办' : '加签';
  const effects: FlowEffect[] = [
    {
      kind: 'SaveInstance',
      status: FlowStatus.Reviewing,
      currentStep: step.index,
      ended: false,
      seats,
      entries,
      by: event.by.id,
      whenChanged: refusal('conflict', FLOW_CHANGED),
    },
    { kind: 'CloseItems', receiverIds: closed },
  ];
  for (const seat of opened) {
    effects.push(
      {
        kind: 'CreateItem',
        item: { kind: 'Approve', receiverId: seat.id, step: step.index, stepName: step.name, applicantId: instance.applicantId, summary: record.summary },
      },
      { kind: 'Notify', receiverId: seat.id, notice: handedNotice(context.subject, record.summary, event.by, step.name, how) },
    );
  }
  return { state: { record, instance: { ...instance, seats, history: [...instance.history, ...entries] } }, effects };
}

export const transfer = (context: FlowContext, state: FlowState, event: TransferEvent): Transition => handOver(context, state, event);
export const addSigner = (context: FlowContext, state: FlowState, event: AddSignerEvent): Transition => handOver(context, state, event);
