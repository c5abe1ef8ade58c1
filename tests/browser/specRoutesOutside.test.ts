/**
 * The shell spec's routes a logged-in walk does not cover: the anonymous pages for a visitor, the pages
 * outside the shell, and an unknown address inside the app — 页面不存在 within the shell (menu, breadcrumb, tab) with
 * 返回首页.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startHarness, type Harness } from './harness';
import { ANONYMOUS_ROUTES, OUTSIDE_SHELL_ROUTES } from './specRouteTable';
import { visitRoutes } from './specRouteWalk';

describe('the shell spec’s routes outside the logged-in walk', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('show a visitor every anonymous page, never the login page', async () => {
    const { page, consoleErrors } = await harness.newPage();
    const visits = await visitRoutes(harness, page, consoleErrors, ANONYMOUS_ROUTES);
    expect(visits.filter((visit) => visit.outcome !== 'page' || visit.consoleErrors.length > 0)).toEqual([]);
    await page.goto(`${harness.baseUrl}/ProblemCompApply/ProblemList`);
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByText('以下课题申报已通过院内审核,现予公示。').waitFor();
  });

  it(
    'open the pages outside the shell as the administrator (/405 as the refusal page)',
    async () => {
      const { page, consoleErrors } = await harness.newPage();
      await login(page, harness.baseUrl, 'admin', 'Admin@2026');
      const visits = await visitRoutes(harness, page, consoleErrors, OUTSIDE_SHELL_ROUTES);
      // /login is the login page itself (its form is what the walk calls 'login'); /405 the refusal page.
      const expected = (route: string) => (route === '/405' ? 'forbidden' : route === '/login' ? 'login' : 'page');
      const wrong = visits.filter((visit) => visit.outcome !== expected(visit.route) || visit.consoleErrors.length > 0);
      expect(wrong).toEqual([]);
    },
    6 * 60 * 1000,
  );

  it('say 页面不存在 inside the shell at an unknown address, with the menu, the breadcrumb and 返回首页', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'dean', 'Dean@2026');
    await page.goto(`${harness.baseUrl}/ContractKY/NoSuchPage`);
    await page.getByText('页面不存在', { exact: true }).first().waitFor();
    await expect.poll(() => page.getByTestId('not-found-address').innerText()).toBe('/ContractKY/NoSuchPage');
    await expect.poll(() => page.locator('.app-sider .ant-menu-item, .app-sider .ant-menu-submenu').count()).toBeGreaterThan(3);
    await expect.poll(() => page.locator('.page-breadcrumb').innerText()).toMatch(/首页[\s\S]*页面不存在/);
    await expect.poll(() => page.locator('.page-tabs .page-tab-active').innerText()).toContain('页面不存在');
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL(`${harness.baseUrl}/`);
    await page.getByText('快捷入口').first().waitFor();
    expect(consoleErrors.filter((error) => !/favicon|status of 401/.test(error))).toEqual([]);
  });
});
