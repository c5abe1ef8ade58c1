import type { CrudFilter } from '@refinedev/core';

/** Where a related module's records are searched: Person has its own page list (data-modules spec §7). */
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

/** How many names a multiple select shows before an ellipsis (data-modules spec §9). */
export const MAX_SHOWN_NAMES = 3;

/** What a remote select without data says (data-modules spec §8: enter a keyword, or search). */
export const REMOTE_SELECT_EMPTY_HINT = '请输入关键字，或搜索';
