/** What happens to a flow: the applicant submits (again), withdraws or reminds; an approver decides, transfers or adds a signer. `at` is the time the history shows. */
import type { FlowAddSignerPosition } from '../../contract/flowActions.js';
import type { Decision } from './states.js';
import type { Person } from './state.js';

interface EventBase {
  by: Person;
  at: string;
}

export interface SubmitEvent extends EventBase {
  type: 'Submit';
  /** 自选: the people the applicant picked, by step Key (resolved to enabled users by the server). */
  chosen?: Readonly<Record<string, readonly Person[]>>;
}

export interface DecideEvent extends EventBase {
  type: 'Decide';
  decision: Decision;
  opinion: string;
  /** 退回 only: the earlier step to send the record back to; 0 or absent: the applicant. */
  returnTo?: number;
}

export interface WithdrawEvent extends EventBase {
  type: 'Withdraw';
  opinion: string;
}

export interface TransferEvent extends EventBase {
  type: 'Transfer';
  to: Person;
  opinion: string;
}

export interface AddSignerEvent extends EventBase {
  type: 'AddSigner';
  signer: Person;
  position: FlowAddSignerPosition;
  opinion: string;
}

export interface RemindEvent extends EventBase {
  type: 'Remind';
  /** `at` as ms since the epoch, for the interval between reminders. */
  atMs: number;
}

export type FlowEvent = SubmitEvent | DecideEvent | WithdrawEvent | TransferEvent | AddSignerEvent | RemindEvent;
