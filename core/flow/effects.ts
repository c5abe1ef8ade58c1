/**
 * What a transition asks the server to do, in order and in one transaction. The server performs each as written and
 * decides nothing itself. SaveInstance is conditional on the instance being as loaded: of two actions racing on one
 * instance, the second finds it changed and is answered with the refusal it carries (409), and nothing of it stays.
 */
import type { HistoryEntry } from './history.js';
import type { FlowNotice } from './notices.js';
import type { Refusal } from './refusal.js';
import type { Seat } from './seats.js';
import type { InstanceRoute } from './state.js';
import type { Decision, FlowStatusValue } from './states.js';

/** A row of a user's flow messages: an approval asked of them, their application sent back, or a copy for them (抄送). */
export type FlowItemKind = 'Approve' | 'Returned' | 'Cc';

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
  /**
   * Writes the instance (creates it on the first submission): status, step, seats, the route when a submission
   * planned one, the reminder time; the entries join its history. Refused with `whenChanged` if another action
   * changed the instance since it was loaded.
   */
  | {
      kind: 'SaveInstance';
      status: FlowStatusValue;
      currentStep: number;
      ended: boolean;
      seats: Seat[];
      entries: HistoryEntry[];
      by: string;
      start?: { applicantId: string; route: InstanceRoute };
      remindAt?: string;
      whenChanged: Refusal;
    }
  /** Closes the open approval items of these people; the decider's records their decision. */
  | { kind: 'CloseItems'; receiverIds: string[]; decision?: { receiverId: string; decision: Decision } }
  /** A new round replaces the applicant's returned notice. */
  | { kind: 'RemoveReturnedItems' }
  | { kind: 'CreateItem'; item: FlowItem }
  | { kind: 'Notify'; receiverId: string; notice: FlowNotice };
