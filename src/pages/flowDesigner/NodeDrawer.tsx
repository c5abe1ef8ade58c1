import { Alert, Drawer, Form, Input } from 'antd';
import { FLOW_LIMITS, type FlowNode } from '../../../contract/flowDefinition';
import { viewOf } from '../../flow/nodeKinds/index';
import { ConditionEditor } from './ConditionEditor';
import type { ConditionField } from './conditionFields';
import { findBranch, findNode, updateBranch, updateNode, type DesignerState } from './designerModel';
import type { DesignerNames } from './designerText';
import type { RoleChoice, UserChoice } from './useDesignerLookups';

/** What the drawer edits: a node, or a branch of a condition node. */
export type DesignerSelection = { kind: 'node'; key: string } | { kind: 'branch'; key: string } | null;

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
  const title = node ? `${viewOf(node).title}设置` : branch ? (branch.isDefault ? '默认分支' : '条件设置') : '';
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

/** The node's name, then its kind's own section (src/flow/nodeKinds/). */
function NodeFields({
  node,
  update,
  roles,
  names,
  rememberUsers,
}: {
  node: FlowNode;
  update(change: (node: FlowNode) => FlowNode): void;
} & Omit<NodeDrawerProps, 'selection' | 'state' | 'onChange' | 'onClose' | 'fields' | 'moduleChosen'>) {
  const { Fields } = viewOf(node);
  return (
    <>
      <Form.Item label="节点名称" htmlFor="flow-node-name" required>
        <Input
          id="flow-node-name"
          maxLength={FLOW_LIMITS.maxNameLength}
          value={node.Name}
          onChange={(event) => update((n) => ({ ...n, Name: event.target.value }))}
        />
      </Form.Item>
      <Fields node={node} update={update} roles={roles} names={names} rememberUsers={rememberUsers} />
    </>
  );
}
