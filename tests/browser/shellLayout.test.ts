/**
 * The shell's basics: breadcrumbs from the menu on every page (a form under its list), the header fixed
 * while a long page scrolls, and below 1024 px the menu as a drawer — at 390 px the content takes the full width.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startHarness, type Harness } from './harness';

const SHOTS = process.env.SHOTS_DIR;

describe('shell layout', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('shows where a page sits, and keeps the header in view on a long page', async () => {
    const { page, consoleErrors } = await harness.newPage();
    page.setDefaultTimeout(60000);
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    consoleErrors.length = 0;
    await page.goto(`${harness.baseUrl}/thesis/list`);
    await page.locator('.ant-table-row').first().waitFor();
    const crumbs = () => page.locator('.page-breadcrumb:visible .ant-breadcrumb-link').allInnerTexts();
    // A level is said once: the group 论文 holds the page 论文 (D-TAB-7).
    await expect.poll(crumbs).toEqual(['首页', '论文/专利/奖励/其他', '论文']);

    // A record's form sits under its list, which is a link back.
    await page.goto(`${harness.baseUrl}/Thesis/add`);
    await page.locator('#root_Title').waitFor();
    await expect.poll(crumbs).toEqual(['首页', '论文/专利/奖励/其他', '论文', '新增']);
    await page.locator('.page-breadcrumb:visible a', { hasText: '论文' }).last().click();
    await page.waitForURL((url) => url.pathname.toLowerCase() === '/thesis/list');

    // The long form scrolled down: the header is still at the top of the window.
    await page.goto(`${harness.baseUrl}/Thesis/add`);
    await page.locator('#root_Title').waitFor();
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const header = (await page.locator('.app-header').boundingBox())!;
    expect(header.y).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/shell-scrolled.png` });
    expect(consoleErrors).toEqual([]);
  });

  it('opens the menu as a drawer at 390 px and gives the page the whole width', async () => {
    const { page } = await harness.newPage();
    page.setDefaultTimeout(60000);
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    // A phone's width (the greeting the login helper waits for is hidden there).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${harness.baseUrl}/loginLog`);
    await page.locator('.ant-table').first().waitFor();
    expect(await page.locator('.ant-layout-sider').count()).toBe(0);
    const card = (await page.locator('.ant-card').first().boundingBox())!;
    expect(card.width).toBeGreaterThan(300);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/narrow-page.png` });

    await page.getByRole('button', { name: '切换菜单' }).click();
    const drawer = page.locator('.app-menu-drawer');
    await drawer.getByText('论文/专利/奖励/其他').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/narrow-drawer.png` });
    // The header's buttons stay on one line.
    expect((await page.locator('.app-header').boundingBox())!.height).toBeLessThanOrEqual(64);
    await drawer.locator('.ant-menu-item', { hasText: /^首页$/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.locator('.app-menu-drawer .ant-menu:visible').count()).toBe(0);
  });

  it('paints the logo and the 问题反馈 tab in the chosen navigation colour', async () => {
    const { page } = await harness.newPage();
    page.setDefaultTimeout(60000);
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    const logoColour = () =>
      page
        .locator('.app-logo')
        .first()
        .evaluate((element) => getComputedStyle(element).color);
    const tabColour = () => page.locator('.feedback-float').evaluate((element) => getComputedStyle(element).backgroundColor);
    // 靛蓝 by default.
    await expect.poll(logoColour).toBe('rgb(63, 81, 181)');
    expect(await tabColour()).toBe('rgb(63, 81, 181)');
    await page.getByRole('button', { name: '设置' }).click();
    await page.getByRole('button', { name: '红色' }).click();
    // 红色 is #f44336.
    await expect.poll(logoColour).toBe('rgb(244, 67, 54)');
    await expect.poll(tabColour).toBe('rgb(244, 67, 54)');
    await page.evaluate(() => localStorage.removeItem('ui.navColor'));
  });
});
