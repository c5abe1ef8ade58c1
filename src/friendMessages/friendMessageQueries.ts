/** The cache keys of 站内消息, per user, shared by the toolbar's envelope and the chat page. */
export const FRIEND_MESSAGE_MODULE = 'FriendMessage';

export const friendMessageKeys = {
  all: (userId: string | null) => ['friendMessages', userId] as const,
  unread: (userId: string | null) => ['friendMessages', userId, 'unread'] as const,
  conversations: (userId: string | null) => ['friendMessages', userId, 'conversations'] as const,
  contacts: (userId: string | null, keyword: string) => ['friendMessages', userId, 'contacts', keyword] as const,
  thread: (userId: string | null, otherId: string) => ['friendMessages', userId, 'thread', otherId] as const,
};

/** Whether a hub data_update is news of the caller's messages (a new one sent from another tab, or one read). */
export const isFriendMessageUpdate = (name: string): boolean => name.toLowerCase() === FRIEND_MESSAGE_MODULE.toLowerCase();
