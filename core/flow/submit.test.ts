import { describe, expect, it } from 'vitest';
import type { FlowEffect } from './effects.js';
import { planRoute } from './route.js';
import {
  applicant,
  approverNode,
  AT,
  ccNode,
  contextOf,
  dean,
  head,
  messageOf,
  neverSubmitted,
  reviewer,
  stranger,
  submitBy,
  SUMMARY,
  twoSteps,
} from './specFixtures.js';
import { submit } from './submit.js';
import type { SubmitEvent } from './events.js';

const asSubmit = (e: ReturnType<typeof submitBy>) => e as SubmitEvent;

describe('submit', () => {
  it.each([null, '', '未提交', '已退回'])('from %j: 审核中 at step 1, an item and a notice for each approver, the route kept', (status) => {
    const result = submit(contextOf({ s1: [reviewer, head], s2: [head] }), neverSubmitted(status), asSubmit(submitBy()));
    if (!('state' in result)) throw new Error(result.refusal.message);
    expect(result.state.record.status).toBe('审核中');
    expect(result.state.instance.currentStep).toBe(1);
    expect(result.state.instance.route.steps.map((s) => s.name)).toEqual(['科研处初审', '科研处长审批']);
    expect(result.state.instance.seats).toEqual([
      { id: reviewer.id, name: reviewer.name, state: 'open' },
      { id: head.id, name: head.name, state: 'open' },
    ]);
    expect(result.state.instance.history).toEqual([
      {
        Step: 0,
        StepName: '提交',
        Action: 'Submit',
        ActionName: '提交',
        Opinion: '',
        User_Id: applicant.id,
        UserName: '陈思远',
        Time: AT,
        FromStatus: status === '已退回' ? '已退回' : '未提交',
        ToStatus: '审核中',
      },
    ]);
    const kinds = result.effects.map((e) => e.kind);
    expect(kinds).toEqual(['SaveInstance', 'SetRecordStatus', 'RemoveReturnedItems', 'CreateItem', 'Notify', 'CreateItem', 'Notify']);
    expect(result.effects[4]).toMatchObject<Partial<FlowEffect>>({ kind: 'Notify', receiverId: reviewer.id });
  });

  it("refuses what is not the caller's, under review, final, or missing", () => {
    expect(messageOf(submit(contextOf(), neverSubmitted(), asSubmit(submitBy(stranger))))).toBe('只能提交自己的数据');
    expect(messageOf(submit(contextOf(), neverSubmitted('审核中'), asSubmit(submitBy())))).toBe('数据正在审核中,不可重复提交');
    expect(messageOf(submit(contextOf(), neverSubmitted('已通过'), asSubmit(submitBy())))).toBe('已通过的数据不可再次提交');
    expect(messageOf(submit(contextOf(), { record: null, instance: null }, asSubmit(submitBy())))).toBe('数据不存在');
  });

  it('never asks the applicant: a step naming only them is skipped, given to the administrators, or refused', () => {
    const onlyMe = { s1: [applicant], s2: [head] };
    const skipped = submit(contextOf(onlyMe), neverSubmitted(), asSubmit(submitBy()));
    if (!('state' in skipped)) throw new Error(skipped.refusal.message);
    expect(skipped.state.instance.currentStep).toBe(2);
    expect(skipped.state.instance.history.map((h) => [h.Action, h.Opinion, h.FromStatus, h.ToStatus])).toEqual([
      ['Submit', '', '未提交', '审核中'],
      ['Skip', '无审批人,自动跳过', '审核中', '审核中'],
    ]);
    const admin = planRoute([approverNode('s1', '科研处初审', 'Any', { Type: 'DeptHead' }, 'Admin')], {});
    const toAdmins = submit(contextOf(onlyMe, admin, [applicant, dean]), neverSubmitted(), asSubmit(submitBy()));
    expect('state' in toAdmins && toAdmins.state.instance.seats.map((s) => s.id)).toEqual([dean.id]);
    expect(messageOf(submit(contextOf(onlyMe, admin, [applicant]), neverSubmitted(), asSubmit(submitBy())))).toBe(
      '第1步「科研处初审」没有审批人,请联系管理员设置审批流程',
    );
    const legacy = planRoute([approverNode('s1', '科研处初审')], {}, { legacyKeys: ['s1'] });
    expect(messageOf(submit(contextOf(onlyMe, legacy), neverSubmitted(), asSubmit(submitBy())))).toBe('第1步「科研处初审」没有审批人,请联系管理员设置审批流程');
  });

  it('转交管理员 and 转交指定人员 hand an empty step on, say so in the history, and never to the applicant', () => {
    const onlyMe = { s1: [applicant] };
    const admin = planRoute([approverNode('s1', '科研处长审批', 'Any', { Type: 'Users', Accounts: ['staff'] }, 'Admin')], {});
    const toAdmins = submit(contextOf(onlyMe, admin, [dean, head]), neverSubmitted(), asSubmit(submitBy()));
    if (!('state' in toAdmins)) throw new Error(toAdmins.refusal.message);
    expect(toAdmins.state.instance.seats.map((s) => s.id)).toEqual([dean.id, head.id]);
    expect(toAdmins.state.instance.history.at(-1)).toMatchObject({
      Step: 1,
      StepName: '科研处长审批',
      Action: 'Reassign',
      ActionName: '转交',
      Opinion: '无可审批人,已转交管理员',
      Target: '赵院长、周建华',
      UserName: '陈思远',
      FromStatus: '审核中',
      ToStatus: '审核中',
    });

    const deputy = planRoute([approverNode('s1', '科研处长审批', 'Any', { Type: 'Users', Accounts: ['staff'] }, 'Deputy', ['vicedean'])], {});
    expect(deputy.steps[0]?.deputies).toEqual(['vicedean']);
    const toDeputy = submit(contextOf(onlyMe, deputy, [head], { s1: [stranger] }), neverSubmitted(), asSubmit(submitBy()));
    if (!('state' in toDeputy)) throw new Error(toDeputy.refusal.message);
    expect(toDeputy.state.instance.seats.map((s) => s.id)).toEqual([stranger.id]);
    expect(toDeputy.state.instance.history.at(-1)).toMatchObject({ Action: 'Reassign', Opinion: '无可审批人,已转交指定人员', Target: '王立群' });
    expect(toDeputy.effects.filter((e) => e.kind === 'CreateItem').map((e) => e.kind === 'CreateItem' && e.item.receiverId)).toEqual([stranger.id]);

    // A deputy who is the applicant (or none who can decide): the administrators; they too only the applicant: refused.
    const deputyIsMe = submit(contextOf(onlyMe, deputy, [head], { s1: [applicant] }), neverSubmitted(), asSubmit(submitBy()));
    expect('state' in deputyIsMe && deputyIsMe.state.instance.history.at(-1)?.Opinion).toBe('无可审批人,已转交管理员');
    expect('state' in deputyIsMe && deputyIsMe.state.instance.seats.map((s) => s.id)).toEqual([head.id]);
    expect(messageOf(submit(contextOf(onlyMe, deputy, [applicant], { s1: [applicant] }), neverSubmitted(), asSubmit(submitBy())))).toBe(
      '第1步「科研处长审批」没有审批人,请联系管理员设置审批流程',
    );
    // A step that names someone else never goes by its policy.
    const named = submit(contextOf({ s1: [reviewer] }, deputy, [head], { s1: [stranger] }), neverSubmitted(), asSubmit(submitBy()));
    expect('state' in named && named.state.instance.history.map((h) => h.Action)).toEqual(['Submit']);
  });

  it('approves at once when the route asks nobody', () => {
    const result = submit(contextOf({}), neverSubmitted(), asSubmit(submitBy()));
    if (!('state' in result)) throw new Error(result.refusal.message);
    expect(result.state.record.status).toBe('已通过');
    expect(result.state.instance.history.at(-1)?.ToStatus).toBe('已通过');
  });

  it('copies 抄送 people on the way and moves on', () => {
    const route = planRoute([ccNode('cc', '抄送财务'), approverNode('s1', '科研处初审')], {});
    const result = submit(contextOf({ cc: [dean, stranger], s1: [reviewer] }, route), neverSubmitted(), asSubmit(submitBy()));
    if (!('state' in result)) throw new Error(result.refusal.message);
    expect(result.state.instance.currentStep).toBe(2);
    expect(result.state.instance.history[1]).toMatchObject({ Action: 'Cc', ActionName: '抄送', Target: '赵院长、王立群' });
    expect(result.effects.filter((e) => e.kind === 'CreateItem').map((e) => e.kind === 'CreateItem' && [e.item.kind, e.item.receiverId])).toEqual([
      ['Cc', dean.id],
      ['Cc', stranger.id],
      ['Approve', reviewer.id],
    ]);
  });

  it('takes 自选 people from the submission: required, bounded, never the applicant', () => {
    const route = planRoute([approverNode('pick', '导师审核', 'Any', { Type: 'Chosen' })], {});
    const ctx = contextOf({}, route);
    expect(messageOf(submit(ctx, neverSubmitted(), asSubmit(submitBy())))).toBe('请为「导师审核」选择审批人');
    expect(messageOf(submit(ctx, neverSubmitted(), asSubmit(submitBy(applicant, { pick: [applicant] }))))).toBe('「导师审核」不能选择申请人本人');
    const many = Array.from({ length: 21 }, (_, i) => ({ id: `u${i}`, name: `人${i}` }));
    expect(messageOf(submit(ctx, neverSubmitted(), asSubmit(submitBy(applicant, { pick: many }))))).toBe('「导师审核」最多选择20人');
    const ok = submit(ctx, neverSubmitted(), asSubmit(submitBy(applicant, { pick: [dean] })));
    expect('state' in ok && ok.state.instance.seats.map((s) => s.id)).toEqual([dean.id]);
    expect('state' in ok && ok.state.instance.route.chosen).toEqual({ pick: [dean] });
  });

  it('keeps the planned route', () => {
    const result = submit(contextOf(), neverSubmitted(), asSubmit(submitBy()));
    expect('state' in result && result.state.instance.route.steps).toEqual(twoSteps.steps);
    expect(SUMMARY).toContain('论文');
  });
});
