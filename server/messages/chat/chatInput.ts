/**
 * What the chat calls take from the client, bounded and checked before anything reaches the database: a bad value is
 * a Chinese 400, never a 500. Sender, time and read flag are never read from the client.
 */
import {
  CONTACT_SEARCH_MAX_LENGTH,
  FRIEND_MESSAGE_ERRORS,
  FRIEND_MESSAGE_MAX_LENGTH,
  THREAD_PAGE_MAX,
  THREAD_PAGE_SIZE,
  type FriendMessageSendBody,
} from '../../../contract/index.js';
import { badRequest } from '../../platform/http/httpError.js';

/** Ids are the server's UUIDs; anything much longer is no id of ours. */
const MAX_ID_LENGTH = 64;

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

/** Reads a query key whatever its case (query strings come as the client spells them). */
function field(bag: unknown, name: string): unknown {
  if (typeof bag !== 'object' || bag === null || Array.isArray(bag)) return undefined;
  const wanted = name.toLowerCase();
  const key = Object.keys(bag).find((k) => k.toLowerCase() === wanted);
  return key === undefined ? undefined : (bag as Record<string, unknown>)[key];
}

export function readKeyword(query: unknown): string {
  const keyword = text(field(query, 'keyword')).trim();
  if ([...keyword].length > CONTACT_SEARCH_MAX_LENGTH) throw badRequest(FRIEND_MESSAGE_ERRORS.keywordTooLong);
  return keyword;
}

/** A user id from the path: an unknown one simply matches nothing, a long one is refused. */
export function readUserId(value: unknown, message: string): string {
  const id = text(value).trim();
  if (id === '' || id.length > MAX_ID_LENGTH) throw badRequest(message);
  return id;
}

export interface ThreadParams {
  before: string | null;
  take: number;
}

export function readThreadParams(query: unknown): ThreadParams {
  const rawBefore = text(field(query, 'before')).trim();
  if (rawBefore.length > MAX_ID_LENGTH) throw badRequest(FRIEND_MESSAGE_ERRORS.beforeUnknown);
  const rawTake = field(query, 'take');
  let take = THREAD_PAGE_SIZE;
  if (rawTake !== undefined && text(rawTake).trim() !== '') {
    take = Number(text(rawTake).trim());
    if (!Number.isInteger(take) || take < 1 || take > THREAD_PAGE_MAX) throw badRequest(FRIEND_MESSAGE_ERRORS.takeInvalid);
  }
  return { before: rawBefore === '' ? null : rawBefore, take };
}

export interface SendInput {
  receiverId: string;
  content: string;
  attachmentId: string | null;
}

/** The body FriendMessageSendSchema has matched onto its field names. */
export function readSendInput(body: FriendMessageSendBody): SendInput {
  const receiverId = text(body.Receiver_Id).trim();
  if (receiverId === '') throw badRequest(FRIEND_MESSAGE_ERRORS.receiverRequired);
  if (receiverId.length > MAX_ID_LENGTH) throw badRequest(FRIEND_MESSAGE_ERRORS.receiverUnknown);
  const content = text(body.Content);
  if (content.trim() === '') throw badRequest(FRIEND_MESSAGE_ERRORS.contentRequired);
  if ([...content].length > FRIEND_MESSAGE_MAX_LENGTH) throw badRequest(FRIEND_MESSAGE_ERRORS.contentTooLong);
  const attachment = text(body.Attachment_Id).trim();
  if (attachment.length > MAX_ID_LENGTH) throw badRequest(FRIEND_MESSAGE_ERRORS.attachmentInvalid);
  return { receiverId, content, attachmentId: attachment === '' ? null : attachment };
}
