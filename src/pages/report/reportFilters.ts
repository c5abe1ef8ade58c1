/**
 * The filter bar's values, kept in the address (so a link reproduces the view) and sent as the query's Filters.
 * Every value read from an address is bounded and checked against its filter: a hand-edited link narrows nothing
 * it should not, and never breaks the page.
 */
import { REPORT_LIMITS, type ReportMeta, type ReportQuery } from '../../../contract/index';

export type ReportFilterMeta = ReportMeta['Filters'][number];
export type YearRange = [number | null, number | null];
export type DateRange = [string | null, string | null];
export type FilterValue = YearRange | DateRange | string | string[];
/** Only filters the user has set; a filter absent here shows everything (the page opens unfiltered). */
export type FilterValues = Readonly<Record<string, FilterValue>>;

export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
// Kept as is by URLSearchParams, so a link reads ?years=2020..2024.
const RANGE_SEPARATOR = '..';
const MAX_VALUE_LENGTH = 200;

function year(text: string | undefined): number | null {
  if (!text || !/^\d{4}$/.test(text)) return null;
  const value = Number(text);
  return value >= MIN_YEAR && value <= MAX_YEAR ? value : null;
}

function date(text: string | undefined): string | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text) ? text : null;
}

function ordered<T extends number | string>(from: T | null, to: T | null): [T | null, T | null] {
  return from !== null && to !== null && from > to ? [to, from] : [from, to];
}

const allowed = (filter: ReportFilterMeta, value: string) =>
  value !== '' && value.length <= MAX_VALUE_LENGTH && (!filter.Options || filter.Options.some((option) => option.Value === value));

/** One filter's value as the page holds it, or undefined when unset or invalid. */
export function cleanFilterValue(filter: ReportFilterMeta, raw: unknown): FilterValue | undefined {
  switch (filter.Kind) {
    case 'yearRange': {
      if (!Array.isArray(raw)) return undefined;
      const [from, to] = ordered(year(raw[0] == null ? undefined : String(raw[0])), year(raw[1] == null ? undefined : String(raw[1])));
      return from === null && to === null ? undefined : [from, to];
    }
    case 'dateRange': {
      if (!Array.isArray(raw)) return undefined;
      const [from, to] = ordered(date(typeof raw[0] === 'string' ? raw[0] : undefined), date(typeof raw[1] === 'string' ? raw[1] : undefined));
      return from === null && to === null ? undefined : [from, to];
    }
    case 'select':
      return typeof raw === 'string' && allowed(filter, raw) ? raw : undefined;
    case 'multiSelect': {
      if (!Array.isArray(raw)) return undefined;
      const values = [...new Set(raw.filter((value): value is string => typeof value === 'string' && allowed(filter, value)))];
      return values.length > 0 ? values.slice(0, REPORT_LIMITS.maxFilterValues) : undefined;
    }
    case 'keyword': {
      const text = typeof raw === 'string' ? raw.trim().slice(0, REPORT_LIMITS.maxKeywordLength) : '';
      return text === '' ? undefined : text;
    }
  }
}

/** The filters set in an address's query (`?years=2020..2024&dept=a&dept=b&kw=癌`). */
export function filtersFromSearch(filters: readonly ReportFilterMeta[], search: string): FilterValues {
  const params = new URLSearchParams(search);
  const values: Record<string, FilterValue> = {};
  for (const filter of filters) {
    let raw: unknown;
    if (filter.Kind === 'yearRange' || filter.Kind === 'dateRange') {
      const text = params.get(filter.Key);
      raw = text === null ? undefined : text.split(RANGE_SEPARATOR).slice(0, 2);
    } else if (filter.Kind === 'multiSelect') {
      raw = params.getAll(filter.Key);
    } else {
      raw = params.get(filter.Key) ?? undefined;
    }
    const value = cleanFilterValue(filter, raw);
    if (value !== undefined) values[filter.Key] = value;
  }
  return values;
}

/** The address query for the set filters; other query keys of the address are kept. */
export function filtersToSearch(filters: readonly ReportFilterMeta[], values: FilterValues, current = ''): string {
  const params = new URLSearchParams(current);
  for (const filter of filters) {
    params.delete(filter.Key);
    const value = cleanFilterValue(filter, values[filter.Key]);
    if (value === undefined) continue;
    if (filter.Kind === 'yearRange' || filter.Kind === 'dateRange') {
      const [from, to] = value as YearRange | DateRange;
      params.set(filter.Key, `${from ?? ''}${RANGE_SEPARATOR}${to ?? ''}`);
    } else if (Array.isArray(value)) {
      for (const item of value) params.append(filter.Key, String(item));
    } else {
      params.set(filter.Key, value);
    }
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The body of `POST /api/report/{code}`: the set filters only (none: the whole report). */
export function reportQueryOf(filters: readonly ReportFilterMeta[], values: FilterValues): ReportQuery {
  const set: Record<string, unknown> = {};
  for (const filter of filters) {
    const value = cleanFilterValue(filter, values[filter.Key]);
    if (value !== undefined) set[filter.Key] = value;
  }
  return { Filters: set };
}

function optionLabel(filter: ReportFilterMeta, value: string): string {
  return filter.Options?.find((option) => option.Value === value)?.Label ?? value;
}

function rangeText(from: number | string | null, to: number | string | null, unit: string): string {
  if (from !== null && to !== null) return from === to ? `${from}${unit}` : `${from}${unit}至${to}${unit}`;
  return from !== null ? `${from}${unit}起` : `${to}${unit}止`;
}

/** The filters applied, in words, for the export's header line and the print: 筛选条件：年度 2020年至2024年；… */
export function describeFilters(filters: readonly ReportFilterMeta[], values: FilterValues): string {
  const parts: string[] = [];
  for (const filter of filters) {
    const value = cleanFilterValue(filter, values[filter.Key]);
    if (value === undefined) continue;
    if (filter.Kind === 'yearRange') parts.push(`${filter.Label} ${rangeText(...(value as YearRange), '年')}`);
    else if (filter.Kind === 'dateRange') parts.push(`${filter.Label} ${rangeText(...(value as DateRange), '')}`);
    else if (filter.Kind === 'keyword') parts.push(`${filter.Label}含“${value as string}”`);
    else parts.push(`${filter.Label} ${(Array.isArray(value) ? value : [value]).map((item) => optionLabel(filter, String(item))).join('、')}`);
  }
  return `筛选条件：${parts.length > 0 ? parts.join('；') : '全部'}`;
}
