/**
 * 条件分支: branches tried in order on the record's values when it is submitted, the first whose conditions all hold
 * taken (the last, the default, when none does); the taken branch's chain is planned in the node's place and the
 * choice noted for people (报销金额 大于 50000 → 院长审批). The one structural kind: it adds no step of its own.
 */
import { FLOW_LIMITS, type FlowConditionNode } from '../../../contract/flowDefinition.js';
import { branchText, conditionHolds, describeCondition } from '../conditions.js';
import { conditionFacts } from './facts.js';
import type { NodeKind } from './types.js';

export const conditionKind: NodeKind<FlowConditionNode> = {
  kind: conditionFacts.kind,
  name: conditionFacts.name,
  read(raw, { Key, Name }, tools) {
    const branches = Array.isArray(raw.Branches) ? (raw.Branches as unknown[]) : [];
    if (branches.length < 2) tools.fail(`条件节点「${Name}」至少要有两个分支(最后一个为默认分支)`);
    if (branches.length > FLOW_LIMITS.maxBranches) tools.fail(`条件节点「${Name}」最多${FLOW_LIMITS.maxBranches}个分支`);
    const parsed = branches.map((b, i) => tools.branch(b, i === branches.length - 1, Name));
    return { Kind: 'Condition', Key, Name, Branches: parsed };
  },
  plan(node, tools) {
    const last = node.Branches.length - 1;
    const chosen = node.Branches.findIndex((b, i) => i < last && b.Conditions.every((c) => conditionHolds(c, tools.values)));
    const branch = node.Branches[chosen === -1 ? last : chosen];
    if (!branch) return;
    const why = chosen === -1 ? null : branch.Conditions.map((c) => describeCondition(c, tools.fieldLabel)).join(' 且 ');
    tools.branch(branchText(node.Name, why, branch.Name));
    tools.chain(branch.Nodes);
  },
  branches: (node) => node.Branches,
  withBranches: (node, Branches) => ({ ...node, Branches }),
  summary: (node) => `${node.Branches.length} 个分支`,
};
