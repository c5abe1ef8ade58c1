/**
 * Builders the seeded definitions are written with: who approves (the institute's offices by role, the finance
 * reviewers and the research office's head by account, the applicant's department head), 抄送 and branches on an
 * amount or a category. Keys are given afterwards by `keyed`, so a data file names no keys and they stay unique.
 */
import type {
  FlowApprovalMode,
  FlowApproverNode,
  FlowBranch,
  FlowCcNode,
  FlowCondition,
  FlowConditionNode,
  FlowNode,
} from '../../../contract/flowDefinition.js';
import { FINANCE_ACCOUNTS, SEED_ACCOUNTS } from '../../seed/index.js';

/** One seeded definition: the module it runs for, its name, what it is for, and its nodes. */
export interface SeededFlow {
  module: string;
  name: string;
  remark: string;
  nodes: FlowNode[];
}

/** The seeded roles' codes (schemas/roles.json). */
export const ROLES = {
  research: '002',
  dean: '004',
  finance: '005',
  ethics: '006',
  office: '007',
  deptHead: '008',
  viceDean: '012',
} as const;

/** Who a node names, 自选 aside: the seeded definitions name people a fresh database has. */
type Named = FlowCcNode['Recipients'];
const role = (EnCode: string): Named => ({ Type: 'Role', EnCode });
const users = (...Accounts: string[]): Named => ({ Type: 'Users', Accounts });
const DEPT_HEAD: Named = { Type: 'DeptHead' };
/** The research office's head signs off as the administrator account (科研处长 周建华), as the first flows did. */
const RESEARCH_HEAD = users(SEED_ACCOUNTS.admin.Account);
/**
 * Who signs for the 科研处长 when the record is their own: the vice-dean (分管院长 刘敏). The 科研处长 is also the only
 * administrator, so 转交管理员 would come back to them and the record could never be approved.
 */
const RESEARCH_HEAD_DEPUTIES: string[] = [SEED_ACCOUNTS.vicedean.Account];

// Nodes are built keyless and keyed once the whole definition is known.
type Unkeyed<T> = Omit<T, 'Key'>;
type UnkeyedBranch = Omit<FlowBranch, 'Key' | 'Nodes'> & { Nodes: UnkeyedNode[] };
type UnkeyedNode = Unkeyed<FlowApproverNode> | Unkeyed<FlowCcNode> | (Omit<FlowConditionNode, 'Key' | 'Branches'> & { Branches: UnkeyedBranch[] });

const approver = (Name: string, Approver: Named, Mode: FlowApprovalMode = 'Any'): Unkeyed<FlowApproverNode> =>
  // A department without a head skips its step; an emptied role or account goes to the administrators.
  ({ Kind: 'Approver', Name, Approver, Mode, WhenEmpty: Approver.Type === 'DeptHead' ? 'Skip' : 'Admin' });
/** The 科研处长's step: their own records go to their deputy. */
const researchHead = (Name: string): Unkeyed<FlowApproverNode> => ({ ...approver(Name, RESEARCH_HEAD), WhenEmpty: 'Deputy', Deputies: RESEARCH_HEAD_DEPUTIES });
const cc = (Name: string, Recipients: Named): Unkeyed<FlowCcNode> => ({ Kind: 'Cc', Name, Recipients });

/** The approver and 抄送 steps the definitions are made of. */
export const step = {
  deptHead: (name = '科室主任审核') => approver(name, DEPT_HEAD),
  research: (name = '科研处审核') => approver(name, role(ROLES.research)),
  researchHead: (name = '科研处长审批') => researchHead(name),
  finance: (name = '财务处审核') => approver(name, role(ROLES.finance)),
  /** Both finance reviewers must approve: large sums get two pairs of eyes. */
  financeJoint: (name = '财务处会签') => approver(name, users(...FINANCE_ACCOUNTS), 'All'),
  /** Every member of the ethics committee must approve (会签). */
  ethicsJoint: (name = '伦理委员会会签') => approver(name, role(ROLES.ethics), 'All'),
  ethics: (name = '伦理委员会审查') => approver(name, role(ROLES.ethics)),
  office: (name = '院办公室审核') => approver(name, role(ROLES.office)),
  dean: (name = '院长审批') => approver(name, role(ROLES.dean)),
  viceDean: (name = '分管院长审批') => approver(name, role(ROLES.viceDean)),
  ccResearch: (name = '抄送科研处') => cc(name, role(ROLES.research)),
  ccResearchHead: (name = '抄送科研处长') => cc(name, RESEARCH_HEAD),
  ccFinance: (name = '抄送财务处') => cc(name, role(ROLES.finance)),
  ccOffice: (name = '抄送院办公室') => cc(name, role(ROLES.office)),
  ccEthics: (name = '抄送伦理委员会') => cc(name, role(ROLES.ethics)),
  ccDean: (name = '抄送院长') => cc(name, role(ROLES.dean)),
  ccViceDean: (name = '抄送分管院长') => cc(name, role(ROLES.viceDean)),
  ccDeptHead: (name = '抄送科室主任') => cc(name, DEPT_HEAD),
};

export const above = (Field: string, Value: number): FlowCondition => ({ Field, Operator: '>', Value });
export const oneOf = (Field: string, Value: string[]): FlowCondition => ({ Field, Operator: 'in', Value });
export const equals = (Field: string, Value: string | number): FlowCondition => ({ Field, Operator: '==', Value });

/** A condition node: branches tried in order, then the default branch ('其他情况'). */
export function choose(Name: string, branches: Array<[string, FlowCondition[], UnkeyedNode[]]>, otherwise: UnkeyedNode[]): UnkeyedNode {
  return {
    Kind: 'Condition',
    Name,
    Branches: [
      ...branches.map(([branchName, Conditions, Nodes]) => ({ Name: branchName, Conditions, Nodes })),
      { Name: '其他情况', Conditions: [], Nodes: otherwise },
    ],
  };
}

/**
 * The usual way money leaves a project: the department head, the research office, then finance — one reviewer for
 * an ordinary sum, both reviewers and the research office's head above the threshold.
 */
export function costChain(field: string, threshold: number, label: string): UnkeyedNode[] {
  return [
    step.deptHead(),
    step.research(),
    choose(
      '按金额审批',
      [
        [
          `${label}超过${threshold >= 10000 ? `${threshold / 10000}万元` : `${threshold}元`}`,
          [above(field, threshold)],
          [step.financeJoint(), step.researchHead()],
        ],
      ],
      [step.finance()],
    ),
  ];
}

/** Gives every node `n1`, `n2`, … and every branch `b1`, `b2`, … in reading order. */
export function keyed(nodes: UnkeyedNode[]): FlowNode[] {
  let node = 0;
  let branch = 0;
  const walk = (list: UnkeyedNode[]): FlowNode[] =>
    list.map((item): FlowNode => {
      const Key = `n${++node}`;
      if (item.Kind !== 'Condition') return { ...item, Key } as FlowNode;
      return { ...item, Key, Branches: item.Branches.map((b) => ({ ...b, Key: `b${++branch}`, Nodes: walk(b.Nodes) })) };
    });
  return walk(nodes);
}

/** One module's seeded definition, named `{模块}审批流程` as the Flow row is. */
export function flow(module: string, description: string, remark: string, nodes: UnkeyedNode[]): SeededFlow {
  return { module, name: `${description}审批流程`, remark, nodes: keyed(nodes) };
}
