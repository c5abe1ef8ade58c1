/**
 * Checks a record against its module's descriptors, the same rules the form applies (data-modules spec §5).
 * Pure: checks that need the database (unique, related record exists) live in dbChecks.ts.
 * Messages name the field by its Description, as the form does.
 */
import type { FieldInfoStrut } from '../../contract/index.js';
import type { ColumnValue, Row } from '../platform/db/types.js';
import { coerceForStorage } from './values.js';

export type WriteMode = 'create' | 'update';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^1[3-9]\d{9}$/;

function ruleOf(field: FieldInfoStrut, name: string): { RulePars?: Array<string | number> | null } | undefined {
  return field.Rules?.find((r) => r.RuleName.toLowerCase() === name.toLowerCase()) ?? undefined;
}

export function isRequired(field: FieldInfoStrut): boolean {
  return ruleOf(field, 'required') !== undefined;
}

export function isUnique(field: FieldInfoStrut): boolean {
  return ruleOf(field, 'unique') !== undefined;
}

/** The first problem with one already-coerced value, or null. */
export function checkValue(field: FieldInfoStrut, value: ColumnValue): string | null {
  const label = field.Description;
  const empty = value === null || (typeof value === 'string' && value.trim() === '') || (field.Type === 'Array' && value === '[]');
  if (empty) return isRequired(field) ? `${label}是必填的` : null;
  if (typeof value === 'string' && field.Type !== 'Array') {
    const length = ruleOf(field, 'stringLength');
    if (length?.RulePars && length.RulePars.length === 2) {
      const [min, max] = length.RulePars.map(Number);
      const chars = [...value].length;
      if (chars < min || chars > max) return `${label}长度要求在[${min},${max}]之间`;
    }
    // By name ending (Email, ToEmail, ContactPhone): a dictionary field like EmailType holds no address.
    if (/email$/i.test(field.Name) && !EMAIL.test(value.trim())) return `${label}:邮箱地址无效`;
    if (/phone$/i.test(field.Name) && !MOBILE.test(value.trim())) return `${label}:手机号码无效`;
    if (field.EnumValues && field.EnumValues.length > 0 && !field.EnumValues.some((o) => o.Key === value)) {
      return `${label}:取值不在可选范围内`;
    }
  }
  return null;
}

/** Whether the client may set this field: hidden-from-form and always-read-only fields are the server's. */
export function isClientWritable(field: FieldInfoStrut, mode: WriteMode): boolean {
  if (field.Hide === 'Form' || field.Hide === 'All') return false;
  if (field.ReadOnly === 'All') return false;
  if (field.ReadOnly === 'Edit' && mode === 'update') return false;
  return true;
}

export interface MergeResult {
  /** The full stored record after the write (coerced). */
  values: Row;
  /** Fields whose value the client supplied and that differ from before. */
  changed: Set<string>;
  error: string | null;
}

function defaultValueOf(field: FieldInfoStrut): unknown {
  return field.DefaultValue === undefined ? null : field.DefaultValue;
}

/**
 * Merges the client's input into the previous record (null on create, where defaults apply), coercing types,
 * then checks every field. Unknown input keys are ignored; so are related display objects.
 */
export function mergeAndValidate(fields: FieldInfoStrut[], input: Record<string, unknown>, previous: Row | null): MergeResult {
  const mode: WriteMode = previous ? 'update' : 'create';
  const values: Row = {};
  const changed = new Set<string>();
  const inputByLower = new Map(Object.keys(input).map((k) => [k.toLowerCase(), k]));
  for (const field of fields) {
    const key = inputByLower.get(field.Name.toLowerCase());
    const supplied = key !== undefined && isClientWritable(field, mode);
    let raw: unknown;
    if (supplied) raw = input[key];
    else if (previous) raw = undefined;
    else raw = defaultValueOf(field);
    if (raw === undefined && previous) {
      values[field.Name] = previous[field.Name] ?? null;
      continue;
    }
    const coerced = coerceForStorage(field, raw);
    if (!coerced.ok) return { values, changed, error: coerced.message };
    let value = coerced.value;
    if (value === null && !supplied && !previous && field.Type === 'Boolean') value = 0;
    values[field.Name] = value;
    if (supplied && (!previous || previous[field.Name] !== value)) changed.add(field.Name);
  }
  for (const field of fields) {
    const error = checkValue(field, values[field.Name] ?? null);
    if (error) return { values, changed, error };
  }
  return { values, changed, error: null };
}

