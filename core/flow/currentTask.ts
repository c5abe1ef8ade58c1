/** What every approver action checks first: a flow under review, and the caller holding an open seat of its current step. */
import { FLOW_ENDED, NO_FLOW_INSTANCE, NOT_CURRENT_APPROVER, RECORD_NOT_FOUND, RECORD_NOT_UNDER_REVIEW } from './messages.js';
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

export function currentTask(state: FlowState, by: Person): CurrentTask | { refusal: Refusal } {
  const { instance, record } = state;
  if (!instance) return { refusal: refusal('notFound', NO_FLOW_INSTANCE) };
  if (instance.status !== FlowStatus.Reviewing) return { refusal: refusal('badRequest', FLOW_ENDED) };
  const seat = instance.seats.find((s) => s.id === by.id && s.state === 'open');
  const step = instance.route.steps[instance.currentStep - 1];
  if (!seat || !step) return { refusal: refusal('forbidden', NOT_CURRENT_APPROVER) };
  if (!record) return { refusal: refusal('notFound', RECORD_NOT_FOUND) };
  if (record.status !== FlowStatus.Reviewing) return { refusal: refusal('badRequest', RECORD_NOT_UNDER_REVIEW) };
  return { record, instance, step, seat };
}

/** Where 退回 may send the record: 0 the applicant, then each earlier approver step of the route. */
export function returnTargets(instance: FlowInstanceState): Array<{ Step: number; Name: string }> {
  const earlier = instance.route.steps.filter((s) => s.kind === 'Approver' && s.index < instance.currentStep);
  return [{ Step: 0, Name: '申请人' }, ...earlier.map((s) => ({ Step: s.index, Name: s.name }))];
}
