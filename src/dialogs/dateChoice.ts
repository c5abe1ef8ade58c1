import dayjs, { type Dayjs } from 'dayjs';

/** The date picker dialog is 290px wide (SH-CONST-12). */
export const DATE_PICKER_WIDTH = 290;
/** Chinese weekday labels, Sunday first (dayjs' day()). */
export const WEEKDAY_LABELS = ['日', '一', '二', '三', '四', '五', '六'] as const;

export interface DateLimits {
  /** Earliest selectable date, YYYY-MM-DD. */
  min?: string;
  /** Latest selectable date, YYYY-MM-DD. */
  max?: string;
  /** When given, only these dates (YYYY-MM-DD) or those the function accepts are selectable. */
  allowed?: readonly string[] | ((date: string) => boolean);
}

/** Whether a day may be picked under the limits (compared by calendar day). */
export function isSelectableDate(date: Dayjs, limits: DateLimits): boolean {
  const day = date.format('YYYY-MM-DD');
  if (limits.min && day < dayjs(limits.min).format('YYYY-MM-DD')) return false;
  if (limits.max && day > dayjs(limits.max).format('YYYY-MM-DD')) return false;
  if (!limits.allowed) return true;
  return typeof limits.allowed === 'function' ? limits.allowed(day) : limits.allowed.includes(day);
}

/** The answer: `YYYY-MM-DD`, or `YYYY-MM-DD HH:mm` (24-hour) with time. */
export function formatChoice(date: Dayjs, time: { hour: number; minute: number } | null): string {
  return time ? date.hour(time.hour).minute(time.minute).format('YYYY-MM-DD HH:mm') : date.format('YYYY-MM-DD');
}
