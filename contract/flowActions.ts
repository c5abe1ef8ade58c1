/**
 * The approval actions beyond submit and decide, and what the form, the centre and the designer read to offer them.
 * Bodies are JSON (or form fields for the flat ones); names are matched case-insensitively by the server as
 * everywhere under /api/FlowState. Every action answers the record's new FlowRecordState-like summary
 * (FlowActionResult) or a Chinese 400 / 403 / 404 / 409 and changes nothing.
 */
import type { FlowApprovalMode } from './flowDefinition.js';
import type { FlowDecision } from './flow.js';

// The action bodies, with their schemas: wire/flowActionBody.ts.
export type {
  FlowAddSignerBody,
  FlowAddSignerPosition,
  FlowBatchDecideBody,
  FlowDecideBody,
  FlowRemindBody,
  FlowSubmitBody,
  FlowTaskRef,
  FlowTransferBody,
  FlowWithdrawBody,
} from './wire/flowActionBody.js';
/** The most pending items one 批量审批 decides, and what a larger batch answers (the screen says it before sending). */
export const FLOW_BATCH_MAX = 50;
export const FLOW_BATCH_TOO_MANY = `一次最多批量审批 ${FLOW_BATCH_MAX} 条`;
export const FLOW_REMIND_INTERVAL_MS = 60 * 60 * 1000;

export type { FlowBatchDecideResult } from './wire/flowResults.js';

/** What every action answers: where the record stands now (its schema: wire/flowResults.ts). */
export type { FlowActionResult } from './wire/flowResults.js';

/**
 * `GET /api/FlowState/Phrases?Kind=`: the caller's frequent opinions of that kind (most used first), then the kind's
 * common defaults. 常用语 belong to what the opinion explains: a 退回 reason is never offered in the 通过 dialog.
 */
export interface FlowPhrases {
  Phrases: string[];
}
/** The opinion boxes that offer 常用语: the three decisions, 转办 and 加签 (as the history names their actions). */
export type FlowPhraseKind = FlowDecision | 'Transfer' | 'AddSigner';
export const FLOW_PHRASE_KINDS: readonly FlowPhraseKind[] = ['Approved', 'Returned', 'Refuse', 'Transfer', 'AddSigner'];
export const FLOW_DEFAULT_PHRASES: Readonly<Record<FlowPhraseKind, readonly string[]>> = {
  Approved: ['同意', '同意,请按规定办理', '情况属实,同意', '材料齐全,同意'],
  Returned: ['材料不全,请补充后重新提交', '请修改后重新提交', '金额或明细有误,请核对后重新提交'],
  Refuse: ['不符合报销规定', '不符合申报条件', '超出经费预算范围'],
  Transfer: ['请您审批', '由您分管,请审批'],
  AddSigner: ['请协助审核', '请一并把关'],
};
export const FLOW_MAX_PHRASES = 12;

/** What the people pickers choose for: 转办, 加签, or 自选 (the applicant's approvers, chosen at submission). */
export type FlowPickPurpose = 'Transfer' | 'AddSigner' | 'Chosen';

/**
 * `GET /api/FlowState/Candidates?KeyWord=&ModuleName=&Purpose=&Business_Id=`: only people the action would accept —
 * enabled users who may decide the module (a role holding 审核 on it), never the applicant, and for 转办 / 加签
 * (which name their record, `Business_Id`) nobody its current step already asks. At most 20, by name, account or
 * work code.
 */
export interface FlowCandidatesQuery {
  KeyWord?: string;
  ModuleName: string;
  Purpose: FlowPickPurpose;
  Business_Id?: string;
}

export interface FlowCandidate {
  Id: string;
  Name: string;
  Account: string;
  DeptName: string | null;
}

/**
 * `GET /api/FlowState/Plan/{module}/{id}`: the record's route — before submission the one it would take now (current
 * version, its field values), after it the instance's own — for the flow diagram, the 退回 targets and the 自选 pickers.
 */
export interface FlowPlanStep {
  /** 1-based position in the route. */
  Index: number;
  Key: string;
  /** The node kind that made the step: Approver, Cc, or a kind added later (core/flow/nodeKinds/). */
  Kind: string;
  Name: string;
  Mode: FlowApprovalMode | null;
  /** How the node names its people, in Chinese: 角色:科研秘书, 部门负责人, 指定人员, 申请人自选, 抄送:财务处. */
  SourceName: string;
  /** Resolved people (empty while unknown: a 自选 node before submission, a step not reached yet). */
  People: string[];
  /** 待审批 (an approver step not reached), 待抄送 (a 抄送 step not reached), 审核中 (current), 已通过, 已退回, 不通过, 已跳过, 已抄送. */
  State: string;
  /** 自选: the applicant must choose people for this step when submitting. */
  NeedsChoice: boolean;
}

export interface FlowPlan {
  ModuleName: string;
  Business_Id: string;
  FlowName: string;
  Version: number;
  Steps: FlowPlanStep[];
  /** The branch choices the route took, as text (e.g. 报销金额 大于 50000 → 院长审批), for the diagram. */
  Branches: string[];
}

/**
 * `POST /api/FlowState/Audit` (administrators: List on FlowExample): every history entry across all flows, newest first,
 * paged and filtered. Action is a history action (Submit, Approved, Returned, Refuse, Withdraw, Transfer, AddSigner,
 * Remind, Cc, Skip).
 */
export type { FlowAuditBody as FlowAuditQuery } from './wire/flowQueryBody.js';

export interface FlowAuditRow {
  FlowExample_Id: string;
  ModuleName: string;
  ModuleDescription: string;
  Business_Id: string;
  Title: string;
  Step: number;
  StepName: string;
  Action: string;
  ActionName: string;
  Opinion: string;
  UserName: string;
  FromStatus: string | null;
  ToStatus: string | null;
  Time: string;
}

/** The history actions besides Submit and the decisions, with their Chinese names. */
export const FLOW_ACTION_NAMES: Record<string, string> = {
  Submit: '提交',
  Approved: '通过',
  Returned: '退回',
  Refuse: '不通过',
  Withdraw: '撤回',
  Transfer: '转办',
  AddSigner: '加签',
  Remind: '催办',
  Cc: '抄送',
  Skip: '跳过',
  Reassign: '转交',
};
