/**
 * A list call's body, validated against PageParaSchema (its keys canonicalised, its bounds answered in Chinese before
 * the handler runs), read into the request the list query builds from. What a schema cannot say is checked here:
 * the compare named in the answer, an `in` list bounded item by item, the values all filters bind together (SH-HTTP-3).
 */
import type { Compare, PageFilter, PagePara } from '../../contract/index.js';
import { COMPARES, LIST_MESSAGES } from '../../contract/index.js';
import { badRequest } from '../platform/http/httpError.js';

import { DEFAULT_PAGE_SIZE, MAX_FILTER_VALUE_LENGTH, MAX_IN_VALUES, MAX_LIST_VALUES, MAX_PAGE_SIZE } from '../../contract/list.js';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE };

export interface ListRequest {
  pageIndex: number;
  pageSize: number;
  keyWord: string;
  filters: PageFilter[];
  sort: { name: string; mode: 'asc' | 'desc' } | null;
}

type WireFilter = NonNullable<NonNullable<PagePara['Condition']>['Filters']>[number];

function boundedText(text: string): string {
  if (text.length > MAX_FILTER_VALUE_LENGTH) throw badRequest(LIST_MESSAGES.valueTooLong);
  return text;
}

/** How many values a filter binds: each `in` item, each field a `$` searches, else one. */
function boundValueCount(filter: PageFilter): number {
  if (filter.Compare === '$') return filter.Name.split(';').length;
  if (filter.Compare !== 'in' || typeof filter.Value !== 'string') return 1;
  const items = filter.Value.split(',');
  if (items.length > MAX_IN_VALUES) throw badRequest(LIST_MESSAGES.tooManyInValues);
  items.forEach(boundedText);
  return items.length;
}

function toFilter(wire: WireFilter): PageFilter {
  const compare = String(wire.Compare ?? '==').trim() as Compare;
  // The compare is echoed only when short: a megabyte of it is not worth sending back.
  if (!COMPARES.includes(compare)) throw badRequest(compare.length <= 8 ? `${LIST_MESSAGES.invalidFilter}:${compare}` : LIST_MESSAGES.invalidFilter);
  const value = wire.Value;
  const scalar = value === undefined ? null : Array.isArray(value) ? value.map(String).join(',') : (value as PageFilter['Value']);
  // An `in` list is bounded item by item (boundValueCount); every other value as a whole.
  if (typeof scalar === 'string' && compare !== 'in') boundedText(scalar);
  return { Name: String(wire.Name ?? ''), Compare: compare, Value: scalar };
}

function readFilters(wire: readonly WireFilter[]): PageFilter[] {
  const filters = wire.map(toFilter);
  const valueCount = filters.reduce((sum, filter) => sum + boundValueCount(filter), 0);
  if (valueCount > MAX_LIST_VALUES) throw badRequest(LIST_MESSAGES.tooManyValues);
  return filters;
}

export function readListRequest(body: PagePara): ListRequest {
  const sortName = body.SortInfo?.Name;
  const mode = String(body.SortInfo?.Mode ?? 'asc').toLowerCase();
  const keyWord = body.Condition?.KeyWord;
  return {
    pageIndex: body.PageIndex ?? 1,
    pageSize: Math.min(body.PageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    keyWord: keyWord === undefined ? '' : boundedText(String(keyWord).trim()),
    filters: readFilters(body.Condition?.Filters ?? []),
    sort:
      typeof sortName === 'string' && sortName.trim() !== '' ? { name: sortName.trim(), mode: mode === 'desc' || mode === 'descend' ? 'desc' : 'asc' } : null,
  };
}
