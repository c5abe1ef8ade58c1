/** The approval centre's lists: 待我审批, 我已审批, 我发起的. */
import type { FlowCenterQuery, FlowCenterRow, FlowCenterTab, FlowModuleInfo, FlowStatusCount, PageResult } from '../../contract/index';
import type { HttpClient } from '../http/types';

export const FLOW_MODULES_URL = '/api/FlowState/Modules';

export const flowCenterUrl = (tab: FlowCenterTab): string => `/api/FlowState/Center/${tab}`;
export const STARTED_COUNTS_URL = '/api/FlowState/StartedCounts';

/**
 * POST /api/FlowState/Center/{tab} with the query as JSON (numbers stay numbers). Sent plain: the body carries
 * paging keys, which would otherwise make the client encrypt it, and the server decrypts only on its list routes.
 * An answer without a list is an empty page.
 */
export async function getFlowCenterPage(
  http: Pick<HttpClient, 'post'>,
  tab: FlowCenterTab,
  query: FlowCenterQuery,
  signal?: AbortSignal,
): Promise<PageResult<FlowCenterRow>> {
  const page = await http.post<PageResult<FlowCenterRow> | null>(flowCenterUrl(tab), query, { json: true, encrypt: 'never', signal });
  return { Total: Number(page?.Total ?? 0), Data: Array.isArray(page?.Data) ? page.Data : [] };
}

/** GET /api/FlowState/Modules: the approval modules and their Chinese names; an answer that is not a list is none. */
export async function getFlowModules(http: Pick<HttpClient, 'get'>, signal?: AbortSignal): Promise<FlowModuleInfo[]> {
  const modules = await http.get<FlowModuleInfo[] | null>(FLOW_MODULES_URL, undefined, { signal });
  return Array.isArray(modules) ? modules : [];
}

/**
 * POST /api/FlowState/StartedCounts: how many of the caller's records stand in each state (the filters as 我发起的 reads
 * them, no page). An answer that is not a list counts nothing.
 */
export async function getStartedCounts(http: Pick<HttpClient, 'post'>, query: FlowCenterQuery, signal?: AbortSignal): Promise<FlowStatusCount[]> {
  const counts = await http.post<FlowStatusCount[] | null>(STARTED_COUNTS_URL, query, { json: true, encrypt: 'never', signal });
  return Array.isArray(counts) ? counts.map((c) => ({ FlowStatus: String(c.FlowStatus ?? ''), Count: Number(c.Count ?? 0) })) : [];
}
