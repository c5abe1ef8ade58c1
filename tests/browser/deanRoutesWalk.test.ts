/**
 * The dean's walk: he opens every report, statistics and score page of his menu — the menu the app builds
 * (schemas/menus/dean.json with the 统计报表 group of the reports `GET /api/report` lets him open, as withReportMenu
 * makes it), its 统计报表 and 积分统计 groups — filtered to the current year (the year of the day the test runs, as
 * the demo seed's), and finds a table with at least one row or a drawn chart with non-zero size and no empty state.
 * One browser, one login, one page after the other. With DEAN_WALK_SHOTS=<folder> a screenshot of each goes there.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ReportMeta } from '../../contract/index';
import { getMyReports } from '../../providers/endpoints/report';
import { DEAN_MENU } from '../../src/menu/menus';
import { REPORT_MENU_TITLE, withReportMenu } from '../../src/menu/reportMenu';
import type { MenuItem } from '../../src/menu/menuTypes';
import { scoreFiltersToSearch } from '../../src/pages/score/scoreFilters';
import { SCORE_PATHS } from '../../src/pages/score/scorePaths';
import { login, startHarness, type Harness } from './harness';

const SHOTS = process.env.DEAN_WALK_SHOTS;
/** The dean's menu group of score pages (schemas/menus/dean.json). */
const SCORE_MENU_TITLE = '积分统计';

const leaves = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((item) => (item.children ? leaves(item.children) : item.path ? [item] : []));

interface Stop {
  title: string;
  url: string;
}

/**
 * What a page settled on: rows of a table, a drawn chart, or nothing for the year. Pages of earlier tabs stay in the
 * document, hidden: only what is visible counts. A table shows its empty state while its answer loads, so the page
 * is asked again until it shows rows, or a drawn chart with no empty state beside it; neither after 30 s: nothing.
 */
async function outcome(page: Page): Promise<'table' | 'chart' | 'empty'> {
  const rows = page.locator('.ant-table-row:visible');
  const chart = page.locator('[data-testid="report-chart"] canvas:visible');
  // Visible text only: antd's empty picture carries the same words in its SVG <title>.
  const emptyState = page.getByText(/暂无/).locator('visible=true');
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await page.waitForTimeout(250)) {
    if ((await rows.count()) > 0) return 'table';
    const box = (await chart.count()) > 0 ? await chart.first().boundingBox() : null;
    if (box && box.width > 0 && box.height > 0 && (await emptyState.count()) === 0) return 'chart';
  }
  return 'empty';
}

describe("the dean's report and score pages for the current year", () => {
  let harness: Harness;
  let page: Page;
  let consoleErrors: string[];
  const year = new Date().getFullYear();

  beforeAll(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    harness = await startHarness();
    ({ page, consoleErrors } = await harness.newPage());
    await login(page, harness.baseUrl, 'dean', 'Dean@2026');
  });

  afterAll(async () => {
    await harness?.close();
  });

  /** JSON the page's own session may read. */
  const getJson = <T>(url: string): Promise<T> => page.evaluate(async (u) => (await fetch(u, { credentials: 'include' })).json(), url) as Promise<T>;

  /** Every page of the two groups, each address carrying this year as its filter. */
  async function stops(): Promise<Stop[]> {
    const reports = await getMyReports({ get: <T>(url: string) => getJson<T>(url) });
    const menu = withReportMenu(DEAN_MENU, reports);
    const group = (title: string) => leaves(menu.filter((item) => item.title === title));
    const reportStops: Stop[] = [];
    for (const item of group(REPORT_MENU_TITLE)) {
      const report = reports.find((r) => r.Path === item.path);
      const meta = await getJson<ReportMeta>(`/api/report/${encodeURIComponent(report?.Code ?? '')}/meta`);
      const years = meta.Filters.find((f) => f.Kind === 'yearRange');
      const dates = meta.Filters.find((f) => f.Kind === 'dateRange');
      const query = years ? `?${years.Key}=${year}..${year}` : dates ? `?${dates.Key}=${year}-01-01..${year}-12-31` : '';
      reportStops.push({ title: item.title, url: `${item.path}${query}` });
    }
    const scoreStops = group(SCORE_MENU_TITLE).map((item) => {
      const path = item.path ?? '';
      // 三名工程积分 shows one year (`?year=`); the others a range of years.
      const query = path.toLowerCase() === SCORE_PATHS.treeProject.toLowerCase() ? `year=${year}` : scoreFiltersToSearch({ years: [year, year] });
      return { title: item.title, url: `${path}?${query.replace(/^\?/, '')}` };
    });
    return [...reportStops, ...scoreStops];
  }

  it('shows a table with rows or a drawn chart at every one of them, never a refusal', { timeout: 600_000 }, async () => {
    const walk = await stops();
    // The spec's count for the dean (D-MOD-7): about seventy pages, the 统计报表 and 积分统计 groups together.
    expect(walk.length).toBeGreaterThanOrEqual(60);
    const outcomes: Record<string, string> = {};
    for (const [i, stop] of walk.entries()) {
      await page.goto(`${harness.baseUrl}${stop.url}`);
      outcomes[stop.url] = await outcome(page);
      expect(await page.getByText('权限不足').count(), stop.url).toBe(0);
      expect(await page.getByText('页面不存在').count(), stop.url).toBe(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${String(i).padStart(2, '0')}-${stop.title}.png` });
    }
    const empty = walk.filter((stop) => outcomes[stop.url] === 'empty').map((stop) => `${stop.title} ${stop.url}`);
    expect(empty).toEqual([]);
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  });
});
