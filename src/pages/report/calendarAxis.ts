/**
 * A calendar dimension (年 / 季度 / 月, as the server labels them: 2026年, 2026年第1季度, 2026年3月) in time order and
 * without gaps (D-REPORT-10): a year or month with no records is drawn as 0, not left out, so the axis reads as time.
 * Labels that are no calendar label (未填写) go after. Pure.
 */
import type { ReportCalendarBucket } from '../../../contract/index';

/** A label's place in time (months since year 0), or null for another label. */
export function calendarIndex(label: string, bucket: ReportCalendarBucket): number | null {
  const match =
    bucket === 'Year' ? /^(\d{4})年$/.exec(label) : bucket === 'Month' ? /^(\d{4})年(\d{1,2})月$/.exec(label) : /^(\d{4})年第([1-4])季度$/.exec(label);
  if (!match) return null;
  const year = Number(match[1]);
  if (bucket === 'Year') return year * 12;
  const part = Number(match[2]);
  return bucket === 'Month' ? year * 12 + part - 1 : year * 12 + (part - 1) * 3;
}

export function calendarLabel(index: number, bucket: ReportCalendarBucket): string {
  const year = Math.floor(index / 12);
  const month = index % 12;
  if (bucket === 'Year') return `${year}年`;
  return bucket === 'Month' ? `${year}年${month + 1}月` : `${year}年第${Math.floor(month / 3) + 1}季度`;
}

/** At most this many steps are filled in (a stray date far away must not draw thousands of empty months). */
export const MAX_CALENDAR_STEPS = 240;

/** The labels in time order, the missing steps between the first and the last filled in, the others after. */
export function continuousCalendar(labels: readonly string[], bucket: ReportCalendarBucket): string[] {
  const step = bucket === 'Year' ? 12 : bucket === 'Quarter' ? 3 : 1;
  const indexed = labels.map((label) => ({ label, index: calendarIndex(label, bucket) }));
  const times = indexed
    .filter((item): item is { label: string; index: number } => item.index !== null)
    .map((item) => item.index)
    .sort((a, b) => a - b);
  const others = indexed.filter((item) => item.index === null).map((item) => item.label);
  if (times.length === 0) return [...labels];
  const first = times[0];
  const last = times[times.length - 1];
  const ordered =
    (last - first) / step < MAX_CALENDAR_STEPS
      ? Array.from({ length: (last - first) / step + 1 }, (_, i) => calendarLabel(first + i * step, bucket))
      : [...new Set(times)].map((index) => calendarLabel(index, bucket));
  return [...ordered, ...others];
}

/** Labels in time order, others after (for series: a legend of years reads 2022年 … 2026年). */
export function calendarOrder(labels: readonly string[], bucket: ReportCalendarBucket): string[] {
  const rank = (label: string) => calendarIndex(label, bucket) ?? Number.MAX_SAFE_INTEGER;
  return [...labels].sort((a, b) => rank(a) - rank(b));
}
