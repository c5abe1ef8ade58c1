/**
 * The chat calls of 站内消息 (contract/friendMessage.ts). Whoever may write (新增) may search the colleague directory (to
 * know whom to write to needs no List on Person); reading one's conversations needs List on FriendMessage and sending needs
 * Add, as the generic calls do; every read is limited to messages the caller sent or received.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  FRIEND_MESSAGE_ERRORS,
  FRIEND_MESSAGE_PATHS,
  FriendMessageCountSchema,
  FriendMessageSendSchema,
  type FriendMessageSendBody,
  type FriendContact,
  type FriendConversation,
  type FriendMessageCount,
  type FriendMessageItem,
  type FriendThreadPage,
} from '../../../contract/index.js';
import { nowText } from '../../platform/db/time.js';
import { requirePermission } from '../../permissions/index.js';
import { createRecord, findModuleOrThrow, requireModuleAccess } from '../../records/index.js';
import { readKeyword, readSendInput, readThreadParams, readUserId } from './chatInput.js';
import { searchContacts } from './contacts.js';
import { listConversations } from './conversations.js';
import { announceNewMessage, announceThreadRead, FRIEND_MESSAGE_MODULE } from './friendMessagePush.js';
import { loadMessage } from './messageById.js';
import { countUnread, markThreadRead, readThread } from './thread.js';

interface UserParams {
  userId: string;
}

const THREAD_ROUTE = '/api/FriendMessage/thread/:userId';
const READ_THREAD_ROUTE = '/api/FriendMessage/readThread/:userId';

export const chatRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;
  const readAccess = (request: Parameters<typeof requireModuleAccess>[0]) =>
    requireModuleAccess(request, findModuleOrThrow(request, FRIEND_MESSAGE_MODULE), 'List');

  // The directory is for writing to someone: it needs 新增 on 站内消息, so a registered public user reads nobody's name.
  app.get(FRIEND_MESSAGE_PATHS.contacts, async (request): Promise<FriendContact[]> => {
    const auth = await requirePermission(request, FRIEND_MESSAGE_MODULE, 'Add');
    return searchContacts(ctx.db, ctx.dialect, auth.user.Id, readKeyword(request.query));
  });

  app.get(FRIEND_MESSAGE_PATHS.conversations, async (request): Promise<FriendConversation[]> => {
    const { actor } = await readAccess(request);
    return listConversations(ctx.db, String(actor.userId));
  });

  app.get(FRIEND_MESSAGE_PATHS.unreadCount, async (request): Promise<FriendMessageCount> => {
    const { actor } = await readAccess(request);
    return { Count: await countUnread(ctx.db, String(actor.userId)) };
  });

  app.get<{ Params: UserParams }>(THREAD_ROUTE, async (request): Promise<FriendThreadPage> => {
    const { actor } = await readAccess(request);
    const otherId = readUserId(request.params.userId, FRIEND_MESSAGE_ERRORS.receiverUnknown);
    return readThread(ctx.db, { callerId: String(actor.userId), otherId, ...readThreadParams(request.query) });
  });

  app.post<{ Params: UserParams }>(
    READ_THREAD_ROUTE,
    { schema: { response: { 200: FriendMessageCountSchema } } },
    async (request): Promise<FriendMessageCount> => {
      const { actor } = await readAccess(request);
      const otherId = readUserId(request.params.userId, FRIEND_MESSAGE_ERRORS.receiverUnknown);
      const count = await markThreadRead(ctx.db, String(actor.userId), otherId, nowText());
      if (count > 0) announceThreadRead(app, String(actor.userId), otherId);
      return { Count: count };
    },
  );

  app.post<{ Body: FriendMessageSendBody }>(
    FRIEND_MESSAGE_PATHS.send,
    { schema: { body: FriendMessageSendSchema } },
    async (request): Promise<FriendMessageItem> => {
      const module = findModuleOrThrow(request, FRIEND_MESSAGE_MODULE);
      const { actor } = await requireModuleAccess(request, module, 'Add');
      const input = readSendInput(request.body);
      // How often one may send (sendLimits.ts), asked as the generic Post asks it.
      await ctx.recordHooks.hooksFor(module.name).admitCreate?.(request, { Receiver_Id: input.receiverId });
      // The generic create: the module's rules, the receiver and attachment checks (friendMessageHooks) and the
      // server-set sender, time and read flag, in one transaction.
      const created = await createRecord(ctx, module, { Receiver_Id: input.receiverId, Content: input.content, Attachment_Id: input.attachmentId }, actor);
      const message = await loadMessage(ctx.db, String(created.Id));
      if (!message) throw new Error('message written but not found');
      announceNewMessage(app, message);
      return message;
    },
  );
};
