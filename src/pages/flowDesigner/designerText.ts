/**
 * The one-line summaries the canvas shows on its cards, in Chinese: who a node names, how they settle it, what a
 * branch asks of the record. Codes never show: role codes, accounts and field names go through `names`, which answers
 * the Chinese name (or a neutral placeholder while the names load).
 */
import {
  FLOW_CONDITION_OPERATOR_NAMES,
  FLOW_EMPTY_POLICY_NAMES,
  type FlowApproverNode,
  type FlowBranch,
  type FlowCondition,
  type FlowNode,
} from '../../../contract/flowDefinition';
import { nodeKindOf } from '../../../core/flow/nodeKinds/index';
import { SHOWN_PEOPLE } from '../../../core/flow/sourceText';

export { SOURCE_TYPE_NAMES } from '../../../core/flow/sourceText';

export interface DesignerNames {
  /** A role's name by its EnCode. */
  role(enCode: string): string;
  /** A user's name by their account. */
  user(account: string): string;
  /** A field's Chinese label by its Name. */
  field(name: string): string;
}

/** The card's line, its kind's summary: 角色:科研秘书 · 会签, 部门负责人, 指定人员:周建华、林晓雯 · 或签, 申请人自选. */
export function nodeSummary(node: FlowNode, names: DesignerNames): string {
  return nodeKindOf(node.Kind)?.summary(node, names) ?? '';
}

/**
 * The card's second line, 无审批人时: 转交管理员 / 转交刘敏 / 自动跳过; null for 申请人自选, which always names
 * someone other than the applicant.
 */
export function emptyPolicySummary(node: FlowApproverNode, names: DesignerNames): string | null {
  if (node.Approver.Type === 'Chosen') return null;
  if (node.WhenEmpty !== 'Deputy') return `无审批人时:${FLOW_EMPTY_POLICY_NAMES[node.WhenEmpty]}`;
  const deputies = node.Deputies ?? [];
  if (deputies.length === 0) return '无审批人时:请指定转交人员';
  const shown = deputies
    .slice(0, SHOWN_PEOPLE)
    .map((a) => names.user(a))
    .join('、');
  return `无审批人时:转交${shown}${deputies.length > SHOWN_PEOPLE ? `等${deputies.length}人` : ''}`;
}

function valueText(value: FlowCondition['Value']): string {
  return Array.isArray(value) ? value.join('、') : String(value);
}

/** 报销金额(元) 大于 50000; 类别 属于 甲、乙. */
export function conditionText(condition: FlowCondition, names: DesignerNames): string {
  const field = condition.Field ? names.field(condition.Field) : '(未选字段)';
  return `${field} ${FLOW_CONDITION_OPERATOR_NAMES[condition.Operator]} ${valueText(condition.Value) || '(未填值)'}`;
}

/** A branch card's line: its conditions joined by 且; the default branch reads 其他情况. */
export function branchSummary(branch: FlowBranch, isDefault: boolean, names: DesignerNames): string {
  if (isDefault) return '其他情况';
  if (branch.Conditions.length === 0) return '请设置条件';
  return branch.Conditions.map((c) => conditionText(c, names)).join(' 且 ');
}
