/**
 * Which checks a field's descriptor asks for, and the record check built from them. The same function decides for
 * the form (beside each field) and for the server's write validation (one message for the whole record), so the two
 * cannot disagree about a value.
 *
 * From the descriptor: rules by name (`required`, `stringLength [min, max]`, `month`); the field name (…Email and
 * …Phone by their ending, so a dictionary field like EmailType is no address; any name containing Password);
 * the Type (Int32 integer, Decimal number); fixed options (EnumValues). `unique` needs the database and is checked
 * apart.
 */
import type { FieldInfoStrut } from '../../contract/index.js';
import { hasRule, isRequiredIn } from '../adapter/fieldKinds.js';
import {
  checkEmail,
  checkEnumValue,
  checkInteger,
  checkMonth,
  checkNumber,
  checkPasswordStrength,
  checkPhone,
  checkRequired,
  checkStringLength,
  type RecordMode,
} from './checks.js';

export interface RuleContext {
  mode: RecordMode;
}

/** A failing field: its name, its description (as the form labels it) and its messages in reading order. */
export interface FieldErrorEntry {
  field: string;
  name: string;
  errs: string[];
}

/** The `stringLength` rule's bounds, when it has two numeric ones. */
export function lengthBounds(field: FieldInfoStrut): [number, number] | null {
  const rule = (field.Rules ?? []).find((candidate) => candidate.RuleName.toLowerCase() === 'stringlength');
  if (!rule?.RulePars || rule.RulePars.length < 2) return null;
  const [min, max] = rule.RulePars.map(Number);
  return Number.isFinite(min) && Number.isFinite(max) ? [min, max] : null;
}

/** Every failing check of one field's value, in the order a person reads them. */
export function fieldMessages(field: FieldInfoStrut, value: unknown, context: RuleContext): string[] {
  const messages: Array<string | null> = [];
  if (isRequiredIn(field, context.mode)) messages.push(checkRequired(field.Description, value));
  const bounds = lengthBounds(field);
  if (bounds) messages.push(checkStringLength(field.Description, value, bounds[0], bounds[1]));
  if (/email$/i.test(field.Name)) messages.push(checkEmail(value));
  if (/phone$/i.test(field.Name)) messages.push(checkPhone(value));
  if (/password/i.test(field.Name)) messages.push(checkPasswordStrength(value, context.mode));
  if (hasRule(field, 'month')) messages.push(checkMonth(value));
  if (field.Type === 'Int32') messages.push(checkInteger(value));
  if (field.Type === 'Decimal') messages.push(checkNumber(value));
  if (field.EnumValues && field.EnumValues.length > 0) messages.push(checkEnumValue(value, field.EnumValues));
  return messages.filter((message): message is string => message !== null);
}

/** The failing fields of a record (wire values: strings, numbers, booleans, lists), in field order. */
export function validateFields(fields: readonly FieldInfoStrut[], record: Readonly<Record<string, unknown>>, context: RuleContext): FieldErrorEntry[] {
  const entries: FieldErrorEntry[] = [];
  for (const field of fields) {
    const errs = fieldMessages(field, record[field.Name], context);
    if (errs.length > 0) entries.push({ field: field.Name, name: field.Description, errs });
  }
  return entries;
}

/** The first message of the first failing field: what a write refused as a whole answers. Null when all pass. */
export function firstRecordMessage(fields: readonly FieldInfoStrut[], record: Readonly<Record<string, unknown>>, context: RuleContext): string | null {
  for (const field of fields) {
    const [message] = fieldMessages(field, record[field.Name], context);
    if (message !== undefined) return message;
  }
  return null;
}
