/** What a transition reads besides the state: which record, which flow, and who could approve the steps it enters. */
import type { FlowDefinition } from './definition.js';
import type { Person } from './state.js';

export interface FlowSubject {
  module: string;
  recordId: string;
}

export interface FlowContext {
  subject: FlowSubject;
  /** For a submission the module's current flow; for a decision the flow the instance runs. */
  definition: FlowDefinition;
  /** Everyone the step's approver setting names, by step index, for the steps `approverLookups` asks for. */
  candidates: ReadonlyMap<number, readonly Person[]>;
}
