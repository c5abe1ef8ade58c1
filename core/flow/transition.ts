/** The result of a transition: refused with a reason, or the new state and the effects that bring the world there. */
import type { FlowEffect } from './effects.js';
import type { Refusal } from './refusal.js';
import type { FlowInstanceState, RecordSnapshot } from './state.js';

/** Where a transition that happened leaves the flow: the record and its instance both exist then. */
export interface FlowStateAfter {
  record: RecordSnapshot;
  instance: FlowInstanceState;
}

export type Transition = { refusal: Refusal } | { state: FlowStateAfter; effects: FlowEffect[] };

export const refused = (refusal: Refusal): Transition => ({ refusal });
