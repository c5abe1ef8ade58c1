/**
 * The body of an approval-centre list (POST /api/FlowState/Center/{tab}), read and bounded before any query is
 * built: the page as a list call reads it (same bounds, keys in any case), a keyword, an approval module, a day range,
 * a status (FlowStatus).
 * Whatever is out of bounds answers 400 in Chinese (SH-HTTP-3).
 */
import { FLOW_CENTER_TABS, FLOW_QUERY_MESSAGES, type FlowCenterBody, type FlowCenterTab } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { badRequest } from '../platform/http/httpError.js';
import { APPLICATION_STATES } from '../../core/flow/standing.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../records/index.js';
import { day, text } from './flowQueryFields.js';

export const UNKNOWN_TAB = '审批中心没有这个列表';
export const NOT_A_FLOW_MODULE = FLOW_QUERY_MESSAGES.notAFlowModule;
export const DATE_RANGE_REVERSED = '开始日期不能晚于结束日期';
export const INVALID_STATUS = `审核状态无效,应为${APPLICATION_STATES.join('、')}之一`;

export interface FlowCenterRequest {
  tab: FlowCenterTab;
  pageIndex: number;
  pageSize: number;
  keyWord: string;
  module: CatalogueModule | null;
  /** Bounds on the stored time text ('YYYY-MM-DD HH:mm:ss'), inclusive; null when open. */
  from: string | null;
  to: string | null;
  /** Only records in this state (未提交 includes those with no status yet); null for all. */
  status: string | null;
}

/** The filters of a centre list without its page (what the 我发起的 counters read). */
export type FlowCenterFiltersRequest = Omit<FlowCenterRequest, 'pageIndex' | 'pageSize'>;

export function parseTab(tab: string): FlowCenterTab {
  const found = FLOW_CENTER_TABS.find((t) => t === tab.toLowerCase());
  if (!found) throw badRequest(UNKNOWN_TAB);
  return found;
}

export function readFlowCenterRequest(tab: string, body: FlowCenterBody, catalogue: Catalogue): FlowCenterRequest {
  return {
    ...readFlowCenterFilters(tab, body, catalogue),
    pageIndex: body.PageIndex ?? 1,
    pageSize: Math.min(body.PageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

/** The status as text: the schema lets any value through, so that anything but one of the states answers the list. */
function statusText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' && typeof value !== 'number') throw badRequest(INVALID_STATUS);
  return String(value).trim();
}

export function readFlowCenterFilters(tab: string, body: FlowCenterBody, catalogue: Catalogue): FlowCenterFiltersRequest {
  const moduleName = text(body.ModuleName);
  const module = moduleName === '' ? null : (catalogue.find(moduleName) ?? null);
  if (moduleName !== '' && !module?.definition.Server?.Flow) throw badRequest(NOT_A_FLOW_MODULE);
  const fromDay = day(body.DateFrom);
  const toDay = day(body.DateTo);
  if (fromDay !== null && toDay !== null && fromDay > toDay) throw badRequest(DATE_RANGE_REVERSED);
  const status = statusText(body.FlowStatus);
  if (status !== '' && !APPLICATION_STATES.includes(status)) throw badRequest(INVALID_STATUS);
  return {
    tab: parseTab(tab),
    status: status === '' ? null : status,
    keyWord: text(body.KeyWord),
    module,
    from: fromDay,
    // Times are stored to the second, so the last second of the day closes the range.
    to: toDay === null ? null : `${toDay} 23:59:59`,
  };
}
