import type { MyReport } from '../../providers/endpoints/report';
import type { MenuItem } from './menuTypes';

export const REPORT_MENU_TITLE = '统计报表';

/**
 * The menu with a 统计报表 group of the reports the caller may open (the server's `GET /api/report` has already
 * checked each report's permission), by title in the server's order. No reports: the menu unchanged.
 */
export function withReportMenu(menu: readonly MenuItem[], reports: readonly MyReport[]): MenuItem[] {
  if (reports.length === 0) return [...menu];
  const children = reports.map((report) => ({ title: report.Title, path: report.Path }));
  return [...menu, { title: REPORT_MENU_TITLE, icon: 'BarChartOutlined', children }];
}
