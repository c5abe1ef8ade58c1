import { useMemo } from 'react';
import { useList } from '@refinedev/core';
import type { ApiRecord } from '../../contract/index';
import { relateListMeta, relateSearchFilters, relationChoice, type RelationChoice } from '../forms/relateSearch';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useModuleStruts } from '../hooks/useModuleStruts';

/** Rows one search shows; a person types more to narrow it. */
const SEARCH_PAGE_SIZE = 20;
/** Typing pauses this long before the search goes out: one call per word, not per keystroke. */
const SEARCH_DEBOUNCE_MS = 300;

export interface RelationSearchOptions {
  /** Leaves this record out of the answer (a module relating to itself). */
  excludeId?: string | null;
  /** False while the select cannot be used (disabled, read-only): no call. */
  enabled?: boolean;
}

export interface RelationSearch {
  /** The rows found, as the server answered them (the form reads a chosen person's department from them). */
  rows: ApiRecord[];
  /** The rows as options, shown by the related module's RelateFields. */
  choices: RelationChoice[];
  /** True until the first answer. */
  loading: boolean;
  /** True while any search is on its way. */
  searching: boolean;
}

/**
 * Remote search of a related module, for the form's relation select and the list's relation filter alike: the typed
 * keyword, once typing pauses, is searched with contains over the module's RelateFields (people through their own
 * page list), after the module's descriptors have told which fields those are.
 */
export function useRelationSearch(relate: string, keyword: string, { excludeId = null, enabled = true }: RelationSearchOptions = {}): RelationSearch {
  const debounced = useDebouncedValue(keyword, SEARCH_DEBOUNCE_MS);
  const related = useModuleStruts(relate);
  const relateFields = useMemo(() => related.data?.RelateFields ?? ['Name'], [related.data]);
  const { result, query } = useList<ApiRecord>({
    resource: relate,
    filters: relateSearchFilters(relateFields, debounced, excludeId),
    pagination: { currentPage: 1, pageSize: SEARCH_PAGE_SIZE },
    meta: relateListMeta(relate),
    queryOptions: { enabled: related.isSuccess && enabled },
  });
  const rows = result.data;
  const choices = useMemo(() => rows.map((row) => relationChoice(row, relateFields, related.data?.FieldInfoStruts)), [rows, relateFields, related.data]);
  return { rows, choices, loading: query.isLoading, searching: query.isFetching };
}
