import type { CrudFilter } from '@refinedev/core';
import type { ApiRecord, FieldInfoStrut } from '../../contract/index';
import { labelOfValues, optionLabel } from '../../core/adapter/recordLabel';

/** An option of a remote select: the record's Id, shown by its RelateFields. */
export interface RelationChoice {
  value: string;
  label: string;
}

/** Where a related module's records are searched: Person has its own page list. */
export function relateListMeta(relate: string): { listUrl?: string } | undefined {
  return relate.toLowerCase() === 'person' ? { listUrl: '/api/Person/PersonPageList' } : undefined;
}

/**
 * The filters of a remote search: `$` (contains) over the related module's RelateFields joined by `;`, and `!=` on Id
 * to leave out the record itself when a module relates to itself.
 */
export function relateSearchFilters(relateFields: readonly string[], keyword: string, excludeId?: string | null): CrudFilter[] {
  const filters: CrudFilter[] = [];
  const trimmed = keyword.trim();
  if (trimmed && relateFields.length > 0) filters.push({ field: relateFields.join(';'), operator: 'contains', value: trimmed });
  if (excludeId) filters.push({ field: 'Id', operator: 'ne', value: excludeId });
  return filters;
}

/**
 * A found row as an option: its RelateFields in order (the first, then the rest in brackets), a field with fixed
 * options by its label (`fields`: the related module's descriptors), or its Id when all are empty.
 */
export function relationChoice(row: ApiRecord, relateFields: readonly string[], fields: readonly FieldInfoStrut[] = []): RelationChoice {
  const values = relateFields.map((name) => optionLabel(fields.find((field) => field.Name === name)?.EnumValues, row[name]));
  return { value: String(row.Id ?? ''), label: labelOfValues(values) || String(row.Id ?? '') };
}

/** How many names a multiple select shows before an ellipsis. */
export const MAX_SHOWN_NAMES = 3;

/** What a remote select without data says: enter a keyword, or search. */
export const REMOTE_SELECT_EMPTY_HINT = '请输入关键字，或搜索';

/** The prompt of an empty remote select, in forms and list filters alike. */
export const REMOTE_SELECT_PLACEHOLDER = '请输入关键字搜索';
