/** Approval flow items: `GET /api/FlowState/FlowDynamic`. */

/**
 * An item of `GET /api/FlowState/FlowDynamic` (SH-CALL-6, SH-NOTE-3, SH-NOTE-4): an approval waiting for the caller
 * (IsComplete false, 待审核) or the caller's application sent back (IsComplete true, 已退回). Type is the module name. The
 * institute's server may leave Person, Summary and Time empty (null); the reference server always fills them.
 */
export interface FlowMessage {
  Id: string;
  Type: string;
  Business_Id: string;
  Person: { UserNameCn: string | null; WorkCode: string | null } | null;
  Summary: string | null;
  Time: string | null;
  IsComplete: boolean;
  /**
   * A waiting approval the caller may decide now (their active role holds 审核 on the module). The reference server
   * always sends it; an answer without it is taken as decidable, as the institute's server means every item to be.
   */
  CanDecide?: boolean;
}

/** A person asked to decide the current step, as the form shows them. */
export interface FlowApprover {
  Name: string;
  Account: string;
}

/**
 * `GET /api/FlowState/State/{module}/{id}`: where a record of an approval module stands and what the caller may do
 * with it now, so the form opens read-only or editable and offers only the buttons the server would accept.
 */
export interface FlowRecordState {
  ModuleName: string;
  Business_Id: string;
  /** 未提交 / 审核中 / 已通过 / 已退回 / 不通过 (未提交 for a record never submitted). */
  FlowStatus: string;
  /** 1-based step being decided, or the step that ended the last round; 0 before the first submission. */
  CurrentStep: number;
  /** The name of that step; null before the first submission. */
  StepName: string | null;
  /** Who has yet to decide the current step (empty unless 审核中). */
  Approvers: FlowApprover[];
  /** The caller filed the record. */
  IsOwner: boolean;
  /** The caller may 提交 (or 重新提交 after a return) now. */
  CanSubmit: boolean;
  /** The caller may 通过 / 退回 / 不通过 now. */
  CanDecide: boolean;
  /** The record is not the caller's to edit in its present state. */
  ReadOnly: boolean;
  /** The applicant may 撤回 now (审核中 and the current step has no decision yet). */
  CanWithdraw: boolean;
  /** The applicant may 催办 now (审核中, and the last reminder is an hour old). */
  CanRemind: boolean;
  /** When the applicant may remind again (null: now, or not under review). */
  RemindAvailableAt: string | null;
  /** The caller, a current approver, may 转办 (same as CanDecide). */
  CanTransfer: boolean;
  /** The caller may 加签: as CanTransfer, while the step has room for one more person. */
  CanAddSigner: boolean;
  /** Where 退回 may send the record: 0 the applicant, then each earlier approver step of the route. */
  ReturnTargets: Array<{ Step: number; Name: string }>;
  /** The 自选 steps the applicant must choose people for when submitting (empty when none). */
  ChosenSteps: Array<{ Key: string; Name: string }>;
}

/** One entry of a record's flow history: the submission (Step 0), a decision or another action. */
export interface FlowHistoryEntry {
  Step: number;
  StepName: string;
  /** Submit, Approved, Returned, Refuse, Withdraw, Transfer, AddSigner, Remind, Cc, Skip or Reassign (FLOW_ACTION_NAMES). */
  Action: string;
  /** 提交 / 通过 / 退回 / 不通过 / 撤回 / 转办 / 加签 / 催办 / 抄送 / 跳过 / 转交 (nobody else could approve: 转交管理员 or 指定人员). */
  ActionName: string;
  Opinion: string;
  User_Id: string;
  UserName: string;
  Time: string;
  /** The record's status before and after the action (absent in entries written before they were kept). */
  FromStatus?: string | null;
  ToStatus?: string | null;
  /** Whom the action concerns besides its actor: the 转办 or 加签 person, the people copied or 转交 to, the step returned to. */
  Target?: string;
}

/** `GET /api/FlowState/History/{module}/{id}`: the record's flow, its steps and every submission and decision. */
export interface FlowRecordHistory {
  ModuleName: string;
  Business_Id: string;
  FlowStatus: string;
  FlowName: string;
  FlowExample_Id: string | null;
  CurrentStep: number;
  Steps: Array<{ Index: number; Name: string; State: string }>;
  History: FlowHistoryEntry[];
}

/** `POST /api/FlowState/Submit`'s answer. */
export interface FlowSubmitResult {
  ModuleName: string;
  Business_Id: string;
  FlowExample_Id: string;
  FlowStatus: string;
  CurrentStep: number;
  StepName: string;
  Approvers: FlowApprover[];
}

/** `POST /api/FlowState/Decide`'s answer: where the record stands now. */
export type { FlowActionResult as FlowDecideResult } from './wire/flowResults.js';

/** What an approver decides: 通过, 退回 or 不通过 (the wire values are case-sensitive). */
export type FlowDecision = 'Approved' | 'Returned' | 'Refuse';

/** The approval centre's lists (`POST /api/FlowState/Center/{tab}`): 待我审批, 我已审批, 我发起的, 抄送我的. */
export type FlowCenterTab = 'pending' | 'decided' | 'started' | 'cc';
export const FLOW_CENTER_TABS: readonly FlowCenterTab[] = ['pending', 'decided', 'started', 'cc'];

/**
 * The body of a centre list: a page, and optional filters. ModuleName is a catalogue module with an approval flow;
 * DateFrom and DateTo are inclusive days (YYYY-MM-DD) over the row's time (reached me, decided, copied, or — 我发起的 —
 * when the record was made); KeyWord what a row shows (the module's name, the record's name); FlowStatus one of
 * 未提交 / 审核中 / 已退回 / 已通过 / 不通过 (a record never submitted counts as 未提交).
 */
export type { FlowCenterBody as FlowCenterQuery } from './wire/flowQueryBody.js';

/**
 * `POST /api/FlowState/StartedCounts` (the body: FlowCenterQuery's filters, its page and FlowStatus ignored): how many
 * of the caller's records stand in each state, every state listed in the order an application moves (未提交, 审核中,
 * 已退回, 已通过, 不通过). Each Count is the Total of 我发起的 filtered by that FlowStatus.
 */
export interface FlowStatusCount {
  FlowStatus: string;
  Count: number;
}

/**
 * A row of a centre list. Id is the item for `pending`, `decided` and `cc` (what Decide takes as FlowDynamic_Id), the
 * record for `started` (FlowExample_Id empty until it is first submitted). FlowStatus is the state now; StepName where
 * it stands: the open step under review, 已结束 once 已通过 or 不通过, 申请人修改 once 已退回, empty when not submitted.
 * Time: when the item reached me (`pending`; `cc`: when it was copied), when I decided (`decided`), when the record
 * was made (`started`: 申请时间). Decision and Opinion are mine, on `decided` only (else null).
 */
export interface FlowCenterRow {
  Id: string;
  FlowExample_Id: string;
  ModuleName: string;
  ModuleDescription: string;
  Business_Id: string;
  Summary: string;
  Applicant: { UserNameCn: string; WorkCode: string };
  FlowStatus: string;
  StepName: string;
  Time: string;
  Decision: FlowDecision | null;
  Opinion: string | null;
  /**
   * 待我审批: the caller may decide the item now — their active role holds 审核 on the module (asked under another
   * role, they switch first). The reference server sets it on that tab; absent elsewhere.
   */
  CanDecide?: boolean;
}

/** `GET /api/FlowState/Modules`: the modules that go through approval, for pickers — the name and its Chinese description. */
export interface FlowModuleInfo {
  Name: string;
  Description: string;
}
