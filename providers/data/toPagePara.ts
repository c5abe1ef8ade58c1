import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Compare, type PageFilter, type PagePara } from '../../contract/index';
import { formatWireDate } from '../http/formatDate';
import type { ListQuery } from './types';

/** A filter on this field fills `Condition.KeyWord` (contains over the module's string fields). */
export const KEYWORD_FIELD = 'KeyWord';

const OPERATOR_TO_COMPARE: Partial<Record<LogicalFilter['operator'], Compare>> = {
  eq: '==',
  ne: '!=',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  contains: '$',
  in: 'in',
};

/** Whether Refine asks for every row (pagination mode `off`, or `client`, which pages what it got in the browser). */
export function isUnpaged(pagination: ListQuery['pagination']): boolean {
  return pagination?.mode === 'off' || pagination?.mode === 'client';
}

/**
 * Refine's pagination, sorters and filters as the institute's `PagePara`. Throws on filters it cannot express.
 * An unpaged query starts at the first page of the server's largest (see fetchAllPages for the rest).
 */
export function toPagePara({ pagination, sorters, filters }: ListQuery): PagePara {
  const para: PagePara = {};
  if (isUnpaged(pagination)) {
    para.PageIndex = 1;
    para.PageSize = MAX_PAGE_SIZE;
  } else {
    para.PageIndex = pagination?.currentPage ?? 1;
    para.PageSize = pagination?.pageSize ?? DEFAULT_PAGE_SIZE;
  }

  const sorter = sorters?.find((s) => s.field && s.order);
  if (sorter) para.SortInfo = { Name: sorter.field, Mode: sorter.order };

  const pageFilters: PageFilter[] = [];
  let keyWord: string | undefined;
  for (const filter of flattenFilters(filters ?? [])) {
    if (isEmptyValue(filter.value)) continue;
    if (filter.field === KEYWORD_FIELD) {
      keyWord = String(filter.value);
      continue;
    }
    pageFilters.push(toPageFilter(filter));
  }
  if (keyWord !== undefined || pageFilters.length > 0) {
    para.Condition = {};
    if (keyWord !== undefined) para.Condition.KeyWord = keyWord;
    if (pageFilters.length > 0) para.Condition.Filters = pageFilters;
  }
  return para;
}

export function toPageFilter(filter: LogicalFilter): PageFilter {
  const compare = OPERATOR_TO_COMPARE[filter.operator];
  if (!compare) {
    throw new Error(`不支持的筛选运算符 "${filter.operator}" (字段 ${filter.field}); 可用: ${Object.keys(OPERATOR_TO_COMPARE).join(', ')}`);
  }
  return { Name: filter.field, Compare: compare, Value: toFilterValue(filter) };
}

/** An `and` group is the same as its filters side by side; `or` groups have no PagePara form. */
function flattenFilters(filters: CrudFilter[]): LogicalFilter[] {
  return filters.flatMap((filter): LogicalFilter[] => {
    if ('field' in filter) return [filter];
    if (filter.operator === 'and') return flattenFilters(filter.value);
    throw new Error(`不支持的筛选条件 "${filter.operator}": 请用 contains 与 "A;B" 字段名表达"或"`);
  });
}

function toFilterValue(filter: LogicalFilter): PageFilter['Value'] {
  const value: unknown = filter.value;
  if (Array.isArray(value)) return value.map((item) => scalar(item, filter.field)).join(',');
  return scalar(value, filter.field);
}

function scalar(value: unknown, field: string): string | number | boolean {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return formatWireDate(value);
  throw new Error(`筛选字段 ${field} 的值无法发送: ${JSON.stringify(value)}`);
}

function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}
