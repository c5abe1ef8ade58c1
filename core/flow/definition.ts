/**
 * A flow definition as the transitions see it: ordered steps, each with its index, its name and how its approvers
 * settle it. Who approves a step (a role, the department head, named users) is the server's to resolve; the
 * transitions receive the resolved people (see FlowContext).
 */

/**
 * How a step's approvers settle it. Today every step is 或签 (AnyOne): the first approver to decide settles the
 * step for all of them. 依次 (one after another) and 会签 (all must approve) become further members of this union,
 * each a case of the decide transition.
 */
export type StepMode = 'AnyOne';

export interface FlowStepDefinition {
  /** 1-based: step 1 is the first to decide (the history's step 0 is the submission). */
  index: number;
  name: string;
  mode: StepMode;
}

/** A flow has at least one step: the default flow has one, a written one is refused without any. */
export interface FlowDefinition {
  steps: readonly [FlowStepDefinition, ...FlowStepDefinition[]];
}

/** Today's definitions: steps in order, each settled by any one of its approvers. */
export function sequentialFlow(names: readonly [string, ...string[]]): FlowDefinition {
  const [first, ...rest] = names;
  const step = (name: string, i: number): FlowStepDefinition => ({ index: i + 1, name, mode: 'AnyOne' });
  return { steps: [step(first, 0), ...rest.map((name, i) => step(name, i + 1))] };
}
