import { afterEach, describe, expect, it } from 'vitest';
import type { ReportRoute } from '../../contract/index';
import { routeAccess } from './routeAccess';
import { awaitsReportRoutes, pageAt, resolvesToAppRoute } from './routeMatch';
import { loadReportRoutes, reportRouteFor, reportTabPath, reportRoutesNow, reportRoutesSettled, resetReportRoutes } from './reportRoutes';

const ROUTES: ReportRoute[] = [
  { Path: '/problem/group', Code: 'ProblemGroup', Title: '课题统计', Anonymous: false },
  { Path: '/ALLReport', Code: 'All', Title: '全院统计', Anonymous: true },
  { Path: '/PublicFigures', Code: 'Figures', Title: '公开数据', Anonymous: true },
  { Path: '/SJHCReport/List', Code: 'Sjhc', Title: '试剂耗材统计', Anonymous: false },
  { Path: '/userCenter', Code: 'Clash', Title: '冒名', Anonymous: true },
];

afterEach(resetReportRoutes);

describe('report routes', () => {
  it('finds the report of an address in any case, with or without a trailing slash or query', () => {
    expect(reportRouteFor(ROUTES, '/Problem/Group/')?.Code).toBe('ProblemGroup');
    expect(reportRouteFor(ROUTES, '/allreport')?.Code).toBe('All');
    expect(reportRouteFor(ROUTES, '/problem/groupx')).toBeNull();
  });

  it("keys a report's tab by its first address, whichever alias was typed", () => {
    const routes: ReportRoute[] = [
      { Path: '/feebudgetreport/feebudgetaccountreport', Code: 'acc', Title: '经费核算报表', Anonymous: false },
      { Path: '/FeeBudgetAccountReport', Code: 'acc', Title: '经费核算报表', Anonymous: false },
      { Path: '/feebudgetreport/report1', Code: 'r1', Title: '预算执行', Anonymous: false },
    ];
    expect(reportTabPath(routes, '/FeeBudgetAccountReport/')).toBe('/feebudgetreport/feebudgetaccountreport');
    expect(reportTabPath(routes, '/FeeBudgetReport/FeeBudgetAccountReport')).toBe('/feebudgetreport/feebudgetaccountreport');
    expect(reportTabPath(routes, '/FeeBudgetReport/Report1')).toBe('/feebudgetreport/report1');
    expect(reportTabPath(routes, '/feebudgetreport/report9')).toBeNull();
  });

  it('routes nothing to a report before any load, and waits while one is under way', async () => {
    expect(reportRoutesNow()).toEqual([]);
    expect(awaitsReportRoutes('/problem/group')).toBe(false);
    let answer!: (routes: ReportRoute[]) => void;
    const load = loadReportRoutes(() => new Promise((resolve) => (answer = resolve)));
    expect(reportRoutesNow()).toBeNull();
    expect(awaitsReportRoutes('/problem/group')).toBe(true);
    expect(awaitsReportRoutes('/Thesis/list')).toBe(true);
    expect(awaitsReportRoutes('/userCenter')).toBe(false);
    answer(ROUTES);
    await load;
    expect(await reportRoutesSettled()).toBe(ROUTES);
    expect(awaitsReportRoutes('/problem/group')).toBe(false);
  });

  it('loads once, and a failed load counts as no report routes', async () => {
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('offline'));
    };
    await Promise.all([loadReportRoutes(failing), loadReportRoutes(failing)]);
    expect(calls).toBe(1);
    expect(reportRoutesNow()).toEqual([]);
  });

  it('shows a report where no page answers, titled by the report, inside the shell; 页面不存在 elsewhere', async () => {
    await loadReportRoutes(() => Promise.resolve(ROUTES));
    expect(pageAt('/problem/group').entry).toMatchObject({ title: '课题统计', shell: 'inside', path: 'report:ProblemGroup' });
    expect(pageAt('/nowhere').entry).toMatchObject({ path: '*', title: '页面不存在' });
  });

  it('lets a report outrank the generic module pages, never a page of its own address', async () => {
    await loadReportRoutes(() => Promise.resolve(ROUTES));
    expect(pageAt('/sjhcreport/list').entry.path).toBe('report:Sjhc');
    expect(pageAt('/Thesis/list').entry.path).toBe('/:module/list');
    expect(pageAt('/userCenter').entry.title).toBe('个人中心');
  });

  it('opens an anonymous report to anyone and leaves any other to the login and the server', async () => {
    await loadReportRoutes(() => Promise.resolve(ROUTES));
    expect(routeAccess('/PublicFigures')).toEqual({ kind: 'anonymous' });
    expect(routeAccess('/problem/group')).toEqual({ kind: 'login' });
    // Once a generic page's permission; now the report's server answers 403 if the caller may not open it.
    expect(routeAccess('/SJHCReport/List')).toEqual({ kind: 'login' });
  });

  it('counts a menu line that leads to a report as leading somewhere', async () => {
    expect(resolvesToAppRoute('/problem/groupb', new Set())).toBe(false);
    await loadReportRoutes(() => Promise.resolve([...ROUTES, { Path: '/problem/groupb', Code: 'B', Title: '科室', Anonymous: false }]));
    expect(resolvesToAppRoute('/problem/groupb?x=1', new Set())).toBe(true);
  });
});
