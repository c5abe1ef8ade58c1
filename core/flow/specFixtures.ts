/**
 * The setting the flow specs share: a thesis of 陈思远's going through the two seeded steps (科研处初审 by 林晓雯,
 * then 科研处长审批 by 周建华). Only the specs import it.
 */
import type { FlowContext } from './context.js';
import { sequentialFlow, type FlowDefinition } from './definition.js';
import type { DecideEvent, SubmitEvent } from './events.js';
import type { StepDecision } from './history.js';
import type { FlowState, Person } from './state.js';
import { FlowStatus, type Decision } from './states.js';

export const applicant: Person = { id: 'u-staff', name: '陈思远' };
export const reviewer: Person = { id: 'u-reviewer', name: '林晓雯' };
export const head: Person = { id: 'u-admin', name: '周建华' };
export const stranger: Person = { id: 'u-vicedean', name: '王立群' };

export const AT = '2025-03-01 09:30:00';
export const SUMMARY = '论文:冠脉介入术后双抗治疗的随访研究';
export const subject = { module: 'Thesis', recordId: 't-1' };
export const twoSteps: FlowDefinition = sequentialFlow(['科研处初审', '科研处长审批']);
export const oneStep: FlowDefinition = sequentialFlow(['审核']);

/** Who each step's setting names: 林晓雯 for step 1, 周建华 for step 2. */
export const seededCandidates: Record<number, Person[]> = { 1: [reviewer], 2: [head] };

export function contextOf(candidates: Record<number, Person[]> = seededCandidates, definition: FlowDefinition = twoSteps): FlowContext {
  return { subject, definition, candidates: new Map(Object.entries(candidates).map(([step, people]) => [Number(step), people])) };
}

/** The record before it was ever submitted (status as stored: null, '' or 未提交). */
export function neverSubmitted(status: string | null = FlowStatus.Draft): FlowState {
  return { record: { status, ownerId: applicant.id, summary: SUMMARY }, instance: null };
}

/** Under review at `step`, the earlier steps approved, `waiting` yet to decide. */
export function underReview(step: number, waiting: Person[] = [step === 1 ? reviewer : head]): FlowState {
  const decisions: StepDecision[] = Array.from({ length: step - 1 }, (_, i) => ({ step: i + 1, decision: 'Approved', by: reviewer.id }));
  return {
    record: { status: FlowStatus.Reviewing, ownerId: applicant.id, summary: SUMMARY },
    instance: {
      status: FlowStatus.Reviewing, applicantId: applicant.id, currentStep: step, decisions,
      waitingFor: waiting.map((person) => ({ approverId: person.id, stepName: twoSteps.steps[step - 1]?.name ?? null })),
    },
  };
}

/** A round that ended at `step` with `status` (已通过, 已退回 or 不通过). */
export function ended(status: string, step: number): FlowState {
  const review = underReview(step);
  return {
    record: { status, ownerId: applicant.id, summary: SUMMARY },
    instance: review.instance && { ...review.instance, status, waitingFor: [] },
  };
}

export const submitBy = (by: Person = applicant): SubmitEvent => ({ type: 'Submit', by, at: AT });
export const decideBy = (by: Person, decision: Decision, opinion = ''): DecideEvent => ({ type: 'Decide', decision, opinion, by, at: AT });
