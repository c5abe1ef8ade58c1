/** Who is asked to approve a step, out of everyone its approver setting names. */
import type { FlowStepDefinition } from './definition.js';
import { noApproversFor } from './messages.js';
import { refusal, type Refusal } from './refusal.js';
import type { Person } from './state.js';

/**
 * Nobody approves their own record: the applicant is left out, unless nobody else can approve the step (then
 * they are asked rather than the flow stalling). A step with nobody at all is refused before anything changes.
 */
export function approversOfStep(candidates: readonly Person[], applicantId: string, step: FlowStepDefinition): { approvers: Person[] } | { refusal: Refusal } {
  const others = candidates.filter((person) => person.id !== applicantId);
  const approvers = others.length > 0 ? others : [...candidates];
  if (approvers.length === 0) return { refusal: refusal('badRequest', noApproversFor(step.index, step.name)) };
  return { approvers };
}
