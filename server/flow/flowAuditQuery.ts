/**
 * POST /api/FlowState/Audit's body, read and bounded before any query is built: the page (as a list reads it), a
 * module of the catalogue, a history action, a keyword (title or user name), a day range. Anything else is a Chinese 400.
 */
import { FLOW_ACTION_NAMES, FLOW_QUERY_MESSAGES, type FlowAuditBody } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import { badRequest } from '../platform/http/httpError.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../records/index.js';
import { DATE_RANGE_REVERSED } from './flowCenterQuery.js';
import { day, text } from './flowQueryFields.js';

export const AUDIT_UNKNOWN_MODULE = FLOW_QUERY_MESSAGES.unknownModule;
export const AUDIT_UNKNOWN_ACTION = FLOW_QUERY_MESSAGES.unknownAction;

export interface FlowAuditRequest {
  pageIndex: number;
  pageSize: number;
  moduleName: string | null;
  action: string | null;
  keyWord: string;
  from: string | null;
  to: string | null;
}

export function readFlowAuditRequest(body: FlowAuditBody, catalogue: Catalogue): FlowAuditRequest {
  const moduleText = text(body.ModuleName);
  const module = moduleText === '' ? null : catalogue.find(moduleText);
  if (moduleText !== '' && !module) throw badRequest(AUDIT_UNKNOWN_MODULE);
  const actionText = text(body.Action);
  const action = actionText === '' ? null : Object.keys(FLOW_ACTION_NAMES).find((a) => a.toLowerCase() === actionText.toLowerCase());
  if (action === undefined) throw badRequest(AUDIT_UNKNOWN_ACTION);
  const from = day(body.DateFrom);
  const to = day(body.DateTo);
  if (from !== null && to !== null && from > to) throw badRequest(DATE_RANGE_REVERSED);
  return {
    pageIndex: body.PageIndex ?? 1,
    pageSize: Math.min(body.PageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    moduleName: module?.name ?? null,
    action,
    keyWord: text(body.KeyWord),
    from,
    to: to === null ? null : `${to} 23:59:59`,
  };
}
