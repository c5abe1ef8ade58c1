/**
 * The flow designer's editable tree: a chain of nodes (contract/flowDefinition.ts) and the operations the canvas
 * offers on it. Pure and immutable: each operation answers a new state, so the page can compare, undo or discard.
 *
 * Keys: every node and branch gets `n{k}` from one counter kept beside the nodes. The counter only grows, so a key
 * deleted in this editing session is never handed out again (自选 choices and diagrams refer to keys).
 */
import {
  FLOW_CONDITION_OPERATORS,
  type FlowApproverSource,
  type FlowBranch,
  type FlowCondition,
  type FlowConditionNode,
  type FlowNode,
} from '../../../contract/flowDefinition';
import { branchesOf, nodeKindOf } from '../../../core/flow/nodeKinds/index';
import { knownKind, nodeKindView } from '../../flow/nodeKinds/index';

export interface DesignerState {
  nodes: FlowNode[];
  /** The number the next key takes: greater than every `n{k}` ever present in this definition. */
  nextKey: number;
}

/** A node kind's wire `Kind` (the kinds: src/flow/nodeKinds/). */
export type NodeKind = string;

/** The empty definition a new flow starts with. */
export const EMPTY_DESIGN: DesignerState = { nodes: [], nextKey: 1 };

// ---------------------------------------------------------------------------------------------------------------
// Walking the tree

/** Calls `visit` for every chain (the root is branch null), depth first, parents before children. */
export function forEachChain(nodes: readonly FlowNode[], visit: (chain: readonly FlowNode[], branch: FlowBranch | null, depth: number) => void): void {
  const walk = (chain: readonly FlowNode[], branch: FlowBranch | null, depth: number) => {
    visit(chain, branch, depth);
    for (const node of chain) for (const b of branchesOf(node)) walk(b.Nodes, b, depth + 1);
  };
  walk(nodes, null, 0);
}

/** Every node of the tree, branches' nodes included. */
export function allNodes(nodes: readonly FlowNode[]): FlowNode[] {
  const found: FlowNode[] = [];
  forEachChain(nodes, (chain) => found.push(...chain));
  return found;
}

/** Answers a tree where `change` has rewritten every chain (bottom up); chains it returns unchanged stay shared. */
function mapChains(nodes: FlowNode[], change: (chain: FlowNode[], branchKey: string | null) => FlowNode[]): FlowNode[] {
  const walk = (chain: FlowNode[], branchKey: string | null): FlowNode[] => {
    const inner = chain.map((node) => {
      const kind = nodeKindOf(node.Kind);
      return kind?.branches && kind.withBranches
        ? kind.withBranches(
            node,
            kind.branches(node).map((b) => ({ ...b, Nodes: walk(b.Nodes, b.Key) })),
          )
        : node;
    });
    return change(inner, branchKey);
  };
  return walk(nodes, null);
}

function keyNumber(key: string): number {
  const match = /^n(\d{1,9})$/.exec(key);
  return match ? Number(match[1]) : 0;
}

/** The counter that follows every key present (nodes and branches). */
function counterAfter(nodes: readonly FlowNode[]): number {
  let max = 0;
  forEachChain(nodes, (chain, branch) => {
    if (branch) max = Math.max(max, keyNumber(branch.Key));
    for (const node of chain) max = Math.max(max, keyNumber(node.Key));
  });
  return max + 1;
}

// ---------------------------------------------------------------------------------------------------------------
// New nodes

/** A new node of the kind, named as the kind (the administrator renames it in the drawer). */
function newNode(kind: NodeKind, state: DesignerState): { node: FlowNode; nextKey: number } {
  let next = state.nextKey;
  const key = () => `n${next++}`;
  const view = nodeKindView(kind);
  const node = view.create(key(), view.title, key);
  return { node, nextKey: next };
}

/**
 * Inserts a new node into a chain (null: the root; else the branch's key) at `index` (0: first; the chain's length:
 * last). Answers the state and the new node's key, or the state unchanged (key null) when the chain does not exist.
 */
export function insertNode(state: DesignerState, branchKey: string | null, index: number, kind: NodeKind): { state: DesignerState; key: string | null } {
  const { node, nextKey } = newNode(kind, state);
  let inserted = false;
  const nodes = mapChains(state.nodes, (chain, key) => {
    if (key !== branchKey || inserted) return chain;
    inserted = true;
    const at = Math.max(0, Math.min(chain.length, index));
    return [...chain.slice(0, at), node, ...chain.slice(at)];
  });
  return inserted ? { state: { nodes, nextKey }, key: node.Key } : { state, key: null };
}

/** Removes a node (a condition with all its branches). */
export function removeNode(state: DesignerState, key: string): DesignerState {
  return { ...state, nodes: mapChains(state.nodes, (chain) => (chain.some((n) => n.Key === key) ? chain.filter((n) => n.Key !== key) : chain)) };
}

/** Moves a node one place up (-1) or down (+1) within its own chain; at either end nothing changes. */
export function moveNode(state: DesignerState, key: string, delta: -1 | 1): DesignerState {
  return {
    ...state,
    nodes: mapChains(state.nodes, (chain) => {
      const at = chain.findIndex((n) => n.Key === key);
      const to = at + delta;
      if (at < 0 || to < 0 || to >= chain.length) return chain;
      const moved = [...chain];
      [moved[at], moved[to]] = [moved[to]!, moved[at]!];
      return moved;
    }),
  };
}

/** Where a node stands in its chain, for the card's 上移 / 下移: whether it can go up and down. */
export function movable(nodes: readonly FlowNode[], key: string): { up: boolean; down: boolean } {
  let answer = { up: false, down: false };
  forEachChain(nodes, (chain) => {
    const at = chain.findIndex((n) => n.Key === key);
    if (at >= 0) answer = { up: at > 0, down: at < chain.length - 1 };
  });
  return answer;
}

/** Replaces a node by what `change` makes of it (its key and kind stay). */
export function updateNode(state: DesignerState, key: string, change: (node: FlowNode) => FlowNode): DesignerState {
  return {
    ...state,
    nodes: mapChains(state.nodes, (chain) =>
      chain.some((n) => n.Key === key) ? chain.map((n) => (n.Key === key ? ({ ...change(n), Key: n.Key, Kind: n.Kind } as FlowNode) : n)) : chain,
    ),
  };
}

function updateCondition(state: DesignerState, conditionKey: string, change: (node: FlowConditionNode) => FlowConditionNode): DesignerState {
  return updateNode(state, conditionKey, (node) => (node.Kind === 'Condition' ? change(node) : node));
}

/** Adds a conditional branch just before the default (which stays last). */
export function addBranch(state: DesignerState, conditionKey: string): DesignerState {
  const key = `n${state.nextKey}`;
  let added = false;
  const next = updateCondition(state, conditionKey, (node) => {
    added = true;
    const branch: FlowBranch = { Key: key, Name: `条件${node.Branches.length}`, Conditions: [], Nodes: [] };
    return { ...node, Branches: [...node.Branches.slice(0, -1), branch, ...node.Branches.slice(-1)] };
  });
  return added ? { ...next, nextKey: state.nextKey + 1 } : state;
}

/**
 * Removes a conditional branch. The default branch cannot be removed, nor the last conditional one (a condition node
 * keeps two branches: delete the whole node instead).
 */
export function removeBranch(state: DesignerState, conditionKey: string, branchKey: string): DesignerState {
  return updateCondition(state, conditionKey, (node) => {
    const at = node.Branches.findIndex((b) => b.Key === branchKey);
    if (at < 0 || at === node.Branches.length - 1 || node.Branches.length <= 2) return node;
    return { ...node, Branches: node.Branches.filter((b) => b.Key !== branchKey) };
  });
}

/** Whether a branch may be removed (see removeBranch). */
export function branchRemovable(node: FlowConditionNode, branchKey: string): boolean {
  const at = node.Branches.findIndex((b) => b.Key === branchKey);
  return at >= 0 && at < node.Branches.length - 1 && node.Branches.length > 2;
}

/** Changes a branch's name or conditions (its nodes are edited through the node operations). */
export function updateBranch(state: DesignerState, branchKey: string, change: Partial<Pick<FlowBranch, 'Name' | 'Conditions'>>): DesignerState {
  let changed = false;
  const nodes = mapChains(state.nodes, (chain) =>
    chain.map((node) => {
      if (node.Kind !== 'Condition' || !node.Branches.some((b) => b.Key === branchKey)) return node;
      changed = true;
      return { ...node, Branches: node.Branches.map((b) => (b.Key === branchKey ? { ...b, ...change } : b)) };
    }),
  );
  return changed ? { ...state, nodes } : state;
}

/** Finds a node anywhere in the tree. */
export function findNode(nodes: readonly FlowNode[], key: string): FlowNode | null {
  return allNodes(nodes).find((n) => n.Key === key) ?? null;
}

/** Finds a branch and its condition node anywhere in the tree. */
export function findBranch(nodes: readonly FlowNode[], branchKey: string): { node: FlowConditionNode; branch: FlowBranch; isDefault: boolean } | null {
  for (const node of allNodes(nodes)) {
    if (node.Kind !== 'Condition') continue;
    const at = node.Branches.findIndex((b) => b.Key === branchKey);
    if (at >= 0) return { node, branch: node.Branches[at]!, isDefault: at === node.Branches.length - 1 };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Stored JSON

/** The Flow row's `Steps` value for these nodes. */
export function toStored(nodes: readonly FlowNode[]): string {
  return JSON.stringify(nodes);
}

export type ReadResult = { ok: true; state: DesignerState } | { ok: false; message: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const accounts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((a): a is string => typeof a === 'string') : []);

/** Reads an approver source; what cannot be read becomes an unchosen role, which draftProblems then names. */
function readSource(value: unknown): FlowApproverSource {
  if (isObject(value)) {
    if (value.Type === 'Role') return { Type: 'Role', EnCode: text(value.EnCode) };
    if (value.Type === 'DeptHead') return { Type: 'DeptHead' };
    if (value.Type === 'Users') return { Type: 'Users', Accounts: accounts(value.Accounts) };
    if (value.Type === 'Chosen') return { Type: 'Chosen' };
  }
  return { Type: 'Role', EnCode: '' };
}

function readCondition(value: unknown): FlowCondition {
  const entry = isObject(value) ? value : {};
  const operator = FLOW_CONDITION_OPERATORS.find((op) => op === entry.Operator) ?? '==';
  const raw = entry.Value;
  const Value = Array.isArray(raw) ? raw.map(String) : typeof raw === 'number' || typeof raw === 'string' ? raw : '';
  return { Field: text(entry.Field), Operator: operator, Value };
}

/**
 * Reads one node by its kind's entry (src/flow/nodeKinds/). Keys missing (the old format has none) or repeated are
 * given fresh ones through `key`. An entry of no known Kind is the old format's approver; nesting beyond any bound a
 * definition may have reads as one too, so a hostile text cannot recurse without end.
 */
function readNode(value: unknown, key: (wanted: unknown) => string, depth: number): FlowNode {
  const entry = isObject(value) ? value : {};
  const tooDeep = depth >= 32 && Boolean(nodeKindOf(entry.Kind)?.branches);
  const view = nodeKindView(knownKind(entry.Kind) && !tooDeep ? entry.Kind : undefined);
  return view.readStored(entry, {
    key,
    text,
    accounts,
    source: readSource,
    condition: readCondition,
    chain: (nodes) => (Array.isArray(nodes) ? nodes : []).map((n) => readNode(n, key, depth + 1)),
  });
}

/** Reads a Flow row's `Steps` (empty for a new row) into the designer's state, old format included. */
export function fromStored(stored: string | null | undefined): ReadResult {
  if (stored === null || stored === undefined || stored.trim() === '') return { ok: true, state: EMPTY_DESIGN };
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return { ok: false, message: '已保存的审批步骤无法读取,请重新设计流程' };
  }
  if (!Array.isArray(parsed)) return { ok: false, message: '已保存的审批步骤无法读取,请重新设计流程' };
  // Keys as stored where they are well formed and unique; the rest numbered after the highest one present.
  const seen = new Set<string>();
  let counter =
    1 +
    Math.max(
      0,
      ...(JSON.stringify(parsed)
        .match(/"Key":"n\d{1,9}"/g)
        ?.map((m) => Number(m.slice(8, -1))) ?? []),
    );
  const key = (wanted: unknown): string => {
    const chosen = typeof wanted === 'string' && /^n\d{1,9}$/.test(wanted) && !seen.has(wanted) ? wanted : `n${counter++}`;
    seen.add(chosen);
    return chosen;
  };
  const nodes = parsed.map((n) => readNode(n, key, 0));
  return { ok: true, state: { nodes, nextKey: Math.max(counter, counterAfter(nodes)) } };
}

/** The node types the designer edits (a newly inserted node, an unchanged read, a draft are all the same shapes). */
export type { FlowConditionNode, FlowBranch, FlowNode };
