import type { FieldInfoStrut } from '../../contract/index';
import { fieldKind, hasRule, isRequiredIn } from '../../core/adapter/fieldKinds';
import type { FormMode } from '../adapter/fieldInfoToJsonSchema';

/** The messages of data-modules spec §5, verbatim. */
export const RULE_MESSAGES = {
  required: (field: string) => `${field}是必填的`,
  stringLength: (field: string, min: number, max: number) => `${field}长度要求在[${min},${max}]之间`,
  email: '邮箱地址无效',
  phone: '手机号码无效',
  integer: '只能输入整数!',
  number: '只能输入数字!',
  month: '月份不合法',
  passwordStrength: '密码强度不对,要求8-16位大小写字母+数字+特殊符号',
  unique: (field: string) => `${field}重复!`,
} as const;

export interface RuleContext {
  mode: FormMode;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^1[3-9]\d{9}$/;
const STRONG_PASSWORD = /^(?=.*\d)(?=.*[A-Za-z])(?=.*[~!@#$%^&*])[A-Za-z\d~!@#$%^&*]{8,}$/;

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Required: booleans and numbers always pass; strings are trimmed; empty or null fails. */
export function checkRequired(description: string, value: unknown): string | null {
  if (typeof value === 'boolean' || typeof value === 'number') return null;
  return isEmptyValue(value) ? RULE_MESSAGES.required(description) : null;
}

export function checkStringLength(description: string, value: unknown, min: number, max: number): string | null {
  if (isEmptyValue(value)) return null;
  const length = String(value).length;
  return length < min || length > max ? RULE_MESSAGES.stringLength(description, min, max) : null;
}

export function checkEmail(value: unknown): string | null {
  return isEmptyValue(value) || EMAIL.test(String(value).trim()) ? null : RULE_MESSAGES.email;
}

export function checkPhone(value: unknown): string | null {
  return isEmptyValue(value) || PHONE.test(String(value).trim()) ? null : RULE_MESSAGES.phone;
}

export function checkInteger(value: unknown): string | null {
  if (isEmptyValue(value)) return null;
  return /^-?\d+$/.test(String(value).trim()) ? null : RULE_MESSAGES.integer;
}

export function checkNumber(value: unknown): string | null {
  if (isEmptyValue(value)) return null;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(String(value).trim()) ? null : RULE_MESSAGES.number;
}

export function checkMonth(value: unknown): string | null {
  if (isEmptyValue(value)) return null;
  const month = Number(value);
  return Number.isInteger(month) && month >= 1 && month <= 12 ? null : RULE_MESSAGES.month;
}

/** Skipped when editing an existing record (spec §5). */
export function checkPasswordStrength(value: unknown, mode: FormMode): string | null {
  if (mode === 'edit' || isEmptyValue(value)) return null;
  return STRONG_PASSWORD.test(String(value)) ? null : RULE_MESSAGES.passwordStrength;
}

function lengthPars(field: FieldInfoStrut): [number, number] | null {
  const rule = (field.Rules ?? []).find((candidate) => candidate.RuleName.toLowerCase() === 'stringlength');
  if (!rule || !rule.RulePars || rule.RulePars.length < 2) return null;
  const [min, max] = rule.RulePars.map(Number);
  return Number.isFinite(min) && Number.isFinite(max) ? [min, max] : null;
}

/** Every client-side check of one field, in the order a person reads them. Server rule `unique` is checked apart. */
export function fieldMessages(field: FieldInfoStrut, value: unknown, context: RuleContext): string[] {
  const messages: Array<string | null> = [];
  if (isRequiredIn(field, context.mode)) messages.push(checkRequired(field.Description, value));
  const pars = lengthPars(field);
  if (pars) messages.push(checkStringLength(field.Description, value, pars[0], pars[1]));
  // By name ending, as the server does: a dictionary field such as EmailType holds no address.
  if (/email$/i.test(field.Name)) messages.push(checkEmail(value));
  if (/phone$/i.test(field.Name)) messages.push(checkPhone(value));
  if (/password/i.test(field.Name)) messages.push(checkPasswordStrength(value, context.mode));
  if (hasRule(field, 'month')) messages.push(checkMonth(value));
  const kind = fieldKind(field);
  if (kind === 'integer') messages.push(checkInteger(value));
  if (kind === 'number') messages.push(checkNumber(value));
  return messages.filter((message): message is string => message !== null);
}

/** A form validation error entry (data-modules §3): the field's description and its messages. */
export interface FieldErrorEntry {
  field: string;
  name: string;
  errs: string[];
}

export function validateFields(
  fields: readonly FieldInfoStrut[],
  record: Record<string, unknown>,
  context: RuleContext,
): FieldErrorEntry[] {
  const entries: FieldErrorEntry[] = [];
  for (const field of fields) {
    const errs = fieldMessages(field, record[field.Name], context);
    if (errs.length > 0) entries.push({ field: field.Name, name: field.Description, errs });
  }
  return entries;
}
