/**
 * What a caller may do with a record's flow now — 通过 / 退回 / 不通过, 转办, 加签, 撤回, 催办 — and whom 转办, 加签 and
 * 自选 may name. Decided once, from the very predicates the transitions refuse by (currentTask, handOverRefusal,
 * withdrawable, remindable) and the grant the server's routes require, so the form (through the server's State), the
 * approval centre, the bell and the people pickers offer exactly what the actions accept (D-FLOW-12).
 */
import type { FlowPickPurpose, PermissionAction } from '../../contract/index.js';
import { MESSAGES } from '../../contract/errors.js';
import type { Caller } from '../permissions/caller.js';
import { currentTask } from './currentTask.js';
import { handOverRefusal, type HandOverKind } from './handOver.js';
import { CHOSEN_APPLICANT, USER_CANNOT_CHECK, USER_NOT_FOUND } from './messages.js';
import { nextRemindAt, remindable } from './remind.js';
import { refusal, type Refusal } from './refusal.js';
import type { FlowInstanceState, FlowState } from './state.js';
import { withdrawable } from './withdraw.js';

/** The grant an approver acts by, on the record's module in the active role: deciding, 转办, 加签 and 批量审批. */
export const APPROVER_GRANT: PermissionAction = 'Check';

/** Why this caller may not decide (nor hand on) the record's current step, or null: an open seat of it, and the grant. */
export function approverRefusal(module: string, state: FlowState, caller: Caller): Refusal | null {
  const task = currentTask(state, { id: caller.id, name: '' });
  if ('refusal' in task) return task.refusal;
  return caller.can(module, APPROVER_GRANT) ? null : refusal('forbidden', MESSAGES.forbidden);
}

/**
 * Whether an open approval item — a row of 待我审批, a 待审核 of the bell — may be decided from where it is listed. An
 * open item stands for an open seat of a step under review (the engine closes it with the seat), so what is left of
 * approverRefusal is the grant: a person asked under another role must switch to it first.
 */
export function openItemDecidable(module: string, caller: Caller): boolean {
  return caller.can(module, APPROVER_GRANT);
}

export interface FlowOffers {
  /** 通过 / 退回 / 不通过, and 转办. */
  decide: boolean;
  /** 加签: as deciding, while the step has room for one more. */
  addSigner: boolean;
  withdraw: boolean;
  remind: boolean;
  /** The applicant of a record under review who reminded within the interval: when they may again (ms); else null. */
  remindAt: number | null;
}

export function flowOffers(module: string, state: FlowState, caller: Caller, nowMs: number): FlowOffers {
  const decide = approverRefusal(module, state, caller) === null;
  const remind = !('refusal' in remindable(state, caller.id, nowMs));
  // Reminding is only a matter of time when it would be accepted at the end of time.
  const remindLater = !remind && state.instance !== null && !('refusal' in remindable(state, caller.id, Number.MAX_SAFE_INTEGER));
  return {
    decide,
    addSigner: decide && state.instance !== null && handOverRefusal('AddSigner', null, state.instance) === null,
    withdraw: !('refusal' in withdrawable(state, caller.id)),
    remind,
    remindAt: remindLater && state.instance ? nextRemindAt(state.instance, nowMs) : null,
  };
}

/** What a picker asks people for: 转办, 加签, or 自选 (the applicant's choice of approvers at submission). */
export type PickPurpose = FlowPickPurpose & (HandOverKind | 'Chosen');
export const PICK_PURPOSES: readonly PickPurpose[] = ['Transfer', 'AddSigner', 'Chosen'];

/** A person as a picker or an action sees them. */
export interface PickablePerson {
  id: string;
  enabled: boolean;
  /** Holds APPROVER_GRANT on the module in one of their roles (they could not decide otherwise, and the item would wait for ever). */
  mayDecide: boolean;
}

/** Why a person cannot be named at all, whatever the flow: disabled or unknown, or unable to decide the module. */
export function personRefusal(person: Pick<PickablePerson, 'enabled' | 'mayDecide'>): Refusal | null {
  if (!person.enabled) return refusal('badRequest', USER_NOT_FOUND);
  if (!person.mayDecide) return refusal('badRequest', USER_CANNOT_CHECK);
  return null;
}

/**
 * Why a picker must not offer this person for the purpose, or null. `instance`: the running flow for 转办 and 加签;
 * for 自选 the applicant alone (nobody is asked yet).
 */
export function pickRefusal(purpose: PickPurpose, person: PickablePerson, instance: Pick<FlowInstanceState, 'applicantId' | 'seats'>): Refusal | null {
  if (!person.enabled) return refusal('badRequest', USER_NOT_FOUND);
  if (purpose === 'Chosen') {
    if (person.id === instance.applicantId) return refusal('badRequest', CHOSEN_APPLICANT);
  } else {
    const seat = handOverRefusal(purpose, person.id, instance);
    if (seat) return seat;
  }
  return personRefusal(person);
}
