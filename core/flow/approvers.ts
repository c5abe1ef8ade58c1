/** Who is asked to approve a step, out of everyone its approver setting names. */
import { noApproversFor } from './messages.js';
import { refusal, type Refusal } from './refusal.js';
import type { Person } from './state.js';

/**
 * Nobody approves their own record: the applicant is always left out. A step with nobody else is refused before
 * anything changes (steps of the new format may instead skip or go to the administrators: enterStep.ts).
 */
export function approversOfStep(candidates: readonly Person[], applicantId: string, step: { index: number; name: string }): { approvers: Person[] } | { refusal: Refusal } {
  const approvers = candidates.filter((person) => person.id !== applicantId);
  if (approvers.length === 0) return { refusal: refusal('badRequest', noApproversFor(step.index, step.name)) };
  return { approvers };
}
