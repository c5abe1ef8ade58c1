import dayjs, { type Dayjs } from 'dayjs';

/** ui:options of the date pickers: the earliest and latest day, or the only days allowed (YYYY-MM-DD or any dayjs input). */
export interface DateLimitOptions {
  minDate?: string | null;
  maxDate?: string | null;
  allowedDates?: readonly string[] | null;
}

/**
 * The DatePicker's disabledDate for the limits, compared by whole days; undefined when nothing is limited.
 * Pure, so the rule is tested without a picker.
 */
export function disabledDateFor(limits: DateLimitOptions): ((date: Dayjs) => boolean) | undefined {
  const min = limits.minDate ? dayjs(limits.minDate).startOf('day') : null;
  const max = limits.maxDate ? dayjs(limits.maxDate).startOf('day') : null;
  const allowed = limits.allowedDates && limits.allowedDates.length > 0 ? new Set(limits.allowedDates.map((day) => dayjs(day).format('YYYY-MM-DD'))) : null;
  if (!min && !max && !allowed) return undefined;
  return (date) => {
    const day = date.startOf('day');
    if (min?.isValid() && day.isBefore(min)) return true;
    if (max?.isValid() && day.isAfter(max)) return true;
    if (allowed && !allowed.has(day.format('YYYY-MM-DD'))) return true;
    return false;
  };
}
