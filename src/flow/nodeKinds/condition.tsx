/**
 * The designer's 条件分支 node: two new branches (条件1 and the default); the canvas draws its branches side by side
 * and each branch card opens its own conditions (NodeDrawer), so the node's own section only says how they are tried.
 */
import { Alert } from 'antd';
import { BranchesOutlined } from '@ant-design/icons';
import type { FlowBranch, FlowConditionNode } from '../../../contract/flowDefinition';
import type { NodeKindView } from './types';

/** The default branch's name on a new node. */
const DEFAULT_BRANCH_NAME = '默认';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const conditionView: NodeKindView<FlowConditionNode> = {
  kind: 'Condition',
  title: '条件分支',
  icon: <BranchesOutlined />,
  className: 'is-condition',
  create(Key, Name, nextKey) {
    const Branches: FlowBranch[] = [
      { Key: nextKey(), Name: '条件1', Conditions: [], Nodes: [] },
      { Key: nextKey(), Name: DEFAULT_BRANCH_NAME, Conditions: [], Nodes: [] },
    ];
    return { Kind: 'Condition', Key, Name, Branches };
  },
  readStored(entry, tools) {
    const Key = tools.key(entry.Key);
    const Branches = (Array.isArray(entry.Branches) ? entry.Branches : []).map((b): FlowBranch => {
      const branch = isObject(b) ? b : {};
      return {
        Key: tools.key(branch.Key),
        Name: tools.text(branch.Name),
        Conditions: (Array.isArray(branch.Conditions) ? branch.Conditions : []).map(tools.condition),
        Nodes: tools.chain(branch.Nodes),
      };
    });
    return { Kind: 'Condition', Key, Name: tools.text(entry.Name), Branches };
  },
  problems: () => [],
  Fields: () => <Alert type="info" showIcon message="点击画布上的分支卡片设置每个分支的条件;分支从左到右依次判断,都不满足时走默认分支。" />,
};
