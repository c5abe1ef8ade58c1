/**
 * The current user's notifications: `POST /api/MessageNotify/pageList` (PagePara; always limited to the
 * caller's own rows) and `POST /api/MessageNotify/read/{id}` (marks one of the caller's own as read).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ApiRecord, PageResult } from '../../contract/index.js';
import { markRead } from '../messages/markRead.js';
import { DECRYPTING_ROUTE_RATE_LIMIT } from '../platform/http/rateLimits.js';
import { notFound } from '../platform/http/httpError.js';
import { listRecords } from '../records/moduleService.js';
import { readListRequest } from '../records/pagePara.js';
import { UNSCOPED } from '../records/recordScope.js';
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
    return listRecords(ctx, notifyModule(ctx.catalogue), list, UNSCOPED);
  });

  app.post<{ Params: { id: string } }>('/api/MessageNotify/read/:id', async (request): Promise<ApiRecord> => {
    const auth = requireLogin(request);
    const row = await markRead(ctx.db, NOTIFY_MODULE, request.params.id, auth.user.Id);
    if (!row) throw notFound(NOTIFY_NOT_FOUND);
    return notifyRecord(ctx.catalogue, row);
  });
};
