import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DRAFT_SAVE_DELAY_MS } from '../../src/forms/drafts/formDraft';
import { apiFromPage, chooseRemoteOption, login, startHarness, type Harness } from './harness';

async function firstId(page: Page, module: string): Promise<string> {
  const { status, json } = await apiFromPage<{ Data: Array<{ Id: string }> }>(page, `/api/${module}/List`, { PageIndex: 1, PageSize: 1 });
  expect(status).toBe(200);
  return json.Data[0].Id;
}

describe('input safety', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it("shows a thesis title carrying markup as text in the reviewer's live alert and bell (D-SEC-6)", async () => {
    const outside = 'http://127.0.0.1:9/x';
    const title = `<img src="${outside}" onerror="window.__pwned=1">`;

    const reviewer = await harness.newPage();
    const outsideRequests: string[] = [];
    reviewer.page.on('request', (request) => {
      if (request.url().startsWith('http://127.0.0.1:9/')) outsideRequests.push(request.url());
    });
    await login(reviewer.page, harness.baseUrl, 'reviewer', 'Review@2026');

    const staff = await harness.newPage();
    await login(staff.page, harness.baseUrl, 'staff', 'Staff@2026');
    const created = await apiFromPage<{ Id: string }>(staff.page, '/api/Thesis/Post', {
      Title: title,
      Journal_Id: await firstId(staff.page, 'Journal'),
      FirstAuthor_Id: await firstId(staff.page, 'Person'),
      Dept_Id: await firstId(staff.page, 'Dept'),
      PublishDate: '2025-03-15 00:00:00',
    });
    expect(created.status).toBe(200);
    const submitted = await apiFromPage(staff.page, '/api/FlowState/Submit', { ModuleName: 'Thesis', Business_Id: created.json.Id });
    expect(submitted.status).toBe(200);

    // The live alert (hub Notify) shows the title literally.
    const alert = reviewer.page.locator('.app-alert', { hasText: title });
    await alert.first().waitFor();
    await reviewer.page.screenshot({ path: '/tmp/h12shots/notify-alert.png' });

    // The bell: the pending item's summary and the unread notification, both as text.
    const bell = reviewer.page.getByRole('button', { name: '通知' });
    await bell.click();
    const panel = reviewer.page.locator('.notification-panel');
    await panel.locator('.ant-table-row', { hasText: title }).first().waitFor();
    await panel.getByRole('tab', { name: /未读消息/ }).click();
    await panel.locator('.ant-list-item', { hasText: title }).first().waitFor();
    await reviewer.page.screenshot({ path: '/tmp/h12shots/notify-bell.png' });

    expect(await reviewer.page.locator(`img[src="${outside}"]`).count()).toBe(0);
    expect(await reviewer.page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(outsideRequests).toEqual([]);
  });

  it('takes a date on Enter in 发表日期 without submitting the form', async () => {
    const { page } = await harness.newPage();
    await login(page, harness.baseUrl, 'staff', 'Staff@2026');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/Thesis\/(Post|Put)/i.test(request.url())) posts.push(request.url());
    });
    await page.goto(`${harness.baseUrl}/Thesis/add`);
    const date = page.locator('#root_PublishDate');
    await date.waitFor();
    await date.click();
    await date.fill('2025-03-15');
    await date.press('Enter');

    // The picker took the date and closed; the required fields left empty were not checked, nothing was sent.
    await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').waitFor({ state: 'hidden' });
    await page.waitForTimeout(1000);
    expect(await page.locator('.ant-modal-confirm-title', { hasText: '表单验证失败' }).count()).toBe(0);
    expect(posts).toEqual([]);
    await page.locator('#root_Title').click();
    await expect.poll(() => date.inputValue()).toBe('2025-03-15');
    await page.screenshot({ path: '/tmp/h12shots/date-enter.png' });
  });

  it('keeps what was typed when the session expires: 保存 → log in → back in the form, no LogOut after the Login', async () => {
    const { page } = await harness.newPage();
    // No hub connection in this journey: an ended session closes the page's connection and the app then goes to the
    // login page by itself (the journey after this one); here the person's 保存 is what meets the 401.
    await page.route('**/hub/message/negotiate*', (route) => route.abort());
    await login(page, harness.baseUrl, 'staff', 'Staff@2026');
    await page.goto(`${harness.baseUrl}/Thesis/add`);
    await page.locator('#root_Title').waitFor();
    await page.locator('#root_Title').fill('会话过期时填写的论文');
    await chooseRemoteOption(page, 'root_Journal_Id', '中华', /中华/);
    await chooseRemoteOption(page, 'root_FirstAuthor_Id', '', /./);
    await chooseRemoteOption(page, 'root_Dept_Id', '心血管', '心血管内科');
    await page.locator('#root_PublishDate').click();
    await page.locator('#root_PublishDate').fill('2025-03-15');
    await page.locator('#root_PublishDate').press('Enter');

    // The person types on, the session ends on the server, the person presses 保存.
    await page.locator('#root_Title').fill('会话过期时填写的论文(续写)');
    await page.waitForTimeout(DRAFT_SAVE_DELAY_MS + 200);
    expect(await page.evaluate(async () => (await fetch('/api/account/LogOut', { method: 'POST', credentials: 'include' })).status)).toBe(200);
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/api\/account\/(Login|LogOut)$/i.test(path)) calls.push(path.split('/').pop() ?? path);
    });
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.waitForURL(/\/login\?redirect=/);

    await page.getByPlaceholder('请输入账号').fill('staff');
    await page.getByPlaceholder('请输入密码').fill('Staff@2026');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL((url) => url.pathname.toLowerCase() === '/thesis/add');
    await page.getByText('已恢复未保存的内容').waitFor();
    await expect.poll(() => page.locator('#root_Title').inputValue()).toBe('会话过期时填写的论文(续写)');
    expect(await page.locator('#root_PublishDate').inputValue()).toBe('2025-03-15');
    await page.screenshot({ path: '/tmp/h12shots/draft-restored.png' });
    // Still logged in a while later: nothing logged the new session out.
    await page.waitForTimeout(2000);
    expect(calls).toEqual(['Login']);
    expect(new URL(page.url()).pathname.toLowerCase()).toBe('/thesis/add');
    expect(await page.evaluate(async () => (await fetch('/api/account/GetCurrent', { credentials: 'include' })).status)).toBe(200);

    // 放弃修改 drops the restored input.
    await page.getByRole('button', { name: '放弃修改' }).click();
    await expect.poll(() => page.locator('#root_Title').inputValue()).toBe('');
    expect(await page.getByText('已恢复未保存的内容').count()).toBe(0);
  });

  it('sends another tab of the same browser to the login page at once when the person logs out in one, keeping what was typed there', async () => {
    const { page: first } = await harness.newPage();
    await login(first, harness.baseUrl, 'staff', 'Staff@2026');
    const second = await first.context().newPage();
    const connected = second.waitForEvent('websocket');
    await second.goto(`${harness.baseUrl}/Thesis/add`);
    await connected;
    await second.locator('#root_Title').fill('另一个标签页里填写的论文');
    await second.waitForTimeout(DRAFT_SAVE_DELAY_MS + 200);

    await first.getByLabel('用户菜单').click();
    await first.getByText('退出', { exact: true }).click();
    await first.waitForURL((url) => url.pathname === '/login');
    // The server closes the session's hub connections; the second tab asks who is logged in and hears 401 — well
    // before the connection helper's next 10-second round.
    await second.waitForURL(/\/login\?redirect=/, { timeout: 5_000 });
    await second.getByPlaceholder('请输入账号').waitFor();
    await second.screenshot({ path: '/tmp/h12shots/logged-out-elsewhere.png' });

    await second.getByPlaceholder('请输入账号').fill('staff');
    await second.getByPlaceholder('请输入密码').fill('Staff@2026');
    await second.getByRole('button', { name: /登\s*录/ }).click();
    await second.waitForURL((url) => url.pathname.toLowerCase() === '/thesis/add');
    await second.getByText('已恢复未保存的内容').waitFor();
    await expect.poll(() => second.locator('#root_Title').inputValue()).toBe('另一个标签页里填写的论文');
  });

  it('asks before closing a tab with unsaved changes, offers the draft back, and before a reload', async () => {
    const { page } = await harness.newPage();
    await login(page, harness.baseUrl, 'staff', 'Staff@2026');
    await page.goto(`${harness.baseUrl}/Thesis/list`);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const title = page.locator('#root_Title');
    await title.waitFor();
    const formTab = page.locator('.page-tabs .page-tab', { has: page.locator('[data-tab-key="/thesis/add"]') });
    const question = page.locator('.ant-modal-confirm', { hasText: '当前页面有未保存的修改,确定关闭吗?' });

    // Nothing typed: the tab closes without a question.
    await formTab.locator('.page-tab-remove').click();
    await formTab.waitFor({ state: 'detached' });
    expect(await question.count()).toBe(0);

    await page
      .getByRole('button', { name: /新\s*增/ })
      .locator('visible=true')
      .click();
    await title.waitFor();
    await title.fill('未保存的论文题目');
    await formTab.locator('.page-tab-remove').click();
    await question.waitFor();
    await page.screenshot({ path: '/tmp/h12shots/close-confirm.png' });
    await question.getByRole('button', { name: /取\s*消/ }).click();
    await question.waitFor({ state: 'detached' });
    await expect.poll(() => title.inputValue()).toBe('未保存的论文题目');
    expect(await formTab.count()).toBe(1);

    // The context menu's close actions ask too (关闭其他 on the home tab closes the form's tab).
    await page.locator('[data-tab-key="/"]').click({ button: 'right' });
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText('关闭其他').click();
    await question.waitFor();
    await question.getByRole('button', { name: /取\s*消/ }).click();
    await question.waitFor({ state: 'detached' });
    expect(await formTab.count()).toBe(1);

    // The browser asks before a reload; leaving anyway brings the draft back.
    await formTab.click();
    await title.click();
    await title.press('End');
    await title.pressSequentially('!');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(dialogs).toContain('beforeunload');
    await page.getByText('已恢复未保存的内容').waitFor();
    await expect.poll(() => title.inputValue()).toBe('未保存的论文题目!');

    // 确定 closes the tab; opening the form again offers what was typed.
    await formTab.locator('.page-tab-remove').click();
    await question.waitFor();
    await question.getByRole('button', { name: /确\s*定/ }).click();
    await formTab.waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: /新\s*增/ })
      .locator('visible=true')
      .click();
    await page.getByText('已恢复未保存的内容').waitFor();
    await expect.poll(() => title.inputValue()).toBe('未保存的论文题目!');
  });
});
