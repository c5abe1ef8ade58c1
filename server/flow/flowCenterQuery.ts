/**
 * The body of an approval-centre list (POST /api/FlowState/Center/{tab}), read and bounded before any query is
 * built: the page as a list call reads it (same bounds, keys in any case), a keyword, an approval module, a day range.
 * Whatever is out of bounds answers 400 in Chinese (SH-HTTP-3).
 */
import { FLOW_CENTER_TABS, MAX_FILTER_VALUE_LENGTH, type FlowCenterTab } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { badRequest } from '../platform/http/httpError.js';
import { readListRequest } from '../records/pagePara.js';

export const UNKNOWN_TAB = '审批中心没有这个列表';
export const NOT_A_FLOW_MODULE = '业务模块不存在或不走审批';
export const INVALID_DATE = '日期无效(格式 YYYY-MM-DD)';
export const INVALID_KEYWORD = '关键字无效';
export const DATE_RANGE_REVERSED = '开始日期不能晚于结束日期';
const TEXT_TOO_LONG = `查询值过长(最多 ${MAX_FILTER_VALUE_LENGTH} 个字符)`;

export interface FlowCenterRequest {
  tab: FlowCenterTab;
  pageIndex: number;
  pageSize: number;
  keyWord: string;
  module: CatalogueModule | null;
  /** Bounds on the stored time text ('YYYY-MM-DD HH:mm:ss'), inclusive; null when open. */
  from: string | null;
  to: string | null;
}

type Bag = Record<string, unknown>;

function pick(body: unknown, key: string): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const bag = body as Bag;
  const found = Object.keys(bag).find((k) => k.toLowerCase() === key.toLowerCase());
  return found === undefined ? undefined : bag[found];
}

/** A text value, '' when absent; anything but text (or a number) is refused rather than guessed at. */
function text(body: unknown, key: string, invalid: string): string {
  const value = pick(body, key);
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' && typeof value !== 'number') throw badRequest(invalid);
  const result = String(value).trim();
  if (result.length > MAX_FILTER_VALUE_LENGTH) throw badRequest(TEXT_TOO_LONG);
  return result;
}

/** A calendar day, checked to exist (2026-02-30 is refused, not rolled over). */
function day(body: unknown, key: string): string | null {
  const value = text(body, key, INVALID_DATE);
  if (value === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw badRequest(INVALID_DATE);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.toISOString().slice(0, 10) !== value) throw badRequest(INVALID_DATE);
  return value;
}

export function parseTab(tab: string): FlowCenterTab {
  const found = FLOW_CENTER_TABS.find((t) => t === tab.toLowerCase());
  if (!found) throw badRequest(UNKNOWN_TAB);
  return found;
}

export function readFlowCenterRequest(tab: string, body: unknown, catalogue: Catalogue): FlowCenterRequest {
  const page = readListRequest({ PageIndex: pick(body, 'PageIndex'), PageSize: pick(body, 'PageSize') });
  const moduleName = text(body, 'ModuleName', NOT_A_FLOW_MODULE);
  const module = moduleName === '' ? null : catalogue.find(moduleName) ?? null;
  if (moduleName !== '' && !module?.definition.Server?.Flow) throw badRequest(NOT_A_FLOW_MODULE);
  const fromDay = day(body, 'DateFrom');
  const toDay = day(body, 'DateTo');
  if (fromDay !== null && toDay !== null && fromDay > toDay) throw badRequest(DATE_RANGE_REVERSED);
  return {
    tab: parseTab(tab),
    pageIndex: page.pageIndex,
    pageSize: page.pageSize,
    keyWord: text(body, 'KeyWord', INVALID_KEYWORD),
    module,
    from: fromDay,
    // Times are stored to the second, so the last second of the day closes the range.
    to: toDay === null ? null : `${toDay} 23:59:59`,
  };
}
