/**
 * The score pages' filters: a year range, a department, a person, an evaluation-indicator category and (on rankings)
 * schemes. A page starts from the filters in its address (a ranking row links to another page filtered by it), keeps
 * edits in its own state until 查询, and sends them as contract/score.ts `ScoreFilters`. Whatever an address holds is
 * bounded and checked: a hand-edited link narrows nothing it should not and never breaks the page.
 */
import { SCORE_LIMITS, type ScoreFilters } from '../../../contract/index';
import { MAX_YEAR, MIN_YEAR } from '../report/reportFilters';

export type YearRange = [number | null, number | null];

export interface ScoreFilterValues {
  years?: YearRange;
  dept?: string;
  person?: string;
  category?: string;
  /** Scheme codes (rankings only); none: every scheme. */
  schemes?: string[];
}

/** The address keys, e.g. `?years=2023..2025&dept={Id}&scheme=thesis&scheme=patent`. */
export const FILTER_PARAMS = { years: 'years', dept: 'dept', person: 'person', category: 'category', scheme: 'scheme' } as const;
const RANGE_SEPARATOR = '..';
const MAX_CATEGORY_LENGTH = 100;
const MAX_SCHEMES = 20;
/** Record ids are short tokens; anything else in an address is not an id. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

function year(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^\d{4}$/.test(text)) return null;
  const number = Number(text);
  return number >= MIN_YEAR && number <= MAX_YEAR ? number : null;
}

const idOf = (value: unknown) => (typeof value === 'string' && ID_PATTERN.test(value) ? value : undefined);

/** The values a page may trust: ordered years, ids that look like ids, a bounded category, known-looking codes. */
export function cleanScoreFilters(values: ScoreFilterValues): ScoreFilterValues {
  const clean: ScoreFilterValues = {};
  if (Array.isArray(values.years)) {
    let [from, to] = [year(values.years[0]), year(values.years[1])];
    if (from !== null && to !== null && from > to) [from, to] = [to, from];
    if (from !== null || to !== null) clean.years = [from, to];
  }
  const dept = idOf(values.dept);
  if (dept) clean.dept = dept;
  const person = idOf(values.person);
  if (person) clean.person = person;
  const category = typeof values.category === 'string' ? values.category.trim() : '';
  if (category !== '' && category.length <= MAX_CATEGORY_LENGTH) clean.category = category;
  if (Array.isArray(values.schemes)) {
    const schemes = [...new Set(values.schemes.filter((code): code is string => typeof code === 'string' && CODE_PATTERN.test(code)))].slice(0, MAX_SCHEMES);
    if (schemes.length > 0) clean.schemes = schemes;
  }
  return clean;
}

/** The filters an address carries. */
export function scoreFiltersFromSearch(search: string): ScoreFilterValues {
  const params = new URLSearchParams(search);
  const years = params.get(FILTER_PARAMS.years);
  return cleanScoreFilters({
    years: years === null ? undefined : (years.split(RANGE_SEPARATOR).slice(0, 2) as unknown as YearRange),
    dept: params.get(FILTER_PARAMS.dept) ?? undefined,
    person: params.get(FILTER_PARAMS.person) ?? undefined,
    category: params.get(FILTER_PARAMS.category) ?? undefined,
    schemes: params.getAll(FILTER_PARAMS.scheme),
  });
}

/** The address query of some filters (for a link onward), `''` when none is set. */
export function scoreFiltersToSearch(values: ScoreFilterValues): string {
  const clean = cleanScoreFilters(values);
  const params = new URLSearchParams();
  if (clean.years) params.set(FILTER_PARAMS.years, `${clean.years[0] ?? ''}${RANGE_SEPARATOR}${clean.years[1] ?? ''}`);
  if (clean.dept) params.set(FILTER_PARAMS.dept, clean.dept);
  if (clean.person) params.set(FILTER_PARAMS.person, clean.person);
  if (clean.category) params.set(FILTER_PARAMS.category, clean.category);
  for (const code of clean.schemes ?? []) params.append(FILTER_PARAMS.scheme, code);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The body's `Filters`: only what is set. */
export function scoreFiltersQuery(values: ScoreFilterValues): ScoreFilters {
  const clean = cleanScoreFilters(values);
  const filters: ScoreFilters = {};
  if (clean.years) filters.Years = clean.years;
  if (clean.dept) filters.Dept_Id = clean.dept;
  if (clean.person) filters.Person_Id = clean.person;
  if (clean.category) filters.Category = clean.category;
  return filters;
}

/** The scheme codes of a ranking: the chosen ones among those known, or undefined for every scheme. */
export function rankingSchemes(values: ScoreFilterValues, known: readonly string[]): string[] | undefined {
  const chosen = (cleanScoreFilters(values).schemes ?? []).filter((code) => known.includes(code));
  return chosen.length > 0 ? chosen : undefined;
}

/** Names to show for the ids and codes in the filters (the export's and print's line reads names, never ids). */
export interface FilterNames {
  dept?: string | null;
  person?: string | null;
  schemes?: Readonly<Record<string, string>>;
}

/** The filters in words: 筛选条件：年度 2023年至2025年；科室 呼吸内科；… */
export function describeScoreFilters(values: ScoreFilterValues, names: FilterNames = {}): string {
  const clean = cleanScoreFilters(values);
  const parts: string[] = [];
  if (clean.years) {
    const [from, to] = clean.years;
    parts.push(`年度 ${from !== null && to !== null ? (from === to ? `${from}年` : `${from}年至${to}年`) : from !== null ? `${from}年起` : `${to}年止`}`);
  }
  if (clean.dept) parts.push(`科室 ${names.dept || '已选科室'}`);
  if (clean.person) parts.push(`人员 ${names.person || '已选人员'}`);
  if (clean.category) parts.push(`评价指标类别 ${clean.category}`);
  if (clean.schemes) parts.push(`积分类别 ${clean.schemes.map((code) => names.schemes?.[code] ?? code).join('、')}`);
  return `筛选条件：${parts.length > 0 ? parts.join('；') : '全部'}`;
}

/** The most rows a ranking asks for. */
export const RANKING_LIMIT = SCORE_LIMITS.maxRankingRows;

/** `?year=2024` in the address (the three-project tree's year), when it is a whole year the pickers offer. */
export function yearFromSearch(search: string): number | null {
  const text = new URLSearchParams(search).get('year');
  if (!text || !/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= MIN_YEAR && year <= MAX_YEAR ? year : null;
}
