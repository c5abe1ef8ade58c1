/** What happens to a flow: the applicant submits (again), an approver decides. `at` is the time the history shows. */
import type { Decision } from './states.js';
import type { Person } from './state.js';

export interface SubmitEvent {
  type: 'Submit';
  by: Person;
  at: string;
}

export interface DecideEvent {
  type: 'Decide';
  decision: Decision;
  opinion: string;
  by: Person;
  at: string;
}

export type FlowEvent = SubmitEvent | DecideEvent;
