/**
 * Dates of one record, in an order that makes sense: apply → approve → start → end, within a window that ends at the
 * seed's "today" (the day it runs): records are filed over the last five years and up to today, the most recent months
 * well populated, so a dashboard's "this year" has figures whenever the demo is seeded; end dates may lie ahead.
 * The order is decided once per module from field names; each record then draws gaps between them.
 */
import type { FieldInfoStrut } from '../../../contract/index.js';
import type { Prng } from '../prng.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Years of records before this year's. */
const YEARS_BACK = 5;
/** Share of records whose life starts within the last year (the rest spread over the whole window). */
const RECENT_SHARE = 0.35;

/** The calendar a run of the seed draws from (epoch ms, UTC used as a calendar without zone). */
export interface DateWindow {
  /** 1 January, five years before today's year. */
  firstDay: number;
  /** Today: nothing is filed, applied for or created after it. */
  lastFiled: number;
  /** 31 December of next year: end dates (a project's, a contract's) may lie ahead. */
  lastDay: number;
  /** Today's year. */
  year: number;
}

/** The window for a run on `today` (its calendar day in UTC). */
export function dateWindow(today: Date): DateWindow {
  const year = today.getUTCFullYear();
  return {
    firstDay: Date.UTC(year - YEARS_BACK, 0, 1),
    lastFiled: Date.UTC(year, today.getUTCMonth(), today.getUTCDate()),
    lastDay: Date.UTC(year + 1, 11, 31),
    year,
  };
}

/** Phase of a date within a record's life, by name (English field name or Chinese description). */
const PHASES: Array<[RegExp, number]> = [
  // After the record's end: a leader's annotation of a finished report.
  [/annotat|批注/i, 5],
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

/** Day texts from 1950 to 2100, made on first use: formatting a million rows' dates is then a lookup. */
const TABLE_START = Date.UTC(1950, 0, 1);
const TABLE_END = Date.UTC(2100, 11, 31);
let dayTexts: string[] | null = null;

export function formatUtcDate(ms: number): string {
  if (dayTexts === null) {
    dayTexts = [];
    for (let t = TABLE_START; t <= TABLE_END; t += DAY) dayTexts.push(new Date(t).toISOString().slice(0, 10));
  }
  const day = Math.floor((ms - TABLE_START) / DAY);
  return dayTexts[day] ?? new Date(ms).toISOString().slice(0, 10);
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

/** Days a record of this year starts before today at least, so its later steps (approved, started) fall by today. */
const THIS_YEAR_LEAD_DAYS = 200;

/**
 * The day a record's life starts: a share within the last year (down to today), the rest anywhere from the window's
 * first day to two months before today (so most of their steps have happened by today). `thisYear`: within this
 * year, early enough that its steps have happened (1 January when the year is younger than that). The same draws
 * either way, so the rows after it are the same.
 */
export function drawAnchor(window: DateWindow, prng: Prng, thisYear = false): number {
  const recent = prng.next() < RECENT_SHARE;
  if (thisYear) {
    const yearStart = Date.UTC(window.year, 0, 1);
    return yearStart + prng.int(0, Math.max(0, Math.floor((window.lastFiled - yearStart) / DAY) - THIS_YEAR_LEAD_DAYS)) * DAY;
  }
  if (recent) return window.lastFiled - prng.int(0, 364) * DAY;
  return window.firstDay + prng.int(0, Math.floor((window.lastFiled - window.firstDay) / DAY) - 60) * DAY;
}

/** A module whose records each cover one week (工作周报): its start is a Monday and its end the Sunday after. */
export function isWeeklyModule(description: string): boolean {
  return /周报/.test(description);
}

/**
 * Draws increasing dates for the plan; gaps are hours between two times on an "end" step, else days. A weekly
 * module's record starts on a Monday and ends six days later; `thisYear` starts the record in this year (drawAnchor).
 */
export function drawDates(plan: PlannedDate[], prng: Prng, window: DateWindow, weekly = false, thisYear = false): DrawnDates {
  const drawn = drawAnchor(window, prng, thisYear);
  // 1970-01-01 was a Thursday: (days + 3) % 7 is the days since Monday.
  const anchor = weekly ? drawn - ((Math.floor(drawn / DAY) + 3) % 7) * DAY : drawn;
  const times = new Map<string, number>();
  let t = anchor + officeTime(prng);
  let previous: PlannedDate | null = null;
  for (const date of plan) {
    if (previous) {
      if (date.phase === 4 && date.withTime && previous.withTime) t += prng.int(2, 10) * HOUR + prng.int(0, 59) * 60_000;
      else if (date.phase === 4 && previous.phase === 3 && weekly) t += 6 * DAY;
      else if (date.phase === 4 && previous.phase === 3) t += prng.int(30, 720) * DAY;
      else if (date.phase === previous.phase) t += prng.int(1, 20) * DAY;
      else t += prng.int(3, 60) * DAY;
    }
    times.set(date.name, t);
    previous = date;
  }
  // Keep the whole record inside the window by moving it earlier (by whole weeks, so a week still starts on Monday),
  // the order and gaps kept: only its end may lie ahead of today (an applied, approved, started or annotated date
  // after the seed's today would be a record from the future).
  let lastBeforeEnd = Number.NEGATIVE_INFINITY;
  for (const date of plan) if (date.phase !== 4) lastBeforeEnd = Math.max(lastBeforeEnd, times.get(date.name) ?? lastBeforeEnd);
  const overshoot = Math.max(t - (window.lastDay + 20 * HOUR), lastBeforeEnd - (window.lastFiled + 20 * HOUR));
  const shiftDays = overshoot > 0 ? Math.ceil(overshoot / DAY / 7) * 7 : 0;
  if (shiftDays > 0) for (const [name, value] of times) times.set(name, value - shiftDays * DAY);
  const first = plan.length > 0 ? (times.get(plan[0].name) ?? anchor) : anchor;
  return { times, anchor: Math.max(window.firstDay, first) };
}
