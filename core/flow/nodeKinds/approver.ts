/**
 * 审批人: the people a node names (a role, the applicant's department head, named accounts, or whom the applicant
 * chooses) decide the step by its mode (依次, 会签, 或签). A step naming nobody but the applicant — who is never asked —
 * goes by its 无审批人时 policy: skipped, handed to its deputies, or to the administrators, each noted in the history;
 * refused only when even those are nobody but the applicant, or for the older format.
 */
import {
  DEFAULT_EMPTY_POLICY,
  FLOW_APPROVAL_MODE_NAMES,
  FLOW_APPROVAL_MODES,
  FLOW_EMPTY_POLICIES,
  FLOW_LIMITS,
  type FlowApprovalMode,
  type FlowApproverNode,
  type FlowEmptyApproverPolicy,
} from '../../../contract/flowDefinition.js';
import { approverWarnings } from '../approverChecks.js';
import { draftEntry } from '../history.js';
import { noApproversFor } from '../messages.js';
import { refusal } from '../refusal.js';
import { sourceSummary } from '../sourceText.js';
import { distinct, handedOver, namedBy } from '../stepPeople.js';
import { approverFacts } from './facts.js';
import type { NodeKind, ReadTools } from './types.js';

const SKIP_OPINION = '无审批人,自动跳过';

/** The node's 无审批人时 policy; 转交指定人员 needs its deputies (the accounts, once each), the others none. */
function emptyPolicyOf(raw: Readonly<Record<string, unknown>>, name: string, fail: ReadTools['fail']): Pick<FlowApproverNode, 'WhenEmpty' | 'Deputies'> {
  const whenEmpty = (raw.WhenEmpty ?? DEFAULT_EMPTY_POLICY) as FlowEmptyApproverPolicy;
  if (!FLOW_EMPTY_POLICIES.includes(whenEmpty)) fail(`节点「${name}」的审批人为空时处理方式无效`);
  if (whenEmpty !== 'Deputy') return { WhenEmpty: whenEmpty };
  const deputies = Array.isArray(raw.Deputies) ? (raw.Deputies as unknown[]) : [];
  if (deputies.length === 0) fail(`节点「${name}」审批人为空时转交指定人员,但未指定人员`);
  if (deputies.length > FLOW_LIMITS.maxDeputies) fail(`节点「${name}」审批人为空时最多转交${FLOW_LIMITS.maxDeputies}个指定人员`);
  if (!deputies.every((a) => typeof a === 'string' && a.trim() !== '' && a.length <= 64)) fail(`节点「${name}」审批人为空时转交的人员账号无效`);
  return { WhenEmpty: whenEmpty, Deputies: [...new Set(deputies.map((a) => String(a).trim()))] };
}

export const approverKind: NodeKind<FlowApproverNode> = {
  kind: approverFacts.kind,
  name: approverFacts.name,
  read(raw, { Key, Name }, tools) {
    const mode = (raw.Mode ?? 'Any') as FlowApprovalMode;
    if (!FLOW_APPROVAL_MODES.includes(mode)) tools.fail(`节点「${Name}」的审批方式无效`);
    const approver = tools.source(raw.Approver, Name, true, '审批人');
    return { Kind: 'Approver', Key, Name, Approver: approver, Mode: mode, ...emptyPolicyOf(raw, Name, tools.fail) };
  },
  plan(node, tools) {
    const whenEmpty = tools.legacy ? 'Refuse' : node.WhenEmpty;
    tools.step({
      key: node.Key,
      kind: 'Approver',
      name: node.Name,
      mode: node.Mode,
      source: node.Approver,
      whenEmpty,
      ...(whenEmpty === 'Deputy' ? { deputies: [...(node.Deputies ?? [])] } : {}),
    });
  },
  step: {
    ...approverFacts.step,
    enter({ context, route, step, index, applicantId, by, at, entries }) {
      const people = distinct(namedBy(context, route, step), applicantId);
      if (people.length > 0) return { open: people };
      if (step.whenEmpty === 'Skip') {
        entries.push(draftEntry({ step: index, stepName: step.name, action: 'Skip', by, at, opinion: SKIP_OPINION }));
        return { passed: true };
      }
      const handed = handedOver(context, step, applicantId);
      if (!handed) return { refusal: refusal('badRequest', noApproversFor(index, step.name)) };
      entries.push(
        draftEntry({
          step: index,
          stepName: step.name,
          action: 'Reassign',
          by,
          at,
          opinion: handed.opinion,
          target: handed.people.map((p) => p.name).join('、'),
        }),
      );
      return { open: handed.people };
    },
  },
  named: (node) => [
    { source: node.Approver },
    ...(node.Deputies ? [{ source: { Type: 'Users' as const, Accounts: node.Deputies }, what: '审批人为空时转交的人员' }] : []),
  ],
  deadEnds: approverWarnings,
  summary(node, names) {
    const who = sourceSummary(node.Approver, names);
    // 部门负责人 is one person: how several would settle the step says nothing.
    return node.Approver.Type !== 'DeptHead' ? `${who} · ${FLOW_APPROVAL_MODE_NAMES[node.Mode]}` : who;
  },
};
