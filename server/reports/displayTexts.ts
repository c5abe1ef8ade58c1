/**
 * A group's raw values → what the page shows: a relation's name, an enum's text, 是/否, a calendar label, a band's
 * label (其他 for a value in no band), 未填写 for an empty value. Never a raw id.
 */
import type { PlannedDimension } from './plan.js';

export const NOT_FILLED = '未填写';
export const OTHER_BAND = '其他';
/** A relation whose record no longer exists (deleted since): its id is never shown. */
export const UNKNOWN_RECORD = '未知';

const isEmpty = (v: unknown): boolean => v === null || v === undefined || v === '';

function calendarText(kind: 'Year' | 'Quarter' | 'Month', raw: string): string {
  const year = raw.slice(0, 4);
  if (kind === 'Year') return `${year}年`;
  const part = Number(raw.slice(5));
  return kind === 'Month' ? `${year}年${part}月` : `${year}年第${part}季度`;
}

/** `label` is the related record's name selected beside a relation's value (null when not a relation). */
export function dimensionText(planned: PlannedDimension, raw: unknown, label: unknown): string {
  if (isEmpty(raw)) return NOT_FILLED;
  const bucket = planned.dimension.Bucket ?? { Kind: 'Value' as const };
  switch (bucket.Kind) {
    case 'NumberBands':
    case 'AgeBands':
      return bucket.Bands[Number(raw)]?.Label ?? OTHER_BAND;
    case 'Year':
    case 'Quarter':
    case 'Month':
      return calendarText(bucket.Kind, String(raw));
    case 'Value':
      break;
  }
  const field = planned.path.field;
  if (planned.labelModule) return isEmpty(label) ? UNKNOWN_RECORD : String(label);
  if (field.Type === 'Boolean') return Number(raw) === 1 ? '是' : '否';
  const option = field.EnumValues?.find((o) => String(o.Key) === String(raw));
  if (option) return String(option.Value);
  // Dictionary fields store the item's text itself; numbers and dates show as stored.
  return String(raw);
}
