/**
 * The setting the flow specs share: a thesis of 陈思远's going through a route of steps (by default the seeded two:
 * 科研处初审 by 林晓雯, then 科研处长审批 by 周建华). Only the specs import it.
 */
import type { FlowApprovalMode, FlowApproverSource, FlowEmptyApproverPolicy, FlowNode } from '../../contract/flowDefinition.js';
import type { FlowContext } from './context.js';
import type { FlowEvent } from './events.js';
import { planRoute, type PlannedRoute } from './route.js';
import type { FlowState, Person } from './state.js';
import { FlowStatus, type Decision } from './states.js';
import type { Transition } from './transition.js';
import { transition } from './transitions.js';

export const applicant: Person = { id: 'u-staff', name: '陈思远' };
export const reviewer: Person = { id: 'u-reviewer', name: '林晓雯' };
export const head: Person = { id: 'u-admin', name: '周建华' };
export const stranger: Person = { id: 'u-vicedean', name: '王立群' };
export const dean: Person = { id: 'u-dean', name: '赵院长' };

export const AT = '2025-03-01 09:30:00';
export const SUMMARY = '论文:冠脉介入术后双抗治疗的随访研究';
export const subject = { module: 'Thesis', recordId: 't-1' };

export const approverNode = (
  Key: string,
  Name: string,
  Mode: FlowApprovalMode = 'Any',
  Approver: FlowApproverSource = { Type: 'Role', EnCode: Key },
  WhenEmpty: FlowEmptyApproverPolicy = 'Skip',
  Deputies?: string[],
): FlowNode => ({ Kind: 'Approver', Key, Name, Approver, Mode, WhenEmpty, ...(Deputies ? { Deputies } : {}) });
export const ccNode = (Key: string, Name: string): FlowNode => ({ Kind: 'Cc', Key, Name, Recipients: { Type: 'Role', EnCode: Key } });

export const twoStepNodes: FlowNode[] = [approverNode('s1', '科研处初审'), approverNode('s2', '科研处长审批')];
export const twoSteps: PlannedRoute = planRoute(twoStepNodes, {});

/** Who each step names, by Key: 林晓雯 for s1, 周建华 for s2. */
export const seededCandidates: Record<string, Person[]> = { s1: [reviewer], s2: [head] };

export function contextOf(
  candidates: Record<string, Person[]> = seededCandidates,
  plan: PlannedRoute | null = twoSteps,
  admins: Person[] = [head],
  deputies: Record<string, Person[]> = {},
): FlowContext {
  return { subject, plan, candidates: new Map(Object.entries(candidates)), admins, deputies: new Map(Object.entries(deputies)) };
}

/** The record before it was ever submitted (status as stored: null, '' or 未提交). */
export function neverSubmitted(status: string | null = FlowStatus.Draft): FlowState {
  return { record: { status, ownerId: applicant.id, summary: SUMMARY }, instance: null };
}

export const submitBy = (by: Person = applicant, chosen?: Record<string, Person[]>): FlowEvent => ({
  type: 'Submit',
  by,
  at: AT,
  ...(chosen ? { chosen } : {}),
});
export const decideBy = (by: Person, decision: Decision, opinion = '', returnTo?: number): FlowEvent => ({
  type: 'Decide',
  decision,
  opinion,
  by,
  at: AT,
  ...(returnTo === undefined ? {} : { returnTo }),
});

/** Runs events one after another; the state after the last, or the refusal's message. */
export function run(context: FlowContext, start: FlowState, events: FlowEvent[]): { state: FlowState; last: Transition } {
  let state = start;
  let last: Transition = { refusal: { kind: 'badRequest', message: 'no event' } };
  for (const event of events) {
    last = transition(context, state, event);
    if ('state' in last) state = last.state;
  }
  return { state, last };
}

export const messageOf = (t: Transition): string | null => ('refusal' in t ? t.refusal.message : null);
