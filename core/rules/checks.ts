/**
 * One check per rule, each given a single value and answering its message or null. Every check but `required` lets an
 * empty value pass: whether something must be filled in is the required rule's business alone.
 */
import type { EnumValueOption } from '../../contract/index.js';
import { RULE_MESSAGES } from './messages.js';
import { DECIMAL_TEXT_PATTERN, EMAIL_PATTERN, INTEGER_TEXT_PATTERN, MOBILE_PHONE_PATTERN, STRONG_PASSWORD_PATTERN } from './patterns.js';

/** Adding a new record, or editing one that already has an Id. */
export type RecordMode = 'create' | 'edit';

/** Int32 columns hold these; a larger whole number is no integer the field can keep. */
const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/** Nothing entered: null, undefined, spaces only, or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Nothing typed into a single-value input: null, undefined or spaces. An empty list is no number, so it is not blank. */
export function isBlankInput(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Characters as a person counts them: 𠀀 (outside the Basic Multilingual Plane) is one, not two UTF-16 units. */
export function codePointLength(text: string): number {
  return Array.from(text).length;
}

/** Booleans and numbers are always filled in (false and 0 are answers); strings count once spaces are stripped. */
export function checkRequired(label: string, value: unknown): string | null {
  if (typeof value === 'boolean' || typeof value === 'number') return null;
  return isEmptyValue(value) ? RULE_MESSAGES.required(label) : null;
}

export function checkStringLength(label: string, value: unknown, min: number, max: number): string | null {
  if (isEmptyValue(value) || (typeof value !== 'string' && typeof value !== 'number')) return null;
  const length = codePointLength(String(value));
  return length < min || length > max ? RULE_MESSAGES.stringLength(label, min, max) : null;
}

export function checkEmail(value: unknown): string | null {
  return isEmptyValue(value) || EMAIL_PATTERN.test(String(value).trim()) ? null : RULE_MESSAGES.email;
}

export function checkPhone(value: unknown): string | null {
  return isEmptyValue(value) || MOBILE_PHONE_PATTERN.test(String(value).trim()) ? null : RULE_MESSAGES.phone;
}

function asWholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && INTEGER_TEXT_PATTERN.test(value.trim())) return Number(value.trim());
  return null;
}

/** A whole number, typed or as text, that fits the Int32 column it is stored in. */
export function checkInteger(value: unknown): string | null {
  if (isBlankInput(value)) return null;
  const whole = asWholeNumber(value);
  return whole !== null && whole >= INT32_MIN && whole <= INT32_MAX ? null : RULE_MESSAGES.integer;
}

/** A finite decimal, typed or as text. */
export function checkNumber(value: unknown): string | null {
  if (isBlankInput(value)) return null;
  const decimal = typeof value === 'number' ? value : typeof value === 'string' && DECIMAL_TEXT_PATTERN.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  return Number.isFinite(decimal) ? null : RULE_MESSAGES.number;
}

/** A month of the year, 1 to 12. */
export function checkMonth(value: unknown): string | null {
  if (isBlankInput(value)) return null;
  const month = asWholeNumber(value);
  return month !== null && month >= 1 && month <= 12 ? null : RULE_MESSAGES.month;
}

export function isStrongPassword(password: string): boolean {
  return STRONG_PASSWORD_PATTERN.test(password);
}

/** Skipped when editing an existing record: the strength is asked of a password when the record is added. */
export function checkPasswordStrength(value: unknown, mode: RecordMode): string | null {
  if (mode === 'edit' || isEmptyValue(value)) return null;
  return isStrongPassword(String(value)) ? null : RULE_MESSAGES.passwordStrength;
}

/** One of the field's fixed options (each of them, for a list of choices). */
export function checkEnumValue(value: unknown, options: readonly EnumValueOption[]): string | null {
  if (isEmptyValue(value)) return null;
  const keys = new Set(options.map((option) => String(option.Key)));
  const chosen = Array.isArray(value) ? value : [value];
  return chosen.every((item) => keys.has(String(item))) ? null : RULE_MESSAGES.enumValue;
}
