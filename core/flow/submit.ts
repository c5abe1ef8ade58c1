/**
 * 提交 / 重新提交: the owner sends a 未提交 or 已退回 record for approval. The route is planned now (the module's
 * current definition on the record's values) and kept on the instance; the record becomes 审核中 and the first
 * approver step opens (抄送 and skipped steps on the way are passed), or, when the route asks nobody, 已通过 at once.
 */
import { FLOW_LIMITS } from '../../contract/flowDefinition.js';
import type { FlowContext } from './context.js';
import type { FlowEffect } from './effects.js';
import { enterFrom } from './enterStep.js';
import type { SubmitEvent } from './events.js';
import { chain, draftEntry } from './history.js';
import { CHOSEN_NOT_APPLICANT, chosenRequired, chosenTooMany, FLOW_CHANGED, NO_ROUTE, RECORD_NOT_FOUND } from './messages.js';
import { submittedNotice } from './notices.js';
import { refusal } from './refusal.js';
import { chosenSteps } from './routeSteps.js';
import { submitRefusal } from './submitRefusal.js';
import type { FlowState, InstanceRoute, Person } from './state.js';
import { FlowStatus } from './states.js';
import { refused, type Transition } from './transition.js';

export function submit(context: FlowContext, state: FlowState, event: SubmitEvent): Transition {
  const { record } = state;
  const applicant = event.by;
  if (!record) return refused(refusal('notFound', RECORD_NOT_FOUND));
  const notNow = submitRefusal(record, applicant.id);
  if (notNow) return refused(notNow);
  if (!context.plan) return refused(refusal('badRequest', NO_ROUTE));

  const chosen: Record<string, Person[]> = {};
  for (const step of chosenSteps(context.plan.steps)) {
    const people = [...new Map((event.chosen?.[step.key] ?? []).map((p) => [p.id, p])).values()];
    if (people.length === 0) return refused(refusal('badRequest', chosenRequired(step.name)));
    if (people.length > FLOW_LIMITS.maxChosen) return refused(refusal('badRequest', chosenTooMany(step.name, FLOW_LIMITS.maxChosen)));
    if (people.some((p) => p.id === applicant.id)) return refused(refusal('badRequest', CHOSEN_NOT_APPLICANT(step.name)));
    chosen[step.key] = people;
  }
  const route: InstanceRoute = { steps: context.plan.steps, branches: context.plan.branches, chosen };
  const entered = enterFrom(context, {
    route,
    applicantId: applicant.id,
    summary: record.summary,
    from: 1,
    by: applicant,
    at: event.at,
    askNotice: (stepName) => submittedNotice(context.subject, record.summary, applicant, stepName),
  });
  if ('refusal' in entered) return refused(entered.refusal);

  const status = entered.step ? FlowStatus.Reviewing : FlowStatus.Approved;
  const currentStep = entered.step ? entered.step.index : route.steps.length;
  const entries = chain([draftEntry({ step: 0, stepName: '提交', action: 'Submit', by: applicant, at: event.at }), ...entered.entries], record.status, status);
  const effects: FlowEffect[] = [
    {
      kind: 'SaveInstance',
      status,
      currentStep,
      ended: status !== FlowStatus.Reviewing,
      seats: entered.seats,
      entries,
      by: applicant.id,
      start: { applicantId: applicant.id, route },
      whenChanged: refusal('conflict', FLOW_CHANGED),
    },
    { kind: 'SetRecordStatus', from: record.status, to: status, by: applicant.id },
    { kind: 'RemoveReturnedItems' },
    ...entered.effects,
  ];
  return {
    state: {
      record: { ...record, status },
      instance: {
        status,
        applicantId: applicant.id,
        route,
        currentStep,
        seats: entered.seats,
        history: [...(state.instance?.history ?? []), ...entries],
        lastRemindAt: null,
      },
    },
    effects,
  };
}
