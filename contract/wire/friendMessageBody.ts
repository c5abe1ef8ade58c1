/** 站内消息's `POST send` body: its fields are text (form bodies) or numbers; what is neither reads as absent. */
import { Type, type Static } from 'typebox';

/** The server answers a missing receiver or content with its own Chinese 400, after the caller's access. */
export const FriendMessageSendSchema = Type.Object(
  {
    Receiver_Id: Type.Optional(Type.Unsafe<string>({})),
    /** At most FRIEND_MESSAGE_MAX_LENGTH characters, counted as the reader sees them (checked after validation). */
    Content: Type.Optional(Type.Unsafe<string>({})),
    Attachment_Id: Type.Optional(Type.Unsafe<string | null>({})),
  },
  { examples: [{ Receiver_Id: '00000000-0000-0000-0000-000000000002', Content: '您好', Attachment_Id: null }] },
);
/** What the server reads, and what the app sends (both always named). */
export type FriendMessageSendBody = Static<typeof FriendMessageSendSchema>;
export type FriendMessageSend = FriendMessageSendBody & { Receiver_Id: string; Content: string };

/** `GET unreadCount` and `POST readThread/{userId}` (how many were marked). */
export const FriendMessageCountSchema = Type.Object({ Count: Type.Integer() }, { examples: [{ Count: 2 }] });
export type FriendMessageCount = Static<typeof FriendMessageCountSchema>;
