/**
 * What a write changed in a record, field by field, as the change history keeps it: raw stored values (the reader
 * formats them as people see them), labelled from the module's descriptors. System columns (ids, times, versions,
 * who wrote) and the import flags a correction clears are the write's own bookkeeping, not a change anyone made. A
 * sensitive field (a password, a token: the module's write-only fields) never leaves its value here — only that it
 * was set.
 */
import type { FieldInfoStrut } from '../../contract/index.js';

export interface FieldChange {
  Field: string;
  Label: string;
  /** The stored value before the write (null for a new record, or a sensitive field). */
  Old: unknown;
  /** The stored value after the write (null once deleted); SENSITIVE_CHANGED for a sensitive field. */
  New: unknown;
  /** A sensitive field: only that it changed is kept, never a value. */
  Sensitive?: true;
}

export const SENSITIVE_CHANGED = '已修改';

/** Columns every record has, written by the server on each write; `HasException`/`ExceptionReason`: the import flags. */
const BOOKKEEPING = new Set(['id', 'create_time', 'modify_time', 'create_user_id', 'modify_user_id', 'rowversion', 'hasexception', 'exceptionreason']);

export type StoredRow = Readonly<Record<string, unknown>>;

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';

/**
 * The same stored value read two ways: a number the driver gave back as text (PostgreSQL bigint, a decimal), a JSON
 * array as text or as a list, an empty value as null or ''. Only a difference people would see counts.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[') || text.startsWith('{')) {
      try {
        return JSON.stringify(JSON.parse(text));
      } catch {
        return value;
      }
    }
    return value;
  }
  if (typeof value === 'boolean') return value ? '1' : '0';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The changed fields of a write, in descriptor order. `before` is null for a new record and `after` null for a
 * deleted one: then every field holding a value is a change (the record as created, or as it was). A sensitive field
 * counts as changed when the write sets it (it is not stored where `before` could show it).
 */
export function changedFields(
  fields: readonly FieldInfoStrut[],
  sensitive: ReadonlySet<string>,
  before: StoredRow | null,
  after: StoredRow | null,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (BOOKKEEPING.has(field.Name.toLowerCase())) continue;
    const label = field.Description || field.Name;
    if (sensitive.has(field.Name)) {
      if (after !== null && !isEmpty(after[field.Name])) changes.push({ Field: field.Name, Label: label, Old: null, New: SENSITIVE_CHANGED, Sensitive: true });
      continue;
    }
    const old = before === null ? null : (before[field.Name] ?? null);
    const next = after === null ? null : (after[field.Name] ?? null);
    if (!sameValue(old, next)) changes.push({ Field: field.Name, Label: label, Old: isEmpty(old) ? null : old, New: isEmpty(next) ? null : next });
  }
  return changes;
}
