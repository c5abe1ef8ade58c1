import { describe, expect, it } from 'vitest';
import type { FlowDefinition } from './definition.js';
import type { FlowEvent } from './events.js';
import type { RefusalKind } from './refusal.js';
import {
  applicant, contextOf, decideBy, ended, head, neverSubmitted, oneStep, reviewer, seededCandidates, stranger, submitBy, twoSteps, underReview,
} from './specFixtures.js';
import type { FlowState, Person } from './state.js';
import { DECISIONS, FlowStatus } from './states.js';
import { approverLookups, transition } from './transitions.js';
import type { Transition } from './transition.js';

const run = (state: FlowState, event: FlowEvent, definition: FlowDefinition = twoSteps): Transition =>
  transition(contextOf(seededCandidates, definition), state, event);
const after = (result: Transition): FlowState => {
  if ('refusal' in result) throw new Error(result.refusal.message);
  return result.state;
};

describe('transition', () => {
  it('runs a record through return, resubmission and both steps', () => {
    let state = after(run(neverSubmitted(null), submitBy()));
    state = after(run(state, decideBy(reviewer, 'Returned', '请补充DOI')));
    expect(state.record?.status).toBe('已退回');
    state = after(run(state, submitBy()));
    expect(state.instance).toMatchObject({ status: '审核中', currentStep: 1, decisions: [] });
    state = after(run(state, decideBy(reviewer, 'Approved')));
    state = after(run(state, decideBy(head, 'Approved')));
    expect(state.record?.status).toBe('已通过');
    expect(state.instance?.decisions.map((d) => [d.step, d.decision])).toEqual([[1, 'Approved'], [2, 'Approved']]);
    expect(run(state, submitBy())).toEqual({ refusal: { kind: 'badRequest', message: '已通过的数据不可再次提交' } });
  });
});

describe('approverLookups', () => {
  it('asks for step 1 on a submission, with the submitter as the applicant', () => {
    expect(approverLookups(twoSteps, neverSubmitted(), submitBy())).toEqual([{ step: twoSteps.steps[0], applicantId: applicant.id }]);
  });

  it('asks for the next step on a 通过 that is not the last, nothing else', () => {
    expect(approverLookups(twoSteps, underReview(1), decideBy(reviewer, 'Approved'))).toEqual([{ step: twoSteps.steps[1], applicantId: applicant.id }]);
    expect(approverLookups(twoSteps, underReview(2), decideBy(head, 'Approved'))).toEqual([]);
    expect(approverLookups(twoSteps, underReview(1), decideBy(reviewer, 'Returned'))).toEqual([]);
    expect(approverLookups(twoSteps, underReview(1), decideBy(reviewer, 'Refuse'))).toEqual([]);
    expect(approverLookups(twoSteps, neverSubmitted(), decideBy(reviewer, 'Approved'))).toEqual([]);
  });
});

/**
 * Every (state × event) pair the vocabulary can express, including inconsistent ones (a record whose status disagrees
 * with its instance), must end in a refusal or in a state the flow allows (D-FLOW-1, D-FLOW-3, D-FLOW-4), reached by an
 * allowed edge.
 */
describe('every state × event', () => {
  const recordStatuses = [null, '', ...Object.values(FlowStatus), '草稿'];
  const instances: Array<FlowState['instance']> = [
    null, underReview(1).instance, underReview(2).instance, underReview(1, [reviewer, applicant]).instance,
    ended('已退回', 1).instance, ended('已通过', 2).instance, ended('不通过', 2).instance,
  ];
  const people: Person[] = [applicant, reviewer, head, stranger];
  const events: FlowEvent[] = people.flatMap((by) => [
    submitBy(by),
    ...DECISIONS.flatMap((decision) => [decideBy(by, decision), decideBy(by, decision, '意'.repeat(501))]),
  ]);
  const candidateSets: Array<Record<number, Person[]>> = [seededCandidates, {}, { 1: [applicant], 2: [applicant, head] }];
  const states: FlowState[] = [
    { record: null, instance: null },
    ...recordStatuses.flatMap((status) => instances.map((instance) => ({ record: { status, ownerId: applicant.id, summary: '论文:x' }, instance }))),
  ];

  const refusalKinds: RefusalKind[] = ['badRequest', 'forbidden', 'notFound', 'conflict'];
  const legalStatuses: string[] = [FlowStatus.Reviewing, FlowStatus.Approved, FlowStatus.Returned, FlowStatus.Refused];
  const normal = (status: string | null): string => (status === null || status === '' ? FlowStatus.Draft : status);
  const legalEdges = new Set([
    '未提交→审核中', '已退回→审核中', '审核中→审核中', '审核中→已通过', '审核中→已退回', '审核中→不通过',
  ]);

  const cases = states.flatMap((state) => events.flatMap((event) => [oneStep, twoSteps].flatMap((definition) =>
    candidateSets.map((candidates) => ({ state, event, definition, candidates })))));

  /** What is wrong with one result; empty when it is a refusal or a legal state reached by a legal edge. */
  function violations(state: FlowState, definition: FlowDefinition, candidates: Record<number, Person[]>, result: Transition): string[] {
    if ('refusal' in result) {
      return refusalKinds.includes(result.refusal.kind) && result.refusal.message !== '' ? [] : [`bad refusal ${JSON.stringify(result.refusal)}`];
    }
    const problems: string[] = [];
    const check = (ok: boolean, problem: string) => { if (!ok) problems.push(problem); };
    const { record, instance } = result.state;
    const edge = `${normal(state.record?.status ?? null)}→${record.status}`;
    check(legalStatuses.includes(record.status ?? ''), `status ${record.status}`);
    check(legalEdges.has(edge), `edge ${edge}`);
    check(instance.status === record.status, `instance ${instance.status} vs record ${record.status}`);
    check(instance.currentStep >= 1, `step ${instance.currentStep}`);
    // A step entered exists (an instance already past a since-shortened definition may end where it stands).
    if (instance.currentStep !== state.instance?.currentStep) check(instance.currentStep <= definition.steps.length, `entered step ${instance.currentStep}`);
    // Every step before the current one was approved in this round; an ended round also decided its current step.
    const reviewing = record.status === FlowStatus.Reviewing;
    const decided = reviewing ? instance.currentStep - 1 : instance.currentStep;
    check(JSON.stringify(instance.decisions.map((d) => d.step)) === JSON.stringify(Array.from({ length: decided }, (_, i) => i + 1)), 'decided steps');
    check(instance.decisions.slice(0, instance.currentStep - 1).every((d) => d.decision === 'Approved'), 'an earlier step not approved');
    const asked = instance.waitingFor.map((w) => w.approverId);
    check(reviewing ? asked.length > 0 : asked.length === 0, `waiting for ${asked.join()}`);
    // The applicant is asked only when nobody else could be.
    const couldAsk = (candidates[instance.currentStep] ?? []).map((p) => p.id);
    if (asked.includes(instance.applicantId)) check(couldAsk.every((id) => id === instance.applicantId), 'applicant asked though others could be');
    // The record's status changes exactly when an effect says so; every transition writes one history entry.
    const statusWrites = result.effects.filter((e) => e.kind === 'SetRecordStatus').length;
    check(statusWrites === (record.status === state.record?.status ? 0 : 1), `${statusWrites} status writes`);
    check(result.effects.filter((e) => e.kind === 'StartInstance' || e.kind === 'AdvanceInstance').length === 1, 'instance writes');
    return problems;
  }

  it(`holds for all ${cases.length} cases`, () => {
    expect(cases.length).toBeGreaterThan(3000);
    const reached = new Set<string>();
    const wrong: string[] = [];
    for (const { state, event, definition, candidates } of cases) {
      const result = transition(contextOf(candidates, definition), state, event);
      if ('state' in result) reached.add(result.state.record.status ?? '');
      for (const problem of violations(state, definition, candidates, result)) {
        wrong.push(`${problem}: ${JSON.stringify({ state, event, steps: definition.steps.length, candidates })}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    // Not vacuous: every outcome the flow allows is reached.
    expect([...reached].sort()).toEqual([...legalStatuses].sort());
  });
});
