import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, startHarness, switchRole, type Harness } from './harness';
import { ROLE_SWITCH_FAILED_MESSAGE } from '../../src/session/sessionActions';

/** The first row's Id of a module list, through the API with the page's session. */
async function firstId(page: Page, baseUrl: string, module: string): Promise<string> {
  const response = await page.request.post(`${baseUrl}/api/${module}/List`, { data: { PageIndex: 1, PageSize: 1 } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { Data: Array<{ Id: string }> };
  return body.Data[0].Id;
}

describe('the shell', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('keeps the navigation colour and dark mode across a reload', async () => {
    const { page } = await harness.newPage();
    await login(page, harness.baseUrl, 'staff', 'Staff@2026');
    const headerBackground = () => page.locator('.app-header').evaluate((element) => getComputedStyle(element).backgroundColor);
    const light = await headerBackground();
    await page.getByRole('button', { name: '设置' }).click();
    await page.getByRole('button', { name: '红色' }).click();
    await page.getByText('深色').click();
    await expect.poll(headerBackground).not.toBe(light);
    await page.reload();
    await page
      .getByText(/欢迎您，/)
      .first()
      .waitFor();
    await expect.poll(headerBackground).not.toBe(light);
    await page.getByRole('button', { name: '设置' }).click();
    await expect.poll(() => page.getByRole('button', { name: '红色' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('radio', { name: '深色' }).isChecked()).toBe(true);
  });

  it('switches the dean between 科研人员 and 院长, changing the menu', async () => {
    const { page } = await harness.newPage();
    await login(page, harness.baseUrl, 'dean', 'Dean@2026');
    const menu = page.locator('.ant-layout-sider .ant-menu');
    await menu.getByText('院领导').first().waitFor();
    await page.getByRole('button', { name: '切换角色' }).click();
    // The page reloads after 2 s: the standard menu, without the dean group.
    await switchRole(page, '科研人员', 10000);
    await menu.locator('.ant-menu-item, .ant-menu-submenu').first().waitFor();
    expect(await menu.getByText('院领导').count()).toBe(0);
    await page.getByRole('button', { name: '切换角色' }).click();
    await expect.poll(() => page.getByRole('menuitem', { name: '科研人员' }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('menuitem', { name: '院长' }).click();
    await page.waitForEvent('load', { timeout: 10000 });
    await menu.getByText('院领导').first().waitFor();
  });

  it('drops a role whose switch failed from the list and says so when the call had no answer', async () => {
    const { page } = await harness.newPage();
    await login(page, harness.baseUrl, 'dean', 'Dean@2026');
    await page.route('**/api/account/SetAccountRole/**', (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: '切换角色' }).click();
    const target = (await page.getByRole('menuitem', { name: '院长' }).getAttribute('aria-disabled')) === 'true' ? '科研人员' : '院长';
    await page.getByRole('menuitem', { name: target }).click();
    await page.getByText(ROLE_SWITCH_FAILED_MESSAGE).waitFor();
    await page.getByRole('button', { name: '切换角色' }).click();
    await expect.poll(() => page.getByRole('menuitem', { name: target }).count()).toBe(0);
    expect(await page.getByText('切换角色成功').count()).toBe(0);
  });

  it('checks the change-password form with the spec messages and changes it', async () => {
    const { page } = await harness.newPage();
    await login(page, harness.baseUrl, 'vicedean', 'Vice@2026');
    await page.locator('[aria-label="用户菜单"]').click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.locator('.ant-modal', { hasText: '修改密码' });
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await dialog.getByText('原密码是必填的').waitFor();
    await page.locator('#oldPassword').fill('123');
    await dialog.getByText('原密码长度要求在[6,20]之间').waitFor();
    await page.locator('#oldPassword').fill('Vice@2026');
    await page.locator('#newPassword').fill('abcdefgh');
    await dialog.getByText('密码强度不对,要求8-16位大小写字母+数字+特殊符号').waitFor();
    await page.locator('#newPassword').fill('Vice@2026');
    await dialog.getByText('新旧密码不可相同').waitFor();
    await page.locator('#newPassword').fill('Vice@2027');
    await page.locator('#reNewPassword').fill('Vice@2028');
    await dialog.getByText('2次密码不一致').waitFor();
    await page.locator('#reNewPassword').fill('Vice@2027');
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await page.getByText('修改成功').first().waitFor();
  });

  it("links the reviewer's bell to the thesis a staff member submitted", async () => {
    const staff = await harness.newPage();
    await login(staff.page, harness.baseUrl, 'staff', 'Staff@2026');
    const title = `冠心病风险预测-${Date.now()}`;
    const created = await staff.page.request.post(`${harness.baseUrl}/api/Thesis/Post`, {
      data: {
        Title: title,
        Journal_Id: await firstId(staff.page, harness.baseUrl, 'Journal'),
        FirstAuthor_Id: await firstId(staff.page, harness.baseUrl, 'Person'),
        Dept_Id: await firstId(staff.page, harness.baseUrl, 'Dept'),
        PublishDate: '2025-03-15 00:00:00',
      },
    });
    expect(created.status()).toBe(200);
    const thesisId = ((await created.json()) as { Id: string }).Id;
    const submitted = await staff.page.request.post(`${harness.baseUrl}/api/FlowState/Submit`, { data: { ModuleName: 'Thesis', Business_Id: thesisId } });
    expect(submitted.status()).toBe(200);

    const { page } = await harness.newPage();
    await login(page, harness.baseUrl, 'reviewer', 'Review@2026');
    const bell = page.getByRole('button', { name: '通知' });
    await expect.poll(() => page.locator('.ant-badge', { has: bell }).innerText()).toMatch(/[1-9]/);
    await bell.click();
    const panel = page.locator('.notification-panel');
    const row = panel.locator('.ant-table-row', { hasText: '待审核' }).first();
    await row.waitFor();
    await row.getByRole('link', { name: '审核' }).click();
    await page.waitForURL((url) => url.pathname.toLowerCase() === '/thesis/add' && url.searchParams.get('q') === thesisId);
  });

  it("names the toolbar's buttons on hover, opens the online users from their button, and hides the 问题反馈 tab", async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    consoleErrors.length = 0;
    const tooltip = (name: string) => page.locator('.ant-tooltip:not(.ant-tooltip-hidden)', { hasText: name });
    for (const [button, name] of [
      ['设置', '设置'],
      ['全屏', '全屏'],
      ['反馈', '问题反馈'],
      ['在线用户', '在线用户'],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).hover();
      await tooltip(name).waitFor();
      await page.mouse.move(0, 500);
      await tooltip(name).waitFor({ state: 'hidden' });
    }
    // The online users' button opens their list (a Popover around the button and its tooltip).
    await page.getByRole('button', { name: '在线用户', exact: true }).click();
    await page
      .locator('.ant-popover:not(.ant-popover-hidden)')
      .getByText(/^在线用户 \(\d+\)$/)
      .waitFor();
    await page.keyboard.press('Escape');
    // The floating tab's × names itself too, and hides the tab.
    await page.getByRole('button', { name: '隐藏问题反馈' }).hover();
    await tooltip('隐藏问题反馈').waitFor();
    await page.getByRole('button', { name: '隐藏问题反馈' }).click();
    await page.locator('.feedback-float').waitFor({ state: 'detached' });
    expect(consoleErrors).toEqual([]);
  });
});
