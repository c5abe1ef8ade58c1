/**
 * Reads a notice as the publisher sent it: shape, bounds and the 查看 link, with the messages the form shows and the
 * server answers (400). Whether the ids exist and the files are the sender's is the server's to check.
 */
import {
  NOTICE_AUDIENCE_KINDS,
  NOTICE_LIMITS,
  NOTICE_MESSAGES,
  type NoticeAudience,
  type NoticeAudienceKind,
  type NoticeDraft,
} from '../../contract/notify.js';
import type { NoticeHtmlSanitizer } from './noticeHtmlPolicy.js';

export interface ReadDraft {
  Title: string;
  /** Sanitized. */
  Body: string;
  Audience: NoticeAudience;
  Attachment_Ids: string[];
  Url: string | null;
  SendAt: string | null;
}

export type DraftReading = { ok: true; draft: ReadDraft } | { ok: false; message: string };

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

/** The Date of `YYYY-MM-DD HH:mm:ss` (local time), or null when it is not one (2026-02-30 is not). */
export function parseDateTime(value: string): Date | null {
  const match = DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day, hour, minute, second);
  const same =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hour &&
    date.getMinutes() === minute &&
    date.getSeconds() === second;
  return same ? date : null;
}

/** A form-encoded array arrives as an array, one value, or nothing. */
function idList(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

function readIds(value: unknown, max: number, tooMany: string): string[] | string {
  const items = idList(value);
  if (items.length > max) return tooMany;
  const ids = [...new Set(items.map(text))];
  return ids.every((id) => ID.test(id)) ? ids : NOTICE_MESSAGES.audienceUnknown;
}

function readAudience(value: unknown): NoticeAudience | string {
  if (!isRecord(value)) return NOTICE_MESSAGES.audienceKind;
  const kind = text(value.Kind) as NoticeAudienceKind;
  if (!NOTICE_AUDIENCE_KINDS.includes(kind)) return NOTICE_MESSAGES.audienceKind;
  if (kind === 'all') return { Kind: 'all', Ids: [] };
  const ids = readIds(value.Ids, NOTICE_LIMITS.audienceIds, NOTICE_MESSAGES.audienceTooMany);
  if (typeof ids === 'string') return ids;
  return ids.length === 0 ? NOTICE_MESSAGES.audienceEmpty : { Kind: kind, Ids: ids };
}

function readUrl(value: unknown): string | null | { error: string } {
  const url = text(value).trim();
  if (url === '') return null;
  if (url.length > NOTICE_LIMITS.urlLength) return { error: NOTICE_MESSAGES.urlTooLong };
  // An address of the app (not `//host`, which leaves it) or a web address; nothing a browser would run.
  if (/^\/(?![/\\])[^\s]*$/.test(url) || /^https?:\/\/[^\s]+$/i.test(url)) return url;
  return { error: NOTICE_MESSAGES.badUrl };
}

function readSendAt(value: unknown, now: Date): string | null | { error: string } {
  const sendAt = text(value).trim();
  if (sendAt === '') return null;
  const date = parseDateTime(sendAt);
  if (!date) return { error: NOTICE_MESSAGES.badSendAt };
  if (date.getTime() <= now.getTime()) return { error: NOTICE_MESSAGES.sendAtPast };
  if (date.getTime() > now.getTime() + NOTICE_LIMITS.scheduleDays * 86_400_000) return { error: NOTICE_MESSAGES.sendAtTooFar };
  return sendAt;
}

/** `sanitize` applies the notice HTML policy: sanitize-html on the server, DOMPurify in the publish form. */
export function readNoticeDraft(body: unknown, now: Date, sanitize: NoticeHtmlSanitizer): DraftReading {
  const input: Partial<Record<keyof NoticeDraft, unknown>> = isRecord(body) ? body : {};
  const fail = (message: string): DraftReading => ({ ok: false, message });
  const title = text(input.Title).trim();
  if (title === '') return fail(NOTICE_MESSAGES.titleRequired);
  if (title.length > NOTICE_LIMITS.titleLength) return fail(NOTICE_MESSAGES.titleTooLong);
  const rawBody = text(input.Body);
  if (rawBody.length > NOTICE_LIMITS.bodyLength) return fail(NOTICE_MESSAGES.bodyTooLong);
  const cleanBody = sanitize(rawBody);
  // A body of nothing but markup (or of hostile markup only) says nothing.
  if (cleanBody.replace(/<[^>]*>|&nbsp;|\s/g, '') === '') return fail(NOTICE_MESSAGES.bodyRequired);
  const audience = readAudience(input.Audience);
  if (typeof audience === 'string') return fail(audience);
  const attachments = readIds(input.Attachment_Ids, NOTICE_LIMITS.attachments, NOTICE_MESSAGES.attachmentsTooMany);
  if (typeof attachments === 'string') return fail(attachments === NOTICE_MESSAGES.audienceUnknown ? NOTICE_MESSAGES.attachmentUnknown : attachments);
  const url = readUrl(input.Url);
  if (url !== null && typeof url === 'object') return fail(url.error);
  const sendAt = readSendAt(input.SendAt, now);
  if (sendAt !== null && typeof sendAt === 'object') return fail(sendAt.error);
  return { ok: true, draft: { Title: title, Body: cleanBody, Audience: audience, Attachment_Ids: attachments, Url: url, SendAt: sendAt } };
}
