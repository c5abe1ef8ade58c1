/**
 * The messages feature: 站内消息 (FriendMessage) are private to sender and receiver, their sender and send time set by
 * the server (privateMailHooks.ts), and `POST /api/FriendMessage/read/{id}` marks one of the caller's received
 * messages read.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ApiRecord } from '../../contract/index.js';
import { notFound } from '../platform/http/httpError.js';
import { requireLogin } from '../permissions/guard.js';
import { findModuleOrThrow } from '../records/access.js';
import { RECORD_NOT_FOUND } from '../records/moduleService.js';
import { toApiRecord } from '../records/recordOutput.js';
import { markRead } from './markRead.js';
import { privateMailHooks } from './privateMailHooks.js';

export const FRIEND_MESSAGE_MODULE = 'FriendMessage';

export const messagesPlugin: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;
  ctx.recordHooks.forModule(FRIEND_MESSAGE_MODULE, privateMailHooks);

  app.post<{ Params: { id: string } }>('/api/FriendMessage/read/:id', async (request): Promise<ApiRecord> => {
    const auth = requireLogin(request);
    const module = findModuleOrThrow(request, FRIEND_MESSAGE_MODULE);
    const row = await markRead(ctx.db, module.name, request.params.id, auth.user.Id);
    if (!row) throw notFound(RECORD_NOT_FOUND);
    return toApiRecord(module, row);
  });
};
