import { useState, type MouseEvent } from 'react';
import { Button, Popover, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined, PlusOutlined, WarningFilled } from '@ant-design/icons';
import { FLOW_LIMITS, type FlowConditionNode, type FlowNode } from '../../../contract/flowDefinition';
import { nodeKindOf } from '../../../core/flow/nodeKinds/index';
import { nodeKindViews, viewOf, type NodeKindView } from '../../flow/nodeKinds/index';
import {
  addBranch,
  allNodes,
  branchRemovable,
  insertNode,
  movable,
  moveNode,
  removeBranch,
  removeNode,
  type DesignerState,
  type NodeKind,
} from './designerModel';
import { branchSummary, nodeSummary, type DesignerNames } from './designerText';
import type { DesignerSelection } from './NodeDrawer';

interface CanvasProps {
  state: DesignerState;
  onChange(next: DesignerState): void;
  selection: DesignerSelection;
  onSelect(selection: DesignerSelection): void;
  names: DesignerNames;
  /** Approver steps that can be left with nobody to approve them, by Key (useDefinitionWarnings). */
  warnings: ReadonlyMap<string, readonly string[]>;
}

/**
 * The designer's canvas, DingTalk-style: 发起人 on top, the chain of cards, 流程结束 at the bottom; a round “+” between
 * every two cards; a condition node's branches side by side, each with its own chain.
 */
export function FlowCanvas(props: CanvasProps) {
  return (
    <div className="flow-canvas" data-testid="flow-canvas">
      <div className="flow-canvas-inner">
        <div className="flow-card flow-card-start">
          <div className="flow-card-head">发起人</div>
          <div className="flow-card-body">所有有权提交的人员</div>
        </div>
        <Chain nodes={props.state.nodes} branchKey={null} {...props} />
        <div className="flow-end">
          <span className="flow-end-dot" />
          <span>流程结束</span>
        </div>
      </div>
    </div>
  );
}

function Chain({ nodes, branchKey, ...props }: CanvasProps & { nodes: readonly FlowNode[]; branchKey: string | null }) {
  return (
    <>
      <AddButton index={0} branchKey={branchKey} {...props} />
      {nodes.map((node, i) => (
        <div key={node.Key} className="flow-chain-item">
          {node.Kind === 'Condition' ? <ConditionBlock node={node} {...props} /> : <NodeCard node={node} {...props} />}
          <AddButton index={i + 1} branchKey={branchKey} {...props} />
        </div>
      ))}
    </>
  );
}

/** The round “+” on the line: inserts a node of any kind (审批人, 抄送人, 条件分支) at this point. */
function AddButton({ index, branchKey, state, onChange, onSelect }: CanvasProps & { index: number; branchKey: string | null }) {
  const [open, setOpen] = useState(false);
  const full = allNodes(state.nodes).length >= FLOW_LIMITS.maxNodes;
  const add = (kind: NodeKind) => {
    setOpen(false);
    const { state: next, key } = insertNode(state, branchKey, index, kind);
    onChange(next);
    // A structural node is edited on its branch cards, not in the drawer.
    if (key && !nodeKindOf(kind)?.branches) onSelect({ kind: 'node', key });
  };
  const choice = (view: NodeKindView) => (
    <button key={view.kind} type="button" className={`flow-add-choice ${view.className}`} onClick={() => add(view.kind)}>
      <span className="flow-add-choice-icon">{view.icon}</span>
      {view.title}
    </button>
  );
  return (
    <div className="flow-add">
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="right"
        content={full ? `流程的节点不能超过 ${FLOW_LIMITS.maxNodes} 个` : <div className="flow-add-choices">{nodeKindViews().map(choice)}</div>}
      >
        <Button shape="circle" type="primary" size="small" icon={<PlusOutlined />} aria-label="添加节点" className="flow-add-button" />
      </Popover>
    </div>
  );
}

/** Up, down and delete on a card; they never open the drawer. */
function CardTools({ nodeKey, state, onChange, onSelect, selection }: CanvasProps & { nodeKey: string }) {
  const { up, down } = movable(state.nodes, nodeKey);
  const act = (event: MouseEvent, next: DesignerState) => {
    event.stopPropagation();
    onChange(next);
  };
  return (
    <span className="flow-card-tools">
      {up ? (
        <Tooltip title="上移">
          <ArrowUpOutlined aria-label="上移" onClick={(e) => act(e, moveNode(state, nodeKey, -1))} />
        </Tooltip>
      ) : null}
      {down ? (
        <Tooltip title="下移">
          <ArrowDownOutlined aria-label="下移" onClick={(e) => act(e, moveNode(state, nodeKey, 1))} />
        </Tooltip>
      ) : null}
      <Tooltip title="删除">
        <CloseOutlined
          aria-label="删除"
          onClick={(e) => {
            if (selection?.key === nodeKey) onSelect(null);
            act(e, removeNode(state, nodeKey));
          }}
        />
      </Tooltip>
    </span>
  );
}

function NodeCard({ node, ...props }: CanvasProps & { node: FlowNode }) {
  const view = viewOf(node);
  const selected = props.selection?.kind === 'node' && props.selection.key === node.Key;
  const summary = nodeSummary(node, props.names);
  const policy = view.policy?.(node, props.names) ?? null;
  const warnings = props.warnings.get(node.Key) ?? [];
  return (
    <div
      className={`flow-card ${view.className}${selected ? ' is-selected' : ''}${warnings.length > 0 ? ' has-warning' : ''}`}
      data-testid="flow-node-card"
      role="button"
      tabIndex={0}
      onClick={() => props.onSelect({ kind: 'node', key: node.Key })}
      onKeyDown={(event) => {
        if (event.key === 'Enter') props.onSelect({ kind: 'node', key: node.Key });
      }}
    >
      <div className="flow-card-head">
        <span className="flow-card-title" title={node.Name}>
          {node.Name || view.title}
        </span>
        <CardTools nodeKey={node.Key} {...props} />
      </div>
      <div className={`flow-card-body${summary.startsWith('请') ? ' is-incomplete' : ''}`} title={summary}>
        {summary}
      </div>
      {policy ? (
        <div className={`flow-card-policy${policy.includes('请') ? ' is-incomplete' : ''}`} title={policy} data-testid="flow-node-policy">
          {policy}
        </div>
      ) : null}
      {warnings.length > 0 ? (
        <Tooltip
          title={
            <ul className="flow-card-warning-list">
              {warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          }
        >
          <div className="flow-card-warning" data-testid="flow-node-warning">
            <WarningFilled />
            <span>可能无人审批</span>
          </div>
        </Tooltip>
      ) : null}
    </div>
  );
}

/** A condition node: 添加条件 on top, then its branches side by side, each a column with its own chain. */
function ConditionBlock({ node, ...props }: CanvasProps & { node: FlowConditionNode }) {
  const { state, onChange } = props;
  return (
    <div className="flow-condition" data-testid="flow-condition-node">
      <div className="flow-condition-head">
        <Button
          size="small"
          className="flow-condition-add"
          disabled={node.Branches.length >= FLOW_LIMITS.maxBranches}
          onClick={() => onChange(addBranch(state, node.Key))}
        >
          添加条件
        </Button>
        <span className="flow-condition-tools">
          <CardTools nodeKey={node.Key} {...props} />
        </span>
      </div>
      <div className="flow-branches">
        {node.Branches.map((branch, i) => {
          const isDefault = i === node.Branches.length - 1;
          const selected = props.selection?.kind === 'branch' && props.selection.key === branch.Key;
          const summary = branchSummary(branch, isDefault, props.names);
          return (
            <div key={branch.Key} className="flow-branch" data-testid="flow-branch">
              {i === 0 ? (
                <>
                  <span className="flow-cover is-top-left" />
                  <span className="flow-cover is-bottom-left" />
                </>
              ) : null}
              {isDefault ? (
                <>
                  <span className="flow-cover is-top-right" />
                  <span className="flow-cover is-bottom-right" />
                </>
              ) : null}
              <div
                className={`flow-card flow-branch-card${selected ? ' is-selected' : ''}`}
                data-testid="flow-branch-card"
                role="button"
                tabIndex={0}
                onClick={() => props.onSelect({ kind: 'branch', key: branch.Key })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') props.onSelect({ kind: 'branch', key: branch.Key });
                }}
              >
                <div className="flow-branch-title">
                  <span className="flow-card-title" title={branch.Name}>
                    {branch.Name || (isDefault ? '默认' : '条件')}
                  </span>
                  <span className="flow-branch-priority">{isDefault ? '默认' : `优先级${i + 1}`}</span>
                  {branchRemovable(node, branch.Key) ? (
                    <Tooltip title="删除分支">
                      <CloseOutlined
                        aria-label="删除分支"
                        className="flow-branch-remove"
                        onClick={(event) => {
                          event.stopPropagation();
                          if (selected) props.onSelect(null);
                          onChange(removeBranch(state, node.Key, branch.Key));
                        }}
                      />
                    </Tooltip>
                  ) : null}
                </div>
                <div className={`flow-card-body${summary.startsWith('请') ? ' is-incomplete' : ''}`} title={summary}>
                  {summary}
                </div>
              </div>
              <Chain nodes={branch.Nodes} branchKey={branch.Key} {...props} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
