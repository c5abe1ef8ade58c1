/**
 * 通过 / 退回 / 不通过: an approver with an open seat of the current step decides, with an opinion. 通过 settles the
 * step by its mode (或签: at once; 会签: once everyone approved; 依次: the next person's turn) and then moves to the
 * next step or ends 已通过. 退回 goes to the applicant (已退回, editable and resubmittable) or to an earlier approver
 * step (still 审核中, its people asked again). 不通过 ends it for good. Either settles the step at once.
 */
import type { FlowContext } from './context.js';
import { currentTask, returnTargets } from './currentTask.js';
import type { FlowEffect } from './effects.js';
import { enterFrom } from './enterStep.js';
import type { DecideEvent } from './events.js';
import { chain, draftEntry } from './history.js';
import { MAX_OPINION_LENGTH, OPINION_TOO_LONG, RETURN_TARGET_INVALID, STEP_ALREADY_DECIDED } from './messages.js';
import { decisionNotice, returnedItemSummary, returnedToStepNotice, stepReachedNotice, turnNotice } from './notices.js';
import { refusal } from './refusal.js';
import { arrange, openIds, seatChanges, stepComplete } from './seats.js';
import type { FlowState } from './state.js';
import { countsAsApproved, FlowStatus, type FlowStatusValue } from './states.js';
import { refused, type Transition } from './transition.js';

export function decide(context: FlowContext, state: FlowState, event: DecideEvent): Transition {
  const { subject } = context;
  const { decision, by: approver, at } = event;
  const opinion = event.opinion.trim();
  if (opinion.length > MAX_OPINION_LENGTH) return refused(refusal('badRequest', OPINION_TOO_LONG));
  const task = currentTask(state, approver, context.callerItem);
  if ('refusal' in task) return refused(task.refusal);
  const { record, instance, step } = task;
  const { applicantId, route } = instance;
  const { summary } = record;
  const index = step.index;
  const whenChanged = refusal('conflict', STEP_ALREADY_DECIDED);
  const returnTo = decision === 'Returned' ? (event.returnTo ?? 0) : 0;
  if (returnTo !== 0 && !returnTargets(instance).some((t) => t.Step === returnTo && t.Step > 0)) return refused(refusal('badRequest', RETURN_TARGET_INVALID));

  const entry = draftEntry({ step: index, stepName: step.name, action: decision, by: approver, at, opinion });
  const open = openIds(instance.seats);
  const closeAll: FlowEffect = { kind: 'CloseItems', receiverIds: open, decision: { receiverId: approver.id, decision } };
  const base = { state: { record, instance }, effects: [] as FlowEffect[] };

  if (countsAsApproved(decision)) {
    const seats = arrange(
      instance.seats.map((s) => (s.id === approver.id ? { ...s, state: 'approved' as const } : s)),
      step.mode,
    );
    if (!stepComplete(seats, step.mode)) {
      // The step waits for others (会签, 依次, 加签): whoever's turn came now gets an item.
      const { opened, closed } = seatChanges(instance.seats, seats);
      const entries = chain([entry], FlowStatus.Reviewing, FlowStatus.Reviewing);
      const effects: FlowEffect[] = [
        { kind: 'SaveInstance', status: FlowStatus.Reviewing, currentStep: index, ended: false, seats, entries, by: approver.id, whenChanged },
        { kind: 'CloseItems', receiverIds: closed, decision: { receiverId: approver.id, decision } },
      ];
      for (const seat of opened) {
        effects.push(
          { kind: 'CreateItem', item: { kind: 'Approve', receiverId: seat.id, step: index, stepName: step.name, applicantId, summary } },
          { kind: 'Notify', receiverId: seat.id, notice: turnNotice(subject, summary, approver.id, step.name) },
        );
      }
      return { state: { record, instance: { ...instance, seats, history: [...instance.history, ...entries] } }, effects };
    }
    const entered = enterFrom(context, {
      route,
      applicantId,
      summary,
      from: index + 1,
      by: approver,
      at,
      askNotice: (next) => stepReachedNotice(subject, summary, approver.id, step.name, next),
    });
    if ('refusal' in entered) return refused(entered.refusal);
    const status: FlowStatusValue = entered.step ? FlowStatus.Reviewing : FlowStatus.Approved;
    const currentStep = entered.step ? entered.step.index : index;
    const entries = chain([entry, ...entered.entries], FlowStatus.Reviewing, status);
    const effects: FlowEffect[] = [
      { kind: 'SaveInstance', status, currentStep, ended: status !== FlowStatus.Reviewing, seats: entered.seats, entries, by: approver.id, whenChanged },
      closeAll,
    ];
    if (status !== FlowStatus.Reviewing) effects.push({ kind: 'SetRecordStatus', from: FlowStatus.Reviewing, to: status, by: approver.id });
    effects.push(...entered.effects, {
      kind: 'Notify',
      receiverId: applicantId,
      notice: decisionNotice(subject, { summary, approver, decision, decidedStep: step.name, nextStep: entered.step?.name, opinion }),
    });
    return {
      state: {
        record: { ...record, status },
        instance: { ...instance, status, currentStep, seats: entered.seats, history: [...instance.history, ...entries] },
      },
      effects,
    };
  }

  if (returnTo > 0) {
    const target = route.steps[returnTo - 1];
    const entered = enterFrom(context, {
      route,
      applicantId,
      summary,
      from: returnTo,
      by: approver,
      at,
      askNotice: (stepName) => turnNotice(subject, summary, approver.id, stepName),
    });
    if ('refusal' in entered) return refused(entered.refusal);
    // Sent back to a step that now names nobody and skips on to the end: that would approve by a return.
    if (!entered.step || !target) return refused(refusal('badRequest', RETURN_TARGET_INVALID));
    const entries = chain([{ ...entry, Target: target.name }, ...entered.entries], FlowStatus.Reviewing, FlowStatus.Reviewing);
    return {
      state: { record, instance: { ...instance, currentStep: entered.step.index, seats: entered.seats, history: [...instance.history, ...entries] } },
      effects: [
        {
          kind: 'SaveInstance',
          status: FlowStatus.Reviewing,
          currentStep: entered.step.index,
          ended: false,
          seats: entered.seats,
          entries,
          by: approver.id,
          whenChanged,
        },
        closeAll,
        ...entered.effects,
        { kind: 'Notify', receiverId: applicantId, notice: returnedToStepNotice(subject, summary, approver, target.name, opinion) },
      ],
    };
  }

  const status: FlowStatusValue = decision === 'Returned' ? FlowStatus.Returned : FlowStatus.Refused;
  const entries = chain([decision === 'Returned' ? { ...entry, Target: '申请人' } : entry], FlowStatus.Reviewing, status);
  base.effects.push(
    { kind: 'SaveInstance', status, currentStep: index, ended: status === FlowStatus.Refused, seats: [], entries, by: approver.id, whenChanged },
    closeAll,
    { kind: 'SetRecordStatus', from: FlowStatus.Reviewing, to: status, by: approver.id },
  );
  if (decision === 'Returned') {
    base.effects.push({
      kind: 'CreateItem',
      item: { kind: 'Returned', receiverId: applicantId, step: index, stepName: step.name, applicantId, summary: returnedItemSummary(summary, opinion) },
    });
  }
  base.effects.push({
    kind: 'Notify',
    receiverId: applicantId,
    notice: decisionNotice(subject, { summary, approver, decision, decidedStep: step.name, opinion }),
  });
  return {
    state: { record: { ...record, status }, instance: { ...instance, status, seats: [], history: [...instance.history, ...entries] } },
    effects: base.effects,
  };
}
