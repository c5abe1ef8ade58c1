/**
 * POST /api/FlowState/Audit's body, read and bounded before any query is built: the page (as a list reads it), a
 * module of the catalogue, a history action, a keyword (title or user name), a day range. Anything else is a Chinese 400.
 */
import { FLOW_ACTION_NAMES, MAX_FILTER_VALUE_LENGTH } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import { badRequest } from '../platform/http/httpError.js';
import { readListRequest } from '../records/pagePara.js';
import { DATE_RANGE_REVERSED, INVALID_DATE, INVALID_KEYWORD } from './flowCenterQuery.js';

export const AUDIT_UNKNOWN_MODULE = '业务模块不存在';
export const AUDIT_UNKNOWN_ACTION = '操作类型无效';
const TEXT_TOO_LONG = `查询值过长(最多 ${MAX_FILTER_VALUE_LENGTH} 个字符)`;

export interface FlowAuditRequest {
  pageIndex: number;
  pageSize: number;
  moduleName: string | null;
  action: string | null;
  keyWord: string;
  from: string | null;
  to: string | null;
}

function pick(body: unknown, key: string): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const bag = body as Record<string, unknown>;
  const found = Object.keys(bag).find((k) => k.toLowerCase() === key.toLowerCase());
  return found === undefined ? undefined : bag[found];
}

function text(body: unknown, key: string, invalid: string): string {
  const value = pick(body, key);
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest(invalid);
  const result = value.trim();
  if (result.length > MAX_FILTER_VALUE_LENGTH) throw badRequest(TEXT_TOO_LONG);
  return result;
}

function day(body: unknown, key: string): string | null {
  const value = text(body, key, INVALID_DATE);
  if (value === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw badRequest(INVALID_DATE);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.toISOString().slice(0, 10) !== value) throw badRequest(INVALID_DATE);
  return value;
}

export function readFlowAuditRequest(body: unknown, catalogue: Catalogue): FlowAuditRequest {
  const page = readListRequest({ PageIndex: pick(body, 'PageIndex'), PageSize: pick(body, 'PageSize') });
  const moduleText = text(body, 'ModuleName', AUDIT_UNKNOWN_MODULE);
  const module = moduleText === '' ? null : catalogue.find(moduleText);
  if (moduleText !== '' && !module) throw badRequest(AUDIT_UNKNOWN_MODULE);
  const actionText = text(body, 'Action', AUDIT_UNKNOWN_ACTION);
  const action = actionText === '' ? null : Object.keys(FLOW_ACTION_NAMES).find((a) => a.toLowerCase() === actionText.toLowerCase());
  if (action === undefined) throw badRequest(AUDIT_UNKNOWN_ACTION);
  const from = day(body, 'DateFrom');
  const to = day(body, 'DateTo');
  if (from !== null && to !== null && from > to) throw badRequest(DATE_RANGE_REVERSED);
  return {
    pageIndex: page.pageIndex, pageSize: page.pageSize, moduleName: module?.name ?? null, action,
    keyWord: text(body, 'KeyWord', INVALID_KEYWORD), from, to: to === null ? null : `${to} 23:59:59`,
  };
}
