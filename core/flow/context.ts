/** What a transition reads besides the state: which record, the route a submission would take, and who its steps name. */
import type { CallerItem } from './currentTask.js';
import type { PlannedRoute } from './route.js';
import type { Person } from './state.js';

export interface FlowSubject {
  module: string;
  recordId: string;
}

export interface FlowContext {
  subject: FlowSubject;
  /** Submit: the route the module's current definition gives the record's values now. Other events read the instance's. */
  plan: PlannedRoute | null;
  /** Everyone each step's setting names, by step Key, applicant included (the transition leaves them out). 自选 steps read the instance's choice. */
  candidates: ReadonlyMap<string, readonly Person[]>;
  /** The administrators (role 001): asked when a step names nobody but the applicant and its policy is Admin (or Deputy, its deputies unable). */
  admins: readonly Person[];
  /** The deputies of each Deputy step, by step Key: the enabled ones who may decide the module, in the order named. */
  deputies?: ReadonlyMap<string, readonly Person[]>;
  /** Approver actions: the caller's latest item of the instance (null: never asked), telling a stale action from an unentitled one. */
  callerItem?: CallerItem | null;
}
