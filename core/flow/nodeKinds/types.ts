/**
 * What a kind of approval node is, in one place: how the definition reader checks its wire form, what it adds to a
 * route when planned, what entering its step does (tasks, notices, history), which people it names, where it can
 * leave a record with nobody to approve it, and its one-line summary in Chinese. The engine reads these through the
 * registry (index.ts) instead of asking which kind a node is; the designer and the diagram have a matching entry per
 * kind in src/flow/nodeKinds/.
 */
import type { FlowApproverSource, FlowBranch, FlowNode } from '../../../contract/flowDefinition.js';
import type { ApproverDirectory } from '../approverChecks.js';
import type { FlowContext } from '../context.js';
import type { FlowEffect } from '../effects.js';
import type { HistoryEntry } from '../history.js';
import type { PlanStepState } from '../planStates.js';
import type { Refusal } from '../refusal.js';
import type { RouteStep } from '../route.js';
import type { InstanceRoute, Person } from '../state.js';

/** What every node of a definition has on the wire, whatever its kind. */
export interface WireNode {
  Kind: string;
  Key: string;
  Name: string;
}

/** The definition reader's shared checks a kind's reader uses, so every kind refuses in the same words. */
export interface ReadTools {
  /** Refuses the whole definition with this message. */
  fail(message: string): never;
  /** Who a node names (`what` says which, e.g. 审批人 or 抄送人); 自选 only where `allowChosen`. */
  source(raw: unknown, name: string, allowChosen: boolean, what: string): FlowApproverSource;
  /** One branch of a structural node, its chain read one level deeper. */
  branch(raw: unknown, isDefault: boolean, nodeName: string): FlowBranch;
}

/** What planning a node may do: add steps to the route, note a branch choice, plan a chain of nodes in its place. */
export interface PlanTools {
  values: Readonly<Record<string, unknown>>;
  /** The node was read from the older format. */
  legacy: boolean;
  fieldLabel(field: string): string;
  step(step: Omit<RouteStep, 'index'>): void;
  branch(text: string): void;
  chain(nodes: readonly FlowNode[]): void;
}

/** What entering a step may read, and the history entries and effects it adds (in order). */
export interface EnterTools {
  context: FlowContext;
  route: InstanceRoute;
  step: RouteStep;
  /** The step's 1-based position. */
  index: number;
  applicantId: string;
  summary: string;
  /** Whose action moved the flow here (the actor of the entries written on the way). */
  by: Person;
  at: string;
  entries: HistoryEntry[];
  effects: FlowEffect[];
}

/** The flow moves on past the step, waits there for these people, or cannot go on. */
export type EnterOutcome = { passed: true } | { open: Person[] } | { refusal: Refusal };

/** How the steps a leaf kind adds to a route show and behave, without the engine's code (facts.ts). */
export interface StepFacts {
  /** People decide the step (the flow waits there; 退回 may send a record back to it); else it passes by itself. */
  decides: boolean;
  /** The step's state before the flow reaches it, and once the flow has passed it. */
  waiting: PlanStepState;
  passed: PlanStepState;
  /** Said before how the step names its people: 抄送 → 抄送:角色:财务处. */
  sourcePrefix?: string;
  /** What the diagram calls a step left without a name (抄送); 第N步 when absent. */
  unnamed?: string;
}

export interface StepKind extends StepFacts {
  enter(tools: EnterTools): EnterOutcome;
}

/** What the screens that only show a route need of a kind: its name and its steps' facts. */
export interface KindFacts {
  /** The wire `Kind`. */
  kind: string;
  /** The kind in Chinese: 审批人, 抄送人, 条件分支. */
  name: string;
  step?: StepFacts;
}

/** The Chinese names of what a definition refers to by code (roles, accounts, fields). */
export interface SummaryNames {
  role(enCode: string): string;
  user(account: string): string;
  field(name: string): string;
}

/** People a node names, for the checks that they exist; `what` says how a message names accounts that do not. */
export interface NamedSource {
  source: FlowApproverSource;
  what?: string;
}

export interface NodeKind<N extends WireNode = FlowNode> extends KindFacts {
  /** The node from untrusted JSON whose Key and Name are already checked; refuses through `tools.fail`. */
  read(raw: Readonly<Record<string, unknown>>, base: { Key: string; Name: string }, tools: ReadTools): N;
  /** What the node adds to a route planned on these record values. */
  plan(node: N, tools: PlanTools): void;
  /** Leaf kinds: how their steps behave. */
  step?: StepKind;
  /** Structural kinds: the node's branches, each a chain of nodes; and the node with other branches. */
  branches?(node: N): readonly FlowBranch[];
  withBranches?(node: N, branches: FlowBranch[]): N;
  /** The people the node names (roles, accounts). */
  named?(node: N): NamedSource[];
  /** Where the node can leave a record with nobody to approve it, or names someone who cannot act. */
  deadEnds?(node: N, directory: ApproverDirectory, legacy: boolean): string[];
  /** The designer card's line: 角色:科研秘书 · 会签. */
  summary(node: N, names: SummaryNames): string;
}
