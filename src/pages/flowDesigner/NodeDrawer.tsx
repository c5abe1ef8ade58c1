import { Alert, Drawer, Form, Input, Radio } from 'antd';
import {
  FLOW_APPROVAL_MODE_NAMES,
  FLOW_APPROVAL_MODES,
  FLOW_EMPTY_POLICY_NAMES,
  FLOW_LIMITS,
  type FlowApprovalMode,
  type FlowEmptyApproverPolicy,
  type FlowNode,
} from '../../../contract/flowDefinition';
import { ConditionEditor } from './ConditionEditor';
import type { ConditionField } from './conditionFields';
import { findBranch, findNode, updateBranch, updateNode, type DesignerState } from './designerModel';
import type { DesignerNames } from './designerText';
import { SourcePicker } from './SourcePicker';
import type { RoleChoice, UserChoice } from './useDesignerLookups';

/** What the drawer edits: a node, or a branch of a condition node. */
export type DesignerSelection = { kind: 'node'; key: string } | { kind: 'branch'; key: string } | null;

/** What each approval mode means, said under the radio. */
const MODE_HINTS: Record<FlowApprovalMode, string> = {
  Sequential: '按顺序逐个审批,全部通过后进入下一步',
  All: '所有人都须审批通过,任何一人不通过即结束',
  Any: '任意一人审批即可,其决定代表全体',
};

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
            onChange={(Approver) => update((n) => ({ ...n, Approver }) as FlowNode)}
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
          <Form.Item label="审批人为空时">
            <Radio.Group
              value={node.WhenEmpty}
              onChange={(event) => update((n) => ({ ...n, WhenEmpty: event.target.value as FlowEmptyApproverPolicy }) as FlowNode)}
              options={(Object.keys(FLOW_EMPTY_POLICY_NAMES) as FlowEmptyApproverPolicy[]).map((p) => ({ value: p, label: FLOW_EMPTY_POLICY_NAMES[p] }))}
            />
          </Form.Item>
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
