/** Approval flow items for the bell and the home page. */
import type { FlowMessage } from '../../contract/index';
import type { HttpClient } from '../http/types';

export const FLOW_DYNAMIC_URL = '/api/FlowState/FlowDynamic';

/**
 * GET /api/FlowState/FlowDynamic: the caller's pending and sent-back items. Silent, and an answer that is not a list
 * is no items: the bell and the home page show an empty list rather than a toast.
 */
export async function getFlowDynamic(http: Pick<HttpClient, 'get'>): Promise<FlowMessage[]> {
  const items = await http.get<FlowMessage[] | null>(FLOW_DYNAMIC_URL, undefined, { silent: true });
  return Array.isArray(items) ? items : [];
}
