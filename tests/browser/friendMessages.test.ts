/**
 * 站内消息 in the browser, two people at once: staff finds the reviewer in the colleague directory (staff may
 * not list people), writes two lines (Shift+Enter) and sends with Enter; the reviewer, on another page, sees the toast
 * 收到站内消息 and the envelope's badge rise without a reload, opens the messages, reads the conversation (the badge
 * drops, staff sees 已读), and replies; staff sees the reply arrive live. A draft typed for one colleague survives a
 * switch to another. Sending too fast is refused with 发送过于频繁,请稍后再试 and what was typed stays in the box. The
 * live parts run under the app's Content-Security-Policy, whose connect-src is the app's own origin alone.
 * Screenshots go to /tmp/friend-message-shots.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FRIEND_MESSAGE_ERRORS, FRIEND_MESSAGE_PATHS } from '../../contract/index';
import { FRIEND_MESSAGE_SENDER_RATE_LIMIT } from '../../server/platform/http/rateLimits';
import { SEED_ACCOUNTS } from '../../server/seed/accounts';
import { login, startHarness, type Harness } from './harness';

const SHOTS = '/tmp/friend-message-shots';
const POLL = { timeout: 20000 };

const envelope = (page: Page) => page.locator('.app-header button[aria-label^="站内消息"]');
const envelopeBadge = (page: Page) =>
  page.locator('.app-header .ant-badge', { has: page.locator('button[aria-label^="站内消息"]') }).locator('.ant-scroll-number');
const composer = (page: Page) => page.getByRole('textbox', { name: '消息内容' });
const bubble = (page: Page, text: string) => page.locator('.friend-chat-row', { hasText: text });

/** The chat's own text (panes and thread) but the names of files people sent: no raw ids, no English. */
async function chatText(page: Page): Promise<string> {
  return (await page.locator('.friend-chat').innerText()).replace(/[^\s：]+\.txt/g, '');
}

describe('站内消息', () => {
  let harness: Harness;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('staff writes to the reviewer, who sees it live, reads it and replies; staff sees the reply live', async () => {
    const stamp = String(Date.now()).slice(-6);
    const FIRST_LINE = `林老师您好，课题申报书已上传${stamp}`;
    const SECOND_LINE = '请您抽空审阅';
    const REPLY = `已收到，明天给您意见${stamp}`;
    const reviewerName = SEED_ACCOUNTS.reviewer.Name;
    const staffName = SEED_ACCOUNTS.staff.Name;

    const reviewer = await harness.newPage();
    await login(reviewer.page, harness.baseUrl, 'reviewer', 'Review@2026');
    await envelope(reviewer.page).waitFor(POLL);
    // The demo data may hold unread messages for the reviewer already: the badge shows them once loaded.
    const unreadBefore = await reviewer.page.evaluate(
      async () => ((await (await fetch('/api/FriendMessage/unreadCount', { credentials: 'include' })).json()) as { Count: number }).Count,
    );
    const badgeCount = async () =>
      (await envelopeBadge(reviewer.page).count()) === 0 ? 0 : Number(await envelopeBadge(reviewer.page).first().getAttribute('title'));
    await expect.poll(badgeCount, POLL).toBe(unreadBefore);

    const staff = await harness.newPage();
    try {
      await login(staff.page, harness.baseUrl, 'staff', 'Staff@2026');
      await envelope(staff.page).click();
      await staff.page.waitForURL((url) => url.pathname === '/friendMessage/list');
      await staff.page.locator('.friend-chat').waitFor(POLL);

      // A draft for the dean first: switching away must not lose it.
      await staff.page.getByLabel('搜索同事').fill(SEED_ACCOUNTS.dean.Name);
      await staff.page.locator('.friend-chat-contact', { hasText: SEED_ACCOUNTS.dean.Name }).first().click();
      await composer(staff.page).fill('王院长，周五的会议材料稍后发您');

      // The directory finds the reviewer by department, without List on Person.
      await staff.page.getByLabel('搜索同事').fill('科研处');
      const reviewerRow = staff.page.locator('.friend-chat-contact', { hasText: reviewerName }).first();
      await reviewerRow.waitFor(POLL);
      await reviewerRow.click();
      await staff.page.locator('.friend-chat-thread-title', { hasText: reviewerName }).waitFor(POLL);
      expect(await composer(staff.page).inputValue()).toBe('');

      await composer(staff.page).click();
      await staff.page.keyboard.type(FIRST_LINE);
      await staff.page.keyboard.press('Shift+Enter');
      await staff.page.keyboard.type(SECOND_LINE);
      expect(await composer(staff.page).inputValue()).toBe(`${FIRST_LINE}\n${SECOND_LINE}`);
      await staff.page.keyboard.press('Enter');

      const sent = bubble(staff.page, FIRST_LINE);
      await sent.waitFor(POLL);
      expect(await sent.locator('.friend-chat-text').innerText()).toBe(`${FIRST_LINE}\n${SECOND_LINE}`);
      await sent.getByText('未读').waitFor(POLL);
      expect(await sent.evaluate((row) => row.classList.contains('is-mine'))).toBe(true);
      expect(await composer(staff.page).inputValue()).toBe('');

      // The reviewer, on the home page, hears of it: toast and badge, no reload.
      await reviewer.page.getByText('收到站内消息').first().waitFor(POLL);
      await expect.poll(badgeCount, POLL).toBe(unreadBefore + 1);
      await reviewer.page.screenshot({ path: `${SHOTS}/1-reviewer-toast-and-badge.png` });

      await envelope(reviewer.page).click();
      await reviewer.page.waitForURL((url) => url.pathname === '/friendMessage/list');
      const staffRow = reviewer.page.locator('.friend-chat-contact', { hasText: staffName }).first();
      await staffRow.waitFor(POLL);
      await expect.poll(async () => staffRow.locator('.ant-scroll-number').getAttribute('title'), POLL).toBe('1');
      await reviewer.page.screenshot({ path: `${SHOTS}/2-reviewer-conversations.png` });
      await staffRow.click();
      const received = bubble(reviewer.page, FIRST_LINE);
      await received.waitFor(POLL);
      expect(await received.evaluate((row) => row.classList.contains('is-mine'))).toBe(false);

      // Opened: the counts drop, and staff sees 已读 without a reload.
      await expect.poll(async () => staffRow.locator('.ant-scroll-number').count(), POLL).toBe(0);
      await expect.poll(badgeCount, POLL).toBe(unreadBefore);
      await sent.getByText('已读').waitFor(POLL);

      // The reply, sent with the button this time.
      await composer(reviewer.page).fill(REPLY);
      await reviewer.page.getByRole('button', { name: /发\s*送/ }).click();
      await bubble(reviewer.page, REPLY).waitFor(POLL);
      await reviewer.page.screenshot({ path: `${SHOTS}/3-reviewer-thread.png` });

      // Staff, with the conversation open, sees it arrive (and the toast).
      await bubble(staff.page, REPLY).waitFor(POLL);
      await staff.page.getByText('收到站内消息').first().waitFor(POLL);
      await staff.page.screenshot({ path: `${SHOTS}/4-staff-thread.png` });

      // A file goes along through the resource store; the reviewer, reading, sees it under the message.
      await staff.page
        .locator('.friend-chat-composer input[type=file]')
        .setInputFiles({ name: '申报书.txt', mimeType: 'text/plain', buffer: Buffer.from('课题申报书正文') });
      await staff.page.locator('.friend-chat-composer .ant-tag', { hasText: '申报书.txt' }).waitFor(POLL);
      await composer(staff.page).fill('附件请查收');
      await composer(staff.page).press('Enter');
      await bubble(staff.page, '附件请查收').getByText('申报书.txt').waitFor(POLL);
      expect(await staff.page.locator('.friend-chat-composer .ant-tag').count()).toBe(0);
      await bubble(reviewer.page, '附件请查收').getByText('申报书.txt').waitFor(POLL);
      await bubble(staff.page, '附件请查收').getByText('已读').waitFor(POLL);

      // The draft for the dean is still there.
      await staff.page.getByLabel('搜索同事').fill(SEED_ACCOUNTS.dean.Name);
      await staff.page.locator('.friend-chat-contact', { hasText: SEED_ACCOUNTS.dean.Name }).first().click();
      expect(await composer(staff.page).inputValue()).toBe('王院长，周五的会议材料稍后发您');

      for (const page of [staff.page, reviewer.page]) {
        const text = await chatText(page);
        expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
        expect(text).not.toMatch(/[A-Za-z]{3,}/);
      }
      // The login page's first look for a session answers 401 before anyone has logged in.
      expect(staff.consoleErrors.filter((t) => !/status of 401/.test(t))).toEqual([]);
      expect(reviewer.consoleErrors.filter((t) => !/status of 401/.test(t))).toEqual([]);
    } finally {
      // A retry starts with nobody looking at the conversation.
      await Promise.all([staff.page.context().close(), reviewer.page.context().close()]);
    }
  });

  it('refuses a send beyond the limit with 发送过于频繁,请稍后再试, keeping what was typed in the box', async () => {
    const vicedean = await harness.newPage();
    try {
      await login(vicedean.page, harness.baseUrl, 'vicedean', SEED_ACCOUNTS.vicedean.Password);
      const opened = await vicedean.page.goto(`${harness.baseUrl}/friendMessage/list`);
      // The policy the other journeys' live messages arrive under: the hub's socket is allowed by 'self' alone.
      expect(opened?.headers()['content-security-policy']).toContain("connect-src 'self';");
      await vicedean.page.getByLabel('搜索同事').fill(SEED_ACCOUNTS.director.Name);
      await vicedean.page.locator('.friend-chat-contact', { hasText: SEED_ACCOUNTS.director.Name }).first().click();
      await vicedean.page.locator('.friend-chat-thread-title', { hasText: SEED_ACCOUNTS.director.Name }).waitFor(POLL);

      // The minute's sends spent by a script in the same session (as the review's attack did).
      const directorId = String((await harness.db.selectFrom('User').select('Id').where('Account', '=', 'director').executeTakeFirstOrThrow()).Id);
      const statuses = await vicedean.page.evaluate(
        async ({ url, receiverId, count }) => {
          const answers: number[] = [];
          for (let i = 0; i < count; i += 1) {
            const response = await fetch(url, {
              method: 'POST',
              credentials: 'include',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ Receiver_Id: receiverId, Content: `脚本连发${i}` }),
            });
            answers.push(response.status);
          }
          return answers;
        },
        { url: FRIEND_MESSAGE_PATHS.send, receiverId: directorId, count: FRIEND_MESSAGE_SENDER_RATE_LIMIT.max },
      );
      expect(statuses).toEqual(Array(FRIEND_MESSAGE_SENDER_RATE_LIMIT.max).fill(200));

      const typed = '黄主任，下午的课题评审会改到三点，请您知悉';
      await composer(vicedean.page).fill(typed);
      await composer(vicedean.page).press('Enter');
      await vicedean.page.getByText(FRIEND_MESSAGE_ERRORS.sendTooFast).first().waitFor(POLL);
      await vicedean.page.screenshot({ path: `${SHOTS}/6-send-too-fast.png` });
      expect(await composer(vicedean.page).inputValue()).toBe(typed);
      expect(await bubble(vicedean.page, typed).count()).toBe(0);
      // The browser reports the refused call itself; nothing else went wrong.
      expect(vicedean.consoleErrors.filter((t) => !/status of (401|429)/.test(t))).toEqual([]);
    } finally {
      await vicedean.page.context().close();
    }
  });

  it('keeps the online users list live, and leads the old compose addresses to the chat and the notify centre', async () => {
    const onlineBadge = (page: Page) =>
      page.locator('.app-header .ant-badge', { has: page.locator('button[aria-label="在线用户"]') }).locator('.ant-scroll-number');
    const onlineCount = async (page: Page) => ((await onlineBadge(page).count()) === 0 ? 0 : Number(await onlineBadge(page).first().getAttribute('title')));
    const dean = await harness.newPage();
    const staff = await harness.newPage();
    try {
      await login(dean.page, harness.baseUrl, 'dean', 'Dean@2026');
      await expect.poll(() => onlineCount(dean.page), POLL).toBeGreaterThan(0);
      const before = await onlineCount(dean.page);

      // Staff logs in elsewhere: the dean's badge rises, and the list names staff, without a reload.
      await login(staff.page, harness.baseUrl, 'staff', 'Staff@2026');
      await expect.poll(() => onlineCount(dean.page), POLL).toBe(before + 1);
      await dean.page.locator('button[aria-label="在线用户"]').click();
      await dean.page.locator('.ant-popover', { hasText: SEED_ACCOUNTS.staff.Name }).waitFor(POLL);
      await dean.page.screenshot({ path: `${SHOTS}/5-online-users.png` });
      await dean.page.keyboard.press('Escape');

      // A message's link opens its conversation in the chat (the old compose address).
      await staff.page.goto(`${harness.baseUrl}/FriendMessage/add`);
      await staff.page.waitForURL((url) => url.pathname === '/friendMessage/list');
      await staff.page.getByLabel('搜索同事').fill(SEED_ACCOUNTS.dean.Name);
      await staff.page.locator('.friend-chat-contact', { hasText: SEED_ACCOUNTS.dean.Name }).first().click();
      const text = `会议纪要已发${Date.now()}`;
      await composer(staff.page).fill(text);
      await composer(staff.page).press('Enter');
      await bubble(staff.page, text).waitFor(POLL);
      const message = await harness.db.selectFrom('FriendMessage').select('Id').where('Content', '=', text).executeTakeFirstOrThrow();
      await dean.page.goto(`${harness.baseUrl}/FriendMessage/add?q=${message.Id}`);
      await dean.page.waitForURL((url) => url.pathname === '/friendMessage/list');
      await dean.page.locator('.friend-chat-thread-title', { hasText: SEED_ACCOUNTS.staff.Name }).waitFor(POLL);
      await bubble(dean.page, text).waitFor(POLL);

      // /Notify/add is the notify centre's publish form for whoever may publish (the dean may not: 权限不足).
      const admin = await harness.newPage();
      await login(admin.page, harness.baseUrl, 'admin', 'Admin@2026');
      await admin.page.goto(`${harness.baseUrl}/Notify/add`);
      await admin.page.waitForURL((url) => url.pathname === '/notifyCenter');
      await expect.poll(() => onlineCount(dean.page), POLL).toBe(before + 2);
      await admin.page.context().close();
      // A closed page leaves the list when its socket closes.
      await expect.poll(() => onlineCount(dean.page), POLL).toBe(before + 1);

      // Staff logs out: gone from the dean's list at once.
      await staff.page.locator('[aria-label="用户菜单"]').click();
      await staff.page.getByRole('menuitem', { name: /退出/ }).click();
      await staff.page.waitForURL((url) => url.pathname === '/login');
      await expect.poll(() => onlineCount(dean.page), POLL).toBe(before);
    } finally {
      await Promise.all([staff.page.context().close(), dean.page.context().close()]);
    }
  });
});
