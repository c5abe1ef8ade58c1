/**
 * What a transition starts from: the business record (its FlowStatus and owner) and its flow instance, if it was
 * ever submitted. The record's status is kept as stored (null when the column is empty), since a status change is
 * conditional on the exact previous value.
 */
import type { StepDecision } from './history.js';

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

/** An approver of the current step who has not decided yet, with the step's name when they were asked. */
export interface WaitingApprover {
  approverId: string;
  stepName: string | null;
}

export interface FlowInstanceState {
  /** The instance's status as stored: 审核中 while a step is open, else how the last round ended. */
  status: string;
  applicantId: string;
  /** 1-based index of the step being decided; once the round has ended, the step that ended it. */
  currentStep: number;
  waitingFor: readonly WaitingApprover[];
  decisions: readonly StepDecision[];
}

export interface FlowState {
  /** null when the business record no longer exists. */
  record: RecordSnapshot | null;
  /** null before the first submission. */
  instance: FlowInstanceState | null;
}
