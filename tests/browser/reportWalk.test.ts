/**
 * The reports walk: the dean opens every report and statistics route the report registry answers (every descriptor of
 * schemas/reports/, the spec's routes among them) and finds a drawn chart or a table with rows — or, where the demo
 * seed holds nothing for it, the page's own empty state — never a blank page, a refusal or a console error. The public
 * reports open without a session, outside the shell. With REPORT_WALK_SHOTS=<folder> a screenshot of each goes there.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ReportRoute } from '../../contract/index';
import { login, startHarness, type Harness } from './harness';

const SHOTS = process.env.REPORT_WALK_SHOTS;

/** The spec's report and statistics routes (shell spec, "Scoring and statistics" and "Reports"): each must be answered. */
const SPEC_ROUTES = [
  '/report/chartreport',
  '/report/problemreport1',
  '/report/platformreport3',
  '/report/thesisreport5',
  '/report/patentreport6',
  '/report/outstandingreport7',
  '/report/resultreport8',
  '/report/positionreport9',
  '/report/positionreport10',
  '/report/activitiesreport11',
  '/report/conferencereport12',
  '/report/patentresultreport13',
  '/patent/group',
  '/results/group',
  '/problem/group',
  '/thesis/group',
  '/problem/groupb',
  '/problem/groupc',
  '/problem/groupd',
  '/feebudgetreport/report1',
  '/feebudgetreport/report2',
  '/feebudgetreport/report3',
  '/feebudgetreport/feebudgetaccountreport',
  '/carreport/index',
  '/researchassistant/report',
  '/HospTechApply/Report',
  '/ProblemCost/Report',
  '/ProblemCost/ReportExt',
  '/PlatformCost/Report',
  '/SJHCReport/List',
  '/SJHCReport/DeptList',
  '/SJHCReport/SupplierList',
  '/SJHCReport/NameList',
  '/SJHCReport/Product',
  '/SJHCReport/OrderDetailList',
  '/technology/exportall',
  '/DeptDocReport',
  '/ThreeProjectDeptReport',
  '/ALLReport',
];

/** What a report page settles on: a chart drawn, a table row, or its empty state. */
async function settled(page: Page): Promise<'drawn' | 'empty'> {
  const drawn = page.locator('[data-testid="report-chart"] canvas, .report-table .ant-table-row').first();
  // Visible text only: antd's empty picture carries the same words in its SVG <title>.
  const empty = page.getByText('暂无数据').locator('visible=true').first();
  await drawn.or(empty).waitFor({ timeout: 30000 });
  return (await drawn.count()) > 0 ? 'drawn' : 'empty';
}

describe('every report route', () => {
  let harness: Harness;
  let routes: ReportRoute[];

  beforeAll(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    harness = await startHarness();
    const answer = await fetch(`${harness.baseUrl}/api/report/routes`);
    routes = (await answer.json()) as ReportRoute[];
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('answers each route of the spec', () => {
    const answered = new Set(routes.map((route) => route.Path.toLowerCase()));
    expect(SPEC_ROUTES.filter((path) => !answered.has(path.toLowerCase()))).toEqual([]);
  });

  // About 45 routes, each loaded afresh: minutes on a loaded 2-core machine, not the two a single journey gets.
  it('shows the dean a chart or a table at every report route, never a refusal or a console error', { timeout: 600_000 }, async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'dean', 'Dean@2026');
    const outcomes: Record<string, string> = {};
    for (const route of routes) {
      await page.goto(`${harness.baseUrl}${route.Path}`);
      outcomes[route.Path] = await settled(page);
      expect(await page.getByText('权限不足').count(), route.Path).toBe(0);
      expect(await page.getByText('页面不存在').count(), route.Path).toBe(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${route.Code}.png` });
    }
    const empty = Object.entries(outcomes)
      .filter(([, outcome]) => outcome === 'empty')
      .map(([path]) => path);
    // The demo seed fills most sources; a handful of rare ones may have nothing yet.
    expect(empty.length, `empty: ${empty.join(', ')}`).toBeLessThanOrEqual(Math.floor(routes.length / 4));
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  });

  it('opens the public reports without a session, outside the shell', async () => {
    const { page, consoleErrors } = await harness.newPage();
    for (const route of routes.filter((r) => r.Anonymous)) {
      await page.goto(`${harness.baseUrl}${route.Path}`);
      await page.locator('[data-testid="public-report"]').waitFor({ timeout: 30000 });
      expect(await settled(page), route.Path).toBe('drawn');
      expect(await page.locator('.ant-layout-sider').count()).toBe(0);
    }
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  });
});
