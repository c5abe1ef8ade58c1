/**
 * Records that one user sends another — 站内消息 (FriendMessage) and 系统通知 (Notify): private to their sender and
 * their receiver, administrators included (a hospital's private messages are not the administrator's to read, so an
 * administrator can neither read nor delete other people's mail). Who sent it, when, and whether it was read are the
 * server's: the sender is the caller, the send time is now, a new record is unread, and only the receiver marks it
 * read (markRead.ts). Only the sender edits a record once sent (D-SEC-5).
 */
import { nowText } from '../platform/db/time.js';
import type { Row } from '../platform/db/types.js';
import { forbidden } from '../platform/http/httpError.js';
import type { ModuleHooks } from '../records/index.js';

export const SENDER_FIELD = 'Sender_Id';
export const RECEIVER_FIELD = 'Receiver_Id';
export const ONLY_SENDER_EDITS = '只能修改自己发送的消息';

const SERVER_FIELDS = [SENDER_FIELD, 'SendTime', 'IsRead', 'ReadTime'] as const;

export const privateMailHooks: ModuleHooks = {
  readScope: (reader) => ({
    anyOf:
      reader.userId === null
        ? []
        : [
            { column: SENDER_FIELD, equals: reader.userId },
            { column: RECEIVER_FIELD, equals: reader.userId },
          ],
  }),
  serverValues({ mode, actor, previous }): Row {
    if (mode === 'create' || !previous) return { [SENDER_FIELD]: actor.userId, SendTime: nowText(), IsRead: 0, ReadTime: null };
    // An edit keeps them as they were, whatever the body says.
    return Object.fromEntries(SERVER_FIELDS.map((name) => [name, previous[name] ?? null]));
  },
  async prepareWrite({ mode, actor, previous }) {
    if (mode === 'update' && (previous?.[SENDER_FIELD] ?? null) !== actor.userId) throw forbidden(ONLY_SENDER_EDITS);
    return undefined;
  },
};
