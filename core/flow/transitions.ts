/**
 * The approval state machine: (state + event) → refusal, or new state + effects. Each event is one transition
 * function, a case here.
 */
import type { FlowContext } from './context.js';
import { decide } from './decide.js';
import type { FlowEvent } from './events.js';
import { addSigner, transfer } from './handOver.js';
import { remind } from './remind.js';
import type { FlowState } from './state.js';
import { submit } from './submit.js';
import type { Transition } from './transition.js';
import { withdraw } from './withdraw.js';

export function transition(context: FlowContext, state: FlowState, event: FlowEvent): Transition {
  switch (event.type) {
    case 'Submit':
      return submit(context, state, event);
    case 'Decide':
      return decide(context, state, event);
    case 'Withdraw':
      return withdraw(context, state, event);
    case 'Transfer':
      return transfer(context, state, event);
    case 'AddSigner':
      return addSigner(context, state, event);
    case 'Remind':
      return remind(context, state, event);
  }
}
