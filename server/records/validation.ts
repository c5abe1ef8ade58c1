/**
 * A write checked against its module's descriptors with the rule catalogue the form runs (core/rules): the merged
 * record, read in its wire form, passes or fails the very checks the form applied, and a refusal answers the message
 * the form shows beside that field. What stays here is the server's own: which fields a client may set, and the
 * coercion into stored values (values.ts). Checks that need the database (unique, related record exists) live in
 * dbChecks.ts.
 */
import type { FieldInfoStrut } from '../../contract/index.js';
import { hasRule } from '../../core/adapter/fieldKinds.js';
import { firstRecordMessage } from '../../core/rules/fieldRules.js';
import type { Row } from '../platform/db/types.js';
import { coerceForStorage, toWireValue } from './values.js';

export type WriteMode = 'create' | 'update';

export function isRequired(field: FieldInfoStrut): boolean {
  return hasRule(field, 'required');
}

export function isUnique(field: FieldInfoStrut): boolean {
  return hasRule(field, 'unique');
}

/** The first problem with a merged record (stored values), worded as the form words it; null when it passes. */
export function checkRecord(fields: readonly FieldInfoStrut[], values: Row, mode: WriteMode): string | null {
  const wire: Record<string, unknown> = {};
  for (const field of fields) wire[field.Name] = toWireValue(field.Type, values[field.Name]);
  return firstRecordMessage(fields, wire, { mode: mode === 'update' ? 'edit' : 'create' });
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
 * then checks every field. Unknown input keys are ignored; so are related display objects. `serverValues` (the
 * fields the server sets itself) win over both the input and the previous record.
 */
export function mergeAndValidate(fields: FieldInfoStrut[], input: Record<string, unknown>, previous: Row | null, serverValues: Row = {}): MergeResult {
  const mode: WriteMode = previous ? 'update' : 'create';
  const values: Row = {};
  const changed = new Set<string>();
  const inputByLower = new Map(Object.keys(input).map((k) => [k.toLowerCase(), k]));
  for (const field of fields) {
    const key = inputByLower.get(field.Name.toLowerCase());
    const serverSet = Object.hasOwn(serverValues, field.Name);
    const supplied = serverSet || (key !== undefined && isClientWritable(field, mode));
    let raw: unknown;
    if (serverSet) raw = serverValues[field.Name];
    else if (supplied) raw = input[key as string];
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
  return { values, changed, error: checkRecord(fields, values, mode) };
}
