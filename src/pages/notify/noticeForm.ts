/**
 * The publish form's state → the NoticeDraft the server reads, checked on the page by the very reader the server
 * uses (core/notices/noticeDraft.ts), so the form names the same problem the server would answer with.
 */
import type { NoticeAttachment, NoticeAudienceKind, NoticeDraft, NoticeSummary } from '../../../contract/index';
import { readNoticeDraft } from '../../../core/notices/noticeDraft';
import { sanitizeNoticeHtml } from './sanitizeNoticeHtml';

export interface NoticeFormState {
  title: string;
  body: string;
  audienceKind: NoticeAudienceKind;
  roleIds: string[];
  deptIds: string[];
  userIds: string[];
  attachments: NoticeAttachment[];
  url: string;
  /** 'now', or 'later' at `sendAt` (YYYY-MM-DD HH:mm:ss). */
  timing: 'now' | 'later';
  sendAt: string | null;
}

export const EMPTY_NOTICE_FORM: NoticeFormState = {
  title: '',
  body: '',
  audienceKind: 'roles',
  roleIds: [],
  deptIds: [],
  userIds: [],
  attachments: [],
  url: '',
  timing: 'now',
  sendAt: null,
};

export const SCHEDULE_REQUIRED = '请选择定时发送的时间';

function audienceIds(state: NoticeFormState): string[] {
  if (state.audienceKind === 'roles') return state.roleIds;
  if (state.audienceKind === 'depts') return state.deptIds;
  if (state.audienceKind === 'users') return state.userIds;
  return [];
}

export function toDraft(state: NoticeFormState): NoticeDraft {
  return {
    Title: state.title.trim(),
    Body: state.body,
    Audience: { Kind: state.audienceKind, Ids: audienceIds(state) },
    Attachment_Ids: state.attachments.map((file) => file.Id),
    Url: state.url.trim() === '' ? null : state.url.trim(),
    SendAt: state.timing === 'later' ? state.sendAt : null,
  };
}

/** The first problem of the form, as the server would word it; null when it may be sent. */
export function formProblem(state: NoticeFormState, now: Date): string | null {
  if (state.timing === 'later' && !state.sendAt) return SCHEDULE_REQUIRED;
  const reading = readNoticeDraft(toDraft(state), now, sanitizeNoticeHtml);
  return reading.ok ? null : reading.message;
}

/** 已读 n / 未读 m of a sent notice; a notice not yet sent has no readers yet. */
export function receiptText(notice: Pick<NoticeSummary, 'State' | 'ReadCount' | 'RecipientCount'>): string {
  if (notice.State !== '已发送') return '—';
  return `已读 ${notice.ReadCount} / 未读 ${Math.max(0, notice.RecipientCount - notice.ReadCount)}`;
}
