/**
 * What the office-work feedback pages show and send: the feedback page's address, the new feedback record built from
 * the small form (the server sets the author and times), and the feedback rows in the order they were written.
 */
import type { ApiRecord } from '../../../contract/index';

export const OFFICE_WORK_MODULE = 'OfficeWork';
export const FEEDBACK_MODULE = 'OfficeWorkFeedback';
export const FEEDBACK_PROGRESS = ['已接收', '办理中', '已办结', '需协调'] as const;
export type FeedbackProgress = (typeof FEEDBACK_PROGRESS)[number];

/** The bounds of the feedback form, as the module's descriptors set them. */
export const SUMMARY_MAX = 100;
export const CONTENT_MAX = 2000;

export const officeWorkFeedbackPath = (officeWorkId: string) => `/officeworkfeedback/${encodeURIComponent(officeWorkId)}`;

export interface FeedbackInput {
  Summary: string;
  Progress: FeedbackProgress;
  Content: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The institute API's date form (YYYY-MM-DD HH:mm:ss), local time. */
export function wireDate(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}

/** The record posted for a feedback on one office matter: trimmed text, dated now, in the matter's department. */
export function feedbackRecord(officeWork: ApiRecord, input: FeedbackInput, now: Date): ApiRecord {
  const dept = officeWork.Dept_Id;
  return {
    OfficeWork_Id: String(officeWork.Id),
    Summary: input.Summary.trim(),
    Progress: input.Progress,
    Content: input.Content.trim(),
    FeedbackDate: wireDate(now),
    ...(typeof dept === 'string' && dept !== '' ? { Dept_Id: dept } : {}),
  };
}

/** Display name of a related object as the server sends it (`{ Id, Name }` or a person's `UserNameCn`). */
export function relatedName(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const record = value as Record<string, unknown>;
  const name = record.Name ?? record.UserNameCn ?? record.Title;
  return typeof name === 'string' ? name : '';
}
