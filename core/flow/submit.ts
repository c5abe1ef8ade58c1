/**
 * 提交 / 重新提交: the owner sends a 未提交 or 已退回 record for approval. It becomes 审核中, the instance starts (or
 * restarts, keeping its history) at step 1, and each approver of step 1 gets an item and a notice.
 */
import { approversOfStep } from './approvers.js';
import type { FlowContext } from './context.js';
import type { FlowEffect } from './effects.js';
import type { SubmitEvent } from './events.js';
import type { HistoryEntry } from './history.js';
import { cannotSubmitFrom, RECORD_NOT_FOUND, SUBMIT_NOT_OWNER } from './messages.js';
import { submittedNotice } from './notices.js';
import { refusal } from './refusal.js';
import type { FlowState } from './state.js';
import { canSubmitFrom, FlowStatus, SUBMIT_ACTION, SUBMIT_NAME } from './states.js';
import { refused, type Transition } from './transition.js';

export function submit(context: FlowContext, state: FlowState, event: SubmitEvent): Transition {
  const { record } = state;
  const applicant = event.by;
  if (!record) return refused(refusal('notFound', RECORD_NOT_FOUND));
  if (record.ownerId !== applicant.id) return refused(refusal('forbidden', SUBMIT_NOT_OWNER));
  if (!canSubmitFrom(record.status)) return refused(refusal('badRequest', cannotSubmitFrom(record.status)));

  const first = context.definition.steps[0];
  const asked = approversOfStep(context.candidates.get(first.index) ?? [], applicant.id, first);
  if ('refusal' in asked) return asked;

  const entry: HistoryEntry = {
    Step: 0, StepName: SUBMIT_NAME, Action: SUBMIT_ACTION, ActionName: SUBMIT_NAME, Opinion: '', User_Id: applicant.id, UserName: applicant.name, Time: event.at,
  };
  const effects: FlowEffect[] = [
    { kind: 'SetRecordStatus', from: record.status, to: FlowStatus.Reviewing, by: applicant.id },
    { kind: 'StartInstance', applicantId: applicant.id, entry },
    { kind: 'RemoveReturnedItems' },
  ];
  for (const approver of asked.approvers) {
    effects.push(
      { kind: 'CreateItem', item: { kind: 'Approve', receiverId: approver.id, step: first.index, stepName: first.name, applicantId: applicant.id, summary: record.summary } },
      { kind: 'Notify', receiverId: approver.id, notice: submittedNotice(context.subject, record.summary, applicant, first.name) },
    );
  }
  return {
    state: {
      record: { ...record, status: FlowStatus.Reviewing },
      instance: {
        status: FlowStatus.Reviewing, applicantId: applicant.id, currentStep: first.index, decisions: [],
        waitingFor: asked.approvers.map((approver) => ({ approverId: approver.id, stepName: first.name })),
      },
    },
    effects,
  };
}
