/**
 * The user's filter values of a report request (`ReportQuery.Filters`), checked against the report's filters: unknown
 * keys, wrong types, too many values and too long keywords are refused with a Chinese 400, empty values ignored. The
 * values come out typed for the compiler, which binds them.
 */
import { REPORT_LIMITS, type ReportFilter, type ReportQuery } from '../../contract/index.js';
import { badRequest } from '../platform/http/httpError.js';
import type { ColumnValue } from '../platform/db/types.js';
import type { ResolvedPath } from './fieldPaths.js';

export type FilterValue =
  | { kind: 'yearRange'; from: number | null; to: number | null }
  | { kind: 'dateRange'; from: string | null; to: string | null }
  /** select and multiSelect: the row matches one of the values (stored form: booleans 0/1, numbers as numbers). */
  | { kind: 'values'; values: ColumnValue[] }
  | { kind: 'keyword'; text: string };

const MAX_OPTION_LENGTH = 200;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isBlank = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

function validDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCFullYear() === Number(m[1]) && date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]);
}

function readRange(filter: ReportFilter, raw: unknown): [unknown, unknown] {
  if (!Array.isArray(raw) || raw.length !== 2) throw badRequest(`${filter.Label}:应为起止两个值`);
  return [raw[0], raw[1]];
}

function readYear(filter: ReportFilter, raw: unknown): number | null {
  if (isBlank(raw)) return null;
  const n = typeof raw === 'string' ? Number(raw.trim()) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1000 || n > 9999) throw badRequest(`${filter.Label}:年份无效`);
  return n;
}

function readDate(filter: ReportFilter, raw: unknown): string | null {
  if (isBlank(raw)) return null;
  if (typeof raw !== 'string' || !validDate(raw.trim())) throw badRequest(`${filter.Label}:日期应为 年-月-日`);
  return raw.trim();
}

/** One option value in the column's stored form. */
function readOption(filter: ReportFilter, path: ResolvedPath, raw: unknown): ColumnValue {
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') throw badRequest(`${filter.Label}:取值无效`);
  const text = String(raw).trim();
  if (text.length > MAX_OPTION_LENGTH) throw badRequest(`${filter.Label}:取值过长`);
  if (path.field.Type === 'Boolean') {
    if (['true', '1', '是'].includes(text)) return 1;
    if (['false', '0', '否'].includes(text)) return 0;
    throw badRequest(`${filter.Label}:取值无效`);
  }
  if (path.field.Type === 'Int32' || path.field.Type === 'Decimal') {
    const n = Number(text);
    if (text === '' || !Number.isFinite(n)) throw badRequest(`${filter.Label}:取值无效`);
    return n;
  }
  return text;
}

function readOne(filter: ReportFilter, path: ResolvedPath, raw: unknown): FilterValue | null {
  switch (filter.Kind) {
    case 'yearRange': {
      const [a, b] = readRange(filter, raw);
      const from = readYear(filter, a);
      const to = readYear(filter, b);
      if (from !== null && to !== null && from > to) throw badRequest(`${filter.Label}:起始年份不能晚于结束年份`);
      return from === null && to === null ? null : { kind: 'yearRange', from, to };
    }
    case 'dateRange': {
      const [a, b] = readRange(filter, raw);
      const from = readDate(filter, a);
      const to = readDate(filter, b);
      if (from !== null && to !== null && from > to) throw badRequest(`${filter.Label}:起始日期不能晚于结束日期`);
      return from === null && to === null ? null : { kind: 'dateRange', from, to };
    }
    case 'select':
      if (Array.isArray(raw)) throw badRequest(`${filter.Label}:只能选择一项`);
      return isBlank(raw) ? null : { kind: 'values', values: [readOption(filter, path, raw)] };
    case 'multiSelect': {
      if (!Array.isArray(raw)) throw badRequest(`${filter.Label}:应为取值的列表`);
      if (raw.length > REPORT_LIMITS.maxFilterValues) throw badRequest(`${filter.Label}:最多选择 ${REPORT_LIMITS.maxFilterValues} 项`);
      const values = [...new Set(raw.filter((v) => !isBlank(v)).map((v) => readOption(filter, path, v)))];
      return values.length === 0 ? null : { kind: 'values', values };
    }
    case 'keyword': {
      if (typeof raw !== 'string') throw badRequest(`${filter.Label}:应为文字`);
      const text = raw.trim();
      if (text.length > REPORT_LIMITS.maxKeywordLength) throw badRequest(`${filter.Label}:关键字最多 ${REPORT_LIMITS.maxKeywordLength} 个字`);
      return text === '' ? null : { kind: 'keyword', text };
    }
  }
}

/**
 * The request's filter values by filter Key, from a body its schema (contract/wire/reportBody.ts) has let through;
 * `paths` holds each filter's resolved field by Key.
 */
export function readFilterValues(filters: readonly ReportFilter[], paths: ReadonlyMap<string, ResolvedPath>, body: ReportQuery): Map<string, FilterValue> {
  const result = new Map<string, FilterValue>();
  for (const [key, value] of Object.entries(body.Filters ?? {})) {
    const filter = filters.find((f) => f.Key === key);
    const path = filter ? paths.get(filter.Key) : undefined;
    if (!filter || !path) throw badRequest('筛选条件不存在');
    if (isBlank(value)) continue;
    const read = readOne(filter, path, value);
    if (read) result.set(key, read);
  }
  return result;
}
