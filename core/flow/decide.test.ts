import { describe, expect, it } from 'vitest';
import { decide } from './decide.js';
import type { FlowEffect } from './effects.js';
import { applicant, AT, contextOf, decideBy, ended, head, neverSubmitted, oneStep, reviewer, stranger, SUMMARY, underReview } from './specFixtures.js';
import type { FlowState } from './state.js';
import type { Decision } from './states.js';

const done = (before: FlowState, decision: Decision, by = before.instance?.currentStep === 2 ? head : reviewer, opinion = '') => {
  const result = decide(contextOf(), before, decideBy(by, decision, opinion));
  if (!('state' in result)) throw new Error(result.refusal.message);
  return result;
};
const kinds = (effects: FlowEffect[]) => effects.map((effect) => effect.kind);
const notified = (effects: FlowEffect[]) => effects.flatMap((effect) => (effect.kind === 'Notify' ? [[effect.receiverId, effect.notice.Content]] : []));

describe('decide at a middle step', () => {
  it('通过 opens the next step: items and notices for its approvers, the applicant told', () => {
    const { state, effects } = done(underReview(1), 'Approved', reviewer, ' 同意 ');
    expect(state.record.status).toBe('审核中');
    expect(state.instance).toMatchObject({
      status: '审核中', currentStep: 2, waitingFor: [{ approverId: head.id, stepName: '科研处长审批' }],
      decisions: [{ step: 1, decision: 'Approved', by: reviewer.id }],
    });
    expect(kinds(effects)).toEqual(['CloseStepItems', 'AdvanceInstance', 'CreateItem', 'Notify', 'Notify']);
    expect(effects[0]).toEqual({ kind: 'CloseStepItems', step: 1, deciderId: reviewer.id, decision: 'Approved', whenAlreadyClosed: { kind: 'conflict', message: '该步骤已审批,请刷新后查看' } });
    expect(effects[1]).toEqual({
      kind: 'AdvanceInstance', status: '审核中', currentStep: 2, ended: false, by: reviewer.id,
      entry: { Step: 1, StepName: '科研处初审', Action: 'Approved', ActionName: '通过', Opinion: '同意', User_Id: reviewer.id, UserName: '林晓雯', Time: AT },
    });
    expect(effects[2]).toEqual({ kind: 'CreateItem', item: { kind: 'Approve', receiverId: head.id, step: 2, stepName: '科研处长审批', applicantId: applicant.id, summary: SUMMARY } });
    expect(notified(effects)).toEqual([
      [head.id, `${SUMMARY}已通过「科研处初审」,请在「科研处长审批」中审核`],
      [applicant.id, `您提交的${SUMMARY}已通过「科研处初审」,进入「科研处长审批」,意见:同意`],
    ]);
  });

  it('退回 sends the record back: 已退回, a returned item for the applicant with the opinion', () => {
    const { state, effects } = done(underReview(1), 'Returned', reviewer, '请补充DOI');
    expect(state.record.status).toBe('已退回');
    expect(state.instance).toMatchObject({ status: '已退回', currentStep: 1, waitingFor: [], decisions: [{ step: 1, decision: 'Returned' }] });
    expect(kinds(effects)).toEqual(['CloseStepItems', 'AdvanceInstance', 'SetRecordStatus', 'CreateItem', 'Notify']);
    expect(effects[1]).toMatchObject({ status: '已退回', currentStep: 1, ended: false });
    expect(effects[2]).toEqual({ kind: 'SetRecordStatus', from: '审核中', to: '已退回', by: reviewer.id });
    expect(effects[3]).toEqual({
      kind: 'CreateItem', item: { kind: 'Returned', receiverId: applicant.id, step: 1, stepName: '科研处初审', applicantId: applicant.id, summary: `${SUMMARY}(退回意见:请补充DOI)` },
    });
    expect(notified(effects)).toEqual([[applicant.id, `您提交的${SUMMARY}在「科研处初审」被林晓雯退回,意见:请补充DOI`]]);
  });

  it('不通过 ends the flow for good', () => {
    const { state, effects } = done(underReview(1), 'Refuse', reviewer, '数据不实');
    expect(state.record.status).toBe('不通过');
    expect(state.instance).toMatchObject({ status: '不通过', currentStep: 1, waitingFor: [] });
    expect(kinds(effects)).toEqual(['CloseStepItems', 'AdvanceInstance', 'SetRecordStatus', 'Notify']);
    expect(effects[1]).toMatchObject({ status: '不通过', ended: true });
  });
});

describe('decide at the last step', () => {
  it('通过 ends the flow 已通过', () => {
    const { state, effects } = done(underReview(2), 'Approved', head, '准予登记');
    expect(state.record.status).toBe('已通过');
    expect(state.instance).toMatchObject({
      status: '已通过', currentStep: 2, waitingFor: [],
      decisions: [{ step: 1, decision: 'Approved' }, { step: 2, decision: 'Approved', by: head.id }],
    });
    expect(kinds(effects)).toEqual(['CloseStepItems', 'AdvanceInstance', 'SetRecordStatus', 'Notify']);
    expect(effects[1]).toMatchObject({ status: '已通过', currentStep: 2, ended: true, entry: { StepName: '科研处长审批', ActionName: '通过' } });
    expect(notified(effects)).toEqual([[applicant.id, `您提交的${SUMMARY}在「科研处长审批」被周建华通过,意见:准予登记`]]);
  });

  it('退回 and 不通过 end the round at that step', () => {
    expect(done(underReview(2), 'Returned', head).state.instance).toMatchObject({ status: '已退回', currentStep: 2 });
    expect(done(underReview(2), 'Refuse', head).state.instance).toMatchObject({ status: '不通过', currentStep: 2 });
  });

  it('a one-step flow ends at its only step', () => {
    const result = decide(contextOf({ 1: [reviewer] }, oneStep), underReview(1), decideBy(reviewer, 'Approved'));
    expect('state' in result && result.state.record.status).toBe('已通过');
  });
});

describe('what decide refuses', () => {
  /** The refusal, or null when the decision goes through. */
  const refusal = (before: FlowState, by = reviewer, decision: Decision = 'Approved', opinion = '') => {
    const result = decide(contextOf(), before, decideBy(by, decision, opinion));
    return 'refusal' in result ? result : null;
  };

  it.each([['已通过', 2], ['已退回', 1], ['不通过', 1]] as const)('a finished round (%s)', (status, step) => {
    expect(refusal(ended(status, step), step === 2 ? head : reviewer)).toEqual({ refusal: { kind: 'badRequest', message: '该审批已结束' } });
  });

  it('a record never submitted', () => {
    expect(refusal(neverSubmitted())).toEqual({ refusal: { kind: 'notFound', message: '该数据尚未提交审核' } });
  });

  it('anyone not waiting at the current step: another step\'s approver, the applicant, a stranger', () => {
    const notApprover = { refusal: { kind: 'forbidden', message: '您不是当前步骤的审批人' } };
    expect(refusal(underReview(1), head)).toEqual(notApprover);
    expect(refusal(underReview(1), applicant)).toEqual(notApprover);
    expect(refusal(underReview(2), reviewer)).toEqual(notApprover);
    expect(refusal(underReview(1), stranger, 'Refuse')).toEqual(notApprover);
  });

  it('an opinion over 500 characters, before anything else', () => {
    const tooLong = { refusal: { kind: 'badRequest', message: '审批意见长度要求在[0,500]之间' } };
    expect(refusal(underReview(1), reviewer, 'Approved', '意'.repeat(501))).toEqual(tooLong);
    expect(refusal(ended('已通过', 2), stranger, 'Approved', '意'.repeat(501))).toEqual(tooLong);
    expect(refusal(underReview(1), reviewer, 'Approved', ` ${'意'.repeat(500)} `)).toBeNull();
  });

  it('a record whose status left 审核中 behind its instance, or that is gone', () => {
    const review = underReview(1);
    expect(refusal({ ...review, record: review.record && { ...review.record, status: '未提交' } })).toEqual({ refusal: { kind: 'badRequest', message: '该数据不在审核中' } });
    expect(refusal({ ...review, record: null })).toEqual({ refusal: { kind: 'notFound', message: '数据不存在' } });
  });

  it('通过 into a step nobody can approve, writing nothing', () => {
    expect(decide(contextOf({ 1: [reviewer], 2: [] }), underReview(1), decideBy(reviewer, 'Approved'))).toEqual({
      refusal: { kind: 'badRequest', message: '第2步「科研处长审批」没有审批人,请联系管理员设置审批流程' },
    });
    // 退回 and 不通过 enter no step, so the next step's approvers do not matter.
    expect('state' in decide(contextOf({ 1: [reviewer], 2: [] }), underReview(1), decideBy(reviewer, 'Returned'))).toBe(true);
  });
});

describe('the applicant at the next step', () => {
  it('is left out while someone else can approve it, asked when nobody else can', () => {
    const others = decide(contextOf({ 2: [applicant, head] }), underReview(1), decideBy(reviewer, 'Approved'));
    expect('state' in others && others.state.instance.waitingFor.map((w) => w.approverId)).toEqual([head.id]);
    const alone = decide(contextOf({ 2: [applicant] }), underReview(1), decideBy(reviewer, 'Approved'));
    expect('state' in alone && alone.state.instance.waitingFor.map((w) => w.approverId)).toEqual([applicant.id]);
  });
});

describe('step names', () => {
  it('come from the item the approver was asked with, else from the definition', () => {
    const review = underReview(1);
    const renamed: FlowState = { ...review, instance: review.instance && { ...review.instance, waitingFor: [{ approverId: reviewer.id, stepName: '初审(旧名)' }] } };
    expect(done(renamed, 'Refuse').effects[1]).toMatchObject({ entry: { StepName: '初审(旧名)' } });
    const unnamed: FlowState = { ...review, instance: review.instance && { ...review.instance, waitingFor: [{ approverId: reviewer.id, stepName: null }] } };
    expect(done(unnamed, 'Refuse').effects[1]).toMatchObject({ entry: { StepName: '科研处初审' } });
  });
});
