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
    await page
      .getByText(/Thesis 论文/)
      .first()
      .waitFor();
    await page
      .locator('.api-reference-call')
      .first()
      .screenshot({ path: `${SHOTS}/4-module-list-expanded.png` });
    // The login page's question who is logged in answers 401 before the login.
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
    await page.context().close();
  });

  it("shows a call's body fields, answer fields and examples as the route declares them", async () => {
    const { page, consoleErrors } = await harness.newPage();
    page.setDefaultTimeout(60000);
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    // The login call as a route declaring its body and answer would describe it (the page reads whatever is declared).
    await page.route('**/api/openapi.json', async (route) => {
      const response = await route.fetch();
      const document = await response.json();
      document.paths['/api/account/Login'].post.requestBody = {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['Account', 'Password'],
              properties: { Account: { type: 'string', description: '账号' }, Password: { type: 'string', description: '以服务器公钥加密的密码' } },
            },
            example: { Account: 'admin', Password: '(加密后的密码)' },
          },
        },
      };
      document.paths['/api/account/Login'].post.responses['200'] = {
        description: '当前用户',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                Name: { type: 'string', description: '姓名' },
                Roles: { type: 'array', items: { type: 'object', properties: { EnCode: { type: 'string', description: '角色编码' } } } },
              },
            },
            example: { Name: '周建华', Roles: [{ EnCode: '001' }] },
          },
        },
      };
      await route.fulfill({ response, json: document });
    });
    await page.goto(`${harness.baseUrl}/apiReference`);
    await page.locator('.ant-collapse-header', { hasText: '账号与登录' }).first().click();
    await page.locator('.ant-collapse-header', { hasText: '/api/account/Login' }).first().click();
    const details = page.locator('.api-reference-call').first();
    await details.getByText('请求体').waitFor();
    for (const text of ['Account', 'Password', '以服务器公钥加密的密码', '请求示例', '应答示例', 'Roles[].EnCode', '角色编码']) {
      await details.getByText(text, { exact: true }).first().waitFor();
    }
    expect(await details.locator('pre').first().textContent()).toContain('"Account": "admin"');
    // The call alone: a whole-page shot of a scrolled page draws the fixed toolbar and menu over the content.
    await details.screenshot({ path: `${SHOTS}/5-call-fields.png` });
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
