/**
 * A flow definition as stored in module Flow's `Steps` field (a JSON array of nodes) and edited by the designer: a
 * vertical chain of nodes, DingTalk-style — approver nodes, 抄送 nodes and condition branches, each branch a chain of
 * its own. Branches are chosen on the record's field values when it is submitted; the chosen path, flattened, is the
 * route the instance runs (its steps in order). Definitions are versioned: a published edit is a new version and a
 * running instance keeps the version it started on.
 *
 * The older format — `[{"Name":"科室审核","Approver":{"Type":"DeptHead"}}]`, nodes without `Kind` — still reads: an
 * entry without `Kind` is an approver node settled by any one approver (或签) that is refused when nobody can approve.
 */

/**
 * Who a node names. Role: every enabled user holding the role (by its EnCode). DeptHead: the leader of the
 * applicant's department. Users: named accounts. Chosen (自选): the applicant picks the people when submitting
 * (approver nodes only).
 */
export type FlowApproverSource = { Type: 'Role'; EnCode: string } | { Type: 'DeptHead' } | { Type: 'Users'; Accounts: string[] } | { Type: 'Chosen' };

/** How a step's approvers settle it: 依次 one after another, 会签 all must approve, 或签 any one decides for all. */
export type FlowApprovalMode = 'Sequential' | 'All' | 'Any';
export const FLOW_APPROVAL_MODES: readonly FlowApprovalMode[] = ['Sequential', 'All', 'Any'];
export const FLOW_APPROVAL_MODE_NAMES: Record<FlowApprovalMode, string> = { Sequential: '依次审批', All: '会签', Any: '或签' };

/**
 * 无审批人时: what happens when an approver node names nobody but the applicant (an empty role, a department without
 * a head, the only 科研处长 filing their own paper). Admin: the administrators are asked; Deputy: the node's named
 * deputies (`Deputies`), then the administrators if none of them can; Skip: the step is passed with a note in the
 * history. Never the applicant. New nodes default to Admin, the one that never lets a record through unchecked.
 */
export type FlowEmptyApproverPolicy = 'Admin' | 'Deputy' | 'Skip';
export const FLOW_EMPTY_POLICIES: readonly FlowEmptyApproverPolicy[] = ['Admin', 'Deputy', 'Skip'];
export const FLOW_EMPTY_POLICY_NAMES: Record<FlowEmptyApproverPolicy, string> = { Admin: '转交管理员', Deputy: '转交指定人员', Skip: '自动跳过' };
export const DEFAULT_EMPTY_POLICY: FlowEmptyApproverPolicy = 'Admin';

export interface FlowApproverNode {
  Kind: 'Approver';
  /** Stable within the definition (the designer makes it), e.g. `n3`: 自选 choices and the diagram refer to it. */
  Key: string;
  Name: string;
  Approver: FlowApproverSource;
  Mode: FlowApprovalMode;
  WhenEmpty: FlowEmptyApproverPolicy;
  /** WhenEmpty Deputy only (and then at least one): the accounts asked instead, in order. */
  Deputies?: string[];
}

/** 抄送: the people named are informed when the flow reaches this point; nobody waits for them. */
export interface FlowCcNode {
  Kind: 'Cc';
  Key: string;
  Name: string;
  Recipients: Exclude<FlowApproverSource, { Type: 'Chosen' }>;
}

/** Comparisons a condition makes on one field of the record (numbers compare as numbers, the rest as text). */
export type FlowConditionOperator = '==' | '!=' | '>' | '>=' | '<' | '<=' | 'in' | 'contains';
export const FLOW_CONDITION_OPERATORS: readonly FlowConditionOperator[] = ['==', '!=', '>', '>=', '<', '<=', 'in', 'contains'];
export const FLOW_CONDITION_OPERATOR_NAMES: Record<FlowConditionOperator, string> = {
  '==': '等于',
  '!=': '不等于',
  '>': '大于',
  '>=': '大于等于',
  '<': '小于',
  '<=': '小于等于',
  in: '属于',
  contains: '包含',
};

/** `Field` is a field of the module (FieldInfoStruts Name); `in` takes a list, the others one value. */
export interface FlowCondition {
  Field: string;
  Operator: FlowConditionOperator;
  Value: string | number | string[];
}

/**
 * One branch of a condition node: taken when all its conditions hold. The last branch of a node is its 默认
 * (otherwise) branch and has no conditions; branches are tried in order and the first that holds is taken.
 */
export interface FlowBranch {
  Key: string;
  Name: string;
  Conditions: FlowCondition[];
  Nodes: FlowNode[];
}

export interface FlowConditionNode {
  Kind: 'Condition';
  Key: string;
  Name: string;
  /** At least two: one or more conditional branches and the default last. */
  Branches: FlowBranch[];
}

export type FlowNode = FlowApproverNode | FlowCcNode | FlowConditionNode;

/** Bounds a definition must keep (the designer and the server check the same ones). */
export const FLOW_LIMITS = {
  /** Nodes in the whole tree, branches' nodes included. */
  maxNodes: 60,
  maxDepth: 4,
  maxBranches: 8,
  maxConditions: 10,
  maxAccounts: 50,
  maxNameLength: 50,
  maxConditionValueLength: 200,
  /** People an applicant may choose for one 自选 node. */
  maxChosen: 20,
  /** Deputies one approver node names for 转交指定人员. */
  maxDeputies: 10,
} as const;

/** The module Flow row's `Version` counts published versions; `FlowVersion` keeps each one's Steps unchanged. */
export interface FlowVersionInfo {
  Id: string;
  Flow_Id: string;
  Version: number;
  Create_Time: string;
  Create_User_Id: string | null;
}

/** One step of a definition that can end up with nobody to approve it, and why (core/flow/deadEnds.ts). */
export interface FlowDefinitionWarning {
  /** The approver node's Key. */
  Key: string;
  Name: string;
  Message: string;
}

/** `POST /api/FlowState/DefinitionWarnings` {ModuleName, Steps}: the designer's draft checked against today's people. */
export interface FlowDefinitionWarnings {
  Warnings: FlowDefinitionWarning[];
}
