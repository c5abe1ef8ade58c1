/**
 * What blocks saving a designed flow, in Chinese, one line per problem (empty: it may be saved). The single place the
 * designer validates a definition: its own checks name what to fix in the designer's words, then the engine's parser
 * (core/flow/definitionFormat.ts, which the server runs before writing) has the last word, so both refuse the same
 * definitions with the same bounds (FLOW_LIMITS).
 */
import { FLOW_LIMITS, type FlowBranch, type FlowCondition, type FlowNode } from '../../../contract/flowDefinition';
import { parseDefinition } from '../../../core/flow/definitionFormat';
import { branchesOf, decides, nodeKindOf } from '../../../core/flow/nodeKinds/index';
import { viewOf } from '../../flow/nodeKinds/index';
import { allNodes, forEachChain } from './designerModel';

/** Problems of the whole list are capped: a thousand identical lines help nobody. */
const MAX_PROBLEMS = 20;

function label(node: FlowNode): string {
  return node.Name.trim() ? `「${node.Name.trim()}」` : `未命名的${viewOf(node).title}节点`;
}

function nameProblems(name: string, who: string): string[] {
  if (!name.trim()) return [`${who}未填写名称`];
  if (name.length > FLOW_LIMITS.maxNameLength) return [`${who}的名称不能超过 ${FLOW_LIMITS.maxNameLength} 个字`];
  return [];
}

/** What the draft is checked against besides itself. */
export interface DraftContext {
  /** The chosen module's fields a condition may test (absent while unknown: not checked then). */
  fieldNames?: readonly string[];
}

function conditionProblems(condition: FlowCondition, who: string, context: DraftContext): string[] {
  if (!condition.Field) return [`${who}有条件未选择字段`];
  if (context.fieldNames && !context.fieldNames.includes(condition.Field)) return [`${who}有条件的字段不属于所选模块,请重新选择`];
  const value = condition.Value;
  if (condition.Operator === 'in') {
    if (!Array.isArray(value) || value.length === 0) return [`${who}有“属于”条件未选择值`];
    if (value.some((v) => v.length > FLOW_LIMITS.maxConditionValueLength)) return [`${who}的条件值不能超过 ${FLOW_LIMITS.maxConditionValueLength} 个字`];
    return [];
  }
  if (Array.isArray(value)) return [`${who}的条件只能填写一个值`];
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${who}的条件值不是有效数字`];
  if (!value.trim()) return [`${who}有条件未填写值`];
  if (value.length > FLOW_LIMITS.maxConditionValueLength) return [`${who}的条件值不能超过 ${FLOW_LIMITS.maxConditionValueLength} 个字`];
  return [];
}

function branchProblems(branch: FlowBranch, isDefault: boolean, owner: string, context: DraftContext): string[] {
  const who = `${owner}的分支${branch.Name.trim() ? `「${branch.Name.trim()}」` : ''}`;
  const problems = nameProblems(branch.Name, who);
  if (isDefault) {
    if (branch.Conditions.length > 0) problems.push(`${who}是默认分支,不能设置条件`);
    return problems;
  }
  if (branch.Conditions.length === 0) problems.push(`${who}未设置条件`);
  if (branch.Conditions.length > FLOW_LIMITS.maxConditions) problems.push(`${who}的条件不能超过 ${FLOW_LIMITS.maxConditions} 个`);
  for (const condition of branch.Conditions.slice(0, FLOW_LIMITS.maxConditions)) problems.push(...conditionProblems(condition, who, context));
  return problems;
}

function nodeProblems(node: FlowNode, context: DraftContext): string[] {
  const who = label(node);
  const problems = nameProblems(node.Name, who);
  problems.push(...viewOf(node).problems(node, who));
  if (nodeKindOf(node.Kind)?.branches) {
    const branches = branchesOf(node);
    if (branches.length < 2) problems.push(`${who}至少需要两个分支`);
    if (branches.length > FLOW_LIMITS.maxBranches) problems.push(`${who}的分支不能超过 ${FLOW_LIMITS.maxBranches} 个`);
    branches.forEach((branch, i) => problems.push(...branchProblems(branch, i === branches.length - 1, who, context)));
  }
  return problems;
}

/** Every problem of the draft (deduplicated, at most MAX_PROBLEMS); empty when it may be saved. */
export function draftProblems(nodes: readonly FlowNode[], context: DraftContext = {}): string[] {
  const everyNode = allNodes(nodes);
  const problems: string[] = [];
  if (!everyNode.some(decides)) problems.push('流程至少需要一个审批人节点');
  if (everyNode.length > FLOW_LIMITS.maxNodes) problems.push(`流程的节点不能超过 ${FLOW_LIMITS.maxNodes} 个`);
  let depth = 0;
  forEachChain(nodes, (_chain, _branch, d) => {
    depth = Math.max(depth, d);
  });
  if (depth > FLOW_LIMITS.maxDepth) problems.push(`条件分支最多嵌套 ${FLOW_LIMITS.maxDepth} 层`);
  for (const node of everyNode.slice(0, FLOW_LIMITS.maxNodes)) problems.push(...nodeProblems(node, context));
  // The engine's own reader (the server runs the same one before writing) has the last word on what the draft lacks.
  if (problems.length === 0) {
    const parsed = parseDefinition(JSON.stringify(nodes));
    if ('error' in parsed) problems.push(parsed.error);
  }
  return [...new Set(problems)].slice(0, MAX_PROBLEMS);
}
