/**
 * The bodies of the score calls (contract/score.ts), checked and bounded: unknown keys, wrong types, years outside
 * 1900..2100, ids longer than 64, page sizes over SCORE_LIMITS.maxPageSize are a Chinese 400, never a 500. Values come
 * out typed for the SQL builders, which bind them.
 */
import { SCORE_LIMITS } from '../../contract/index.js';
import { badRequest } from '../platform/http/httpError.js';
import type { ScoredFilters } from './scoredRows.js';

export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
const MAX_ID_LENGTH = 64;
const MAX_CATEGORY_LENGTH = 100;
const MAX_PAGE_INDEX = 100000;
export const DEFAULT_PAGE_SIZE = 20;

const isBlank = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

function objectOf(raw: unknown, what: string): Record<string, unknown> {
  if (raw === undefined || raw === null || raw === '') return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest(`${what}应为对象`);
  return raw as Record<string, unknown>;
}

function onlyKeys(obj: Record<string, unknown>, keys: readonly string[], what: string): void {
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

export function readFilters(raw: unknown): ScoredFilters {
  const body = objectOf(raw, '筛选条件');
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
    if (typeof body.Category !== 'string') throw badRequest('评价指标类别应为文字');
    category = body.Category.trim();
    if (category.length > MAX_CATEGORY_LENGTH) throw badRequest(`评价指标类别最长 ${MAX_CATEGORY_LENGTH} 个字`);
  }
  return { fromYear, toYear, deptId: readId(body.Dept_Id, '科室'), personId: readId(body.Person_Id, '人员'), category };
}

function readInteger(raw: unknown, label: string, min: number, max: number, fallback: number): number {
  if (raw === undefined || raw === null) return fallback;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > max) throw badRequest(`${label}应为 ${min} 到 ${max} 的整数`);
  return raw;
}

export interface ListRequest {
  filters: ScoredFilters;
  pageIndex: number;
  pageSize: number;
}

export function readListRequest(raw: unknown): ListRequest {
  const body = objectOf(raw, '查询条件');
  onlyKeys(body, ['Filters', 'PageIndex', 'PageSize'], '查询条件');
  return {
    filters: readFilters(body.Filters),
    pageIndex: readInteger(body.PageIndex, '页码', 1, MAX_PAGE_INDEX, 1),
    pageSize: readInteger(body.PageSize, '每页条数', 1, SCORE_LIMITS.maxPageSize, DEFAULT_PAGE_SIZE),
  };
}

export interface RankingRequest {
  by: 'person' | 'dept';
  /** Scheme codes as the caller wrote them (checked against the schemes by the caller of this). */
  schemes: string[] | null;
  filters: ScoredFilters;
  limit: number;
}

export function readRankingRequest(raw: unknown): RankingRequest {
  const body = objectOf(raw, '查询条件');
  onlyKeys(body, ['By', 'Schemes', 'Filters', 'Limit'], '查询条件');
  if (body.By !== 'person' && body.By !== 'dept') throw badRequest('排行方式应为 person(按人员)或 dept(按科室)');
  let schemes: string[] | null = null;
  if (body.Schemes !== undefined && body.Schemes !== null) {
    if (!Array.isArray(body.Schemes) || body.Schemes.length > 50) throw badRequest('积分方案应为编码的列表');
    schemes = body.Schemes.map((code) => {
      if (typeof code !== 'string' || code.length === 0 || code.length > 64) throw badRequest('积分方案应为编码的列表');
      return code;
    });
  }
  return {
    by: body.By,
    schemes,
    filters: readFilters(body.Filters),
    limit: readInteger(body.Limit, '排行条数', 1, SCORE_LIMITS.maxRankingRows, SCORE_LIMITS.maxRankingRows),
  };
}

/** `POST /api/score/person/{id}` body: `{Filters}` as the other calls take it, or the filters themselves; empty is every year. */
export function readPersonRequest(raw: unknown): ScoredFilters {
  const body = objectOf(raw, '查询条件');
  if (!('Filters' in body)) return readFilters(body);
  onlyKeys(body, ['Filters'], '查询条件');
  return readFilters(body.Filters);
}
