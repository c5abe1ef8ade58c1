/**
 * 通过 / 退回 / 不通过: an approver of the current step decides, with an opinion. 通过 moves to the next step or ends
 * 已通过; 退回 sends the record back to the applicant (已退回, editable and resubmittable); 不通过 ends it for good.
 * The step's items close, the history grows, the next approvers and the applicant are told.
 */
import { approversOfStep } from './approvers.js';
import type { FlowContext } from './context.js';
import { stepAt, type FlowStepDefinition } from './definition.js';
import type { FlowEffect } from './effects.js';
import type { DecideEvent } from './events.js';
import type { HistoryEntry } from './history.js';
import {
  FLOW_ENDED, MAX_OPINION_LENGTH, NO_FLOW_INSTANCE, NOT_CURRENT_APPROVER, OPINION_TOO_LONG, RECORD_NOT_FOUND, RECORD_NOT_UNDER_REVIEW,
  STEP_ALREADY_DECIDED,
} from './messages.js';
import { decisionNotice, returnedItemSummary, stepReachedNotice } from './notices.js';
import { refusal } from './refusal.js';
import type { FlowState, Person } from './state.js';
import { countsAsApproved, DECISION_NAMES, FlowStatus, isFinal, type Decision, type FlowStatusValue } from './states.js';
import { refused, type Transition } from './transition.js';

function statusAfter(decision: Decision, hasNextStep: boolean): FlowStatusValue {
  if (decision === 'Approved') return hasNextStep ? FlowStatus.Reviewing : FlowStatus.Approved;
  return decision === 'Returned' ? FlowStatus.Returned : FlowStatus.Refused;
}

export function decide(context: FlowContext, state: FlowState, event: DecideEvent): Transition {
  const { subject, definition } = context;
  const { decision, by: approver } = event;
  const opinion = event.opinion.trim();
  if (opinion.length > MAX_OPINION_LENGTH) return refused(refusal('badRequest', OPINION_TOO_LONG));
  const { instance, record } = state;
  if (!instance) return refused(refusal('notFound', NO_FLOW_INSTANCE));
  if (instance.status !== FlowStatus.Reviewing) return refused(refusal('badRequest', FLOW_ENDED));
  const step = instance.currentStep;
  const waiting = instance.waitingFor.find((w) => w.approverId === approver.id);
  if (!waiting) return refused(refusal('forbidden', NOT_CURRENT_APPROVER));
  if (!record) return refused(refusal('notFound', RECORD_NOT_FOUND));
  if (record.status !== FlowStatus.Reviewing) return refused(refusal('badRequest', RECORD_NOT_UNDER_REVIEW));

  const stepName = waiting.stepName ?? stepAt(definition, step)?.name ?? '';
  // 通过 on a middle step opens the next one; its approvers are settled before anything is written.
  let onward: { step: FlowStepDefinition; approvers: Person[] } | undefined;
  const next = countsAsApproved(decision) ? stepAt(definition, step + 1) : undefined;
  if (next) {
    const asked = approversOfStep(context.candidates.get(next.index) ?? [], instance.applicantId, next);
    if ('refusal' in asked) return asked;
    onward = { step: next, approvers: asked.approvers };
  }
  const status = statusAfter(decision, onward !== undefined);
  const currentStep = onward ? onward.step.index : step;
  const { applicantId } = instance;
  const { summary } = record;
  const entry: HistoryEntry = {
    Step: step, StepName: stepName, Action: decision, ActionName: DECISION_NAMES[decision], Opinion: opinion,
    User_Id: approver.id, UserName: approver.name, Time: event.at,
  };

  // Every step is 或签 today (StepMode AnyOne): this one decision settles the step for all its approvers.
  const effects: FlowEffect[] = [
    { kind: 'CloseStepItems', step, deciderId: approver.id, decision, whenAlreadyClosed: refusal('conflict', STEP_ALREADY_DECIDED) },
    { kind: 'AdvanceInstance', status, currentStep, ended: isFinal(status), entry, by: approver.id },
  ];
  if (status !== FlowStatus.Reviewing) effects.push({ kind: 'SetRecordStatus', from: FlowStatus.Reviewing, to: status, by: approver.id });
  if (onward) {
    const nextName = onward.step.name;
    for (const person of onward.approvers) {
      effects.push(
        { kind: 'CreateItem', item: { kind: 'Approve', receiverId: person.id, step: currentStep, stepName: nextName, applicantId, summary } },
        { kind: 'Notify', receiverId: person.id, notice: stepReachedNotice(subject, summary, approver.id, stepName, nextName) },
      );
    }
  }
  if (decision === 'Returned') {
    effects.push({ kind: 'CreateItem', item: { kind: 'Returned', receiverId: applicantId, step, stepName, applicantId, summary: returnedItemSummary(summary, opinion) } });
  }
  effects.push({
    kind: 'Notify', receiverId: applicantId,
    notice: decisionNotice(subject, { summary, approver, decision, decidedStep: stepName, nextStep: onward?.step.name, opinion }),
  });

  return {
    state: {
      record: { ...record, status },
      instance: {
        ...instance, status, currentStep,
        waitingFor: onward ? onward.approvers.map((person) => ({ approverId: person.id, stepName: onward.step.name })) : [],
        decisions: [...instance.decisions, { step, decision, by: approver.id }],
      },
    },
    effects,
  };
}
