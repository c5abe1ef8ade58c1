import type { MyReport } from '../../providers/endpoints/report';
import { Items as reportGroups } from '../../schemas/menus/reports.json';
import type { MenuItem } from './menuTypes';

export const REPORT_MENU_TITLE = '统计报表';
/** Where a report no group names goes (a report file added without a menu line). */
export const OTHER_REPORTS_TITLE = '其他报表';

/** A subject of the 统计报表 menu and its reports by code, in menu order (schemas/menus/reports.json: menus are data). */
export interface ReportGroup {
  title: string;
  reports: string[];
}

export const REPORT_GROUPS = reportGroups as ReportGroup[];

/**
 * The menu with a 统计报表 group of the reports the caller may open (the server's `GET /api/report` has already
 * checked each report's permission), by subject (D-REPORT-10: dozens of entries in one flat list help nobody): each
 * subject of `groups` that holds one of them, its reports in the file's order, then 其他报表 for any report no subject
 * names. No reports: the menu unchanged.
 */
export function withReportMenu(menu: readonly MenuItem[], reports: readonly MyReport[], groups: readonly ReportGroup[] = REPORT_GROUPS): MenuItem[] {
  if (reports.length === 0) return [...menu];
  const byCode = new Map(reports.map((report) => [report.Code, report]));
  const placed = new Set<string>();
  const entry = (report: MyReport): MenuItem => ({ title: report.Title, path: report.Path });
  const children: MenuItem[] = [];
  for (const group of groups) {
    const shown = group.reports.map((code) => byCode.get(code)).filter((report): report is MyReport => report !== undefined);
    shown.forEach((report) => placed.add(report.Code));
    if (shown.length > 0) children.push({ title: group.title, children: shown.map(entry) });
  }
  const rest = reports.filter((report) => !placed.has(report.Code));
  if (rest.length > 0) children.push({ title: OTHER_REPORTS_TITLE, children: rest.map(entry) });
  return [...menu, { title: REPORT_MENU_TITLE, icon: 'BarChartOutlined', children }];
}
