/**
 * What the flow designer needs of a node kind, beside the engine's own entry (core/flow/nodeKinds/): its card (title,
 * icon, colour, second line), the node a “+” adds, how a stored node reads back (leniently: what cannot be read
 * becomes a blank the designer then names), what blocks saving it, and its section of the side drawer.
 */
import type { ReactNode } from 'react';
import type { FlowApproverSource, FlowCondition, FlowNode } from '../../../contract/flowDefinition';
import type { WireNode } from '../../../core/flow/nodeKinds/index';
import type { DesignerNames } from '../../pages/flowDesigner/designerText';
import type { RoleChoice, UserChoice } from '../../pages/flowDesigner/useDesignerLookups';

/** What a drawer section may look up. */
export interface KindLookups {
  roles: readonly RoleChoice[];
  names: DesignerNames;
  rememberUsers(users: readonly UserChoice[]): void;
}

export interface KindFieldsProps<N> extends KindLookups {
  node: N;
  /** Applies a change to the node (its Key and Kind stay). */
  update(change: (node: N) => N): void;
}

/** The lenient readers a stored node's fields go through. */
export interface StoredTools {
  /** The stored key when well formed and unused, else a fresh one. */
  key(wanted: unknown): string;
  text(value: unknown): string;
  accounts(value: unknown): string[];
  source(value: unknown): FlowApproverSource;
  condition(value: unknown): FlowCondition;
  /** A chain of stored nodes one level deeper (a branch's). */
  chain(value: unknown): FlowNode[];
}

export interface NodeKindView<N extends WireNode = FlowNode> {
  /** The wire `Kind`. */
  kind: string;
  /** 审批人: the “+” menu, a new node's name, an unnamed card, the drawer's title (审批人设置). */
  title: string;
  icon: ReactNode;
  /** The card's and menu entry's colour class: is-approver. */
  className: string;
  /** A new node with this key and name; `nextKey` hands out keys for what it holds (branches). */
  create(Key: string, Name: string, nextKey: () => string): N;
  /** A stored node back into the designer. */
  readStored(entry: Readonly<Record<string, unknown>>, tools: StoredTools): N;
  /** The card's second line (无审批人时:转交管理员), if any. */
  policy?(node: N, names: DesignerNames): string | null;
  /** What blocks saving the node, `who` naming it (「科室审核」). Branches are checked by the designer itself. */
  problems(node: N, who: string): string[];
  /** The node's section of the side drawer, below its name. */
  Fields(props: KindFieldsProps<N>): ReactNode;
}
