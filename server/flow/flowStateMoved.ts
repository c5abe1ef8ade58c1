/**
 * A guarded write of a flow transition found the instance or the record no longer as the transition loaded it:
 * another action on the same flow committed in between. The transition is then run again on the fresh state
 * (flowTransition.ts), so a second 会签 vote counts instead of being lost; `refusal` (a Chinese 409) is the answer
 * only once the attempts are spent.
 */
import type { Refusal } from '../../core/flow/refusal.js';

export class FlowStateMoved extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'FlowStateMoved';
  }
}
