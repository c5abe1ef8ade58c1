/**
 * What a transition starts from: the business record (its FlowStatus and owner) and its flow instance, if it was
 * ever submitted. The record's status is kept as stored (null when the column is empty), since a status change is
 * conditional on the exact previous value. The instance carries its own route (planned at submission), so a later
 * edit of the definition never changes a running flow.
 */
import type { HistoryEntry } from './history.js';
import type { RouteStep } from './route.js';
import type { Seat } from './seats.js';

/** Someone acting in or asked by a flow. */
export interface Person {
  id: string;
  name: string;
}

export interface RecordSnapshot {
  status: string | null;
  ownerId: string | null;
  /** How notices and items name the record, e.g. 论文:题目. */
  summary: string;
}

/** The route an instance runs, as stored on it: the steps, the branch choices and the 自选 people by step Key. */
export interface InstanceRoute {
  steps: RouteStep[];
  branches: string[];
  chosen: Record<string, Person[]>;
}

export interface FlowInstanceState {
  /** 审核中 while a step is open, 未提交 after a withdrawal, else how the last round ended. */
  status: string;
  applicantId: string;
  route: InstanceRoute;
  /** 1-based index of the step being decided; once the round has ended, the step that ended it (0: none). */
  currentStep: number;
  /** The people of the current step and where each stands. */
  seats: readonly Seat[];
  /** Every entry so far, all rounds. */
  history: readonly HistoryEntry[];
  /** When the applicant last reminded the approvers (ms since the epoch), null never. */
  lastRemindAt: number | null;
}

export interface FlowState {
  /** null when the business record no longer exists. */
  record: RecordSnapshot | null;
  /** null before the first submission. */
  instance: FlowInstanceState | null;
}
