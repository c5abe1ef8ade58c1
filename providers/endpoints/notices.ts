/**
 * The notify centre's calls (`/api/Notice/*`) and the 系统消息 page's (`/api/MessageNotify/*` beyond the bell's
 * unread list). Notice bodies go as JSON: a rich-text body of 20,000 characters would not survive 100-character RSA
 * slices of long Chinese text, and the server reads JSON and form bodies alike.
 */
import type {
  NoticeAudienceOptions,
  NoticeDetail,
  NoticeDraft,
  NoticePageBody,
  NoticePerson,
  NoticeReceipts,
  NoticeSummary,
  NotifyKind,
  NotifyKindBody,
  NotifyMessage,
  PageResult,
  PublishResult,
} from '../../contract/index';
import { NOTICE_LIMITS } from '../../contract/index';
import type { HttpClient } from '../http/types';
import { MESSAGE_NOTIFY_PAGE_URL } from './notify';

export const NOTIFY_READ_URL = (id: string) => `/api/MessageNotify/read/${encodeURIComponent(id)}`;
export const NOTIFY_READ_ALL_URL = '/api/MessageNotify/readAll';

const page = <T>(answer: PageResult<T> | null | undefined): PageResult<T> => ({
  Total: Number(answer?.Total ?? 0),
  Data: Array.isArray(answer?.Data) ? answer.Data : [],
});

export interface NotificationQuery {
  pageIndex: number;
  pageSize: number;
  kind?: NotifyKind;
  unreadOnly?: boolean;
}

/** POST /api/MessageNotify/pageList: the caller's notifications of a kind, newest first. */
export async function listNotifications(http: Pick<HttpClient, 'post'>, query: NotificationQuery): Promise<PageResult<NotifyMessage>> {
  const filters = query.unreadOnly ? [{ Name: 'IsRead', Value: false, Compare: '==' }] : [];
  const body = { pageIndex: query.pageIndex, pageSize: query.pageSize, ...(query.kind ? { Kind: query.kind } : {}), Condition: { Filters: filters } };
  return page(await http.post<PageResult<NotifyMessage> | null>(MESSAGE_NOTIFY_PAGE_URL, body));
}

/** GET /api/MessageNotify/Get/{id}: one of the caller's own notifications. */
export function getNotification(http: Pick<HttpClient, 'get'>, id: string): Promise<NotifyMessage> {
  return http.get<NotifyMessage>(`/api/MessageNotify/Get/${encodeURIComponent(id)}`, undefined, { silent: true });
}

export function markNotificationRead(http: Pick<HttpClient, 'post'>, id: string): Promise<NotifyMessage> {
  return http.post<NotifyMessage>(NOTIFY_READ_URL(id));
}

export async function markAllNotificationsRead(http: Pick<HttpClient, 'post'>, kind?: NotifyKind): Promise<number> {
  const answer = await http.post<{ Count?: number } | null>(NOTIFY_READ_ALL_URL, (kind ? { Kind: kind } : {}) satisfies NotifyKindBody);
  return Number(answer?.Count ?? 0);
}

export function publishNotice(http: Pick<HttpClient, 'post'>, draft: NoticeDraft): Promise<PublishResult> {
  return http.post<PublishResult>('/api/Notice/Publish', draft, { json: true, encrypt: 'never' });
}

/** The caller's published notices ('mine') or, for administrators, everyone's ('all'). */
export async function listNotices(
  http: Pick<HttpClient, 'post'>,
  scope: 'mine' | 'all',
  pageIndex: number,
  pageSize: number,
): Promise<PageResult<NoticeSummary>> {
  const url = scope === 'all' ? '/api/Notice/All' : '/api/Notice/Mine';
  return page(
    await http.post<PageResult<NoticeSummary> | null>(url, { PageIndex: pageIndex, PageSize: pageSize } satisfies NoticePageBody, {
      json: true,
      encrypt: 'never',
    }),
  );
}

export function getNotice(http: Pick<HttpClient, 'get'>, id: string): Promise<NoticeDetail> {
  return http.get<NoticeDetail>(`/api/Notice/Get/${encodeURIComponent(id)}`);
}

export function getNoticeReceipts(http: Pick<HttpClient, 'get'>, id: string): Promise<NoticeReceipts> {
  return http.get<NoticeReceipts>(`/api/Notice/Receipts/${encodeURIComponent(id)}`);
}

export function cancelNotice(http: Pick<HttpClient, 'post'>, id: string): Promise<unknown> {
  return http.post(`/api/Notice/Cancel/${encodeURIComponent(id)}`);
}

export async function getAudienceOptions(http: Pick<HttpClient, 'get'>): Promise<NoticeAudienceOptions> {
  const answer = await http.get<NoticeAudienceOptions | null>('/api/Notice/Audience');
  return { Roles: Array.isArray(answer?.Roles) ? answer.Roles : [], Depts: Array.isArray(answer?.Depts) ? answer.Depts : [] };
}

export async function searchNoticePeople(http: Pick<HttpClient, 'get'>, keyWord: string, signal?: AbortSignal): Promise<NoticePerson[]> {
  const answer = await http.get<NoticePerson[] | null>(
    '/api/Notice/People',
    { KeyWord: keyWord.trim().slice(0, NOTICE_LIMITS.keywordLength) },
    { silent: true, signal },
  );
  return Array.isArray(answer) ? answer : [];
}
