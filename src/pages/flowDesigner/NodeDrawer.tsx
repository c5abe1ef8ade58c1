import { Alert, Drawer, Form, Input, Radio } from 'antd';
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
  type FlowNode,
} from '../../../contract/flowDefinition';
import { ConditionEditor } from './ConditionEditor';
import type { ConditionField } from './conditionFields';
import { findBranch, findNode, updateBranch, updateNode, type DesignerState } from './designerModel';
import type { DesignerNames } from './designerText';
import { SourcePicker, UserSelect } from './SourcePicker';
import type { RoleChoice, UserChoice } from './useDesignerLookups';

/** What the drawer edits: a node, or a branch of a condition node. */
export type DesignerSelection = { kind: 'node'; key: string } | { kind: 'branch'; key: string } | null;

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

const TITLES: Record<FlowNode['Kind'], string> = { Approver: '审批人设置', Cc: '抄送人设置', Condition: '条件分支设置' };

interface NodeDrawerProps {
  selection: DesignerSelection;
  state: DesignerState;
  onChange(next: DesignerState): void;
  onClose(): void;
  roles: readonly RoleChoice[];
  names: DesignerNames;
  fields: readonly ConditionField[];
  moduleChosen: boolean;
  rememberUsers(users: readonly UserChoice[]): void;
}

/** The side drawer that edits the clicked card. Changes apply at once; the page's 保存 writes them. */
export function NodeDrawer({ selection, state, onChange, onClose, ...lookups }: NodeDrawerProps) {
  const node = selection?.kind === 'node' ? findNode(state.nodes, selection.key) : null;
  const branch = selection?.kind === 'branch' ? findBranch(state.nodes, selection.key) : null;
  const title = node ? TITLES[node.Kind] : branch ? (branch.isDefault ? '默认分支' : '条件设置') : '';
  return (
    <Drawer title={title} open={Boolean(node || branch)} onClose={onClose} width={520} destroyOnHidden data-testid="flow-designer-drawer">
      <Form layout="vertical">
        {node ? <NodeFields node={node} update={(change) => onChange(updateNode(state, node.Key, change))} {...lookups} /> : null}
        {branch ? (
          <>
            <Form.Item label="分支名称" htmlFor="flow-branch-name" required>
              <Input
                id="flow-branch-name"
                maxLength={FLOW_LIMITS.maxNameLength}
                value={branch.branch.Name}
                onChange={(event) => onChange(updateBranch(state, branch.branch.Key, { Name: event.target.value }))}
              />
            </Form.Item>
            {branch.isDefault ? (
              <Alert type="info" showIcon message="其他分支的条件都不满足时,走默认分支。默认分支不设条件。" />
            ) : (
              <Form.Item label="满足以下全部条件时进入此分支">
                <ConditionEditor
                  conditions={branch.branch.Conditions}
                  fields={lookups.fields}
                  noModule={!lookups.moduleChosen}
                  onChange={(Conditions) => onChange(updateBranch(state, branch.branch.Key, { Conditions }))}
                />
              </Form.Item>
            )}
          </>
        ) : null}
      </Form>
    </Drawer>
  );
}

function NodeFields({ node, update, roles, names, rememberUsers }: {
  node: FlowNode;
  update(change: (node: FlowNode) => FlowNode): void;
} & Omit<NodeDrawerProps, 'selection' | 'state' | 'onChange' | 'onClose' | 'fields' | 'moduleChosen'>) {
  return (
    <>
      <Form.Item label="节点名称" htmlFor="flow-node-name" required>
        <Input id="flow-node-name" maxLength={FLOW_LIMITS.maxNameLength} value={node.Name} onChange={(event) => update((n) => ({ ...n, Name: event.target.value }))} />
      </Form.Item>
      {node.Kind === 'Approver' ? (
        <>
          <SourcePicker
            label="审批人"
            idPrefix="flow-approver"
            value={node.Approver}
            allowChosen
            onChange={(Approver) => update((n) => {
              if (n.Kind !== 'Approver') return n;
              // 申请人自选 always names someone else: it has no 无审批人时 (nor deputies) to keep.
              return Approver.Type === 'Chosen' && n.WhenEmpty === 'Deputy' ? withPolicy({ ...n, Approver }, DEFAULT_EMPTY_POLICY) : { ...n, Approver };
            })}
            roles={roles}
            names={names}
            rememberUsers={rememberUsers}
          />
          {node.Approver.Type !== 'DeptHead' ? (
            <Form.Item label="多人审批时采用的审批方式" extra={MODE_HINTS[node.Mode]}>
              <Radio.Group
                value={node.Mode}
                onChange={(event) => update((n) => ({ ...n, Mode: event.target.value as FlowApprovalMode }) as FlowNode)}
                options={FLOW_APPROVAL_MODES.map((mode) => ({ value: mode, label: FLOW_APPROVAL_MODE_NAMES[mode] }))}
              />
            </Form.Item>
          ) : null}
          {node.Approver.Type !== 'Chosen' ? (
            <Form.Item label="无审批人时" extra={EMPTY_POLICY_HINTS[node.WhenEmpty]}>
              <Radio.Group
                value={node.WhenEmpty}
                onChange={(event) => update((n) => (n.Kind === 'Approver' ? withPolicy(n, event.target.value as FlowEmptyApproverPolicy) : n))}
                options={FLOW_EMPTY_POLICIES.map((p) => ({ value: p, label: FLOW_EMPTY_POLICY_NAMES[p] }))}
              />
            </Form.Item>
          ) : null}
          {node.Approver.Type !== 'Chosen' && node.WhenEmpty === 'Deputy' ? (
            <Form.Item label="转交人员" htmlFor="flow-approver-deputies" required extra={`最多 ${FLOW_LIMITS.maxDeputies} 人,须有该模块的审核权限`}>
              <UserSelect
                id="flow-approver-deputies"
                accounts={node.Deputies ?? []}
                onChange={(accounts) => update((n) => (n.Kind === 'Approver' ? { ...n, Deputies: accounts.slice(0, FLOW_LIMITS.maxDeputies) } : n))}
                names={names}
                rememberUsers={rememberUsers}
                max={FLOW_LIMITS.maxDeputies}
              />
            </Form.Item>
          ) : null}
        </>
      ) : null}
      {node.Kind === 'Cc' ? (
        <SourcePicker
          label="抄送人"
          idPrefix="flow-cc"
          value={node.Recipients}
          allowChosen={false}
          onChange={(Recipients) => update((n) => ({ ...n, Recipients }) as FlowNode)}
          roles={roles}
          names={names}
          rememberUsers={rememberUsers}
        />
      ) : null}
      {node.Kind === 'Condition' ? (
        <Alert type="info" showIcon message="点击画布上的分支卡片设置每个分支的条件;分支从左到右依次判断,都不满足时走默认分支。" />
      ) : null}
    </>
  );
}
