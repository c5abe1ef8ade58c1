/**
 * The body of an approval-centre list (POST /api/FlowState/Center/{tab}), read and bounded before any query is
 * built: the page as a list call reads it (same bounds, keys in any case), a keyword, an approval module, a day range,
 * a status (FlowStatus).
 * Whatever is out of bounds answers 400 in Chinese (SH-HTTP-3).
 */
import { FLOW_CENTER_TABS, type FlowCenterTab } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { badRequest } from '../platform/http/httpError.js';
import { readListRequest } from '../records/index.js';
import { APPLICATION_STATES } from '../../core/flow/standing.js';
import { day as dayField, pick, text as textField } from './flowQueryFields.js';

/** The centre accepts numbers where it reads text (a keyword of digits sent as a number). */
const text = (body: unknown, key: string, invalid: string): string => textField(body, key, invalid, true);
const day = (body: unknown, key: string): string | null => dayField(body, key, true);

export const UNKNOWN_TAB = '审批中心没有这个列表';
export const NOT_A_FLOW_MODULE = '业务模块不存在或不走审批';
export const INVALID_KEYWORD = '关键字无效';
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

export function readFlowCenterRequest(tab: string, body: unknown, catalogue: Catalogue): FlowCenterRequest {
  const page = readListRequest({ PageIndex: pick(body, 'PageIndex'), PageSize: pick(body, 'PageSize') });
  return { ...readFlowCenterFilters(tab, body, catalogue), pageIndex: page.pageIndex, pageSize: page.pageSize };
}

export function readFlowCenterFilters(tab: string, body: unknown, catalogue: Catalogue): FlowCenterFiltersRequest {
  const moduleName = text(body, 'ModuleName', NOT_A_FLOW_MODULE);
  const module = moduleName === '' ? null : catalogue.find(moduleName) ?? null;
  if (moduleName !== '' && !module?.definition.Server?.Flow) throw badRequest(NOT_A_FLOW_MODULE);
  const fromDay = day(body, 'DateFrom');
  const toDay = day(body, 'DateTo');
  if (fromDay !== null && toDay !== null && fromDay > toDay) throw badRequest(DATE_RANGE_REVERSED);
  const status = text(body, 'FlowStatus', INVALID_STATUS);
  if (status !== '' && !APPLICATION_STATES.includes(status)) throw badRequest(INVALID_STATUS);
  return {
    tab: parseTab(tab),
    status: status === '' ? null : status,
    keyWord: text(body, 'KeyWord', INVALID_KEYWORD),
    module,
    from: fromDay,
    // Times are stored to the second, so the last second of the day closes the range.
    to: toDay === null ? null : `${toDay} 23:59:59`,
  };
}
