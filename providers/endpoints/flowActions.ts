/**
 * A record's approval from its form: 提交, 通过 / 退回 / 不通过, its history and where it stands for the caller.
 * Bodies are form-encoded, as the institute's server reads them.
 */
import type { FlowDecideResult, FlowDecision, FlowRecordHistory, FlowRecordState, FlowSubmitResult } from '../../contract/index';
import type { HttpClient } from '../http/types';

export const FLOW_SUBMIT_URL = '/api/FlowState/Submit';
export const FLOW_DECIDE_URL = '/api/FlowState/Decide';

const segment = (value: string): string => encodeURIComponent(value);
export const flowHistoryUrl = (module: string, id: string): string => `/api/FlowState/History/${segment(module)}/${segment(id)}`;
export const flowStateUrl = (module: string, id: string): string => `/api/FlowState/State/${segment(module)}/${segment(id)}`;

/** POST /api/FlowState/Submit: the owner sends the record for approval (or again, after a return). A refusal shows its toast. */
export function submitForApproval(http: Pick<HttpClient, 'post'>, module: string, id: string): Promise<FlowSubmitResult> {
  return http.post<FlowSubmitResult>(FLOW_SUBMIT_URL, { ModuleName: module, Business_Id: id });
}

export interface DecideRequest {
  module: string;
  id: string;
  decision: FlowDecision;
  /** Up to 500 characters; the server trims it. */
  opinion: string;
}

/** POST /api/FlowState/Decide by the record (not by a pending item): the caller's decision on its current step. */
export function decideApproval(http: Pick<HttpClient, 'post'>, { module, id, decision, opinion }: DecideRequest): Promise<FlowDecideResult> {
  return http.post<FlowDecideResult>(FLOW_DECIDE_URL, { ModuleName: module, Business_Id: id, Decision: decision, Opinion: opinion });
}

/** GET /api/FlowState/History/{module}/{id}, silent: the form shows its own line when the history cannot load. */
export function getFlowHistory(http: Pick<HttpClient, 'get'>, module: string, id: string): Promise<FlowRecordHistory> {
  return http.get<FlowRecordHistory>(flowHistoryUrl(module, id), undefined, { silent: true });
}

/** GET /api/FlowState/State/{module}/{id}, silent: the form reports a failure itself. */
export function getFlowState(http: Pick<HttpClient, 'get'>, module: string, id: string): Promise<FlowRecordState> {
  return http.get<FlowRecordState>(flowStateUrl(module, id), undefined, { silent: true });
}
