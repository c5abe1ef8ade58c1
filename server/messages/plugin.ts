/**
 * The messages feature: 站内消息 (FriendMessage) are private to sender and receiver, their sender and send time set by
 * the server (privateMailHooks.ts), a new one addressed to an enabled colleague with only the sender's own file
 * attached (chat/friendMessageHooks.ts); `POST /api/FriendMessage/read/{id}` marks one of the caller's received
 * messages read; the chat calls (chat/chatRoutes.ts) serve /friendMessage/list; both parties hear of a new or read
 * message live (chat/friendMessagePush.ts), however it was written.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ApiRecord } from '../../contract/index.js';
import { notFound } from '../platform/http/httpError.js';
import { requireLogin } from '../permissions/index.js';
import { findModuleOrThrow, RECORD_NOT_FOUND, toApiRecord } from '../records/index.js';
import { chatRoutes } from './chat/chatRoutes.js';
import { friendMessageHooks } from './chat/friendMessageHooks.js';
import { announceNewMessage, announceThreadRead, FRIEND_MESSAGE_MODULE } from './chat/friendMessagePush.js';
import { loadMessage } from './chat/messageById.js';
import { sendAdmission } from './chat/sendLimits.js';
import { markRead } from './markRead.js';

export { FRIEND_MESSAGE_MODULE };

export const messagesPlugin: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;
  ctx.recordHooks.forModule(FRIEND_MESSAGE_MODULE, { ...friendMessageHooks, admitCreate: sendAdmission(app) });
  // A message sent through the generic Post is news to its receiver as much as one sent from the chat.
  ctx.recordHooks.onCommitted((write) => {
    if (write.kind !== 'created' || write.module.name !== FRIEND_MESSAGE_MODULE) return;
    loadMessage(ctx.db, write.id)
      .then((message) => message && announceNewMessage(app, message))
      .catch((error: unknown) => app.log.warn({ err: error }, 'FriendMsg not announced'));
  });

  app.post<{ Params: { id: string } }>('/api/FriendMessage/read/:id', async (request): Promise<ApiRecord> => {
    const auth = requireLogin(request);
    const module = findModuleOrThrow(request, FRIEND_MESSAGE_MODULE);
    const row = await markRead(ctx.db, module.name, request.params.id, auth.user.Id);
    if (!row) throw notFound(RECORD_NOT_FOUND);
    announceThreadRead(app, auth.user.Id, String(row.Sender_Id ?? ''));
    return toApiRecord(module, row);
  });

  await app.register(chatRoutes);
};
