/**
 * The offers are the actions' own answers (D-FLOW-12): on every state reachable by random flows and random actions,
 * for everyone and with or without the approver's grant, an action is offered exactly when its transition would accept
 * it, and a picker lists a person exactly when 转办 / 加签 would accept them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FlowApprovalMode } from '../../contract/flowDefinition.js';
import type { Caller } from '../permissions/caller.js';
import type { FlowContext } from './context.js';
import type { FlowEvent } from './events.js';
import { flowOffers, openItemDecidable, pickRefusal } from './flowOffers.js';
import { planRoute } from './route.js';
import { MAX_SEATS } from './seats.js';
import type { FlowState, Person } from './state.js';
import { FlowStatus } from './states.js';
import { approverNode } from './specFixtures.js';
import { transition } from './transitions.js';

const people: Person[] = ['陈思远', '林晓雯', '周建华', '刘敏', '赵强'].map((name, i) => ({ id: `p${i}`, name }));
const [applicant] = people as [Person, ...Person[]];
const MINUTE = 60_000;
const person = fc.constantFrom(...people);

/** Each event made at minute `at` of the run (reminders an hour apart are possible). */
type MakeEvent = (at: number) => FlowEvent;
const eventArb: fc.Arbitrary<MakeEvent> = fc.oneof(
  fc.constant((at: number): FlowEvent => ({ type: 'Submit', by: applicant, at: String(at) })),
  fc.tuple(person, fc.constantFrom('Approved', 'Approved', 'Returned', 'Refuse')).map(
    ([by, decision]) =>
      (at: number): FlowEvent => ({ type: 'Decide', by, decision: decision as 'Approved', opinion: '理由', at: String(at) }),
  ),
  person.map(
    (by) =>
      (at: number): FlowEvent => ({ type: 'Withdraw', by, opinion: '', at: String(at) }),
  ),
  fc.tuple(person, person).map(
    ([by, to]) =>
      (at: number): FlowEvent => ({ type: 'Transfer', by, to, opinion: '', at: String(at) }),
  ),
  fc.tuple(person, person, fc.constantFrom<'Before' | 'After'>('Before', 'After')).map(
    ([by, signer, position]) =>
      (at: number): FlowEvent => ({ type: 'AddSigner', by, signer, position, opinion: '', at: String(at) }),
  ),
  person.map(
    (by) =>
      (at: number): FlowEvent => ({ type: 'Remind', by, at: String(at), atMs: at * MINUTE }),
  ),
);

const stepsArb = fc.array(
  fc.record({ mode: fc.constantFrom<FlowApprovalMode>('Any', 'All', 'Sequential'), group: fc.subarray(people.slice(1), { minLength: 1 }) }),
  { minLength: 1, maxLength: 3 },
);

const callerOf = (who: Person, grant: boolean): Caller => ({
  id: who.id,
  isAdmin: false,
  can: (module, action) => grant && module === 'Thesis' && action === 'Check',
});
const accepted = (context: FlowContext, state: FlowState, event: FlowEvent): boolean => !('refusal' in transition(context, state, event));

describe("the offers of a record's flow (property)", () => {
  it('offer an action exactly when its transition accepts it, and list exactly the people 转办 and 加签 accept', () => {
    fc.assert(
      fc.property(stepsArb, fc.array(fc.tuple(eventArb, fc.integer({ min: 1, max: 90 })), { minLength: 1, maxLength: 25 }), (steps, events) => {
        const nodes = steps.map((s, i) => approverNode(`s${i}`, `第${i + 1}步`, s.mode));
        const plan = planRoute(nodes, {});
        const context: FlowContext = {
          subject: { module: 'Thesis', recordId: 't' },
          plan,
          admins: [people[2] as Person],
          candidates: new Map(steps.map((s, i) => [`s${i}`, s.group])),
        };
        let state: FlowState = { record: { status: FlowStatus.Draft, ownerId: applicant.id, summary: '论文:测试' }, instance: null };
        let minute = 0;
        for (const [make, gap] of events) {
          minute += gap;
          const nowMs = minute * MINUTE;
          for (const who of people) {
            for (const grant of [true, false]) {
              const offers = flowOffers('Thesis', state, callerOf(who, grant), nowMs);
              const at = String(minute);
              expect(offers.decide, 'decide').toBe(grant && accepted(context, state, { type: 'Decide', by: who, decision: 'Approved', opinion: '', at }));
              expect(offers.withdraw, 'withdraw').toBe(accepted(context, state, { type: 'Withdraw', by: who, opinion: '', at }));
              expect(offers.remind, 'remind').toBe(accepted(context, state, { type: 'Remind', by: who, at, atMs: nowMs }));
              if (offers.remindAt !== null) {
                expect(accepted(context, state, { type: 'Remind', by: who, at, atMs: offers.remindAt })).toBe(true);
                expect(accepted(context, state, { type: 'Remind', by: who, at, atMs: offers.remindAt - 1 })).toBe(false);
              }
              if (!offers.decide) {
                expect(offers.addSigner).toBe(false);
                continue;
              }
              const instance = state.instance;
              if (!instance) throw new Error('a decision needs an instance');
              for (const other of people) {
                const candidate = { id: other.id, enabled: true, mayDecide: true };
                for (const kind of ['Transfer', 'AddSigner'] as const) {
                  const event: FlowEvent =
                    kind === 'Transfer'
                      ? { type: 'Transfer', by: who, to: other, opinion: '', at }
                      : { type: 'AddSigner', by: who, signer: other, position: 'After', opinion: '', at };
                  expect(pickRefusal(kind, candidate, instance) === null, `${kind} → ${other.name}`).toBe(accepted(context, state, event));
                }
                // Someone who could not decide the module, or is disabled, is never listed.
                expect(pickRefusal('AddSigner', { ...candidate, mayDecide: false }, instance)).not.toBeNull();
                expect(pickRefusal('Transfer', { ...candidate, enabled: false }, instance)).not.toBeNull();
              }
              expect(offers.addSigner).toBe(instance.seats.length < MAX_SEATS);
            }
          }
          const result = transition(context, state, make(minute));
          if ('state' in result) state = result.state;
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('the offers of a waiting item and of 自选', () => {
  it('decide an open item only with the grant, and never choose the applicant', () => {
    expect(openItemDecidable('Thesis', callerOf(people[1] as Person, true))).toBe(true);
    expect(openItemDecidable('Thesis', callerOf(people[1] as Person, false))).toBe(false);
    const submitting = { applicantId: applicant.id, seats: [] };
    expect(pickRefusal('Chosen', { id: applicant.id, enabled: true, mayDecide: true }, submitting)?.message).toBe('不能选择申请人本人');
    expect(pickRefusal('Chosen', { id: 'p1', enabled: true, mayDecide: false }, submitting)?.message).toBe('所选人员没有该模块的审核权限');
    expect(pickRefusal('Chosen', { id: 'p1', enabled: false, mayDecide: true }, submitting)?.message).toBe('所选人员不存在或已停用');
    expect(pickRefusal('Chosen', { id: 'p1', enabled: true, mayDecide: true }, submitting)).toBeNull();
  });
});
