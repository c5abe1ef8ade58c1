/**
 * The approval centre's helpers beside the record's actions: 批量审批, the caller's 常用语, the people picker of
 * 转办 / 加签 / 自选, and the administrators' 审批日志. JSON bodies are sent plain (see flowCenter.ts: paging keys would
 * otherwise make the client encrypt them).
 */
import type {
  FlowAuditQuery,
  FlowAuditRow,
  FlowBatchDecideBody,
  FlowBatchDecideResult,
  FlowCandidate,
  FlowCandidatesQuery,
  FlowDefinitionWarning,
  FlowDefinitionDraft,
  FlowDefinitionWarnings,
  FlowPhraseKind,
  FlowPhrases,
  PageResult,
} from '../../contract/index';
import type { HttpClient } from '../http/types';

export const FLOW_BATCH_DECIDE_URL = '/api/FlowState/BatchDecide';
export const FLOW_PHRASES_URL = '/api/FlowState/Phrases';
export const FLOW_CANDIDATES_URL = '/api/FlowState/Candidates';
export const FLOW_AUDIT_URL = '/api/FlowState/Audit';
export const FLOW_DEFINITION_WARNINGS_URL = '/api/FlowState/DefinitionWarnings';

/** POST /api/FlowState/BatchDecide: each item's outcome; a refused body (too many, bad decision) shows its toast. */
export function batchDecide(http: Pick<HttpClient, 'post'>, body: FlowBatchDecideBody): Promise<FlowBatchDecideResult> {
  return http.post<FlowBatchDecideResult>(FLOW_BATCH_DECIDE_URL, body, { json: true, encrypt: 'never' });
}

/** GET /api/FlowState/Phrases?Kind=, silent: without phrases the opinion box still works. An answer without a list is none. */
export async function getPhrases(http: Pick<HttpClient, 'get'>, kind: FlowPhraseKind, signal?: AbortSignal): Promise<string[]> {
  const answer = await http.get<FlowPhrases | null>(FLOW_PHRASES_URL, { Kind: kind }, { silent: true, signal });
  return Array.isArray(answer?.Phrases) ? answer.Phrases.filter((p): p is string => typeof p === 'string') : [];
}

/** What a picker searches for: the module, the purpose, and for 转办 / 加签 the record (FlowCandidatesQuery). */
export type CandidateScope = Omit<FlowCandidatesQuery, 'KeyWord'>;

/** GET /api/FlowState/Candidates, silent: the picker says when it found nobody. Only people the action would accept. */
export async function getCandidates(http: Pick<HttpClient, 'get'>, scope: CandidateScope, keyWord: string, signal?: AbortSignal): Promise<FlowCandidate[]> {
  const query: Record<string, string> = { KeyWord: keyWord.trim().slice(0, 50), ModuleName: scope.ModuleName, Purpose: scope.Purpose };
  if (scope.Business_Id) query.Business_Id = scope.Business_Id;
  const answer = await http.get<FlowCandidate[] | null>(FLOW_CANDIDATES_URL, query, { silent: true, signal });
  return Array.isArray(answer) ? answer : [];
}

/** POST /api/FlowState/Audit: a page of the audit trail; an answer without a list is an empty page. */
export async function getFlowAudit(http: Pick<HttpClient, 'post'>, query: FlowAuditQuery, signal?: AbortSignal): Promise<PageResult<FlowAuditRow>> {
  const page = await http.post<PageResult<FlowAuditRow> | null>(FLOW_AUDIT_URL, query, { json: true, encrypt: 'never', signal });
  return { Total: Number(page?.Total ?? 0), Data: Array.isArray(page?.Data) ? page.Data : [] };
}

/**
 * POST /api/FlowState/DefinitionWarnings, silent: the designer's draft checked for steps that can be left with nobody
 * to approve them. The check is advice beside the draft's own problems; an answer without a list is none.
 */
export async function getDefinitionWarnings(
  http: Pick<HttpClient, 'post'>,
  body: FlowDefinitionDraft & { ModuleName: string; Steps: string },
  signal?: AbortSignal,
): Promise<FlowDefinitionWarning[]> {
  const answer = await http.post<FlowDefinitionWarnings | null>(FLOW_DEFINITION_WARNINGS_URL, body, { json: true, encrypt: 'never', silent: true, signal });
  return Array.isArray(answer?.Warnings)
    ? answer.Warnings.filter((w): w is FlowDefinitionWarning => typeof w?.Key === 'string' && typeof w.Message === 'string')
    : [];
}
