/**
 * The approval state machine: (state + event) → refusal, or new state + effects. Each event is one transition
 * function; a new action (撤回, 转办, 加签, 催办, return to an earlier step) is a new event and a new case here.
 */
import type { FlowContext } from './context.js';
import { stepAt, type FlowDefinition, type FlowStepDefinition } from './definition.js';
import { decide } from './decide.js';
import type { FlowEvent } from './events.js';
import type { FlowState } from './state.js';
import { countsAsApproved } from './states.js';
import { submit } from './submit.js';
import type { Transition } from './transition.js';

export function transition(context: FlowContext, state: FlowState, event: FlowEvent): Transition {
  switch (event.type) {
    case 'Submit':
      return submit(context, state, event);
    case 'Decide':
      return decide(context, state, event);
  }
}

/** A step whose approvers the transition may need, and whose application it is (a department head is the applicant's). */
export interface ApproverLookup {
  step: FlowStepDefinition;
  applicantId: string;
}

/**
 * The steps the event may enter, for the server to resolve their approvers (FlowContext.candidates) before calling
 * `transition`: step 1 on a submission, the next step on a 通过 that is not the last.
 */
export function approverLookups(definition: FlowDefinition, state: FlowState, event: FlowEvent): ApproverLookup[] {
  switch (event.type) {
    case 'Submit':
      return [{ step: definition.steps[0], applicantId: event.by.id }];
    case 'Decide': {
      if (!state.instance || !countsAsApproved(event.decision)) return [];
      const next = stepAt(definition, state.instance.currentStep + 1);
      return next ? [{ step: next, applicantId: state.instance.applicantId }] : [];
    }
  }
}
