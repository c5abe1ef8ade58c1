/**
 * Moving a flow onto a step of its route: 抄送 steps copy their people and the flow moves straight on; an approver
 * step names its people (never the applicant) and opens for them by its mode. A step naming nobody but the applicant
 * goes by its 无审批人时 policy: skipped (Skip), handed to its deputies (Deputy) or the administrators (Admin, and
 * Deputy when no deputy can), each noted in the history; refused only when even those are nobody but the applicant,
 * or for the older format. Past the last step the flow is approved.
 */
import type { FlowContext } from './context.js';
import type { FlowEffect } from './effects.js';
import { draftEntry, type HistoryEntry } from './history.js';
import { noApproversFor } from './messages.js';
import { ccNotice, type FlowNotice } from './notices.js';
import { refusal, type Refusal } from './refusal.js';
import type { RouteStep } from './route.js';
import { initialSeats, MAX_SEATS, type Seat } from './seats.js';
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

const SKIP_OPINION = '无审批人,自动跳过';
const NO_CC_OPINION = '无抄送人,自动跳过';
export const TO_DEPUTIES_OPINION = '无可审批人,已转交指定人员';
export const TO_ADMINS_OPINION = '无可审批人,已转交管理员';

function distinct(people: readonly Person[], applicantId: string): Person[] {
  const seen = new Set<string>();
  const out: Person[] = [];
  for (const p of people) {
    if (p.id === applicantId || seen.has(p.id)) continue;
    seen.add(p.id);
    out.push(p);
  }
  return out.slice(0, MAX_SEATS);
}

/** Who a step names: the applicant's choice for 自选, else the server's candidates. */
export function namedBy(context: FlowContext, route: InstanceRoute, step: RouteStep): readonly Person[] {
  return step.source.Type === 'Chosen' ? route.chosen[step.key] ?? [] : context.candidates.get(step.key) ?? [];
}

/**
 * Who a step naming nobody but the applicant is handed to by its policy, and the history's note; null when nobody
 * can take it (the applicant is never asked, not even as an administrator).
 */
export function handedOver(context: FlowContext, step: RouteStep, applicantId: string): { people: Person[]; opinion: string } | null {
  if (step.whenEmpty === 'Deputy') {
    const deputies = distinct(context.deputies?.get(step.key) ?? [], applicantId);
    if (deputies.length > 0) return { people: deputies, opinion: TO_DEPUTIES_OPINION };
  }
  if (step.whenEmpty !== 'Deputy' && step.whenEmpty !== 'Admin') return null;
  const admins = distinct(context.admins, applicantId);
  return admins.length > 0 ? { people: admins, opinion: TO_ADMINS_OPINION } : null;
}

export function enterFrom(context: FlowContext, input: EnterInput): Entered | { refusal: Refusal } {
  const { route, applicantId, summary, by, at } = input;
  const entries: HistoryEntry[] = [];
  const effects: FlowEffect[] = [];
  for (let index = input.from; index <= route.steps.length; index += 1) {
    const step = route.steps[index - 1];
    if (!step) break;
    if (step.kind === 'Cc') {
      // The applicant may be among those copied: being told about one's own record harms nobody.
      const people = distinct(namedBy(context, route, step), '');
      if (people.length === 0) {
        entries.push(draftEntry({ step: index, stepName: step.name, action: 'Skip', by, at, opinion: NO_CC_OPINION }));
        continue;
      }
      entries.push(draftEntry({ step: index, stepName: step.name, action: 'Cc', by, at, target: people.map((p) => p.name).join('、') }));
      for (const person of people) {
        effects.push(
          { kind: 'CreateItem', item: { kind: 'Cc', receiverId: person.id, step: index, stepName: step.name, applicantId, summary } },
          { kind: 'Notify', receiverId: person.id, notice: ccNotice(context.subject, summary, by.id, step.name) },
        );
      }
      continue;
    }
    let people = distinct(namedBy(context, route, step), applicantId);
    if (people.length === 0) {
      if (step.whenEmpty === 'Skip') {
        entries.push(draftEntry({ step: index, stepName: step.name, action: 'Skip', by, at, opinion: SKIP_OPINION }));
        continue;
      }
      const handed = handedOver(context, step, applicantId);
      if (!handed) return { refusal: refusal('badRequest', noApproversFor(index, step.name)) };
      people = handed.people;
      entries.push(draftEntry({ step: index, stepName: step.name, action: 'Reassign', by, at, opinion: handed.opinion, target: people.map((p) => p.name).join('、') }));
    }
    const seats = initialSeats(people, step.mode);
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
