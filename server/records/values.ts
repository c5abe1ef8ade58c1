/**
 * Converting field values between the wire (strings from forms, JSON values) and storage
 * (Boolean 0/1, dates as text, arrays as JSON text, empty numbers as null). Whether a number is an integer or a
 * decimal is the rule catalogue's to say (core/rules), so a refused value reads as it does in the form.
 */
import { parseIdArray } from '../platform/db/idArray.js';
import type { FieldInfoStrut } from '../../contract/index.js';
import { checkInteger, checkNumber, isBlankInput } from '../../core/rules/checks.js';
import { isWireFalse, isWireTrue } from '../../core/rules/wireBoolean.js';
import type { ColumnValue } from '../platform/db/types.js';

export type Coerced = { ok: true; value: ColumnValue } | { ok: false; message: string };

const ok = (value: ColumnValue): Coerced => ({ ok: true, value });
const fail = (message: string): Coerced => ({ ok: false, message });

export { isBlankInput as isBlank };

/** A wire yes/no → 1/0; null when absent, undefined when it is neither. */
export function coerceBoolean(raw: unknown): number | null | undefined {
  if (isWireTrue(raw)) return 1;
  if (isWireFalse(raw)) return 0;
  if (raw === null || raw === undefined) return null;
  return undefined;
}

const DATE_PATTERN = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const pad = (n: number): string => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss'; ISO strings with a zone are converted to server local time. */
export function normalizeDate(raw: string): string | null {
  const text = raw.trim();
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, zone] = match;
  if (zone) {
    const date = new Date(text);
    if (Number.isNaN(date.getTime())) return null;
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  }
  const year = Number(y),
    month = Number(mo),
    day = Number(d);
  const check = new Date(year, month - 1, day);
  if (check.getFullYear() !== year || check.getMonth() !== month - 1 || check.getDate() !== day) return null;
  const datePart = `${y}-${pad(month)}-${pad(day)}`;
  if (h === undefined) return datePart;
  const hour = Number(h),
    minute = Number(mi),
    second = Number(s ?? 0);
  if (hour > 23 || minute > 59 || second > 59) return null;
  return `${datePart} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** Array fields: a JSON array, a JSON text, a comma list, or a single value. Stored as a JSON array of strings. */
export function toIdList(raw: unknown): string[] | null {
  if (Array.isArray(raw)) return raw.filter((v) => v !== null && v !== undefined && v !== '').map(String);
  if (typeof raw === 'number') return [String(raw)];
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (text === '') return [];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? toIdList(parsed) : null;
    } catch {
      return null;
    }
  }
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** A client value → the stored value, or the field's type message. */
export function coerceForStorage(field: FieldInfoStrut, raw: unknown): Coerced {
  const label = field.Description;
  switch (field.Type) {
    case 'Int32':
    case 'Decimal': {
      if (isBlankInput(raw)) return ok(null);
      // Both checks pass only a number or a numeric text, which Number reads exactly.
      const problem = field.Type === 'Int32' ? checkInteger(raw) : checkNumber(raw);
      return problem ? fail(problem) : ok(Number(String(raw).trim()));
    }
    case 'Boolean': {
      const b = coerceBoolean(raw);
      return b === undefined ? fail(`${label}:取值无效`) : ok(b);
    }
    case 'DateTime':
    case 'DateTime2': {
      if (isBlankInput(raw)) return ok(null);
      const text = typeof raw === 'string' ? normalizeDate(raw) : null;
      return text === null ? fail(`${label}:日期格式不正确`) : ok(text);
    }
    case 'Array': {
      if (raw === null || raw === undefined) return ok(null);
      const list = toIdList(raw);
      return list === null ? fail(`${label}:取值无效`) : ok(JSON.stringify(list));
    }
    default: {
      // An empty reference is no reference: relate ids are null, never ''.
      if (raw === undefined || raw === null || (field.Relate && isBlankInput(raw))) return ok(null);
      if (typeof raw === 'string') return ok(raw);
      if (typeof raw === 'number' || typeof raw === 'boolean') return ok(String(raw));
      return fail(`${label}:取值无效`);
    }
  }
}

/** The field types whose stored value is converted for the wire; any other type's value goes out as stored. */
const WIRE_FORMS: Readonly<Record<string, (stored: ColumnValue) => unknown>> = {
  Boolean: (stored) => Number(stored) === 1,
  Int32: (stored) => Number(stored),
  Decimal: (stored) => Number(stored),
  Array: parseIdArray,
};

/** Whether a field type's stored value is its wire form (null stays null): toWireValue returns it as it is. */
export function isWireAsStored(fieldType: string): boolean {
  return !Object.hasOwn(WIRE_FORMS, fieldType);
}

/** A stored value → its wire form. */
export function toWireValue(fieldType: string, stored: ColumnValue | undefined): unknown {
  if (stored === undefined || stored === null) return fieldType === 'Array' ? [] : null;
  return isWireAsStored(fieldType) ? stored : WIRE_FORMS[fieldType](stored);
}

export { parseIdArray };
