import type { HttpClient } from '../../../providers/http/types';
import type { PageResult } from '../../../contract/index';
import type { FlowMessage } from './flowMessages';

export const FLOW_DYNAMIC_URL = '/api/FlowState/FlowDynamic';
export const MESSAGE_NOTIFY_PAGE_URL = '/api/MessageNotify/pageList';
/** Shell spec §7/§9: unread notifications, page size 99, IsRead == false. */
export const UNREAD_NOTIFY_BODY = {
  pageIndex: 1,
  pageSize: 99,
  Condition: { Filters: [{ Name: 'IsRead', Value: false, Compare: '==' }] },
} as const;

/** A notification (system message): the fields the panel shows; the rest is kept as it came. */
export type NotifyMessage = Record<string, unknown> & { Id?: string; Title?: string; Content?: string; Create_Time?: string; IsRead?: boolean };

export const flowDynamicKey = (userId: string | null) => ['shell', 'flowDynamic', userId] as const;
export const unreadNotifyKey = (userId: string | null) => ['shell', 'unreadNotify', userId] as const;

/** Silent: the bell shows an empty list rather than a toast when a call fails. */
export async function fetchFlowDynamic(http: Pick<HttpClient, 'get'>): Promise<FlowMessage[]> {
  const items = await http.get<FlowMessage[] | null>(FLOW_DYNAMIC_URL, undefined, { silent: true });
  return Array.isArray(items) ? items : [];
}

export async function fetchUnreadNotifications(http: Pick<HttpClient, 'post'>): Promise<NotifyMessage[]> {
  const page = await http.post<PageResult<NotifyMessage> | null>(MESSAGE_NOTIFY_PAGE_URL, UNREAD_NOTIFY_BODY, { silent: true });
  return Array.isArray(page?.Data) ? page.Data : [];
}

/** Shell spec §4: a received notify message is prepended to the list. */
export function prependMessage(list: readonly NotifyMessage[] | undefined, message: unknown): NotifyMessage[] {
  if (message === null || typeof message !== 'object') return [...(list ?? [])];
  const item = message as NotifyMessage;
  return [item, ...(list ?? []).filter((existing) => !item.Id || existing.Id !== item.Id)];
}
