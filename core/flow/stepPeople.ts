/**
 * Who a step of a route names when the flow reaches it: the applicant's choice for 自选, else the server's candidates;
 * and, for a step naming nobody but the applicant, who its 无审批人时 policy hands it to. Shared by the node kinds
 * that ask or tell people (nodeKinds/approver.ts, nodeKinds/cc.ts).
 */
import type { FlowContext } from './context.js';
import type { RouteStep } from './route.js';
import { MAX_SEATS } from './seats.js';
import type { InstanceRoute, Person } from './state.js';

export const TO_DEPUTIES_OPINION = '无可审批人,已转交指定人员';
export const TO_ADMINS_OPINION = '无可审批人,已转交管理员';

/** Each person once, the applicant left out (pass '' to keep them), at most a step's seats. */
export function distinct(people: readonly Person[], applicantId: string): Person[] {
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
  return step.source.Type === 'Chosen' ? (route.chosen[step.key] ?? []) : (context.candidates.get(step.key) ?? []);
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
