/** The choices of a checkbox list of related records (a user's 角色) and what checking one does. Pure. */
import type { ApiRecord } from '../../../contract/index';

export interface CheckboxChoice {
  value: string;
  /** The record's first RelateField (a role's name). */
  label: string;
}

/** At most this many records are offered as checkboxes: the widget is for small modules like Role. */
export const CHECKBOX_CHOICES_LIMIT = 200;

/** Choices in the records' SortCode order (then by label), each named by the first RelateField. */
export function checkboxChoices(rows: readonly ApiRecord[], relateFields: readonly string[]): CheckboxChoice[] {
  const nameField = relateFields[0] ?? 'Name';
  const sortCode = (row: ApiRecord): number => (typeof row.SortCode === 'number' ? row.SortCode : Number.MAX_SAFE_INTEGER);
  return [...rows]
    .sort((a, b) => sortCode(a) - sortCode(b) || String(a[nameField] ?? '').localeCompare(String(b[nameField] ?? ''), 'zh-CN'))
    .map((row) => ({ value: String(row.Id ?? ''), label: String(row[nameField] ?? '') || '(未命名)' }));
}

/** The ids after checking or clearing one; ids no checkbox shows are kept. */
export function toggleId(ids: readonly string[], id: string, checked: boolean): string[] {
  const rest = ids.filter((candidate) => candidate !== id);
  return checked ? [...rest, id] : rest;
}
