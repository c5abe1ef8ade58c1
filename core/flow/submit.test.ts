import { describe, expect, it } from 'vitest';
import type { FlowEffect, FlowItem } from './effects.js';
import type { HistoryEntry } from './history.js';
import type { FlowNotice } from './notices.js';
import { applicant, AT, contextOf, ended, head, neverSubmitted, oneStep, reviewer, stranger, submitBy, SUMMARY, underReview } from './specFixtures.js';
import type { FlowState } from './state.js';
import { submit } from './submit.js';

describe('submit', () => {
  it.each([null, '', '未提交', '已退回'])('from %j: 审核中 at step 1, an item and a notice for each approver', (status) => {
    const before: FlowState = status === '已退回' ? ended('已退回', 1) : neverSubmitted(status);
    const result = submit(contextOf({ 1: [reviewer, head] }), before, submitBy());
    if (!('state' in result)) throw new Error(result.refusal.message);
    expect(result.state).toEqual({
      record: { status: '审核中', ownerId: applicant.id, summary: SUMMARY },
      instance: {
        status: '审核中', applicantId: applicant.id, currentStep: 1, decisions: [],
        waitingFor: [{ approverId: reviewer.id, stepName: '科研处初审' }, { approverId: head.id, stepName: '科研处初审' }],
      },
    });
    const entry: HistoryEntry = { Step: 0, StepName: '提交', Action: 'Submit', ActionName: '提交', Opinion: '', User_Id: applicant.id, UserName: '陈思远', Time: AT };
    const item = (receiverId: string): FlowItem => ({ kind: 'Approve', receiverId, step: 1, stepName: '科研处初审', applicantId: applicant.id, summary: SUMMARY });
    const notice: FlowNotice = { Title: `待审核:${SUMMARY}`, Type: '审批通知', Sender_Id: applicant.id, Url: '/Thesis/add?q=t-1', Content: `陈思远提交了${SUMMARY},请在「科研处初审」中审核` };
    expect(result.effects).toEqual<FlowEffect[]>([
      { kind: 'SetRecordStatus', from: status, to: '审核中', by: applicant.id },
      { kind: 'StartInstance', applicantId: applicant.id, entry },
      { kind: 'RemoveReturnedItems' },
      { kind: 'CreateItem', item: item(reviewer.id) },
      { kind: 'Notify', receiverId: reviewer.id, notice },
      { kind: 'CreateItem', item: item(head.id) },
      { kind: 'Notify', receiverId: head.id, notice },
    ]);
  });

  it.each([
    [underReview(1), '数据正在审核中,不可重复提交'],
    [underReview(2), '数据正在审核中,不可重复提交'],
    [ended('已通过', 2), '已通过的数据不可再次提交'],
    [ended('不通过', 1), '不通过的数据不可再次提交'],
    [neverSubmitted('草稿'), '草稿的数据不可再次提交'],
  ])('refuses from a state it cannot leave (%#)', (before, message) => {
    expect(submit(contextOf(), before, submitBy())).toEqual({ refusal: { kind: 'badRequest', message } });
  });

  it('lets only the owner submit, before looking at the status', () => {
    expect(submit(contextOf(), neverSubmitted(), submitBy(reviewer))).toEqual({ refusal: { kind: 'forbidden', message: '只能提交自己的数据' } });
    expect(submit(contextOf(), underReview(1), submitBy(stranger))).toEqual({ refusal: { kind: 'forbidden', message: '只能提交自己的数据' } });
  });

  it('refuses a record that no longer exists', () => {
    expect(submit(contextOf(), { record: null, instance: null }, submitBy())).toEqual({ refusal: { kind: 'notFound', message: '数据不存在' } });
  });

  it('refuses, writing nothing, when nobody can approve the first step', () => {
    expect(submit(contextOf({ 1: [] }, oneStep), neverSubmitted(), submitBy())).toEqual({
      refusal: { kind: 'badRequest', message: '第1步「审核」没有审批人,请联系管理员设置审批流程' },
    });
    expect(submit(contextOf({}, oneStep), neverSubmitted(), submitBy())).toMatchObject({ refusal: { kind: 'badRequest' } });
  });

  it('leaves the applicant out of the approvers, unless nobody else can approve', () => {
    const withOthers = submit(contextOf({ 1: [applicant, reviewer] }), neverSubmitted(), submitBy());
    expect('state' in withOthers && withOthers.state.instance.waitingFor.map((w) => w.approverId)).toEqual([reviewer.id]);
    const alone = submit(contextOf({ 1: [applicant] }), neverSubmitted(), submitBy());
    expect('state' in alone && alone.state.instance.waitingFor.map((w) => w.approverId)).toEqual([applicant.id]);
  });
});
