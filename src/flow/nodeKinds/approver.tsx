/** The designer's 审批人 node: who approves, how several settle it, and what happens when nobody but the applicant can. */
import { Form, Radio } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import {
  DEFAULT_EMPTY_POLICY,
  FLOW_APPROVAL_MODE_NAMES,
  FLOW_APPROVAL_MODES,
  FLOW_EMPTY_POLICIES,
  FLOW_EMPTY_POLICY_NAMES,
  FLOW_LIMITS,
  type FlowApprovalMode,
  type FlowApproverNode,
  type FlowEmptyApproverPolicy,
} from '../../../contract/flowDefinition';
import { emptyPolicySummary } from '../../pages/flowDesigner/designerText';
import { sourceProblems } from '../../pages/flowDesigner/sourceProblems';
import { SourcePicker, UserSelect } from '../../pages/flowDesigner/SourcePicker';
import type { KindFieldsProps, NodeKindView } from './types';

/** What each approval mode means, said under the radio. */
const MODE_HINTS: Record<FlowApprovalMode, string> = {
  Sequential: '按顺序逐个审批,全部通过后进入下一步',
  All: '所有人都须审批通过,任何一人不通过即结束',
  Any: '任意一人审批即可,其决定代表全体',
};

/** What each 无审批人时 policy does, said under the radio. */
const EMPTY_POLICY_HINTS: Record<FlowEmptyApproverPolicy, string> = {
  Admin: '本步骤没有申请人以外的审批人时(如申请人本人即审批人),交由系统管理员审批',
  Deputy: '本步骤没有申请人以外的审批人时,交由下列人员审批;他们也无法审批时交由系统管理员',
  Skip: '本步骤没有申请人以外的审批人时,跳过此步骤并记入审批记录',
};

/** The node with another 无审批人时 policy: deputies are kept only for 转交指定人员. */
function withPolicy(node: FlowApproverNode, WhenEmpty: FlowEmptyApproverPolicy): FlowApproverNode {
  const { Deputies, ...rest } = node;
  return WhenEmpty === 'Deputy' ? { ...rest, WhenEmpty, Deputies: Deputies ?? [] } : { ...rest, WhenEmpty };
}

function ApproverFields({ node, update, roles, names, rememberUsers }: KindFieldsProps<FlowApproverNode>) {
  return (
    <>
      <SourcePicker
        label="审批人"
        idPrefix="flow-approver"
        value={node.Approver}
        allowChosen
        onChange={(Approver) =>
          update((n) =>
            // 申请人自选 always names someone else: it has no 无审批人时 (nor deputies) to keep.
            Approver.Type === 'Chosen' && n.WhenEmpty === 'Deputy' ? withPolicy({ ...n, Approver }, DEFAULT_EMPTY_POLICY) : { ...n, Approver },
          )
        }
        roles={roles}
        names={names}
        rememberUsers={rememberUsers}
      />
      {node.Approver.Type !== 'DeptHead' ? (
        <Form.Item label="多人审批时采用的审批方式" extra={MODE_HINTS[node.Mode]}>
          <Radio.Group
            value={node.Mode}
            onChange={(event) => update((n) => ({ ...n, Mode: event.target.value as FlowApprovalMode }))}
            options={FLOW_APPROVAL_MODES.map((mode) => ({ value: mode, label: FLOW_APPROVAL_MODE_NAMES[mode] }))}
          />
        </Form.Item>
      ) : null}
      {node.Approver.Type !== 'Chosen' ? (
        <Form.Item label="无审批人时" extra={EMPTY_POLICY_HINTS[node.WhenEmpty]}>
          <Radio.Group
            value={node.WhenEmpty}
            onChange={(event) => update((n) => withPolicy(n, event.target.value as FlowEmptyApproverPolicy))}
            options={FLOW_EMPTY_POLICIES.map((p) => ({ value: p, label: FLOW_EMPTY_POLICY_NAMES[p] }))}
          />
        </Form.Item>
      ) : null}
      {node.Approver.Type !== 'Chosen' && node.WhenEmpty === 'Deputy' ? (
        <Form.Item label="转交人员" htmlFor="flow-approver-deputies" required extra={`最多 ${FLOW_LIMITS.maxDeputies} 人,须有该模块的审核权限`}>
          <UserSelect
            id="flow-approver-deputies"
            accounts={node.Deputies ?? []}
            onChange={(accounts) => update((n) => ({ ...n, Deputies: accounts.slice(0, FLOW_LIMITS.maxDeputies) }))}
            names={names}
            rememberUsers={rememberUsers}
            max={FLOW_LIMITS.maxDeputies}
          />
        </Form.Item>
      ) : null}
    </>
  );
}

export const approverView: NodeKindView<FlowApproverNode> = {
  kind: 'Approver',
  title: '审批人',
  icon: <AuditOutlined />,
  className: 'is-approver',
  create: (Key, Name) => ({ Kind: 'Approver', Key, Name, Approver: { Type: 'Role', EnCode: '' }, Mode: 'Any', WhenEmpty: DEFAULT_EMPTY_POLICY }),
  /**
   * Also what an entry of no known Kind reads as: the old format's approver settled by anyone (或签). Its 无审批人时
   * policy, as any node's without one, reads as the engine's default, 转交管理员 (the old format refused such a step;
   * that never lets a record through unchecked either).
   */
  readStored(entry, tools) {
    const Mode = entry.Kind === 'Approver' ? (FLOW_APPROVAL_MODES.find((m) => m === entry.Mode) ?? 'Any') : 'Any';
    const WhenEmpty = (entry.Kind === 'Approver' && FLOW_EMPTY_POLICIES.find((p) => p === entry.WhenEmpty)) || DEFAULT_EMPTY_POLICY;
    const node: FlowApproverNode = {
      Kind: 'Approver',
      Key: tools.key(entry.Key),
      Name: tools.text(entry.Name),
      Approver: tools.source(entry.Approver),
      Mode,
      WhenEmpty,
    };
    if (WhenEmpty === 'Deputy') node.Deputies = tools.accounts(entry.Deputies).slice(0, FLOW_LIMITS.maxDeputies);
    return node;
  },
  policy: emptyPolicySummary,
  problems(node, who) {
    const problems = sourceProblems(node.Approver, who, '审批');
    const deputies = node.Deputies ?? [];
    if (node.WhenEmpty === 'Deputy' && deputies.length === 0) problems.push(`${who}未指定无审批人时转交的人员`);
    if (deputies.length > FLOW_LIMITS.maxDeputies) problems.push(`${who}无审批人时转交的人员不能超过 ${FLOW_LIMITS.maxDeputies} 人`);
    return problems;
  },
  Fields: ApproverFields,
};
