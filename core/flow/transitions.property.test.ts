/**
 * The state machine under random definitions and random actions by random people: every reached state is allowed,
 * the history chains, items are never decided twice, 会签 completes only when all approved, and the applicant is never
 * asked. Refused actions change nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FlowApprovalMode, FlowEmptyApproverPolicy, FlowNode } from '../../contract/flowDefinition.js';
import type { FlowContext } from './context.js';
import type { FlowEvent } from './events.js';
import { planRoute } from './route.js';
import type { FlowState, Person } from './state.js';
import { FlowStatus } from './states.js';
import { transition } from './transitions.js';

const people: Person[] = ['陈思远', '林晓雯', '周建华', '刘敏', '赵强'].map((name, i) => ({ id: `p${i}`, name }));
const [applicant] = people as [Person, ...Person[]];
const ALLOWED: Record<string, string[]> = {
  [FlowStatus.Draft]: [FlowStatus.Reviewing, FlowStatus.Approved],
  [FlowStatus.Returned]: [FlowStatus.Reviewing, FlowStatus.Approved],
  [FlowStatus.Reviewing]: [FlowStatus.Reviewing, FlowStatus.Approved, FlowStatus.Returned, FlowStatus.Refused, FlowStatus.Draft],
  [FlowStatus.Approved]: [],
  [FlowStatus.Refused]: [],
};

const person = fc.constantFrom(...people);
const group = fc.subarray(people, { minLength: 0, maxLength: 4 });
const mode = fc.constantFrom<FlowApprovalMode>('Any', 'All', 'Sequential');

/** Nodes with keys made unique afterwards; a condition branches on Amount (conditions only above the last level). */
function nodeArb(depth: number): fc.Arbitrary<FlowNode> {
  const approverArb = fc.record({ mode, whenEmpty: fc.constantFrom<FlowEmptyApproverPolicy>('Skip', 'Admin', 'Deputy'), chosen: fc.boolean() }).map(
    ({ mode: m, whenEmpty, chosen }): FlowNode => ({
      Kind: 'Approver',
      Key: '',
      Name: '审批',
      Mode: m,
      WhenEmpty: whenEmpty,
      Approver: chosen ? { Type: 'Chosen' } : { Type: 'DeptHead' },
      ...(whenEmpty === 'Deputy' ? { Deputies: ['deputy'] } : {}),
    }),
  );
  const ccArb = fc.constant<FlowNode>({ Kind: 'Cc', Key: '', Name: '抄送', Recipients: { Type: 'DeptHead' } });
  if (depth <= 1) return fc.oneof({ weight: 4, arbitrary: approverArb }, { weight: 1, arbitrary: ccArb });
  const inner = nodeArb(depth - 1);
  const conditionArb = fc.tuple(fc.integer({ min: 0, max: 100 }), fc.array(inner, { maxLength: 2 }), fc.array(inner, { maxLength: 2 })).map(
    ([limit, yes, no]): FlowNode => ({
      Kind: 'Condition',
      Key: '',
      Name: '条件',
      Branches: [
        { Key: '', Name: '大额', Conditions: [{ Field: 'Amount', Operator: '>', Value: limit }], Nodes: yes },
        { Key: '', Name: '其他', Conditions: [], Nodes: no },
      ],
    }),
  );
  return fc.oneof({ weight: 4, arbitrary: approverArb }, { weight: 1, arbitrary: ccArb }, { weight: 1, arbitrary: conditionArb });
}

function keyed(nodes: FlowNode[], counter = { n: 0 }): FlowNode[] {
  return nodes.map((node) => {
    counter.n += 1;
    const Key = `k${counter.n}`;
    if (node.Kind !== 'Condition') return { ...node, Key, Name: `${node.Name}${counter.n}` };
    return { ...node, Key, Branches: node.Branches.map((b) => ({ ...b, Key: `${Key}-${b.Name}`, Nodes: keyed(b.Nodes, counter) })) };
  });
}

type MakeEvent = (at: number, state: FlowState, chosenKeys: string[]) => FlowEvent;

/** Someone at random, or (more often, so flows move) whoever holds the n-th open seat now. */
const actorArb: fc.Arbitrary<(state: FlowState) => Person> = fc.oneof(
  person.map((p) => () => p),
  fc.integer({ min: 0, max: 3 }).map((n) => (state: FlowState) => {
    const open = state.instance?.seats.filter((s) => s.state === 'open') ?? [];
    const seat = open[n % Math.max(open.length, 1)];
    return seat ? { id: seat.id, name: seat.name } : applicant;
  }),
  fc.integer({ min: 0, max: 3 }).map((n) => (state: FlowState) => {
    const open = state.instance?.seats.filter((s) => s.state === 'open') ?? [];
    const seat = open[n % Math.max(open.length, 1)];
    return seat ? { id: seat.id, name: seat.name } : applicant;
  }),
);

const eventArb: fc.Arbitrary<MakeEvent> = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 4 }), fc.array(group, { minLength: 4, maxLength: 4 })).map(
    ([who, picks]): MakeEvent =>
      (at, _state, keys) => ({
        type: 'Submit',
        by: who === 0 ? (people[1] as Person) : applicant,
        at: String(at),
        chosen: Object.fromEntries(keys.map((key, i) => [key, picks[i % picks.length] ?? []])),
      }),
  ),
  fc.tuple(actorArb, fc.constantFrom('Approved', 'Approved', 'Approved', 'Returned', 'Refuse'), fc.integer({ min: 0, max: 4 })).map(
    ([actor, decision, returnTo]): MakeEvent =>
      (at, state) => ({
        type: 'Decide',
        by: actor(state),
        decision: decision as 'Approved' | 'Returned' | 'Refuse',
        opinion: '',
        at: String(at),
        ...(decision === 'Returned' ? { returnTo } : {}),
      }),
  ),
  fc.tuple(actorArb, fc.constantFrom('Approved', 'Approved')).map(
    ([actor, decision]): MakeEvent =>
      (at, state) => ({
        type: 'Decide',
        by: actor(state),
        decision: decision as 'Approved',
        opinion: '',
        at: String(at),
      }),
  ),
  person.map(
    (by): MakeEvent =>
      (at) => ({ type: 'Withdraw', by, opinion: '', at: String(at) }),
  ),
  fc.tuple(actorArb, person).map(
    ([actor, to]): MakeEvent =>
      (at, state) => ({ type: 'Transfer', by: actor(state), to, opinion: '', at: String(at) }),
  ),
  fc.tuple(actorArb, person, fc.constantFrom<'Before' | 'After'>('Before', 'After')).map(
    ([actor, signer, position]): MakeEvent =>
      (at, state) => ({ type: 'AddSigner', by: actor(state), signer, position, opinion: '', at: String(at) }),
  ),
  person.map(
    (by): MakeEvent =>
      (at) => ({ type: 'Remind', by, at: String(at), atMs: at * 20 * 60 * 1000 }),
  ),
);

describe('the approval state machine (property)', () => {
  it('keeps its invariants under random definitions and actions', () => {
    fc.assert(
      fc.property(
        fc.array(nodeArb(3), { minLength: 1, maxLength: 4 }),
        fc.array(group, { minLength: 12, maxLength: 12 }),
        group,
        fc.integer({ min: 0, max: 100 }),
        fc.array(eventArb, { minLength: 5, maxLength: 40, size: 'medium' }),
        (rawNodes, groups, admins, amount, events) => {
          const nodes = keyed(rawNodes);
          const plan = planRoute(nodes, { Amount: amount });
          const chosenKeys = plan.steps.filter((st) => st.source.Type === 'Chosen').map((st) => st.key);
          const candidates = new Map(plan.steps.map((s, i) => [s.key, groups[i % groups.length] ?? []]));
          // Deputies: a group of its own for each step (the applicant may be among them, and is never asked).
          const deputies = new Map(plan.steps.map((s, i) => [s.key, groups[(i + 5) % groups.length] ?? []]));
          const context: FlowContext = { subject: { module: 'Thesis', recordId: 't' }, plan, candidates, admins, deputies };
          let state: FlowState = { record: { status: FlowStatus.Draft, ownerId: applicant.id, summary: '论文:测试' }, instance: null };
          const openItems = new Set<string>();
          events.forEach((make, i) => {
            const event = make(i + 1, state, chosenKeys);
            const before = JSON.stringify(state);
            const result = transition(context, state, event);
            expect(JSON.stringify(state), 'a transition never mutates its input').toBe(before);
            if ('refusal' in result) return;
            const from = state.record?.status ?? FlowStatus.Draft;
            const to = result.state.record.status ?? '';
            expect(ALLOWED[from], `${from} → ${to} by ${event.type}`).toContain(to);
            expect(result.state.instance.status).toBe(to);

            // Items: created once per person while open, decided only while open, closed when the step closes.
            for (const effect of result.effects) {
              if (effect.kind === 'CreateItem' && effect.item.kind === 'Approve') {
                expect(effect.item.receiverId, 'the applicant is never asked').not.toBe(applicant.id);
                expect(openItems.has(effect.item.receiverId), 'no second open item for one person').toBe(false);
                openItems.add(effect.item.receiverId);
              }
              if (effect.kind === 'CloseItems') {
                if (effect.decision) {
                  expect(openItems.has(effect.decision.receiverId), 'a decision needs an open item').toBe(true);
                  openItems.delete(effect.decision.receiverId);
                }
                for (const id of effect.receiverIds) openItems.delete(id);
              }
            }
            const seats = result.state.instance.seats;
            expect([...openItems].sort()).toEqual(
              seats
                .filter((s) => s.state === 'open')
                .map((s) => s.id)
                .sort(),
            );
            expect(
              seats.some((s) => s.id === applicant.id),
              'the applicant never holds a seat',
            ).toBe(false);
            if (to !== FlowStatus.Reviewing) expect(seats).toEqual([]);

            // 会签 completes only when everyone in it approved.
            const was = state.instance;
            if (event.type === 'Decide' && event.decision === 'Approved' && was) {
              const step = was.route.steps[was.currentStep - 1];
              const moved = result.state.instance.currentStep !== was.currentStep || to === FlowStatus.Approved;
              if (step?.mode === 'All' && moved) expect(was.seats.every((s) => s.state === 'approved' || s.id === event.by.id)).toBe(true);
            }

            // The history chains: each entry leaves the status the one before reached; the last is where the record is.
            const history = result.state.instance.history;
            history.forEach((entry, n) => {
              if (n > 0) expect(entry.FromStatus).toBe(history[n - 1]?.ToStatus);
            });
            expect(history.at(-1)?.ToStatus).toBe(to);
            state = result.state;
          });
        },
      ),
      { numRuns: 600 },
    );
  });
});
