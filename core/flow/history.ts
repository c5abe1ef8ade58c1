/**
 * An instance's history: one entry per submission and per decision, kept across rounds (a returned record that is
 * submitted again continues the same history). Stored as a JSON array and answered as is by the history endpoint.
 */
import { DECISIONS, SUBMIT_ACTION, type Decision } from './states.js';

export interface HistoryEntry {
  /** The step decided; 0 for a submission. */
  Step: number;
  StepName: string;
  Action: typeof SUBMIT_ACTION | Decision;
  ActionName: string;
  Opinion: string;
  User_Id: string;
  UserName: string;
  Time: string;
}

/** A decision of the current round: which step, what, by whom. */
export interface StepDecision {
  step: number;
  decision: Decision;
  by: string;
}

/** The stored history; anything that is not a JSON array reads as none. */
export function parseHistory(text: unknown): HistoryEntry[] {
  if (typeof text !== 'string' || text === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as HistoryEntry[]) : [];
  } catch {
    return [];
  }
}

const isDecision = (action: string): action is Decision => (DECISIONS as readonly string[]).includes(action);

/** The decisions since the last submission, in order. */
export function decisionsOfRound(history: readonly HistoryEntry[]): StepDecision[] {
  const lastSubmit = history.map((entry) => entry.Action).lastIndexOf(SUBMIT_ACTION);
  return history.slice(lastSubmit + 1).flatMap((entry) =>
    isDecision(entry.Action) ? [{ step: entry.Step, decision: entry.Action, by: entry.User_Id }] : []);
}
