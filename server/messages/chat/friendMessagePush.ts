/**
 * Live news of messages over the hub, to their two parties only. The receiver's connections get `FriendMsg` with the
 * message (the shell toasts 收到站内消息, counts rise). The sender's own tabs get a `data_update` of FriendMessage
 * instead, so their other tabs show the message without being told they received one. A thread marked read tells
 * both parties the same way (the sender then sees 已读). Best effort: the write has committed whatever happens here.
 */
import type { FastifyInstance } from 'fastify';
import type { FriendMessageItem } from '../../../contract/index.js';
import { dataUpdatePayload, type DataUpdateType } from '../../hub/index.js';

export const FRIEND_MESSAGE_MODULE = 'FriendMessage';

function tellOfChange(app: FastifyInstance, userId: string, type: DataUpdateType, ids: string[]): void {
  app.hub
    .sendToUser(userId, 'data_update', FRIEND_MESSAGE_MODULE, dataUpdatePayload(type, ids))
    .catch((error: unknown) => app.log.warn({ err: error }, 'FriendMessage data_update not sent'));
}

export function announceNewMessage(app: FastifyInstance, message: FriendMessageItem): void {
  if (!app.hasDecorator('hub')) return;
  app.hub.sendToUser(message.Receiver_Id, 'FriendMsg', message).catch((error: unknown) => app.log.warn({ err: error }, 'FriendMsg not sent'));
  tellOfChange(app, message.Sender_Id, 'created', [message.Id]);
}

/** `readerId` read what `senderId` sent them. */
export function announceThreadRead(app: FastifyInstance, readerId: string, senderId: string): void {
  if (!app.hasDecorator('hub')) return;
  tellOfChange(app, senderId, 'updated', []);
  tellOfChange(app, readerId, 'updated', []);
}
