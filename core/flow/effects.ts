/**
 * What a transition asks the server to do, in order and in one transaction. The server performs each as written and
 * decides nothing itself; the one effect that can find the world changed (another decision closed the step first)
 * carries the refusal to answer then.
 */
import type { HistoryEntry } from './history.js';
import type { FlowNotice } from './notices.js';
import type { Refusal } from './refusal.js';
import type { Decision, FlowStatusValue } from './states.js';

/** A row of a user's flow messages: an approval asked of them, or their application sent back. */
export type FlowItemKind = 'Approve' | 'Returned';

export interface FlowItem {
  kind: FlowItemKind;
  receiverId: string;
  step: number;
  stepName: string;
  applicantId: string;
  summary: string;
}

export type FlowEffect =
  /** Moves the record's FlowStatus, only if it is still `from`. */
  | { kind: 'SetRecordStatus'; from: string | null; to: FlowStatusValue; by: string }
  /** Creates the instance, or restarts the existing one, at step 1 under review; the entry joins its history. */
  | { kind: 'StartInstance'; applicantId: string; entry: HistoryEntry }
  /** Moves the instance to a status and step; the entry joins its history. */
  | { kind: 'AdvanceInstance'; status: FlowStatusValue; currentStep: number; ended: boolean; entry: HistoryEntry; by: string }
  /** Closes every open approval item of the step and records the decider's decision on theirs. */
  | { kind: 'CloseStepItems'; step: number; deciderId: string; decision: Decision; whenAlreadyClosed: Refusal }
  /** A new round replaces the applicant's returned notice. */
  | { kind: 'RemoveReturnedItems' }
  | { kind: 'CreateItem'; item: FlowItem }
  | { kind: 'Notify'; receiverId: string; notice: FlowNotice };
