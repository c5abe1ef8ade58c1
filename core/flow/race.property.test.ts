/**
 * Two approvers of one step acting at the same moment, as the server runs them (server/flow/flowTransition.ts): both
 * load the same state, the first commits, the second's guarded write finds the state moved on and its transition is
 * run again on the state the first left, with its own item as the first left it. Under random modes, groups and
 * decisions: a 会签 vote still counts then (both votes end up in the history, in either order, with the same outcome),
 * and an action the first made stale is refused with a 409 (never a 403 to someone who was asked), changing nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FlowApprovalMode } from '../../contract/flowDefinition.js';
import type { CallerItem } from './currentTask.js';
import type { FlowEvent } from './events.js';
import { FLOW_CHANGED, STEP_ALREADY_DECIDED } from './messages.js';
import { planRoute } from './route.js';
import { applicant, approverNode, AT, contextOf, dean, head, neverSubmitted, reviewer, stranger, submitBy } from './specFixtures.js';
import type { FlowState, Person } from './state.js';
import { FlowStatus, type Decision } from './states.js';
import type { Transition } from './transition.js';
import { transition } from './transitions.js';

const approvers: Person[] = [reviewer, head, dean, { id: 'u-finance', name: '赵雅琴' }];
const decisionArb = fc.constantFrom<Decision>('Approved', 'Approved', 'Returned', 'Refuse');

function setting(mode: FlowApprovalMode, group: Person[]) {
  const plan = planRoute([approverNode('s1', '财务处会签', mode), approverNode('s2', '院长审批')], {});
  const context = contextOf({ s1: group, s2: [stranger] }, plan);
  const submitted = transition(context, neverSubmitted(), submitBy());
  if ('refusal' in submitted) throw new Error(submitted.refusal.message);
  return { context, start: submitted.state as FlowState };
}

const decideEvent = (by: Person, decision: Decision): FlowEvent => ({ type: 'Decide', by, decision, opinion: '', at: AT });

/** The second actor's item once the first's effects are performed: closed without them when those effects closed it. */
function itemAfter(first: Transition, state: FlowState, actor: Person): CallerItem {
  const closed =
    'effects' in first && first.effects.some((e) => e.kind === 'CloseItems' && e.receiverIds.includes(actor.id) && e.decision?.receiverId !== actor.id);
  return { step: state.instance?.currentStep ?? 0, open: !closed, decidedByCaller: false };
}

const approvedAt = (state: FlowState, step: number): string[] =>
  (state.instance?.history ?? [])
    .filter((h) => h.Step === step && h.Action === 'Approved')
    .map((h) => h.User_Id)
    .sort();

describe('two approvers deciding one step at once (property)', () => {
  it("the loser, run again on the winner's state, counts where the step still waits for it and is told 409 where it does not", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<FlowApprovalMode>('Any', 'All', 'Sequential'),
        fc.shuffledSubarray(approvers, { minLength: 2, maxLength: 4 }),
        fc.nat(),
        fc.nat(),
        decisionArb,
        decisionArb,
        (mode, group, i, j, firstDecision, secondDecision) => {
          const { context, start } = setting(mode, group);
          const open = start.instance?.seats.filter((s) => s.state === 'open') ?? [];
          const firstSeat = open[i % open.length];
          const others = group.filter((p) => p.id !== firstSeat?.id);
          const second = others[j % others.length];
          if (!firstSeat || !second) return;
          const first: Person = { id: firstSeat.id, name: firstSeat.name };
          const secondItem: CallerItem | null = open.some((s) => s.id === second.id) ? { step: 1, open: true, decidedByCaller: false } : null;

          const won = transition({ ...context, callerItem: { step: 1, open: true, decidedByCaller: false } }, start, decideEvent(first, firstDecision));
          expect('state' in won, 'the first to commit counts').toBe(true);
          if (!('state' in won)) return;
          const after = won.state;
          const item = secondItem ? itemAfter(won, start, second) : null;
          const before = JSON.stringify(after);
          const rerun = transition({ ...context, callerItem: item }, after, decideEvent(second, secondDecision));
          expect(JSON.stringify(after), 'a transition never mutates its input').toBe(before);

          const stillAsked =
            after.instance.status === FlowStatus.Reviewing &&
            after.instance.currentStep === 1 &&
            after.instance.seats.some((s) => s.id === second.id && s.state === 'open');
          if (stillAsked) {
            // 会签 after an approval (or 依次, the turn now come): the second vote counts on the fresh state.
            expect(mode).not.toBe('Any');
            expect(messageOrNull(rerun)).toBeNull();
            if (secondDecision === 'Approved' && 'state' in rerun) expect(approvedAt(rerun.state, 1)).toEqual([first.id, second.id].sort());
            return;
          }
          expect('refusal' in rerun, `${mode} ${firstDecision} → ${second.name} ${secondDecision}`).toBe(true);
          if (!('refusal' in rerun)) return;
          if (item && !item.open) {
            // Asked, and settled without them: refresh and look (409), not 403.
            expect(rerun.refusal.kind).toBe('conflict');
            expect([STEP_ALREADY_DECIDED, FLOW_CHANGED]).toContain(rerun.refusal.message);
          } else {
            // Never asked (依次: not their turn yet): refused as anyone not asked, not as a lost race.
            expect(item).toBeNull();
            expect(rerun.refusal.kind).not.toBe('conflict');
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('会签: two approvals count the same in either order', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(approvers, { minLength: 2, maxLength: 4 }), fc.nat(), fc.nat(), (group, i, j) => {
        const { context, start } = setting('All', group);
        const a = group[i % group.length];
        const b = group.filter((p) => p !== a)[j % (group.length - 1)];
        if (!a || !b) return;
        const asked: CallerItem = { step: 1, open: true, decidedByCaller: false };
        const both = (x: Person, y: Person): FlowState => {
          const one = transition({ ...context, callerItem: asked }, start, decideEvent(x, 'Approved'));
          if (!('state' in one)) throw new Error(one.refusal.message);
          const two = transition({ ...context, callerItem: asked }, one.state, decideEvent(y, 'Approved'));
          if (!('state' in two)) throw new Error(two.refusal.message);
          return two.state;
        };
        const ab = both(a, b);
        const ba = both(b, a);
        expect(approvedAt(ab, 1)).toEqual(approvedAt(ba, 1));
        expect(approvedAt(ab, 1)).toEqual([a.id, b.id].sort());
        expect([ab.instance?.currentStep, ab.record?.status]).toEqual([ba.instance?.currentStep, ba.record?.status]);
        // Two voices of two: the step is done and the next opens.
        if (group.length === 2) expect(ab.instance?.currentStep).toBe(2);
        expect(ab.instance?.seats.some((s) => s.id === applicant.id)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

function messageOrNull(t: Transition): string | null {
  return 'refusal' in t ? t.refusal.message : null;
}
