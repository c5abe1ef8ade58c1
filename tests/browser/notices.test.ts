/**
 * A notice from the notify centre, in three browsers at once: the administrator publishes to the 科研人员 role; staff
 * (who holds it) sees the alert (title, content, 查看, a close button counting down) and the bell's unread count rise
 * live, opens the notice from the alert, and the badge drops; the administrator's 我发布的 then shows it read and the
 * receipt names staff. The vice-dean (副院长 only — the dean also holds 科研人员, so he is in this audience) sees
 * nothing. Screenshots go to /tmp/notice-shots.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiFromPage, login, startHarness, watchHubConnection, type Harness } from './harness';

const SHOTS = '/tmp/notice-shots';
const POLL = { timeout: 20000 };

/** The bell's count of unread notifications (its one badge shows it when nothing is pending; the bell carries both). */
async function unreadBadge(page: Page): Promise<number> {
  // The counts the bell has read, not its zero before the first read answers.
  await page.locator('.notification-bell[data-loaded="true"]').first().waitFor(POLL);
  return Number((await page.locator('.notification-bell').first().getAttribute('data-unread')) ?? 0);
}

async function waitForBadge(page: Page, expected: number): Promise<void> {
  await expect.poll(() => unreadBadge(page), POLL).toBe(expected);
}

describe('通知公告', () => {
  let harness: Harness;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('the administrator publishes to the staff role; staff is alerted live, reads it, and the receipt shows it read; the vice-dean sees nothing', async () => {
    const title = `科研例会通知-${Date.now()}`;
    const staff = await harness.newPage();
    // The alert is live: sent before staff's page has connected to the hub, it would reach nobody.
    const staffConnected = watchHubConnection(staff.page);
    await login(staff.page, harness.baseUrl, 'staff', 'Staff@2026');
    const outsider = await harness.newPage();
    await login(outsider.page, harness.baseUrl, 'vicedean', 'Vice@2026');
    const staffBefore = await unreadBadge(staff.page);
    await expect.poll(staffConnected, POLL).toBe(true);
    const outsiderBefore = await unreadBadge(outsider.page);

    const admin = await harness.newPage();
    await login(admin.page, harness.baseUrl, 'admin', 'Admin@2026');
    await admin.page.goto(`${harness.baseUrl}/notifyCenter`);
    const form = admin.page.locator('.notice-form');
    await form.getByLabel('标题').fill(title);
    await form.getByRole('combobox', { name: '接收角色' }).click();
    await admin.page.locator('.ant-select-item-option', { hasText: '科研人员' }).click();
    await admin.page.keyboard.press('Escape');
    const body = form.getByRole('textbox', { name: '正文' });
    await body.click();
    await admin.page.keyboard.type('请于周五下午三点到三楼会议室参加科研例会');
    await admin.page.keyboard.press('Control+A');
    await form.getByRole('button', { name: '加粗' }).click();
    await admin.page.screenshot({ path: `${SHOTS}/1-admin-publish-form.png` });
    await form.getByRole('button', { name: /发\s*布/ }).click();
    await admin.page.locator('.ant-message', { hasText: /已发送给\d+人/ }).waitFor(POLL);

    // Staff: the alert of shell spec §8 and the unread badge, live.
    const alert = staff.page.locator('.app-alert', { hasText: title });
    await alert.waitFor(POLL);
    await expect.poll(() => alert.innerText()).toContain('请于周五下午三点到三楼会议室参加科研例会');
    // The close button counts the seconds down from 5 (its accessible name is 关闭提示; its text shows the seconds).
    expect(await alert.locator('button', { hasText: /^关闭\([1-5]\)$/ }).count()).toBe(1);
    await staff.page.screenshot({ path: `${SHOTS}/2-staff-alert-and-badge.png` });
    await waitForBadge(staff.page, staffBefore + 1);
    // The bell's panel keeps approvals and notifications apart: the 未读消息 tab lists it, with 查看全部 to 系统消息.
    await staff.page.getByRole('button', { name: '通知' }).click();
    await staff.page
      .locator('.notification-panel')
      .getByRole('tab', { name: /未读消息/ })
      .click();
    await staff.page.locator('.notification-unread-list', { hasText: title }).waitFor(POLL);
    expect(await staff.page.locator('.notification-panel').getByRole('link', { name: '查看全部' }).getAttribute('href')).toBe('/notifyMessage');
    await staff.page.screenshot({ path: `${SHOTS}/2b-staff-bell-panel.png` });

    // Opening it (from the panel: the alert may have counted down meanwhile) shows the notice, formatted and
    // sanitized, and marks it read. The alert's own 查看 is the same navigation (useMarkRead / useShellNotifications).
    await staff.page.locator('.notification-unread-list .ant-list-item', { hasText: title }).click();
    await staff.page.waitForURL((url) => url.pathname === '/notifyMessage', POLL);
    const drawer = staff.page.locator('.ant-drawer-content', { hasText: title });
    await drawer.waitFor(POLL);
    expect(await drawer.locator('.notice-body b, .notice-body strong').first().innerText()).toContain('科研例会');
    await waitForBadge(staff.page, staffBefore);
    await staff.page.screenshot({ path: `${SHOTS}/3-staff-reads-notice.png` });
    await drawer
      .getByRole('button', { name: /close|关闭/i })
      .first()
      .click()
      .catch(() => undefined);
    const row = staff.page.locator('.notify-message-page .ant-table-row', { hasText: title });
    await row.waitFor(POLL);
    expect(await row.locator('.notify-read').count()).toBe(1);

    // The administrator's 我发布的: the count follows live, and the receipt names staff among those who read it.
    await admin.page.getByRole('tab', { name: '我发布的' }).click();
    const published = admin.page.locator('.published-notices .ant-table-row', { hasText: title });
    await published.waitFor(POLL);
    await expect.poll(() => published.locator('.notice-receipt-count').innerText(), POLL).toMatch(/^已读 1 \/ 未读 \d+$/);
    await published.getByText('回执').click();
    const receipts = admin.page.locator('.ant-drawer-content', { hasText: '阅读回执' });
    await receipts.locator('.receipts-read', { hasText: '陈思远' }).waitFor(POLL);
    await admin.page.screenshot({ path: `${SHOTS}/4-admin-receipt.png` });

    // A second notice, to staff by name: the alert's own 查看 opens it on 系统消息 (clicked at once: it counts down 5 s).
    const second = `补充通知-${Date.now()}`;
    const staffUser = await harness.db.selectFrom('User').select('Id').where('Account', '=', 'staff').executeTakeFirstOrThrow();
    const sent = await apiFromPage(admin.page, '/api/Notice/Publish', {
      Title: second,
      Body: '<p>会议改至<b>四楼</b></p>',
      Audience: { Kind: 'users', Ids: [String(staffUser.Id)] },
    });
    expect(sent.status).toBe(200);
    const secondAlert = staff.page.locator('.app-alert', { hasText: second });
    await secondAlert.getByRole('button', { name: /查\s*看/ }).click(POLL);
    await staff.page.locator('.ant-drawer-content', { hasText: second }).locator('.notice-body', { hasText: '会议改至四楼' }).waitFor(POLL);
    await waitForBadge(staff.page, staffBefore);

    // /notify/list (系统通知, the administrators' view): every notice with its sender and receipt counts.
    await admin.page.goto(`${harness.baseUrl}/notify/list`);
    const everyNotice = admin.page.locator('.notice-list-page .ant-table-row', { hasText: title });
    await everyNotice.waitFor(POLL);
    expect(await everyNotice.innerText()).toContain('周建华');
    expect(await everyNotice.locator('.notice-receipt-count').innerText()).toMatch(/^已读 1 \/ 未读 \d+$/);
    await admin.page.screenshot({ path: `${SHOTS}/4b-admin-all-notices.png` });

    // The vice-dean is not in the audience: no alert, no badge, nothing on 系统消息.
    expect(await outsider.page.locator('.app-alert', { hasText: title }).count()).toBe(0);
    expect(await unreadBadge(outsider.page)).toBe(outsiderBefore);
    await outsider.page.goto(`${harness.baseUrl}/notifyMessage`);
    await outsider.page.locator('.notify-message-page .ant-table').waitFor(POLL);
    expect(await outsider.page.locator('.notify-message-page', { hasText: title }).count()).toBe(0);
    await outsider.page.screenshot({ path: `${SHOTS}/5-outsider-sees-nothing.png` });

    // The login page's first GetCurrent answers 401 before anyone has logged in; nothing else may fail.
    for (const errors of [staff.consoleErrors, outsider.consoleErrors, admin.consoleErrors]) {
      expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    }
  }, 120_000);
});
