/**
 * FriendMessage's record hooks: the private-mail rules (privateMailHooks: read scope, server-set sender, time and read
 * flag, only the sender edits; the send order within a second, sendOrder.ts), plus what a new message must point at, on every way in (the chat's send and the
 * generic Post alike): an enabled user other than the sender, and, if any, a file the sender uploaded (whoever reads a
 * message may read its attachment, so another's file id must not be a way to read that file).
 */
import { FRIEND_MESSAGE_ERRORS } from '../../../contract/index.js';
import type { Db } from '../../platform/db/types.js';
import { badRequest } from '../../platform/http/httpError.js';
import type { Actor, ModuleHooks } from '../../records/index.js';
import { privateMailHooks } from '../privateMailHooks.js';
import { findContact } from './contacts.js';
import { nextSendOrder } from './sendOrder.js';

export const SEND_ORDER_FIELD = 'SendOrder';

const idText = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** Refuses a receiver who is the sender, unknown or disabled. A blank receiver is the required rule's to answer. */
export async function checkReceiver(db: Db, actor: Actor, receiverId: string): Promise<void> {
  if (receiverId === '') return;
  if (receiverId === actor.userId) throw badRequest(FRIEND_MESSAGE_ERRORS.receiverSelf);
  if (!(await findContact(db, receiverId))) throw badRequest(FRIEND_MESSAGE_ERRORS.receiverUnknown);
}

/** Refuses an attachment that is not a stored file the sender uploaded (administrators may attach any stored file). */
export async function checkAttachment(db: Db, actor: Actor, attachmentId: string): Promise<void> {
  if (attachmentId === '') return;
  let query = db.selectFrom('Resource').select('Id').where('Id', '=', attachmentId);
  if (!actor.isAdmin) query = query.where('Create_User_Id', '=', actor.userId);
  if (!(await query.executeTakeFirst())) throw badRequest(FRIEND_MESSAGE_ERRORS.attachmentInvalid);
}

export const friendMessageHooks: ModuleHooks = {
  ...privateMailHooks,
  serverValues(event) {
    const order = event.mode === 'create' || !event.previous ? nextSendOrder() : (event.previous[SEND_ORDER_FIELD] ?? null);
    return { ...privateMailHooks.serverValues?.(event), [SEND_ORDER_FIELD]: order };
  },
  async prepareWrite(event) {
    const afterWrite = await privateMailHooks.prepareWrite?.(event);
    const db = event.ctx.db;
    // The receiver is fixed once sent (ReadOnly on edit); the attachment may be replaced by its sender.
    if (event.mode === 'create') await checkReceiver(db, event.actor, idText(event.input.Receiver_Id));
    if ('Attachment_Id' in event.input) {
      const attachment = idText(event.input.Attachment_Id);
      if (attachment !== (event.previous?.Attachment_Id ?? '')) await checkAttachment(db, event.actor, attachment);
    }
    return afterWrite;
  },
};
