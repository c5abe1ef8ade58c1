/**
 * Moving a flow onto a step of its route: each step's kind says what entering it does (nodeKinds/): a step nobody
 * decides (抄送) writes its history and effects and the flow moves straight on; a step people decide names them and
 * opens for them by its mode, or is skipped, handed over or refused by its 无审批人时 policy. Past the last step the
 * flow is approved.
 */
import type { FlowContext } from './context.js';
import type { FlowEffect } from './effects.js';
import type { HistoryEntry } from './history.js';
import { stepKindOf } from './nodeKinds/index.js';
import type { FlowNotice } from './notices.js';
import type { Refusal } from './refusal.js';
import type { RouteStep } from './route.js';
import { initialSeats, type Seat } from './seats.js';
import type { InstanceRoute, Person } from './state.js';

export interface EnterInput {
  route: InstanceRoute;
  applicantId: string;
  summary: string;
  /** The 1-based step to enter (the flow continues past 抄送 and skipped steps). */
  from: number;
  /** Whose action moved the flow (the history's actor of 抄送 and 跳过). */
  by: Person;
  at: string;
  /** What the people of the step reached are told. */
  askNotice: (stepName: string) => FlowNotice;
}

export interface Entered {
  /** The approver step now open; null when the route ended (the flow is approved). */
  step: RouteStep | null;
  seats: Seat[];
  /** 抄送 and 跳过 on the way; their statuses are filled by the caller's chain. */
  entries: HistoryEntry[];
  effects: FlowEffect[];
}

export function enterFrom(context: FlowContext, input: EnterInput): Entered | { refusal: Refusal } {
  const { route, applicantId, summary, by, at } = input;
  const entries: HistoryEntry[] = [];
  const effects: FlowEffect[] = [];
  for (let index = input.from; index <= route.steps.length; index += 1) {
    const step = route.steps[index - 1];
    if (!step) break;
    const outcome = stepKindOf(step.kind).enter({ context, route, step, index, applicantId, summary, by, at, entries, effects });
    if ('refusal' in outcome) return outcome;
    if (!('open' in outcome)) continue;
    const seats = initialSeats(outcome.open, step.mode);
    for (const seat of seats.filter((s) => s.state === 'open')) {
      effects.push(
        { kind: 'CreateItem', item: { kind: 'Approve', receiverId: seat.id, step: index, stepName: step.name, applicantId, summary } },
        { kind: 'Notify', receiverId: seat.id, notice: input.askNotice(step.name) },
      );
    }
    return { step, seats, entries, effects };
  }
  return { step: null, seats: [], entries, effects };
}
