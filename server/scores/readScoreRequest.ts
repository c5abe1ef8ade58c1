/**
 * The bodies of the score calls (contract/score.ts), as their schemas (contract/wire/scoreBody.ts) let them through:
 * what needs the value in its text is checked here — unknown keys, years outside 1900..2100, ids longer than 64 — a
 * Chinese 400, never a 500. Values come out typed for the SQL builders, which bind them.
 */
import { SCORE_LIMITS, type ScoreFilters, type ScoreListQuery, type ScorePersonQuery, type ScoreRankingQuery } from '../../contract/index.js';
import { badRequest } from '../platform/http/httpError.js';
import type { ScoredFilters } from './scoredRows.js';

export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
const MAX_ID_LENGTH = 64;
const MAX_CATEGORY_LENGTH = 100;
export const DEFAULT_PAGE_SIZE = 20;

const isBlank = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

function onlyKeys(obj: object, keys: readonly string[], what: string): void {
  for (const key of Object.keys(obj)) if (!keys.includes(key)) throw badRequest(`${what}不存在: ${key.slice(0, 50)}`);
}

/** A year, or null for an open end. */
export function readYear(raw: unknown, label: string): number | null {
  if (isBlank(raw)) return null;
  const n = typeof raw === 'string' ? Number(raw.trim()) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < MIN_YEAR || n > MAX_YEAR) throw badRequest(`${label}应为 ${MIN_YEAR} 到 ${MAX_YEAR} 的整数`);
  return n;
}

export function readId(raw: unknown, label: string): string | null {
  if (isBlank(raw)) return null;
  if (typeof raw !== 'string') throw badRequest(`${label}应为文字`);
  const id = raw.trim();
  if (id.length > MAX_ID_LENGTH) throw badRequest(`${label}最长 ${MAX_ID_LENGTH} 个字符`);
  return id;
}

/** Filters as the schema lets them through: absent or the empty text are none. */
export function readFilters(raw: ScoreFilters | '' | undefined): ScoredFilters {
  const body = raw === undefined || raw === '' ? {} : raw;
  onlyKeys(body, ['Years', 'Dept_Id', 'Person_Id', 'Category'], '筛选条件');
  let fromYear: number | null = null;
  let toYear: number | null = null;
  if (!isBlank(body.Years)) {
    if (!Array.isArray(body.Years) || body.Years.length !== 2) throw badRequest('年度:应为起止两个值');
    fromYear = readYear(body.Years[0], '起始年度');
    toYear = readYear(body.Years[1], '结束年度');
    if (fromYear !== null && toYear !== null && fromYear > toYear) throw badRequest('起始年度不能晚于结束年度');
  }
  let category: string | null = null;
  if (!isBlank(body.Category)) {
    category = (body.Category as string).trim();
    if (category.length > MAX_CATEGORY_LENGTH) throw badRequest(`评价指标类别最长 ${MAX_CATEGORY_LENGTH} 个字`);
  }
  return { fromYear, toYear, deptId: readId(body.Dept_Id, '科室'), personId: readId(body.Person_Id, '人员'), category };
}

export interface ListRequest {
  filters: ScoredFilters;
  pageIndex: number;
  pageSize: number;
}

export function readListRequest(body: ScoreListQuery): ListRequest {
  onlyKeys(body, ['Filters', 'PageIndex', 'PageSize'], '查询条件');
  return { filters: readFilters(body.Filters), pageIndex: body.PageIndex ?? 1, pageSize: body.PageSize ?? DEFAULT_PAGE_SIZE };
}

export interface RankingRequest {
  by: 'person' | 'dept';
  /** Scheme codes as the caller wrote them (checked against the schemes by the caller of this). */
  schemes: string[] | null;
  filters: ScoredFilters;
  limit: number;
}

export function readRankingRequest(body: ScoreRankingQuery): RankingRequest {
  onlyKeys(body, ['By', 'Schemes', 'Filters', 'Limit'], '查询条件');
  return { by: body.By, schemes: body.Schemes ?? null, filters: readFilters(body.Filters), limit: body.Limit ?? SCORE_LIMITS.maxRankingRows };
}

export interface PersonRequest {
  filters: ScoredFilters;
  /** Rows skipped, from the newest. */
  offset: number;
  /** Rows shown: offset + limit never past the newest SCORE_LIMITS.maxRankingRows. */
  limit: number;
}

const personRowsBeyond = (max: number): string => `个人科研成果明细最多列出最新 ${max} 条`;

/**
 * `POST /api/score/person/{id}` body: `{Filters}` as the other calls take it, or the filters themselves; empty is every
 * year. A page (PageIndex, PageSize) of the newest rows, or all of them.
 */
export function readPersonRequest(body: ScorePersonQuery): PersonRequest {
  const { PageIndex, PageSize, ...rest } = body;
  const max = SCORE_LIMITS.maxRankingRows;
  const size = PageSize ?? max;
  const offset = ((PageIndex ?? 1) - 1) * size;
  if (offset >= max) throw badRequest(personRowsBeyond(max));
  const limit = Math.min(size, max - offset);
  if (!('Filters' in rest)) return { filters: readFilters(rest), offset, limit };
  onlyKeys(rest, ['Filters'], '查询条件');
  return { filters: readFilters(rest.Filters), offset, limit };
}
