/**
 * Reading a PagePara from a request body. Form bodies carry strings, some callers use camelCase
 * (`pageIndex`), so keys are matched case-insensitively and numbers parsed leniently. What is out of the
 * contract's bounds answers 400 here, before any query is built (SH-HTTP-3).
 */
import type { Compare, PageFilter } from '../../contract/index.js';
import { COMPARES } from '../../contract/index.js';
import { badRequest } from '../platform/http/httpError.js';

import {
  DEFAULT_PAGE_SIZE, MAX_FILTER_VALUE_LENGTH, MAX_IN_VALUES, MAX_LIST_FILTERS, MAX_LIST_VALUES, MAX_PAGE_INDEX, MAX_PAGE_SIZE,
} from '../../contract/list.js';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE };

export interface ListRequest {
  pageIndex: number;
  pageSize: number;
  keyWord: string;
  filters: PageFilter[];
  sort: { name: string; mode: 'asc' | 'desc' } | null;
}

type Bag = Record<string, unknown>;

function asBag(value: unknown): Bag {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Bag) : {};
}

function pick(bag: Bag, key: string): unknown {
  if (key in bag) return bag[key];
  const lower = key.toLowerCase();
  const found = Object.keys(bag).find((k) => k.toLowerCase() === lower);
  return found === undefined ? undefined : bag[found];
}

function positiveInt(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

const PAGE_INDEX_OUT_OF_RANGE = `页码超出范围(最大 ${MAX_PAGE_INDEX})`;
const TOO_MANY_FILTERS = `查询条件过多(最多 ${MAX_LIST_FILTERS} 个)`;
const VALUE_TOO_LONG = `查询值过长(最多 ${MAX_FILTER_VALUE_LENGTH} 个字符)`;
const TOO_MANY_IN_VALUES = `查询值过多(一个条件最多 ${MAX_IN_VALUES} 个)`;
const TOO_MANY_VALUES = `查询值过多(最多 ${MAX_LIST_VALUES} 个)`;
const INVALID_FILTER = '查询条件无效';

function pageIndexOf(value: unknown): number {
  const index = positiveInt(value, 1);
  // 1e308 is an integer to JavaScript, but no database takes (1e308 - 1) * PageSize as an OFFSET.
  if (index > MAX_PAGE_INDEX) throw badRequest(PAGE_INDEX_OUT_OF_RANGE);
  return index;
}

function boundedText(text: string): string {
  if (text.length > MAX_FILTER_VALUE_LENGTH) throw badRequest(VALUE_TOO_LONG);
  return text;
}

/** How many values a filter binds: each `in` item, each field a `$` searches, else one. */
function boundValueCount(filter: PageFilter): number {
  if (filter.Compare === '$') return filter.Name.split(';').length;
  if (filter.Compare !== 'in' || typeof filter.Value !== 'string') return 1;
  const items = filter.Value.split(',');
  if (items.length > MAX_IN_VALUES) throw badRequest(TOO_MANY_IN_VALUES);
  items.forEach(boundedText);
  return items.length;
}

function toFilter(raw: unknown): PageFilter {
  const bag = asBag(raw);
  const compare = String(pick(bag, 'Compare') ?? '==').trim() as Compare;
  // The compare is echoed only when short: a megabyte of it is not worth sending back.
  if (!COMPARES.includes(compare)) throw badRequest(compare.length <= 8 ? `${INVALID_FILTER}:${compare}` : INVALID_FILTER);
  const value = pick(bag, 'Value');
  const scalar = value === undefined ? null : Array.isArray(value) ? value.map(String).join(',') : value;
  if (scalar !== null && !['string', 'number', 'boolean'].includes(typeof scalar)) throw badRequest(INVALID_FILTER);
  // An `in` list is bounded item by item (boundValueCount); every other value as a whole.
  if (typeof scalar === 'string' && compare !== 'in') boundedText(scalar);
  const name = pick(bag, 'Name');
  if (typeof name === 'object' && name !== null) throw badRequest(INVALID_FILTER);
  return { Name: boundedText(String(name ?? '')), Compare: compare, Value: scalar as PageFilter['Value'] };
}

function readFilters(condition: Bag): PageFilter[] {
  const rawFilters = pick(condition, 'Filters');
  const filterList = Array.isArray(rawFilters) ? rawFilters : rawFilters === undefined ? [] : Object.values(asBag(rawFilters));
  if (filterList.length > MAX_LIST_FILTERS) throw badRequest(TOO_MANY_FILTERS);
  const filters = filterList.map(toFilter);
  const valueCount = filters.reduce((sum, filter) => sum + boundValueCount(filter), 0);
  if (valueCount > MAX_LIST_VALUES) throw badRequest(TOO_MANY_VALUES);
  return filters;
}

export function readListRequest(body: unknown): ListRequest {
  const bag = asBag(body);
  const condition = asBag(pick(bag, 'Condition'));
  const sortBag = asBag(pick(bag, 'SortInfo'));
  const sortName = pick(sortBag, 'Name');
  const mode = String(pick(sortBag, 'Mode') ?? 'asc').toLowerCase();
  const keyWord = pick(condition, 'KeyWord');
  return {
    pageIndex: pageIndexOf(pick(bag, 'PageIndex')),
    pageSize: Math.min(positiveInt(pick(bag, 'PageSize'), DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE),
    keyWord: typeof keyWord === 'string' || typeof keyWord === 'number' ? boundedText(String(keyWord).trim()) : '',
    filters: readFilters(condition),
    sort: typeof sortName === 'string' && sortName.trim() !== ''
      ? { name: boundedText(sortName.trim()), mode: mode === 'desc' || mode === 'descend' ? 'desc' : 'asc' }
      : null,
  };
}
