/** The open thread as the page shows it: the loaded pages (newest first) as one list, oldest at the top. */
import type { FriendMessageItem, FriendThreadPage } from '../../../contract/index';

/** Oldest first, each message once (pages refetched after news may overlap). */
export function threadMessages(pages: readonly FriendThreadPage[]): FriendMessageItem[] {
  const byId = new Map<string, FriendMessageItem>();
  for (const page of pages) for (const message of page.Messages) if (!byId.has(message.Id)) byId.set(message.Id, message);
  // Pages come newest first; the server's order within them is the order of sending.
  return [...byId.values()].reverse();
}

/** The oldest message loaded: where the next page back starts. */
export function olderPageCursor(pages: readonly FriendThreadPage[]): string | undefined {
  const last = pages[pages.length - 1];
  if (!last?.HasMore) return undefined;
  return last.Messages[last.Messages.length - 1]?.Id;
}

/** For one's own messages: whether the receiver has read it. Others' messages show no state. */
export function readStateLabel(message: FriendMessageItem, myId: string): '已读' | '未读' | null {
  if (message.Sender_Id !== myId) return null;
  return message.IsRead ? '已读' : '未读';
}

/** Whether the thread holds messages from `otherId` the caller has not read yet. */
export function hasUnreadFrom(messages: readonly FriendMessageItem[], otherId: string): boolean {
  return messages.some((m) => m.Sender_Id === otherId && !m.IsRead);
}
