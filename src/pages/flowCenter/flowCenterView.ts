/** What the approval centre shows of a row: pure, so the pages only render (src/pages/flowCenter/*.tsx). */
import {
  FLOW_CENTER_TABS,
  type FlowBatchDecideResult,
  type FlowCenterQuery,
  type FlowCenterRow,
  type FlowCenterTab,
  type FlowDecision,
  type FlowModuleInfo,
  type FlowStatusCount,
} from '../../../contract/index';
import { APPLICATION_STATES } from '../../../core/flow/standing';
import { DECISION_NAMES } from '../../../core/flow/states';
import { flowStatusColor, type FlowTagColor } from '../../flow/flowView';

/** The same colours as the record form's status tag. */
export type StatusColor = FlowTagColor;
export const statusColor = (status: string): StatusColor => flowStatusColor(status);

/** A blank status is a record never submitted: shown as 未提交 rather than an empty tag. */
export function statusText(status: string): string {
  return status === '' ? '未提交' : status;
}

const DECISION_COLORS: Record<FlowDecision, StatusColor> = { Approved: 'success', Returned: 'warning', Refuse: 'error' };

export function decisionName(decision: FlowDecision | null): string {
  return decision ? DECISION_NAMES[decision] : '';
}

export function decisionColor(decision: FlowDecision | null): StatusColor {
  return decision ? DECISION_COLORS[decision] : 'default';
}

/** The record form of the row's module, opened on its record (as the bell links). */
export function rowLink(row: Pick<FlowCenterRow, 'ModuleName' | 'Business_Id'>): string {
  return `/${row.ModuleName}/add?q=${encodeURIComponent(row.Business_Id)}`;
}

/**
 * Items waiting for me are reviewed — when I may decide them now (CanDecide: asked under another role, I switch first);
 * everything else is looked at.
 */
export function actionText(tab: FlowCenterTab, row: Pick<FlowCenterRow, 'CanDecide'> = {}): '审核' | '查看' {
  return tab === 'pending' && decidable(row) ? '审核' : '查看';
}

/** A row 批量审批 may take and 审核 is offered on: the server's CanDecide (an answer without it: as every item was meant). */
export function decidable(row: Pick<FlowCenterRow, 'CanDecide'>): boolean {
  return row.CanDecide !== false;
}

/** Why a waiting row offers no decision here. */
export const OTHER_ROLE_HINT = '当前角色没有审核权限,请切换角色后审核';

/** What the 批量审批 bar says: how many are chosen, how to choose — or, when no row shown may be decided now, why. */
export function batchHint(selectedCount: number, rows: readonly Pick<FlowCenterRow, 'CanDecide'>[]): string {
  if (selectedCount > 0) return `已选择 ${selectedCount} 条`;
  if (rows.length > 0 && !rows.some(decidable)) return OTHER_ROLE_HINT;
  return '勾选待办后可批量审批';
}

/** 陈思远(BJ0001); the name alone without a work code; a dash for nobody. */
export function applicantText(row: Pick<FlowCenterRow, 'Applicant'>): string {
  const { UserNameCn, WorkCode } = row.Applicant;
  if (UserNameCn === '') return '—';
  return WorkCode === '' ? UserNameCn : `${UserNameCn}(${WorkCode})`;
}

/** The summary without its module prefix, which the 模块 column already shows. */
export function summaryText(row: Pick<FlowCenterRow, 'Summary' | 'ModuleDescription'>): string {
  const prefix = `${row.ModuleDescription}:`;
  return row.ModuleDescription !== '' && row.Summary.startsWith(prefix) ? row.Summary.slice(prefix.length) : row.Summary;
}

/** The tab an address names (`?tab=started`); anything else opens 待我审批. */
export function centerTabOf(value: string | null): FlowCenterTab {
  return FLOW_CENTER_TABS.find((tab) => tab === value) ?? 'pending';
}

export const TIME_TITLES: Record<FlowCenterTab, string> = { pending: '送达时间', decided: '审批时间', started: '申请时间', cc: '抄送时间' };

/** What the filter row holds: an approval module, a keyword, a day range (YYYY-MM-DD, either end open); 我发起的 a state. */
export interface CenterFilters {
  moduleName?: string;
  keyWord?: string;
  dateFrom?: string;
  dateTo?: string;
  status?: string;
}

/** The request body of a page: empty filters are left out, so the server sees only what the user chose. */
export function centerQuery(filters: CenterFilters, pageIndex: number, pageSize: number): FlowCenterQuery {
  const query: FlowCenterQuery = { PageIndex: pageIndex, PageSize: pageSize };
  const keyWord = filters.keyWord?.trim() ?? '';
  if (filters.moduleName) query.ModuleName = filters.moduleName;
  if (keyWord !== '') query.KeyWord = keyWord;
  if (filters.dateFrom) query.DateFrom = filters.dateFrom;
  if (filters.dateTo) query.DateTo = filters.dateTo;
  if (filters.status) query.FlowStatus = filters.status;
  return query;
}

/** The state an address names (`?status=已退回`), when it is one an application can be in; else none (全部). */
export function centerStatusOf(value: string | null): string | undefined {
  return value !== null && APPLICATION_STATES.includes(value) ? value : undefined;
}

export const ALL_STATES_LABEL = '全部';

/** The status filter's choices: 全部 and each state, each with how many records it holds (once known). */
export function statusChoices(counts: readonly FlowStatusCount[] | undefined): Array<{ value: string; label: string }> {
  const byStatus = new Map((counts ?? []).map((c) => [c.FlowStatus, c.Count]));
  const label = (name: string, count: number | undefined) => (count === undefined ? name : `${name}(${count})`);
  const total = counts ? [...byStatus.values()].reduce((sum, n) => sum + n, 0) : undefined;
  return [
    { value: '', label: label(ALL_STATES_LABEL, total) },
    ...APPLICATION_STATES.map((status) => ({ value: status, label: label(status, counts ? (byStatus.get(status) ?? 0) : undefined) })),
  ];
}

/** A module named in an address (any case) among the approval modules. */
export function findFlowModule(modules: readonly FlowModuleInfo[], name: string): FlowModuleInfo | undefined {
  return modules.find((module) => module.Name.toLowerCase() === name.toLowerCase());
}

/** What the summary of a batch approval says: 成功 n 条,失败 m 条, and each failure by its summary and reason. */
export interface BatchSummary {
  title: string;
  failures: Array<{ key: string; summary: string; reason: string }>;
}

export function batchSummary(
  result: Pick<FlowBatchDecideResult, 'Results' | 'Succeeded' | 'Failed'>,
  rows: readonly Pick<FlowCenterRow, 'Id' | 'Summary' | 'ModuleDescription'>[],
): BatchSummary {
  const byId = new Map(rows.map((row) => [row.Id, row]));
  return {
    title: `成功 ${result.Succeeded} 条,失败 ${result.Failed} 条`,
    failures: result.Results.filter((r) => !r.Ok).map((r, i) => {
      const row = byId.get(r.Id);
      return { key: `${r.Id}-${i}`, summary: row ? summaryText(row) : '(已不在列表中)', reason: r.Message ?? '处理失败' };
    }),
  };
}
