/**
 * Dates of one record, in an order that makes sense: apply → approve → start → end, all within 2021–2026.
 * The order is decided once per module from field names; each record then draws gaps between them.
 */
import type { FieldInfoStrut } from '../../../contract/index.js';
import type { Prng } from '../prng.js';

export const FIRST_DAY = Date.UTC(2021, 0, 1);
export const LAST_DAY = Date.UTC(2026, 11, 31);
/** Records are filed no later than this (the hand-made seed's "today" is 2026-01-01). */
export const LAST_FILED = Date.UTC(2025, 11, 31);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Phase of a date within a record's life, by name (English field name or Chinese description). */
const PHASES: Array<[RegExp, number]> = [
  [/end|finish|complet|close|return|expir|deadline|until|conclu|结束|截止|完成|结题|返回|到期|归还|终止|有效期至/i, 4],
  [/start|begin|entry|开始|起始|入职|启动/i, 3],
  [/approv|review|check|grant|accept|audit|arriv|receiv|claim|read|批准|审核|审查|审批|授权|受理|到账|认领|阅读/i, 2],
  [/apply|submit|sign|regist|send|申请|提交|签订|签署|填报|登记|发送/i, 0],
];

export interface PlannedDate {
  name: string;
  phase: number;
  withTime: boolean;
  required: boolean;
}

export function isBirthDate(field: FieldInfoStrut): boolean {
  return /birth|出生/i.test(field.Name + field.Description);
}

export function phaseOf(field: FieldInfoStrut): number {
  for (const [pattern, phase] of PHASES) if (pattern.test(field.Name) || pattern.test(field.Description)) return phase;
  return 1;
}

/** The module's planned date fields, sorted by phase (stable: same phase keeps the file's order). */
export function planDates(fields: FieldInfoStrut[], isRequired: (f: FieldInfoStrut) => boolean): PlannedDate[] {
  return fields
    .filter((f) => (f.Type === 'DateTime' || f.Type === 'DateTime2') && !isBirthDate(f))
    .map((f) => ({ name: f.Name, phase: phaseOf(f), withTime: f.Type === 'DateTime2', required: isRequired(f) }))
    .sort((a, b) => a.phase - b.phase);
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** Day texts of the window, made once: formatting a million rows' dates is then a lookup. */
const DAY_TEXTS: string[] = [];
for (let t = FIRST_DAY; t <= LAST_DAY; t += DAY) DAY_TEXTS.push(new Date(t).toISOString().slice(0, 10));

export function formatUtcDate(ms: number): string {
  const day = Math.floor((ms - FIRST_DAY) / DAY);
  return DAY_TEXTS[day] ?? new Date(ms).toISOString().slice(0, 10);
}

export function formatUtcDateTime(ms: number): string {
  const inDay = ((ms % DAY) + DAY) % DAY;
  const seconds = Math.floor(inDay / 1000);
  return `${formatUtcDate(ms)} ${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** A time of day in office hours, as ms after midnight. */
export function officeTime(prng: Prng): number {
  return prng.int(8, 17) * HOUR + prng.int(0, 59) * 60_000 + prng.int(0, 59) * 1000;
}

export interface DrawnDates {
  /** Epoch ms (UTC used as a calendar, no zone) of each planned field. */
  times: Map<string, number>;
  /** The record's anchor: its first date, or a random day when it has none. */
  anchor: number;
}

/** Draws increasing dates for the plan; gaps are hours between two times on an "end" step, else days. */
export function drawDates(plan: PlannedDate[], prng: Prng): DrawnDates {
  const anchor = FIRST_DAY + prng.int(0, Math.floor((LAST_FILED - FIRST_DAY) / DAY) - 60) * DAY;
  const times = new Map<string, number>();
  let t = anchor + officeTime(prng);
  let previous: PlannedDate | null = null;
  for (const date of plan) {
    if (previous) {
      if (date.phase === 4 && date.withTime && previous.withTime) t += prng.int(2, 10) * HOUR + prng.int(0, 59) * 60_000;
      else if (date.phase === 4 && previous.phase === 3) t += prng.int(30, 720) * DAY;
      else if (date.phase === previous.phase) t += prng.int(1, 20) * DAY;
      else t += prng.int(3, 60) * DAY;
    }
    times.set(date.name, t);
    previous = date;
  }
  // Keep the whole record inside the window by moving it earlier; the order and gaps stay.
  const overshoot = t - (LAST_DAY + 20 * HOUR);
  if (overshoot > 0) for (const [name, value] of times) times.set(name, value - Math.ceil(overshoot / DAY) * DAY);
  const first = plan.length > 0 ? (times.get(plan[0].name) ?? anchor) : anchor;
  return { times, anchor: Math.max(FIRST_DAY, first) };
}
