/**
 * The user's notifications (系统消息: `POST /api/MessageNotify/pageList`, read, readAll, the hub's NotifyMessage) and
 * notices (通知公告) published from the notify centre (`/api/Notice/*`): shapes, kinds and limits both sides keep.
 */

/** A notification: the fields the bell's panel shows; the rest is carried as it came. */
export type NotifyMessage = Record<string, unknown> & {
  Id?: string;
  Title?: string;
  Content?: string;
  Type?: string;
  Url?: string | null;
  /** Set when the notification is a notice's copy: opening it shows the notice. */
  Notice_Id?: string | null;
  SendTime?: string;
  Create_Time?: string;
  IsRead?: boolean;
  /** How it reads at a glance (NotifyLevel); absent from servers that do not say. */
  Level?: string | null;
};

/**
 * How a notification reads at a glance — its alert's type and its icon: an approval passed is `success`, one sent back
 * `warning`, one refused `error`; anything else (a task waiting, a copy, a notice) `info`. Set by the server.
 */
export const NOTIFY_LEVELS = ['info', 'success', 'warning', 'error'] as const;
export type NotifyLevel = (typeof NOTIFY_LEVELS)[number];

/** The level a notification carries, or null when it carries none the app knows. */
export function notifyLevelOf(value: unknown): NotifyLevel | null {
  return (NOTIFY_LEVELS as readonly unknown[]).includes(value) ? (value as NotifyLevel) : null;
}

/** The kinds a user filters 系统消息 by. */
export const NOTIFY_KINDS = ['审批', '通知公告', '系统'] as const;
export type NotifyKind = (typeof NOTIFY_KINDS)[number];

/** Which values of the 通知类型 dictionary (Notify.Type) each kind gathers. */
export const NOTIFY_KIND_TYPES: Readonly<Record<NotifyKind, readonly string[]>> = {
  审批: ['审批通知'],
  通知公告: ['公告通知', '会议通知'],
  系统: ['系统通知', '工作提醒', '到期预警'],
};

/** The Notify.Type of a published notice's copies. */
export const NOTICE_NOTIFY_TYPE = '公告通知';

/** The kind of a notification by its type; an unknown type counts as 系统. */
export function notifyKindOf(type: unknown): NotifyKind {
  for (const kind of NOTIFY_KINDS) if (NOTIFY_KIND_TYPES[kind].includes(String(type))) return kind;
  return '系统';
}

/** Who a notice goes to: everyone, or the users of the named roles, departments (with their sub-departments) or people. */
export type NoticeAudienceKind = 'all' | 'roles' | 'depts' | 'users';
export const NOTICE_AUDIENCE_KINDS: readonly NoticeAudienceKind[] = ['all', 'roles', 'depts', 'users'];
export const NOTICE_AUDIENCE_NAMES: Readonly<Record<NoticeAudienceKind, string>> = {
  all: '全体人员',
  roles: '按角色',
  depts: '按部门',
  users: '指定人员',
};

export interface NoticeAudience {
  Kind: NoticeAudienceKind;
  /** Role, department or user ids; empty for 'all'. */
  Ids: string[];
}

/** What the publisher sends: `POST /api/Notice/Publish` (its schema: wire/noticeBody.ts). Sender, send time and read flags are the server's. */
export type { NoticeDraft } from './wire/noticeBody.js';

export type NoticeState = '待发送' | '已发送' | '已撤销';

export interface NoticeAttachment {
  Id: string;
  Name: string;
}

/** A notice as its sender (or an administrator) sees it in the published list, with its receipt counts. */
export interface NoticeSummary {
  Id: string;
  Title: string;
  Audience: NoticeAudience;
  /** The audience in words: 全体人员 / 角色:科研人员 / … */
  AudienceText: string;
  Sender_Id: string;
  SenderName: string;
  Create_Time: string;
  SendAt: string | null;
  SendTime: string | null;
  State: NoticeState;
  RecipientCount: number;
  ReadCount: number;
}

/** A notice opened by a recipient, its sender or an administrator: `GET /api/Notice/Get/{id}`. */
export interface NoticeDetail extends NoticeSummary {
  /** Sanitized on the server. */
  Body: string;
  Url: string | null;
  Attachments: NoticeAttachment[];
}

export interface NoticeReceiptPerson {
  User_Id: string;
  Name: string;
  Account: string;
  ReadTime: string | null;
}

/** Who has read a notice and who not: `GET /api/Notice/Receipts/{id}` (its sender and administrators only). */
export interface NoticeReceipts {
  Notice_Id: string;
  ReadCount: number;
  UnreadCount: number;
  Read: NoticeReceiptPerson[];
  Unread: NoticeReceiptPerson[];
}

/** Choices of the audience picker: `GET /api/Notice/Audience`; people by `GET /api/Notice/People?keyword=`. */
export interface NoticeAudienceOptions {
  Roles: Array<{ Id: string; Name: string }>;
  Depts: Array<{ Id: string; Name: string; Parent_Id: string | null }>;
}

export interface NoticePerson {
  Id: string;
  Name: string;
  Account: string;
  DeptName: string;
}

export interface PublishResult {
  Id: string;
  State: NoticeState;
  RecipientCount: number;
}

export const NOTICE_LIMITS = {
  titleLength: 200,
  /** Characters of the body as sent (before sanitizing). */
  bodyLength: 20_000,
  attachments: 10,
  /** Ids of one audience. */
  audienceIds: 500,
  urlLength: 500,
  /** How far ahead a notice may be scheduled. */
  scheduleDays: 366,
  /** People answered per search. */
  peopleResults: 20,
  keywordLength: 50,
  /** Characters of the plain-text excerpt a notice's notification carries. */
  excerptLength: 200,
  /** Notices per page of the published lists. */
  pageSize: 100,
} as const;

/** The messages of the notice calls, shown verbatim. */
export const NOTICE_MESSAGES = {
  titleRequired: '标题是必填的',
  titleTooLong: `标题长度要求在[1,${NOTICE_LIMITS.titleLength}]之间`,
  bodyRequired: '正文是必填的',
  bodyTooLong: `正文长度不能超过${NOTICE_LIMITS.bodyLength}个字符`,
  audienceKind: '请选择发送范围',
  audienceEmpty: '请至少选择一个接收对象',
  audienceTooMany: `接收对象不能超过${NOTICE_LIMITS.audienceIds}个`,
  audienceUnknown: '接收对象不存在',
  noRecipients: '发送范围内没有可接收的人员',
  attachmentsTooMany: `附件不能超过${NOTICE_LIMITS.attachments}个`,
  attachmentUnknown: '附件不存在或不是本人上传',
  badUrl: '查看链接须为本系统地址(以/开头)或http(s)地址',
  urlTooLong: `查看链接长度不能超过${NOTICE_LIMITS.urlLength}个字符`,
  badSendAt: '定时发送时间格式应为YYYY-MM-DD HH:mm:ss',
  sendAtPast: '定时发送时间须晚于当前时间',
  sendAtTooFar: `定时发送时间不能晚于${NOTICE_LIMITS.scheduleDays}天后`,
  notFound: '通知不存在',
  notCancellable: '只能撤销待发送的通知',
  badKeyword: `关键字长度不能超过${NOTICE_LIMITS.keywordLength}个字符`,
  badKind: '消息类别不存在',
} as const;
