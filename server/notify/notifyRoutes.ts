/**
 * The current user's notifications: `POST /api/MessageNotify/pageList` (PagePara; always limited to the
 * caller's own rows) and `POST /api/MessageNotify/read/{id}` (marks one of the caller's own as read).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ApiRecord, PageResult } from '../../contract/index.js';
import { nowText } from '../platform/db/time.js';
import { DECRYPTING_ROUTE_RATE_LIMIT } from '../platform/http/rateLimits.js';
import { notFound } from '../platform/http/httpError.js';
import { listRecords } from '../records/moduleService.js';
import { readListRequest } from '../records/pagePara.js';
import { requireLogin } from '../permissions/guard.js';
import { NOTIFY_MODULE, notifyModule, notifyRecord } from './notifyStore.js';

export const NOTIFY_NOT_FOUND = '通知不存在';

export const notifyRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;

  app.post('/api/MessageNotify/pageList', { config: { rateLimit: DECRYPTING_ROUTE_RATE_LIMIT } }, async (request): Promise<PageResult> => {
    const auth = requireLogin(request);
    const list = readListRequest(request.body);
    // Every user reads their own notifications, whatever their role grants on the Notify module.
    list.filters.push({ Name: 'Receiver_Id', Compare: '==', Value: auth.user.Id });
    if (!list.sort) list.sort = { name: 'SendTime', mode: 'desc' };
    return listRecords(ctx, notifyModule(ctx.catalogue), list, { ownerId: null });
  });

  app.post<{ Params: { id: string } }>('/api/MessageNotify/read/:id', async (request): Promise<ApiRecord> => {
    const auth = requireLogin(request);
    const id = request.params.id;
    const row = await ctx.db.transaction().execute(async (trx) => {
      const found = await trx.selectFrom(NOTIFY_MODULE).selectAll().where('Id', '=', id).where('Receiver_Id', '=', auth.user.Id).executeTakeFirst();
      if (!found) throw notFound(NOTIFY_NOT_FOUND);
      if (Number(found.IsRead) === 1) return found;
      const changes = { IsRead: 1, ReadTime: nowText(), Modify_Time: nowText(), Modify_User_Id: auth.user.Id, RowVersion: Number(found.RowVersion ?? 0) + 1 };
      await trx.updateTable(NOTIFY_MODULE).set(changes).where('Id', '=', id).execute();
      return { ...found, ...changes };
    });
    return notifyRecord(ctx.catalogue, row);
  });
};
