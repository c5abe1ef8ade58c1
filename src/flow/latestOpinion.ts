import type { FlowHistoryEntry } from '../../contract/index';

/** The decisions whose opinion the applicant needs beside the state (a return's reason above all). */
const DECISION_ACTIONS = new Set(['Approved', 'Returned', 'Refuse']);

export interface LatestOpinion {
  /** 通过 / 退回 / 不通过 意见 */
  label: string;
  text: string;
  by: string;
  time: string;
  tone: 'success' | 'warning' | 'danger';
}

const TONES: Record<string, LatestOpinion['tone']> = { Approved: 'success', Returned: 'warning', Refuse: 'danger' };

/**
 * The newest decision that came with an opinion, for the record's state header (D-UI-11): a 退回's reason stands
 * beside 已退回, not only at the foot of the history. None when the last decision said nothing, or after a new
 * submission (the opinion belonged to the round before). Pure.
 */
export function latestOpinion(history: readonly FlowHistoryEntry[]): LatestOpinion | null {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const entry = history[index];
    if (entry.Action === 'Submit') return null;
    if (!DECISION_ACTIONS.has(entry.Action)) continue;
    const text = entry.Opinion.trim();
    if (!text) return null;
    return { label: `${entry.ActionName}意见`, text, by: entry.UserName, time: entry.Time, tone: TONES[entry.Action] };
  }
  return null;
}
