/**
 * A record's approval from its form: 提交 (with the 自选 people), 通过 / 退回 (to the applicant or an earlier step) /
 * 不通过, 撤回, 转办, 加签, 催办, its history and where it stands for the caller. Flat bodies are form-encoded, as the
 * institute's server reads them; a submission with chosen people is JSON (a map of lists does not fit a form).
 */
import type {
  FlowActionResult,
  FlowAddSignerBody,
  FlowAddSignerPosition,
  FlowDecideBody,
  FlowDecideResult,
  FlowDecision,
  FlowRecordHistory,
  FlowRecordState,
  FlowRemindBody,
  FlowSubmitBody,
  FlowSubmitResult,
  FlowTransferBody,
  FlowWithdrawBody,
} from '../../contract/index';
import type { HttpClient } from '../http/types';

export const FLOW_SUBMIT_URL = '/api/FlowState/Submit';
export const FLOW_DECIDE_URL = '/api/FlowState/Decide';
export const FLOW_WITHDRAW_URL = '/api/FlowState/Withdraw';
export const FLOW_TRANSFER_URL = '/api/FlowState/Transfer';
export const FLOW_ADD_SIGNER_URL = '/api/FlowState/AddSigner';
export const FLOW_REMIND_URL = '/api/FlowState/Remind';

const segment = (value: string): string => encodeURIComponent(value);
export const flowHistoryUrl = (module: string, id: string): string => `/api/FlowState/History/${segment(module)}/${segment(id)}`;
export const flowStateUrl = (module: string, id: string): string => `/api/FlowState/State/${segment(module)}/${segment(id)}`;

/**
 * POST /api/FlowState/Submit: the owner sends the record for approval (or again, after a return). `chosen` gives the
 * user ids picked for each 自选 step (by node Key). A refusal shows its toast.
 */
export function submitForApproval(http: Pick<HttpClient, 'post'>, module: string, id: string, chosen?: Record<string, string[]>): Promise<FlowSubmitResult> {
  if (chosen && Object.keys(chosen).length > 0) {
    return http.post<FlowSubmitResult>(FLOW_SUBMIT_URL, { ModuleName: module, Business_Id: id, Chosen: chosen } satisfies FlowSubmitBody, {
      json: true,
      encrypt: 'never',
    });
  }
  return http.post<FlowSubmitResult>(FLOW_SUBMIT_URL, { ModuleName: module, Business_Id: id } satisfies FlowSubmitBody);
}

export interface DecideRequest {
  module: string;
  id: string;
  decision: FlowDecision;
  /** Up to 500 characters; the server trims it. */
  opinion: string;
  /** 退回 only: the earlier step to send the record back to; 0 or absent, the applicant. */
  returnTo?: number;
}

/** POST /api/FlowState/Decide by the record (not by a pending item): the caller's decision on its current step. */
export function decideApproval(http: Pick<HttpClient, 'post'>, { module, id, decision, opinion, returnTo }: DecideRequest): Promise<FlowDecideResult> {
  const body: FlowDecideBody = { ModuleName: module, Business_Id: id, Decision: decision, Opinion: opinion };
  if (decision === 'Returned' && returnTo !== undefined && returnTo > 0) body.ReturnTo = returnTo;
  return http.post<FlowDecideResult>(FLOW_DECIDE_URL, body);
}

/** POST /api/FlowState/Withdraw 撤回: the applicant takes the record back while its step has no decision yet. */
export function withdrawApproval(http: Pick<HttpClient, 'post'>, module: string, id: string, opinion = ''): Promise<FlowActionResult> {
  return http.post<FlowActionResult>(FLOW_WITHDRAW_URL, { ModuleName: module, Business_Id: id, Opinion: opinion } satisfies FlowWithdrawBody);
}

/** POST /api/FlowState/Transfer 转办: the caller hands their task on the record to another user. */
export function transferApproval(http: Pick<HttpClient, 'post'>, module: string, id: string, toUserId: string, opinion = ''): Promise<FlowActionResult> {
  return http.post<FlowActionResult>(FLOW_TRANSFER_URL, {
    ModuleName: module,
    Business_Id: id,
    To_User_Id: toUserId,
    Opinion: opinion,
  } satisfies FlowTransferBody);
}

export interface AddSignerRequest {
  module: string;
  id: string;
  userId: string;
  position: FlowAddSignerPosition;
  opinion: string;
}

/** POST /api/FlowState/AddSigner 加签: another user decides before or after the caller on the current step. */
export function addSigner(http: Pick<HttpClient, 'post'>, { module, id, userId, position, opinion }: AddSignerRequest): Promise<FlowActionResult> {
  return http.post<FlowActionResult>(FLOW_ADD_SIGNER_URL, {
    ModuleName: module,
    Business_Id: id,
    User_Id: userId,
    Position: position,
    Opinion: opinion,
  } satisfies FlowAddSignerBody);
}

/** POST /api/FlowState/Remind 催办: the applicant reminds the current approvers (at most once an hour). */
export function remindApprovers(http: Pick<HttpClient, 'post'>, module: string, id: string): Promise<FlowActionResult> {
  return http.post<FlowActionResult>(FLOW_REMIND_URL, { ModuleName: module, Business_Id: id } satisfies FlowRemindBody);
}

/** GET /api/FlowState/History/{module}/{id}, silent: the form shows its own line when the history cannot load. */
export function getFlowHistory(http: Pick<HttpClient, 'get'>, module: string, id: string): Promise<FlowRecordHistory> {
  return http.get<FlowRecordHistory>(flowHistoryUrl(module, id), undefined, { silent: true });
}

/** GET /api/FlowState/State/{module}/{id}, silent: the form reports a failure itself. */
export function getFlowState(http: Pick<HttpClient, 'get'>, module: string, id: string): Promise<FlowRecordState> {
  return http.get<FlowRecordState>(flowStateUrl(module, id), undefined, { silent: true });
}
