/**
 * Reads a flow definition (module Flow's Steps, contract/flowDefinition.ts) from untrusted text: the node tree of
 * the designer, or the older `[{Name, Approver}]` list. The designer checks with this same function before saving and
 * the server before writing, so both refuse with the same Chinese message naming the node at fault. What a node of
 * each kind must hold is its kind's reader (nodeKinds/); the bounds, keys and names of every node are checked here.
 */
import {
  FLOW_CONDITION_OPERATORS,
  FLOW_LIMITS,
  type FlowApproverSource,
  type FlowBranch,
  type FlowCondition,
  type FlowConditionOperator,
  type FlowNode,
} from '../../contract/flowDefinition.js';
import { decides, nodeKindOf } from './nodeKinds/index.js';
import type { ReadTools } from './nodeKinds/types.js';

export interface ParsedDefinition {
  nodes: FlowNode[];
  /** Keys of the nodes written in the older format: such a step is refused, not skipped, when nobody can approve it. */
  legacyKeys: string[];
}

export type DefinitionResult = ParsedDefinition | { error: string };

/** The stored text's bound (module Flow's Steps rule says the same): 60 nodes with long conditions fit. */
export const MAX_DEFINITION_TEXT = 60_000;

type Bag = Record<string, unknown>;
const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

class DefinitionError extends Error {}
const fail = (message: string): never => {
  throw new DefinitionError(message);
};

interface Walk {
  count: number;
  keys: Set<string>;
  legacyKeys: string[];
}

function nameOf(raw: Bag, label: string): string {
  const name = text(raw.Name);
  if (name === '') fail(`${label}缺少名称`);
  if (name.length > FLOW_LIMITS.maxNameLength) fail(`节点「${name.slice(0, 20)}…」名称过长(最多${FLOW_LIMITS.maxNameLength}字)`);
  return name;
}

function keyOf(raw: Bag, name: string, walk: Walk, fallback: string): string {
  const key = raw.Key === undefined ? fallback : text(raw.Key);
  if (key === '' || key.length > 64) fail(`节点「${name}」的节点标识无效`);
  if (walk.keys.has(key)) fail(`节点「${name}」的节点标识与其他节点重复:${key}`);
  walk.keys.add(key);
  return key;
}

function sourceOf(raw: unknown, name: string, allowChosen: boolean, what: string): FlowApproverSource {
  if (!isBag(raw)) return fail(`节点「${name}」缺少${what}`);
  switch (raw.Type) {
    case 'DeptHead':
      return { Type: 'DeptHead' };
    case 'Role': {
      const code = text(raw.EnCode);
      if (code === '' || code.length > 64) fail(`节点「${name}」缺少角色编码`);
      return { Type: 'Role', EnCode: code };
    }
    case 'Users': {
      const accounts = Array.isArray(raw.Accounts) ? raw.Accounts : [];
      if (accounts.length === 0) fail(`节点「${name}」至少要指定一个账号`);
      if (accounts.length > FLOW_LIMITS.maxAccounts) fail(`节点「${name}」最多指定${FLOW_LIMITS.maxAccounts}个账号`);
      if (!accounts.every((a) => typeof a === 'string' && a.trim() !== '' && a.length <= 64)) fail(`节点「${name}」的账号无效`);
      return { Type: 'Users', Accounts: [...new Set(accounts.map((a) => String(a).trim()))] };
    }
    case 'Chosen':
      if (!allowChosen) fail(`节点「${name}」的抄送人不能由申请人自选`);
      return { Type: 'Chosen' };
    default:
      return fail(`节点「${name}」的${what}类型无效`);
  }
}

function conditionOf(raw: unknown, label: string): FlowCondition {
  if (!isBag(raw)) return fail(`${label}的条件格式错误`);
  const field = text(raw.Field);
  if (field === '' || field.length > 64) fail(`${label}的条件缺少字段`);
  const operator = raw.Operator as FlowConditionOperator;
  if (!FLOW_CONDITION_OPERATORS.includes(operator)) fail(`${label}的条件运算符无效`);
  const max = FLOW_LIMITS.maxConditionValueLength;
  if (operator === 'in') {
    const list = raw.Value;
    if (!Array.isArray(list) || list.length === 0) fail(`${label}的「属于」条件需要至少一个值`);
    const values = list as unknown[];
    if (values.length > FLOW_LIMITS.maxAccounts) fail(`${label}的「属于」条件最多${FLOW_LIMITS.maxAccounts}个值`);
    if (!values.every((v) => (typeof v === 'string' || typeof v === 'number') && String(v).length <= max)) fail(`${label}的条件值无效`);
    return { Field: field, Operator: operator, Value: values.map((v) => String(v)) };
  }
  const value = raw.Value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) fail(`${label}的条件值无效`);
    return { Field: field, Operator: operator, Value: value };
  }
  if (typeof value !== 'string' || value.length > max) return fail(`${label}的条件值无效(文本或数字,最多${max}字)`);
  if (['>', '>=', '<', '<='].includes(operator) && (value.trim() === '' || !Number.isFinite(Number(value)))) fail(`${label}的比较条件需要数字`);
  return { Field: field, Operator: operator, Value: value };
}

function nodesOf(raw: unknown, depth: number, walk: Walk, where: string): FlowNode[] {
  if (!Array.isArray(raw)) return fail(`${where}的节点必须是数组`);
  if (depth > FLOW_LIMITS.maxDepth) fail(`${where}的条件分支嵌套过深(最多${FLOW_LIMITS.maxDepth}层)`);
  return raw.map((entry: unknown) => nodeOf(entry, depth, walk));
}

function nodeOf(raw: unknown, depth: number, walk: Walk): FlowNode {
  walk.count += 1;
  const position = `第${walk.count}个节点`;
  if (walk.count > FLOW_LIMITS.maxNodes) fail(`节点过多(最多${FLOW_LIMITS.maxNodes}个)`);
  if (!isBag(raw)) return fail(`${position}格式错误`);
  const name = nameOf(raw, position);
  const key = keyOf(raw, name, walk, `n${walk.count}`);
  if (raw.Kind === undefined) {
    // The older format: a named step and who approves it, settled by any one of them.
    walk.legacyKeys.push(key);
    return { Kind: 'Approver', Key: key, Name: name, Approver: sourceOf(raw.Approver, name, false, '审批人'), Mode: 'Any', WhenEmpty: 'Skip' };
  }
  const kind = nodeKindOf(raw.Kind);
  if (!kind) return fail(`节点「${name}」的类型无效`);
  const tools: ReadTools = {
    fail,
    source: sourceOf,
    branch: (entry, isDefault, nodeName) => branchOf(entry, isDefault, nodeName, depth, walk),
  };
  return kind.read(raw, { Key: key, Name: name }, tools);
}

function branchOf(raw: unknown, isDefault: boolean, nodeName: string, depth: number, walk: Walk): FlowBranch {
  if (!isBag(raw)) return fail(`条件节点「${nodeName}」的分支格式错误`);
  const name = text(raw.Name);
  if (name === '') fail(`条件节点「${nodeName}」的分支缺少名称`);
  if (name.length > FLOW_LIMITS.maxNameLength) fail(`分支「${name.slice(0, 20)}…」名称过长(最多${FLOW_LIMITS.maxNameLength}字)`);
  const label = `分支「${name}」`;
  const key = raw.Key === undefined ? `${nodeName}-${name}` : text(raw.Key);
  if (key === '' || key.length > 64) fail(`${label}的节点标识无效`);
  if (walk.keys.has(key)) fail(`${label}的节点标识与其他节点重复:${key}`);
  walk.keys.add(key);
  const conditions = raw.Conditions === undefined ? [] : raw.Conditions;
  if (!Array.isArray(conditions)) return fail(`${label}的条件必须是数组`);
  if (isDefault && conditions.length > 0) fail(`${label}是默认分支,不能设置条件`);
  if (!isDefault && conditions.length === 0) fail(`${label}缺少条件(只有最后一个分支是默认分支)`);
  if (conditions.length > FLOW_LIMITS.maxConditions) fail(`${label}最多${FLOW_LIMITS.maxConditions}个条件`);
  return { Key: key, Name: name, Conditions: conditions.map((c: unknown) => conditionOf(c, label)), Nodes: nodesOf(raw.Nodes ?? [], depth + 1, walk, label) };
}

/** Whether any path through the nodes reaches a step people decide (a definition that never asks anyone is refused). */
function hasApprover(nodes: readonly FlowNode[]): boolean {
  return nodes.some((node) => decides(node) || (nodeKindOf(node.Kind)?.branches?.(node) ?? []).some((b) => hasApprover(b.Nodes)));
}

/** The nodes, or a Chinese message naming the node at fault. Takes the stored JSON text or the parsed array. */
export function parseDefinition(input: unknown): DefinitionResult {
  let raw: unknown = input;
  if (typeof input === 'string') {
    if (input.trim() === '') return { error: '审批流程定义是必填的' };
    if (input.length > MAX_DEFINITION_TEXT) return { error: '审批流程定义过长' };
    try {
      raw = JSON.parse(input);
    } catch {
      return { error: '审批流程定义不是有效的JSON' };
    }
  }
  if (!Array.isArray(raw)) return { error: '审批流程定义必须是节点数组' };
  if (raw.length === 0) return { error: '审批流程至少要有一个审批节点' };
  const walk: Walk = { count: 0, keys: new Set(), legacyKeys: [] };
  try {
    const nodes = nodesOf(raw, 1, walk, '审批流程');
    if (!hasApprover(nodes)) return { error: '审批流程至少要有一个审批节点' };
    return { nodes, legacyKeys: walk.legacyKeys };
  } catch (error) {
    if (error instanceof DefinitionError) return { error: error.message };
    throw error;
  }
}
