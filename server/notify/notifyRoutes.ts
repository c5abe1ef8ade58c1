/**
 * The current user's notifications: `POST /api/MessageNotify/pageList` (PagePara, optionally `Kind` 审批 / 通知公告 /
 * 系统; always limited to the caller's own rows, newest first), `POST /api/MessageNotify/read/{id}` (marks one of the
 * caller's own as read), `GET /api/MessageNotify/Get/{id}` (one of the caller's own) and `POST /api/MessageNotify/readAll` (all of the caller's unread, optionally of one `Kind`).
 * Reading a notice's copy tells its sender's open pages (`data_update` Notice), so the receipts follow live.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  NOTIFY_KIND_TYPES,
  NotifyKindBodySchema,
  NotifyListBodySchema,
  NotifyReadAllResultSchema,
  type ApiRecord,
  type NotifyKind,
  type NotifyKindBody,
  type NotifyListBody,
  type PageResult,
} from '../../contract/index.js';
import type { Hub } from '../hub/index.js';
import { markRead } from '../messages/index.js';
import { DECRYPTING_ROUTE_RATE_LIMIT } from '../platform/http/rateLimits.js';
import { notFound } from '../platform/http/httpError.js';
import { nowText } from '../platform/db/time.js';
import type { Row } from '../platform/db/types.js';
import { sql } from 'kysely';
import { listRecords, readListRequest, UNSCOPED } from '../records/index.js';
import { requireLogin } from '../permissions/index.js';
import { NOTIFY_MODULE, notifyModule, notifyRecord } from './notifyStore.js';
import { loadNotice, NOTICE_TABLE } from './notices/noticeStore.js';

export const NOTIFY_NOT_FOUND = '通知不存在';
/** The data_update name a notice's sender hears when a recipient reads it. */
export const NOTICE_UPDATE_NAME = 'Notice';

/** The named kind, or undefined for all (NotifyKindBodySchema has checked it is one). */
const kindOf = (body: NotifyKindBody): NotifyKind | undefined => (body.Kind ? body.Kind : undefined);

function tellSenderOf(hub: Hub, senderId: string, noticeId: string): void {
  void hub.sendToUser(senderId, 'data_update', NOTICE_UPDATE_NAME, JSON.stringify({ type: 'updated', ids: [noticeId] }));
}

async function tellSender(hub: Hub, row: Row, db: Parameters<typeof loadNotice>[0]): Promise<void> {
  if (!row.Notice_Id) return;
  const notice = await loadNotice(db, String(row.Notice_Id));
  if (notice?.Sender_Id) tellSenderOf(hub, notice.Sender_Id, notice.Id);
}

export const notifyRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;

  app.post<{ Body: NotifyListBody }>(
    '/api/MessageNotify/pageList',
    { config: { rateLimit: DECRYPTING_ROUTE_RATE_LIMIT }, schema: { body: NotifyListBodySchema } },
    async (request): Promise<PageResult> => {
      const auth = requireLogin(request);
      const kind = kindOf(request.body);
      const list = readListRequest(request.body);
      // Every user reads their own notifications, whatever their role grants on the Notify module.
      list.filters.push({ Name: 'Receiver_Id', Compare: '==', Value: auth.user.Id });
      if (kind) list.filters.push({ Name: 'Type', Compare: 'in', Value: NOTIFY_KIND_TYPES[kind].join(',') });
      if (!list.sort) list.sort = { name: 'SendTime', mode: 'desc' };
      return listRecords(ctx, notifyModule(ctx.catalogue), list, UNSCOPED);
    },
  );

  app.post<{ Params: { id: string } }>('/api/MessageNotify/read/:id', async (request): Promise<ApiRecord> => {
    const auth = requireLogin(request);
    const before = await ctx.db
      .selectFrom(NOTIFY_MODULE)
      .select('IsRead')
      .where('Id', '=', request.params.id)
      .where('Receiver_Id', '=', auth.user.Id)
      .executeTakeFirst();
    const row = await markRead(ctx.db, NOTIFY_MODULE, request.params.id, auth.user.Id);
    if (!row) throw notFound(NOTIFY_NOT_FOUND);
    if (Number(before?.IsRead) !== 1) await tellSender(app.hub, row, ctx.db);
    return notifyRecord(ctx.catalogue, row);
  });

  // One of the caller's own notifications (系统消息 opens it by id), whatever their role grants on Notify.
  app.get<{ Params: { id: string } }>('/api/MessageNotify/Get/:id', async (request): Promise<ApiRecord> => {
    const auth = requireLogin(request);
    const row = await ctx.db
      .selectFrom(NOTIFY_MODULE)
      .selectAll()
      .where('Id', '=', request.params.id)
      .where('Receiver_Id', '=', auth.user.Id)
      .executeTakeFirst();
    if (!row) throw notFound(NOTIFY_NOT_FOUND);
    return notifyRecord(ctx.catalogue, row);
  });

  app.post<{ Body: NotifyKindBody }>(
    '/api/MessageNotify/readAll',
    { schema: { body: NotifyKindBodySchema, response: { 200: NotifyReadAllResultSchema } } },
    async (request): Promise<{ Count: number }> => {
      const auth = requireLogin(request);
      const kind = kindOf(request.body);
      let unread = ctx.db.selectFrom(NOTIFY_MODULE).select(['Id', 'Notice_Id']).where('Receiver_Id', '=', auth.user.Id).where('IsRead', '=', 0);
      if (kind) unread = unread.where('Type', 'in', [...NOTIFY_KIND_TYPES[kind]]);
      const rows = await unread.execute();
      if (rows.length === 0) return { Count: 0 };
      const now = nowText();
      let update = ctx.db
        .updateTable(NOTIFY_MODULE)
        .set({ IsRead: 1, ReadTime: now, Modify_Time: now, Modify_User_Id: auth.user.Id, RowVersion: sql`${sql.ref('RowVersion')} + 1` })
        .where('Receiver_Id', '=', auth.user.Id)
        .where('IsRead', '=', 0);
      if (kind) update = update.where('Type', 'in', [...NOTIFY_KIND_TYPES[kind]]);
      const result = await update.executeTakeFirst();
      // Each sender hears once per notice, looked up a page of notices at a time however many were unread.
      const notices = [
        ...new Set(
          rows
            .map((row) => row.Notice_Id)
            .filter((id) => id !== null && id !== undefined)
            .map(String),
        ),
      ];
      for (let start = 0; start < notices.length; start += 500) {
        const senders = await ctx.db
          .selectFrom(NOTICE_TABLE)
          .select(['Id', 'Sender_Id'])
          .where('Id', 'in', notices.slice(start, start + 500))
          .execute();
        for (const notice of senders) if (notice.Sender_Id) tellSenderOf(app.hub, notice.Sender_Id, notice.Id);
      }
      return { Count: Number(result.numUpdatedRows) };
    },
  );
};
