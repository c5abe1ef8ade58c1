/** The caller's unread notifications for the bell. */
import type { NotifyMessage, PageResult } from '../../contract/index';
import type { HttpClient } from '../http/types';

export const MESSAGE_NOTIFY_PAGE_URL = '/api/MessageNotify/pageList';
/** Unread only, the first 99; the message list names its paging in camel case. */
export const UNREAD_NOTIFY_BODY = {
  pageIndex: 1,
  pageSize: 99,
  Condition: { Filters: [{ Name: 'IsRead', Value: false, Compare: '==' }] },
} as const;

/**
 * POST /api/MessageNotify/pageList, silent: an unanswered call leaves the bell's list empty. `Total` counts every
 * unread one, so the bell's count goes past 99 (shown 99+).
 */
export async function getUnreadNotificationPage(http: Pick<HttpClient, 'post'>): Promise<PageResult<NotifyMessage>> {
  const page = await http.post<PageResult<NotifyMessage> | null>(MESSAGE_NOTIFY_PAGE_URL, UNREAD_NOTIFY_BODY, { silent: true });
  const data = Array.isArray(page?.Data) ? page.Data : [];
  return { Total: Math.max(Number(page?.Total ?? 0), data.length), Data: data };
}
