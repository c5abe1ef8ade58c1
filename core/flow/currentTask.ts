/** What every approver action checks first: a flow under review, and the caller holding an open seat of its current step. */
import {
  FLOW_CHANGED,
  FLOW_ENDED,
  NO_FLOW_INSTANCE,
  NOT_CURRENT_APPROVER,
  RECORD_NOT_FOUND,
  RECORD_NOT_UNDER_REVIEW,
  STEP_ALREADY_DECIDED,
} from './messages.js';
import { stepFactsOf } from './nodeKinds/facts.js';
import { refusal, type Refusal } from './refusal.js';
import type { RouteStep } from './route.js';
import type { Seat } from './seats.js';
import type { FlowInstanceState, FlowState, Person, RecordSnapshot } from './state.js';
import { FlowStatus } from './states.js';

export interface CurrentTask {
  record: RecordSnapshot;
  instance: FlowInstanceState;
  step: RouteStep;
  seat: Seat;
}

/**
 * The caller's latest approval item of the instance, as the server keeps it: its step, whether it is still open, and
 * whether the caller closed it by deciding. It tells a stale action from one the caller was never entitled to.
 */
export interface CallerItem {
  step: number;
  open: boolean;
  decidedByCaller: boolean;
}

/**
 * The caller was asked, and their item was settled since: by them (a second click, another tab), or without them (an
 * 或签 peer decided the step, a 会签 peer returned it, the applicant withdrew the record). That is a 409 (refresh and
 * look), not a 403: acting on what they were shown was right a moment ago. A flow still at their step with their
 * task handed on (转办: closed without a decision of theirs) is no such race.
 */
function settledWithoutCaller(instance: FlowInstanceState, item: CallerItem | null | undefined): Refusal | null {
  if (!item || item.open) return null;
  if (item.decidedByCaller) return refusal('conflict', STEP_ALREADY_DECIDED);
  if (instance.status === FlowStatus.Draft) return refusal('conflict', FLOW_CHANGED);
  if (instance.status === FlowStatus.Reviewing && instance.currentStep === item.step) return null;
  return refusal('conflict', STEP_ALREADY_DECIDED);
}

export function currentTask(state: FlowState, by: Person, callerItem?: CallerItem | null): CurrentTask | { refusal: Refusal } {
  const { instance, record } = state;
  if (!instance) return { refusal: refusal('notFound', NO_FLOW_INSTANCE) };
  const stale = settledWithoutCaller(instance, callerItem);
  if (instance.status !== FlowStatus.Reviewing) return { refusal: stale ?? refusal('badRequest', FLOW_ENDED) };
  const seat = instance.seats.find((s) => s.id === by.id && s.state === 'open');
  const step = instance.route.steps[instance.currentStep - 1];
  if (!seat || !step) return { refusal: stale ?? refusal('forbidden', NOT_CURRENT_APPROVER) };
  if (!record) return { refusal: refusal('notFound', RECORD_NOT_FOUND) };
  if (record.status !== FlowStatus.Reviewing) return { refusal: refusal('badRequest', RECORD_NOT_UNDER_REVIEW) };
  return { record, instance, step, seat };
}

/** Where 退回 may send the record: 0 the applicant, then each earlier approver step of the route. */
export function returnTargets(instance: FlowInstanceState): Array<{ Step: number; Name: string }> {
  const earlier = instance.route.steps.filter((s) => stepFactsOf(s.kind).decides && s.index < instance.currentStep);
  return [{ Step: 0, Name: '申请人' }, ...earlier.map((s) => ({ Step: s.index, Name: s.name }))];
}
