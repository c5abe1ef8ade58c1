/**
 * The node kinds the engine knows, by their wire `Kind`. The reader, the planner, entering a step, the dead-end check
 * and the server's reference checks all ask this registry rather than which kind a node is, so a kind is one file
 * here (and its designer entry in src/flow/nodeKinds/) plus its line below.
 */
import type { FlowBranch, FlowNode } from '../../../contract/flowDefinition.js';
import { approverKind } from './approver.js';
import { ccKind } from './cc.js';
import { conditionKind } from './condition.js';
import { registerKindFacts } from './facts.js';
import type { NodeKind, StepKind, WireNode } from './types.js';

export type { NodeKind, StepKind, WireNode } from './types.js';

function registry(...built: ReadonlyArray<{ kind: string }>): Map<string, NodeKind> {
  return new Map(built.map((kind) => [kind.kind, kind as unknown as NodeKind]));
}

// The built-in kinds, in the order the designer offers them. A pure call, not registrations: a page that imports the
// engine without running it (a list offering 提交) keeps none of the kinds' code.
const kinds = /* @__PURE__ */ registry(approverKind, ccKind, conditionKind);

/** Adds a kind (or replaces the one of the same `kind`); answers how to undo it, for a test's own kind. */
export function registerNodeKind<N extends WireNode>(kind: NodeKind<N>): () => void {
  const before = kinds.get(kind.kind);
  kinds.set(kind.kind, kind as unknown as NodeKind);
  const undoFacts = registerKindFacts(kind);
  return () => {
    undoFacts();
    if (before) kinds.set(kind.kind, before);
    else kinds.delete(kind.kind);
  };
}

/** The kind of a wire `Kind`; undefined for one nobody registered. */
export function nodeKindOf(kind: unknown): NodeKind | undefined {
  return typeof kind === 'string' ? kinds.get(kind) : undefined;
}

/**
 * How a route's step behaves, by the kind that made it. A step of a kind no longer known (or the default flow's) is
 * decided by people, as every step but 抄送 always was.
 */
export function stepKindOf(kind: string): StepKind {
  return kinds.get(kind)?.step ?? (approverKind.step as StepKind);
}

/** A node's branches (structural kinds); none for a leaf. */
export function branchesOf(node: FlowNode): readonly FlowBranch[] {
  return nodeKindOf(node.Kind)?.branches?.(node) ?? [];
}

/** Every node of the tree, depth first, each before its branches' nodes. */
export function everyNode(nodes: readonly FlowNode[]): FlowNode[] {
  return nodes.flatMap((node) => [node, ...branchesOf(node).flatMap((b) => everyNode(b.Nodes))]);
}

/** Whether people decide the steps of this node (an approver node). */
export const decides = (node: FlowNode): boolean => nodeKindOf(node.Kind)?.step?.decides === true;
