/**
 * 接口文档 (/apiReference): an administrator opens it from 基础信息, finds the login call in its section with its
 * Chinese summary, opens it and sees its body's fields; someone without the grant gets 权限不足. Screenshots in
 * API_REFERENCE_SHOTS (default /tmp/api-reference-shots).
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startHarness, type Harness } from './harness';

const SHOTS = process.env.API_REFERENCE_SHOTS ?? '/tmp/api-reference-shots';

describe('接口文档', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('shows an administrator every call by feature, in Chinese, from the menu', async () => {
    const { page, consoleErrors } = await harness.newPage();
    page.setDefaultTimeout(60000);
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    await page.locator('.ant-menu-submenu-title', { hasText: '基础信息' }).first().click();
    await page.locator('.ant-menu-item', { hasText: '接口文档' }).first().click();
    await page.waitForURL(/\/apiReference$/);
    await page.locator('.ant-card-head-title', { hasText: '接口文档' }).first().waitFor();
    await page.getByText(/科研管理平台 接口:共 \d+ 个接口/).waitFor();
    await page.screenshot({ path: `${SHOTS}/1-sections.png` });

    await page.locator('.ant-collapse-header', { hasText: '账号与登录' }).first().click();
    const loginCall = page.locator('.ant-collapse-header', { hasText: '/api/account/Login' }).first();
    await loginCall.waitFor();
    expect(await loginCall.textContent()).toContain('登录');
    expect(await loginCall.textContent()).toContain('无需登录');
    await loginCall.click();
    await page.getByText('无需登录即可调用。').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/2-login-call.png`, fullPage: true });

    // The generic module calls: found by searching, with every module named in the parameter's description.
    await page.getByPlaceholder('按路径或说明查找接口').fill('分页查询');
    await page.getByPlaceholder('按路径或说明查找接口').press('Enter');
    await page.locator('.ant-collapse-header', { hasText: '模块数据' }).first().click();
    await page.locator('.ant-collapse-header', { hasText: '/api/{module}/List' }).first().click();
    await page.getByText('模块名(路径中不区分大小写)', { exact: false }).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/3-module-list.png` });
    // The modules' list is long: three lines until 展开.
    await page.locator('.api-reference-call').getByText('展开').first().click();
    await page.getByText(/Thesis 论文/).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/4-module-list-expanded.png`, fullPage: true });
    // The login page's question who is logged in answers 401 before the login.
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
    await page.context().close();
  });

  it('refuses someone without the grant', async () => {
    const { page } = await harness.newPage();
    page.setDefaultTimeout(60000);
    await login(page, harness.baseUrl, 'staff', 'Staff@2026');
    await page.goto(`${harness.baseUrl}/apiReference`);
    await page.getByText('权限不足').first().waitFor();
    await page.context().close();
  });
});
