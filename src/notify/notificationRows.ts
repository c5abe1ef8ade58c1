/**
 * What 系统消息, the bell and the live alert show of a notification: its kind, where opening it leads (the notice
 * itself, or the record it is about: `/{Type}/add?q={Business_Id}` as the server wrote it into Url), and the alert
 * for one pushed live (shell spec §8: type, title, content, 查看). All text is user text (D-SEC-6).
 */
import { notifyKindOf, notifyLevelOf, type NotifyKind, type NotifyLevel, type NotifyMessage } from '../../contract/index';

export const NOTIFY_MESSAGE_PATH = '/notifyMessage';

export interface NotificationRow {
  Id: string;
  Title: string;
  Content: string;
  Kind: NotifyKind;
  Time: string;
  IsRead: boolean;
  /** Set for a notice's copy: opening shows the notice. */
  NoticeId: string | null;
  /** Where the record it is about lives, for the rest; null when it names none (or one outside the app). */
  RecordLink: string | null;
  /** What it tells of (通过 success, 退回 warning, 不通过 error, else info); null when the server does not say. */
  Level: NotifyLevel | null;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** An address inside the app only (`/x`, not `//host`): a notification never sends anyone elsewhere. */
export function appLink(url: unknown): string | null {
  const link = text(url).trim();
  return /^\/(?![/\\])/.test(link) ? link : null;
}

export function toNotificationRow(message: NotifyMessage): NotificationRow {
  const noticeId = text(message.Notice_Id);
  return {
    Id: text(message.Id),
    Title: text(message.Title),
    Content: text(message.Content),
    Kind: notifyKindOf(message.Type),
    Time: text(message.SendTime ?? message.Create_Time),
    IsRead: message.IsRead === true,
    NoticeId: noticeId === '' ? null : noticeId,
    RecordLink: noticeId === '' ? appLink(message.Url) : null,
    Level: notifyLevelOf(message.Level),
  };
}

export interface OpenTarget {
  path: string;
  /** Set when 系统消息 is to open this notification (openRequest.ts). */
  openId?: string;
}

/** Where 查看 leads: 系统消息 opening the notification (a notice, or one naming no record), or the record. */
export function openTarget(row: Pick<NotificationRow, 'Id' | 'NoticeId' | 'RecordLink'>): OpenTarget {
  if (row.NoticeId !== null || row.RecordLink === null) return { path: NOTIFY_MESSAGE_PATH, openId: row.Id };
  return { path: row.RecordLink };
}

export const KIND_COLORS: Readonly<Record<NotifyKind, string>> = { 审批: 'blue', 通知公告: 'green', 系统: 'default' };

export interface LiveAlert {
  /** The notification's level; the spec's default (success) when it carries none. */
  type: NotifyLevel;
  title: string;
  message: string;
  target: OpenTarget;
  key: string;
}

/** The alert for a notification pushed live; null when the payload is not a notification row. */
export function liveAlertOf(message: unknown): LiveAlert | null {
  if (message === null || typeof message !== 'object') return null;
  const row = toNotificationRow(message as NotifyMessage);
  if (row.Id === '') return null;
  return { type: row.Level ?? 'success', title: row.Title || row.Kind, message: row.Content, target: openTarget(row), key: `notify-${row.Id}` };
}
