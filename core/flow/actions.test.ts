import { describe, expect, it } from 'vitest';
import type { FlowEvent } from './events.js';
import { planRoute } from './route.js';
import { applicant, approverNode, AT, contextOf, dean, decideBy, head, messageOf, neverSubmitted, reviewer, run, stranger, submitBy } from './specFixtures.js';
import type { FlowApprovalMode } from '../../contract/flowDefinition.js';
import type { Person } from './state.js';
import { timeMs } from './time.js';

const ctx = (mode: FlowApprovalMode = 'Any') =>
  contextOf({ s1: [reviewer, head], s2: [stranger] }, planRoute([approverNode('s1', '科研处审核', mode), approverNode('s2', '院长审批')], {}));
const withdraw = (by: Person = applicant): FlowEvent => ({ type: 'Withdraw', by, at: AT, opinion: '' });
const transferTo = (by: Person, to: Person): FlowEvent => ({ type: 'Transfer', by, to, at: AT, opinion: '' });
const add = (by: Person, signer: Person, position: 'Before' | 'After'): FlowEvent => ({ type: 'AddSigner', by, signer, position, at: AT, opinion: '' });
const remindAt = (at: string): FlowEvent => ({ type: 'Remind', by: applicant, at, atMs: timeMs(at) ?? 0 });
const openOf = (state: ReturnType<typeof run>['state']) => state.instance?.seats.filter((s) => s.state === 'open').map((s) => s.id);

describe('撤回', () => {
  it('the applicant takes back a step nobody decided: 未提交, items closed, approvers told', () => {
    const { state, last } = run(ctx(), neverSubmitted(), [submitBy(), withdraw()]);
    expect(state.record?.status).toBe('未提交');
    expect(state.instance?.history.at(-1)).toMatchObject({ Action: 'Withdraw', ActionName: '撤回', FromStatus: '审核中', ToStatus: '未提交' });
    expect('effects' in last && last.effects.filter((e) => e.kind === 'Notify').map((e) => e.kind === 'Notify' && e.receiverId)).toEqual([
      reviewer.id,
      head.id,
    ]);
    expect(run(ctx(), state, [submitBy()]).state.record?.status).toBe('审核中');
  });

  it('is refused to others and once someone in the step approved', () => {
    const open = run(ctx('All'), neverSubmitted(), [submitBy()]).state;
    expect(messageOf(run(ctx('All'), open, [withdraw(reviewer)]).last)).toBe('只有申请人可以撤回');
    const decided = run(ctx('All'), open, [decideBy(reviewer, 'Approved')]).state;
    expect(messageOf(run(ctx('All'), decided, [withdraw()]).last)).toBe('当前步骤已有人审批,不能撤回');
  });
});

describe('转办', () => {
  it('hands my open task to another person, who decides in my place', () => {
    const { state } = run(ctx(), neverSubmitted(), [submitBy(), transferTo(reviewer, dean)]);
    expect(openOf(state)).toEqual([dean.id, head.id]);
    expect(state.instance?.history.at(-1)).toMatchObject({ Action: 'Transfer', Target: '赵院长', FromStatus: '审核中', ToStatus: '审核中' });
    expect(messageOf(run(ctx(), state, [decideBy(reviewer, 'Approved')]).last)).toBe('您不是当前步骤的审批人');
    expect(run(ctx(), state, [decideBy(dean, 'Approved')]).state.instance?.currentStep).toBe(2);
  });

  it('never to the applicant nor to someone already asked', () => {
    const open = run(ctx(), neverSubmitted(), [submitBy()]).state;
    expect(messageOf(run(ctx(), open, [transferTo(reviewer, applicant)]).last)).toBe('不能转交给申请人');
    expect(messageOf(run(ctx(), open, [transferTo(reviewer, head)]).last)).toBe('该人员已是本步骤的审批人');
    expect(messageOf(run(ctx(), open, [transferTo(stranger, dean)]).last)).toBe('您不是当前步骤的审批人');
  });
});

describe('加签', () => {
  it('Before: the added person decides first, then the task returns to me', () => {
    const c = ctx('All');
    const added = run(c, neverSubmitted(), [submitBy(), add(reviewer, dean, 'Before')]).state;
    expect(openOf(added)).toEqual([dean.id, head.id]);
    const back = run(c, added, [decideBy(dean, 'Approved')]).state;
    expect(openOf(back)).toEqual([reviewer.id, head.id]);
    expect(run(c, back, [decideBy(reviewer, 'Approved'), decideBy(head, 'Approved')]).state.instance?.currentStep).toBe(2);
  });

  it('After: once I approve, the added person must approve before the step completes (或签 too)', () => {
    const c = ctx('Any');
    const added = run(c, neverSubmitted(), [submitBy(), add(reviewer, dean, 'After')]).state;
    expect(openOf(added)).toEqual([reviewer.id, head.id]);
    const mine = run(c, added, [decideBy(reviewer, 'Approved')]).state;
    expect(mine.instance?.currentStep).toBe(1);
    expect(openOf(mine)).toEqual([dean.id, head.id]);
    expect(run(c, mine, [decideBy(dean, 'Approved')]).state.instance?.currentStep).toBe(2);
  });

  it('依次: the added person takes their turn in order', () => {
    const c = ctx('Sequential');
    const s = run(c, neverSubmitted(), [submitBy(), add(reviewer, dean, 'After'), decideBy(reviewer, 'Approved')]).state;
    expect(openOf(s)).toEqual([dean.id]);
  });

  it('never the applicant nor someone already asked', () => {
    const open = run(ctx(), neverSubmitted(), [submitBy()]).state;
    expect(messageOf(run(ctx(), open, [add(reviewer, applicant, 'Before')]).last)).toBe('不能加签申请人');
    expect(messageOf(run(ctx(), open, [add(reviewer, head, 'After')]).last)).toBe('该人员已是本步骤的审批人');
  });
});

describe('催办', () => {
  it('tells the current approvers, at most once an hour, saying when one may remind again', () => {
    const open = run(ctx(), neverSubmitted(), [submitBy()]).state;
    const first = run(ctx(), open, [remindAt('2025-03-01 10:00:00')]);
    expect('effects' in first.last && first.last.effects.filter((e) => e.kind === 'Notify').length).toBe(2);
    expect(first.state.instance?.history.at(-1)).toMatchObject({ Action: 'Remind', ActionName: '催办', FromStatus: '审核中', ToStatus: '审核中' });
    expect(messageOf(run(ctx(), first.state, [remindAt('2025-03-01 10:30:00')]).last)).toBe('催办过于频繁,请于2025-03-01 11:00:00后再试');
    expect('state' in run(ctx(), first.state, [remindAt('2025-03-01 11:00:00')]).last).toBe(true);
    expect(messageOf(run(ctx(), open, [{ type: 'Remind', by: reviewer, at: AT, atMs: 0 }]).last)).toBe('只有申请人可以催办');
  });
});
