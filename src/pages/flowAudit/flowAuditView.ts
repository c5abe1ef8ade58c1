/** What the 审批日志 page shows and sends: pure, so the page only renders. */
import { FLOW_ACTION_NAMES, type FlowAuditQuery, type FlowAuditRow } from '../../../contract/index';

export interface AuditFilters {
  moduleName?: string;
  action?: string;
  keyWord?: string;
  dateFrom?: string;
  dateTo?: string;
}

/** 操作's choices: every history action by its Chinese name. */
export const AUDIT_ACTION_OPTIONS: ReadonlyArray<{ value: string; label: string }> = Object.entries(FLOW_ACTION_NAMES).map(([value, label]) => ({
  value,
  label,
}));

/** The request body: empty filters left out. */
export function auditQuery(filters: AuditFilters, pageIndex: number, pageSize: number): FlowAuditQuery {
  const query: FlowAuditQuery = { PageIndex: pageIndex, PageSize: pageSize };
  const keyWord = filters.keyWord?.trim() ?? '';
  if (filters.moduleName) query.ModuleName = filters.moduleName;
  if (filters.action) query.Action = filters.action;
  if (keyWord !== '') query.KeyWord = keyWord;
  if (filters.dateFrom) query.DateFrom = filters.dateFrom;
  if (filters.dateTo) query.DateTo = filters.dateTo;
  return query;
}

/** The record the entry belongs to, opened on its form. */
export function auditRecordLink(row: Pick<FlowAuditRow, 'ModuleName' | 'Business_Id'>): string {
  return `/${row.ModuleName}/add?q=${encodeURIComponent(row.Business_Id)}`;
}

/** 审核中 → 已通过; the one status when both are the same; a dash when unknown (entries older than the statuses). */
export function statusChange(row: Pick<FlowAuditRow, 'FromStatus' | 'ToStatus'>): string {
  if (row.FromStatus && row.ToStatus) return row.FromStatus === row.ToStatus ? row.ToStatus : `${row.FromStatus} → ${row.ToStatus}`;
  return row.ToStatus ?? row.FromStatus ?? '—';
}

/** The step an entry was on: 提交 has none. */
export function stepText(row: Pick<FlowAuditRow, 'Step' | 'StepName'>): string {
  return row.Step > 0 && row.StepName ? row.StepName : '—';
}
