/**
 * POST /api/FlowState/Audit's body, read and bounded before any query is built: the page (as a list reads it), a
 * module of the catalogue, a history action, a keyword (title or user name), a day range. Anything else is a Chinese 400.
 */
import { FLOW_ACTION_NAMES } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import { badRequest } from '../platform/http/httpError.js';
import { readListRequest } from '../records/index.js';
import { DATE_RANGE_REVERSED, INVALID_KEYWORD } from './flowCenterQuery.js';
import { day, pick, text } from './flowQueryFields.js';

export const AUDIT_UNKNOWN_MODULE = '业务模块不存在';
export const AUDIT_UNKNOWN_ACTION = '操作类型无效';

export interface FlowAuditRequest {
  pageIndex: number;
  pageSize: number;
  moduleName: string | null;
  action: string | null;
  keyWord: string;
  from: string | null;
  to: string | null;
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
