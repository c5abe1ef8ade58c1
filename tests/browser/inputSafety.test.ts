import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, startHarness, type Harness } from './harness';

/** A JSON call from the page itself (same origin, its session cookie), as the app's own requests are made. */
async function apiFromPage<T>(page: Page, path: string, body: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return { status: response.status, json: (await response.json().catch(() => null)) as T };
    },
    { path, body },
  );
}

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
});
