/**
 * Reading a PagePara from a request body. Form bodies carry strings, some callers use camelCase
 * (`pageIndex`), so keys are matched case-insensitively and numbers parsed leniently.
 */
import type { Compare, PageFilter } from '../../contract/index.js';
import { COMPARES } from '../../contract/index.js';
import { badRequest } from '../platform/http/httpError.js';

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../contract/list.js';

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

function toFilter(raw: unknown): PageFilter {
  const bag = asBag(raw);
  const compare = String(pick(bag, 'Compare') ?? '==').trim() as Compare;
  if (!COMPARES.includes(compare)) throw badRequest(`查询条件无效:${compare}`);
  const value = pick(bag, 'Value');
  const scalar = value === undefined ? null : Array.isArray(value) ? value.map(String).join(',') : value;
  if (scalar !== null && !['string', 'number', 'boolean'].includes(typeof scalar)) throw badRequest('查询条件无效');
  return { Name: String(pick(bag, 'Name') ?? ''), Compare: compare, Value: scalar as PageFilter['Value'] };
}

export function readListRequest(body: unknown): ListRequest {
  const bag = asBag(body);
  const condition = asBag(pick(bag, 'Condition'));
  const rawFilters = pick(condition, 'Filters');
  const filterList = Array.isArray(rawFilters) ? rawFilters : rawFilters === undefined ? [] : Object.values(asBag(rawFilters));
  const sortBag = asBag(pick(bag, 'SortInfo'));
  const sortName = pick(sortBag, 'Name');
  const mode = String(pick(sortBag, 'Mode') ?? 'asc').toLowerCase();
  const keyWord = pick(condition, 'KeyWord');
  return {
    pageIndex: positiveInt(pick(bag, 'PageIndex'), 1),
    pageSize: Math.min(positiveInt(pick(bag, 'PageSize'), DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE),
    keyWord: typeof keyWord === 'string' || typeof keyWord === 'number' ? String(keyWord).trim() : '',
    filters: filterList.map(toFilter),
    sort: typeof sortName === 'string' && sortName.trim() !== ''
      ? { name: sortName.trim(), mode: mode === 'desc' || mode === 'descend' ? 'desc' : 'asc' }
      : null,
  };
}
