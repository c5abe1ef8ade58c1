/**
 * An instance's history: one entry per submission, decision and other action (撤回, 转办, 加签, 催办, 抄送, 跳过),
 * kept across rounds (a returned record that is submitted again continues the same history). Stored as a JSON array
 * and answered as is by the history endpoint. Each entry says the record's status before and after it, so the
 * entries chain: every entry's FromStatus is the ToStatus of the one before.
 */
import type { FlowHistoryEntry } from '../../contract/flow.js';
import { FLOW_ACTION_NAMES } from '../../contract/flowActions.js';
import { FlowStatus } from './states.js';

export interface HistoryEntry extends FlowHistoryEntry {
  /** Submit, a decision, or another action of FLOW_ACTION_NAMES. */
  Action: string;
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

export interface EntryDraft {
  step: number;
  stepName: string;
  action: string;
  by: { id: string; name: string };
  at: string;
  opinion?: string;
  target?: string;
}

/** An entry whose statuses are filled by `chain`. */
export function draftEntry(d: EntryDraft): HistoryEntry {
  const entry: HistoryEntry = {
    Step: d.step,
    StepName: d.stepName,
    Action: d.action,
    ActionName: FLOW_ACTION_NAMES[d.action] ?? d.action,
    Opinion: d.opinion ?? '',
    User_Id: d.by.id,
    UserName: d.by.name,
    Time: d.at,
    FromStatus: null,
    ToStatus: null,
  };
  if (d.target !== undefined) entry.Target = d.target;
  return entry;
}

/**
 * The statuses of the entries one transition writes, in order: the first leaves `from`, the last reaches `to`, and
 * those between (抄送 or 跳过 on the way) happen under review.
 */
export function chain(entries: readonly HistoryEntry[], from: string | null, to: string): HistoryEntry[] {
  const start = from === null || from === '' ? FlowStatus.Draft : from;
  return entries.map((entry, i) => ({
    ...entry,
    FromStatus: i === 0 ? start : FlowStatus.Reviewing,
    ToStatus: i === entries.length - 1 ? to : FlowStatus.Reviewing,
  }));
}
