/**
 * The left pane: the conversations (most recent first) or, while searching, the colleagues found — each with its
 * unread count — and the person being written to even before a first message exists.
 */
import type { FriendContact, FriendConversation, FriendMessageItem } from '../../../contract/index';

export interface ContactRow {
  contact: FriendContact;
  lastMessage: FriendMessageItem | null;
  unread: number;
}

const fromConversation = (c: FriendConversation): ContactRow => ({ contact: c.Contact, lastMessage: c.LastMessage, unread: c.Unread });

/**
 * While `searching`, the colleagues found (with what their conversation says); otherwise the conversations, with the
 * selected person on top if there is no conversation with them yet.
 */
export function contactRows(
  conversations: readonly FriendConversation[],
  found: readonly FriendContact[] | null,
  selected: FriendContact | null,
): ContactRow[] {
  const byId = new Map(conversations.map((c) => [c.Contact.Id, c]));
  if (found !== null) {
    return found.map((contact) => {
      const conversation = byId.get(contact.Id);
      return conversation ? fromConversation(conversation) : { contact, lastMessage: null, unread: 0 };
    });
  }
  const rows = conversations.map(fromConversation);
  if (selected && !byId.has(selected.Id)) rows.unshift({ contact: selected, lastMessage: null, unread: 0 });
  return rows;
}

/** The line under a name: the last message, 我: before one's own, [附件] for a file. */
export function previewText(message: FriendMessageItem | null, myId: string): string {
  if (!message) return '暂无消息';
  const text = message.Content.replace(/\s+/g, ' ').trim();
  const file = message.Attachment ? '[附件] ' : '';
  return `${message.Sender_Id === myId ? '我：' : ''}${file}${text}`;
}

/** Who a person is, as the list and the thread's title say it: 姓名 · 科室 (工号). */
export function contactLabel(contact: FriendContact): string {
  const dept = contact.DeptName ? ` · ${contact.DeptName}` : '';
  const code = contact.WorkCode ? `（${contact.WorkCode}）` : '';
  return `${contact.Name}${code}${dept}`;
}

/**
 * The person a message was exchanged with, among the caller's conversations: what `/FriendMessage/add?q={message}`
 * (a notification's link to the message) opens. Null when the message is not the caller's or not loaded.
 */
export function contactForMessage(
  conversations: readonly FriendConversation[],
  message: Readonly<Record<string, unknown>> | null | undefined,
  myId: string,
): FriendContact | null {
  if (!message || !myId) return null;
  const other = message.Sender_Id === myId ? message.Receiver_Id : message.Receiver_Id === myId ? message.Sender_Id : null;
  if (typeof other !== 'string') return null;
  return conversations.find((conversation) => conversation.Contact.Id === other)?.Contact ?? null;
}
