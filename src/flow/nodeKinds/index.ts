/**
 * The designer's entry of each node kind, by wire `Kind` (the engine's are core/flow/nodeKinds/): the canvas offers
 * them on its “+” in this order, and draws, reads, checks and edits each node through its entry.
 */
import type { FlowNode } from '../../../contract/flowDefinition';
import type { WireNode } from '../../../core/flow/nodeKinds/index';
import { approverView } from './approver';
import { ccView } from './cc';
import { conditionView } from './condition';
import type { NodeKindView } from './types';

export type { NodeKindView } from './types';

const views = new Map<string, NodeKindView>();

/** Adds a kind's designer entry (or replaces the one of the same `kind`); answers how to undo it. */
export function registerNodeKindView<N extends WireNode>(view: NodeKindView<N>): () => void {
  const before = views.get(view.kind);
  views.set(view.kind, view as unknown as NodeKindView);
  return () => {
    if (before) views.set(view.kind, before);
    else views.delete(view.kind);
  };
}

registerNodeKindView(approverView);
registerNodeKindView(ccView);
registerNodeKindView(conditionView);

/** A kind's designer entry; an unknown or missing Kind is the old format's approver. */
export function nodeKindView(kind: unknown): NodeKindView {
  return (typeof kind === 'string' ? views.get(kind) : undefined) ?? (approverView as unknown as NodeKindView);
}

/** Whether the designer knows this kind. */
export const knownKind = (kind: unknown): boolean => typeof kind === 'string' && views.has(kind);

/** Every kind the “+” offers, in order. */
export function nodeKindViews(): NodeKindView[] {
  return [...views.values()];
}

/** The view of a node. */
export const viewOf = (node: FlowNode): NodeKindView => nodeKindView(node.Kind);
