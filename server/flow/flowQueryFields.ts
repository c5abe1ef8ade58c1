/**
 * Reading the filter fields of a flow list body (the approval centre, the audit trail): keys in any letter case,
 * text bounded, days checked to exist. One reader, so both lists refuse the same input with the same messages.
 */
import { MAX_FILTER_VALUE_LENGTH } from '../../contract/index.js';
import { badRequest } from '../platform/http/httpError.js';

export const INVALID_DATE = '日期无效(格式 YYYY-MM-DD)';
const TEXT_TOO_LONG = `查询值过长(最多 ${MAX_FILTER_VALUE_LENGTH} 个字符)`;

/** A body key's value, the key matched in any letter case; undefined when absent or the body is not an object. */
export function pick(body: unknown, key: string): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const bag = body as Record<string, unknown>;
  const found = Object.keys(bag).find((k) => k.toLowerCase() === key.toLowerCase());
  return found === undefined ? undefined : bag[found];
}

/**
 * A text value, '' when absent; anything but text (or, where `numbers` allows, a number) is refused rather than
 * guessed at, and so is text longer than a filter value may be.
 */
export function text(body: unknown, key: string, invalid: string, numbers = false): string {
  const value = pick(body, key);
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' && !(numbers && typeof value === 'number')) throw badRequest(invalid);
  const result = String(value).trim();
  if (result.length > MAX_FILTER_VALUE_LENGTH) throw badRequest(TEXT_TOO_LONG);
  return result;
}

/** A calendar day, checked to exist (2026-02-30 is refused, not rolled over); null when absent. */
export function day(body: unknown, key: string, numbers = false): string | null {
  const value = text(body, key, INVALID_DATE, numbers);
  if (value === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw badRequest(INVALID_DATE);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.toISOString().slice(0, 10) !== value) throw badRequest(INVALID_DATE);
  return value;
}
