import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startHarness, type Harness } from './harness';

describe('route guard', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('shows home to an anonymous visitor with a 登录 button', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${harness.baseUrl}/`);
    // The header's 登录, and the home page's own once its cards are in.
    await page
      .getByRole('button', { name: /登\s*录/ })
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByText(/欢迎您，/).count()).toBe(0);
  });

  it('sends an anonymous visitor to /login with the target, and back to it after logging in', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${harness.baseUrl}/Thesis/list`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/Thesis/list');
    await page.getByPlaceholder('请输入账号').fill('staff');
    await page.getByPlaceholder('请输入密码').fill('Staff@2026');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL((url) => url.pathname === '/Thesis/list');
    await page.getByText('论文列表').first().waitFor();
  });

  it('lets an anonymous visitor open a listed anonymous address: its page, not the login', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${harness.baseUrl}/ResearchAssistant/Templates`);
    // The page's cards, not just its title: the tab strip names the page while its code is still on the way.
    await page.getByTestId('research-template').first().waitFor();
    await page.getByText('科研助理模板', { exact: true }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/ResearchAssistant/Templates');
  });

  it('sends a user without the permission to /405 with the target', async () => {
    const { page } = await harness.newPage();
    await login(page, harness.baseUrl, 'staff', 'Staff@2026');
    await page.goto(`${harness.baseUrl}/User/list`);
    await page.waitForURL((url) => url.pathname === '/405');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/User/list');
  });

  it('names a list whose module has no descriptors 模块不存在 in its tab and crumbs, not by its raw address', async () => {
    const { page } = await harness.newPage();
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    // 操作日志 is a page of its own (/OperLog): the permission exists, the module's descriptors do not.
    await page.goto(`${harness.baseUrl}/OperLog/list`);
    await page.getByText('模块不存在或无权访问').waitFor();
    await page.locator('.page-tabs .page-tab', { hasText: /^模块不存在$/ }).waitFor();
    expect(await page.getByText('/OperLog/list').count()).toBe(0);
  });
});
