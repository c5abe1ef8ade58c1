import { describe, expect, it } from 'vitest';
import { planRoute } from './route.js';
import { applicant, approverNode, contextOf, dean, decideBy, head, messageOf, neverSubmitted, reviewer, run, stranger, submitBy } from './specFixtures.js';
import type { FlowApprovalMode } from '../../contract/flowDefinition.js';

const oneStep = (mode: FlowApprovalMode) => planRoute([approverNode('s1', '科研处审核', mode), approverNode('s2', '院长审批')], {});
const ctx = (mode: FlowApprovalMode) => contextOf({ s1: [reviewer, head, dean], s2: [stranger] }, oneStep(mode));
const openOf = (state: ReturnType<typeof run>['state']) => state.instance?.seats.filter((s) => s.state === 'open').map((s) => s.id);

describe('decide', () => {
  it('或签: the first 通过 settles the step for all and opens the next', () => {
    const { state, last } = run(ctx('Any'), neverSubmitted(), [submitBy(), decideBy(head, 'Approved', '同意')]);
    expect(state.instance?.currentStep).toBe(2);
    expect(openOf(state)).toEqual([stranger.id]);
    expect('effects' in last && last.effects.find((e) => e.kind === 'CloseItems')).toEqual({
      kind: 'CloseItems',
      receiverIds: [reviewer.id, head.id, dean.id],
      decision: { receiverId: head.id, decision: 'Approved' },
    });
  });

  it('会签: the step completes only when everyone approved', () => {
    const c = ctx('All');
    const two = run(c, neverSubmitted(), [submitBy(), decideBy(head, 'Approved'), decideBy(reviewer, 'Approved')]);
    expect(two.state.instance?.currentStep).toBe(1);
    expect(openOf(two.state)).toEqual([dean.id]);
    expect(messageOf(run(c, two.state, [decideBy(head, 'Approved')]).last)).toBe('您不是当前步骤的审批人');
    const all = run(c, two.state, [decideBy(dean, 'Approved')]);
    expect(all.state.instance?.currentStep).toBe(2);
  });

  it('会签: one 退回 settles the step at once', () => {
    const { state } = run(ctx('All'), neverSubmitted(), [submitBy(), decideBy(head, 'Approved'), decideBy(dean, 'Returned', '补材料')]);
    expect(state.record?.status).toBe('已退回');
    expect(state.instance?.seats).toEqual([]);
  });

  it('依次: one open item at a time, in order', () => {
    const c = ctx('Sequential');
    const first = run(c, neverSubmitted(), [submitBy()]);
    expect(openOf(first.state)).toEqual([reviewer.id]);
    expect(messageOf(run(c, first.state, [decideBy(head, 'Approved')]).last)).toBe('您不是当前步骤的审批人');
    const second = run(c, first.state, [decideBy(reviewer, 'Approved')]);
    expect(openOf(second.state)).toEqual([head.id]);
    const done = run(c, second.state, [decideBy(head, 'Approved'), decideBy(dean, 'Approved'), decideBy(stranger, 'Approved')]);
    expect(done.state.record?.status).toBe('已通过');
    expect(done.state.instance?.history.map((h) => h.ToStatus)).toEqual(['审核中', '审核中', '审核中', '审核中', '已通过']);
  });

  it('退回 to an earlier step: still 审核中, that step asked again; to 0: 已退回 to the applicant', () => {
    const c = ctx('Any');
    const back = run(c, neverSubmitted(), [submitBy(), decideBy(reviewer, 'Approved'), decideBy(stranger, 'Returned', '请再看', 1)]);
    expect(back.state.record?.status).toBe('审核中');
    expect(back.state.instance?.currentStep).toBe(1);
    expect(openOf(back.state)).toEqual([reviewer.id, head.id, dean.id]);
    expect(back.state.instance?.history.at(-1)).toMatchObject({ Action: 'Returned', Target: '科研处审核', FromStatus: '审核中', ToStatus: '审核中' });
    expect(messageOf(run(c, back.state, [decideBy(reviewer, 'Returned', '', 1)]).last)).toBe('退回的步骤无效,只能退回到之前的审批步骤');
    const applicantBack = run(c, back.state, [decideBy(reviewer, 'Returned', '', 0)]);
    expect(applicantBack.state.record?.status).toBe('已退回');
    const again = run(c, applicantBack.state, [submitBy()]);
    expect(again.state.record?.status).toBe('审核中');
  });

  it('不通过 is final; nobody decides twice; strangers and the applicant are refused', () => {
    const c = ctx('Any');
    const refusedFlow = run(c, neverSubmitted(), [submitBy(), decideBy(reviewer, 'Refuse')]);
    expect(refusedFlow.state.record?.status).toBe('不通过');
    expect(messageOf(run(c, refusedFlow.state, [decideBy(head, 'Approved')]).last)).toBe('该审批已结束');
    const open = run(c, neverSubmitted(), [submitBy()]).state;
    expect(messageOf(run(c, open, [decideBy(stranger, 'Approved')]).last)).toBe('您不是当前步骤的审批人');
    expect(messageOf(run(c, open, [decideBy(applicant, 'Approved')]).last)).toBe('您不是当前步骤的审批人');
    expect(messageOf(run(c, open, [decideBy(reviewer, 'Approved', '很'.repeat(501))]).last)).toBe('审批意见长度要求在[0,500]之间');
  });

  it('someone asked whose task was settled — without them, or by their own decision in another tab — is told to refresh (409); someone never asked, 403', () => {
    const c = ctx('Any');
    const settled = { step: 1, open: false, decidedByCaller: false };
    const decided = run(c, neverSubmitted(), [submitBy(), decideBy(reviewer, 'Approved')]).state;
    const late = (state: typeof decided, by = head, item: typeof settled | null = settled) =>
      run({ ...c, callerItem: item }, state, [decideBy(by, 'Approved')]).last;
    const refusalOf = (t: ReturnType<typeof late>) => ('refusal' in t ? t.refusal : null);
    expect(refusalOf(late(decided))).toEqual({ kind: 'conflict', message: '该步骤已审批,请刷新后查看' });
    const ended = run(c, neverSubmitted(), [submitBy(), decideBy(reviewer, 'Refuse')]).state;
    expect(messageOf(late(ended))).toBe('该步骤已审批,请刷新后查看');
    const withdrawn = run(c, neverSubmitted(), [submitBy(), { type: 'Withdraw', by: applicant, at: '2025-03-01 10:00:00', opinion: '' }]).state;
    expect(refusalOf(late(withdrawn))).toEqual({ kind: 'conflict', message: '审批状态已变化,请刷新后重试' });
    // Without an item of theirs, nothing was taken from them; with their own decision on it, they decided already.
    expect(messageOf(late(decided, dean, null))).toBe('您不是当前步骤的审批人');
    expect(refusalOf(late(decided, reviewer, { step: 1, open: false, decidedByCaller: true }))).toEqual({
      kind: 'conflict',
      message: '该步骤已审批,请刷新后查看',
    });
    expect(messageOf(late(withdrawn, head, null))).toBe('该审批已结束');
  });
});
