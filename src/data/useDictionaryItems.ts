import { useList } from '@refinedev/core';
import type { EnumItemRow } from '../forms/dictionaryChoices';

/** The most items one dictionary holds, all in one page. */
const DICTIONARY_PAGE_SIZE = 500;
/** Dictionaries change rarely: every select of the same dictionary shares one answer for five minutes. */
const DICTIONARY_STALE_MS = 5 * 60 * 1000;

/**
 * The items of one data dictionary (the EnumItem rows of an EnumName, in SortCode order), for the form's dictionary
 * select and the list's dictionary filter alike. No call while the name is empty (a dependent select's parent
 * dictionary when it has no parent).
 */
export function useDictionaryItems(enumName: string | null | undefined): { items: EnumItemRow[]; loading: boolean } {
  const { result, query } = useList<EnumItemRow>({
    resource: 'EnumItem',
    filters: [{ field: 'EnumName', operator: 'eq', value: enumName ?? '' }],
    sorters: [{ field: 'SortCode', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: DICTIONARY_PAGE_SIZE },
    queryOptions: { enabled: typeof enumName === 'string' && enumName !== '', staleTime: DICTIONARY_STALE_MS },
  });
  return { items: result.data, loading: query.isLoading };
}
