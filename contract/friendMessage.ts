/**
 * 站内消息 as a chat (D-CHAT): the contact directory, the caller's conversations, a thread with one person, send and
 * mark read, under `/api/FriendMessage/*`. Sender, send time and read flag are always the server's. None of these
 * paths contains `/list` nor takes PageSize/PageIndex, so the bodies travel plain (they are not page lists).
 */
import type { ResourceRef } from './files.js';

/** Longest message, as the module's own rule (schemas/Chat/FriendMessage.json: stringLength 1..2000). */
export const FRIEND_MESSAGE_MAX_LENGTH = 2000;
/** Longest contact search text. */
export const CONTACT_SEARCH_MAX_LENGTH = 50;
/** Contacts answered by one search. */
export const CONTACT_SEARCH_LIMIT = 20;
/** Conversations answered, most recent first. */
export const CONVERSATION_LIMIT = 200;
/** Messages of a thread per call, by default and at most. */
export const THREAD_PAGE_SIZE = 30;
export const THREAD_PAGE_MAX = 100;

export const FRIEND_MESSAGE_PATHS = {
  contacts: '/api/FriendMessage/contacts',
  conversations: '/api/FriendMessage/conversations',
  unreadCount: '/api/FriendMessage/unreadCount',
  thread: (userId: string) => `/api/FriendMessage/thread/${encodeURIComponent(userId)}`,
  send: '/api/FriendMessage/send',
  readThread: (userId: string) => `/api/FriendMessage/readThread/${encodeURIComponent(userId)}`,
} as const;

/** The refusals of these calls (400 bad input; 429 sending too fast), shown to the user as they are. */
export const FRIEND_MESSAGE_ERRORS = {
  keywordTooLong: `搜索内容不能超过${CONTACT_SEARCH_MAX_LENGTH}个字`,
  contentRequired: '消息内容不能为空',
  contentTooLong: `消息内容不能超过${FRIEND_MESSAGE_MAX_LENGTH}个字`,
  receiverRequired: '请选择接收人',
  receiverUnknown: '接收人不存在或已停用',
  receiverSelf: '不能给自己发送消息',
  attachmentInvalid: '附件不存在或不是本人上传的文件',
  takeInvalid: `每次最多加载${THREAD_PAGE_MAX}条消息`,
  beforeUnknown: '消息不存在',
  sendTooFast: '发送过于频繁,请稍后再试',
} as const;

/** A colleague as the directory shows them to everyone: nothing private (no phone, mail, account or roles). */
export interface FriendContact {
  Id: string;
  Name: string;
  WorkCode: string | null;
  DeptName: string | null;
}

/** One message as the two parties see it. */
export interface FriendMessageItem {
  Id: string;
  Sender_Id: string;
  Receiver_Id: string;
  Content: string;
  SendTime: string;
  IsRead: boolean;
  ReadTime: string | null;
  Attachment: ResourceRef | null;
}

/** The caller's conversation with one person: who, the last message, and how many of theirs the caller has not read. */
export interface FriendConversation {
  Contact: FriendContact;
  LastMessage: FriendMessageItem;
  Unread: number;
}

/** `GET thread/{userId}?before={messageId}&take={n}`: messages newest first, older ones left when HasMore. */
export interface FriendThreadPage {
  Messages: FriendMessageItem[];
  HasMore: boolean;
}

/** `POST send`, and the count `GET unreadCount` and `POST readThread/{userId}` answer (schemas: wire/friendMessageBody.ts). */
export type { FriendMessageCount, FriendMessageSend } from './wire/friendMessageBody.js';
