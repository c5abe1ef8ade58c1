/** 站内消息 as a chat: the colleague directory, conversations, threads, send and mark read (contract/friendMessage.ts). */
import {
  FRIEND_MESSAGE_PATHS,
  type FriendContact,
  type FriendConversation,
  type FriendMessageCount,
  type FriendMessageItem,
  type FriendMessageSend,
  type FriendThreadPage,
} from '../../contract/index';
import type { HttpClient } from '../http/types';

type Http = Pick<HttpClient, 'get' | 'post'>;

export function searchContacts(http: Http, keyword: string): Promise<FriendContact[]> {
  return http.get<FriendContact[]>(FRIEND_MESSAGE_PATHS.contacts, keyword === '' ? undefined : { keyword });
}

export function getConversations(http: Http): Promise<FriendConversation[]> {
  return http.get<FriendConversation[]>(FRIEND_MESSAGE_PATHS.conversations);
}

/** Silent: the toolbar's envelope shows no count, and no error toast, when the call fails (e.g. no List). */
export async function getUnreadFriendMessageCount(http: Http): Promise<number> {
  const answer = await http.get<FriendMessageCount | null>(FRIEND_MESSAGE_PATHS.unreadCount, undefined, { silent: true }).catch(() => null);
  return typeof answer?.Count === 'number' ? answer.Count : 0;
}

/** Newest first; `before` is the oldest message already shown. */
export function getThread(http: Http, userId: string, before: string | null, take?: number): Promise<FriendThreadPage> {
  const params: Record<string, string | number> = {};
  if (before) params.before = before;
  if (take !== undefined) params.take = take;
  return http.get<FriendThreadPage>(FRIEND_MESSAGE_PATHS.thread(userId), params);
}

export function sendFriendMessage(http: Http, message: FriendMessageSend): Promise<FriendMessageItem> {
  return http.post<FriendMessageItem>(FRIEND_MESSAGE_PATHS.send, message);
}

export function markThreadRead(http: Http, userId: string): Promise<FriendMessageCount> {
  return http.post<FriendMessageCount>(FRIEND_MESSAGE_PATHS.readThread(userId));
}
