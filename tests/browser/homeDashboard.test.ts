/**
 * The home page as a dashboard, per role, against the seeded data (which runs up to the day it is seeded, so this year
 * has output): leaders — the dean and the 科室主任 — see this year's output against last year's (each card linking to
 * its report) and the chart by department; the reviewer sees 待我审批 by module with the wait of the oldest item and no
 * leader's cards; staff see their applications by status and their latest records — and staff, with no chart, never
 * load ECharts. No card is empty. Screenshots go to /tmp/home-dashboard-shots.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, startHarness, type Harness } from './harness';

const SHOTS = '/tmp/home-dashboard-shots';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const year = new Date().getFullYear();

/** Nothing a person should not read: no ids, no English words (module codes, report codes). */
function expectReadable(text: string) {
  expect(text).not.toMatch(UUID);
  expect(text).not.toMatch(/[A-Za-z]{3,}/);
}

/** The login page asks who is logged in before anyone is (401): that one is expected. */
const realErrors = (errors: string[]) => errors.filter((error) => !/favicon|401/.test(error));

/** Every card of the dashboard has something in it (an empty card says nothing). */
async function expectNoEmptyCard(page: Page) {
  expect(await page.locator('.ant-card .ant-empty').count()).toBe(0);
}

async function shot(page: Page, name: string) {
  // After the chart's entry animation.
  await page.waitForTimeout(800);
  // The dashboard sits at the top of the page: the first screen is what is checked.
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('the home dashboard', () => {
  let harness: Harness;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('shows the dean this year against last year, each figure linking to its report, and the output by department', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'dean', 'Dean@2026');
    const figures = page.locator('.home-figure');
    await expect.poll(() => figures.count(), { timeout: 30000 }).toBe(4);
    const texts = await figures.allInnerTexts();
    expect(texts.map((text) => text.split('\n')[0])).toEqual(['本年论文', '本年专利', '本年课题', '本年科技奖励']);
    for (const text of texts) expect(text).toMatch(/较上年 [↑↓] [\d.]+%|与上年持平|上年无数据/);
    for (const text of texts) expect(text).toMatch(/上年 \d+ [篇项]/);
    // The seed runs up to today: this year has output, no hand-made move of dates needed.
    const thisYear = texts.map((text) => Number(text.split('\n')[1]?.replace(/\D/g, '') ?? 0));
    expect(thisYear.reduce((sum, value) => sum + value, 0)).toBeGreaterThan(0);
    expect(await figures.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/thesis/group',
      '/patent/group',
      '/problem/group',
      '/results/group',
    ]);
    await expect.poll(() => page.getByText(`${year}年科研产出`).count()).toBe(1);

    const chartCard = page.locator('.ant-card', { has: page.getByText('本年度各科室科研产出') });
    await chartCard.locator('[data-testid="report-chart"] canvas').first().waitFor({ timeout: 60000 });
    expectReadable(await chartCard.innerText());
    expectReadable(
      await page
        .locator('.ant-card', { has: page.getByText(`${year}年科研产出`) })
        .first()
        .innerText(),
    );
    await expectNoEmptyCard(page);
    await shot(page, '1-dean-home');

    // The chart's 专利 opens the report it is drawn from; a figure opens its 分类统计.
    await chartCard.getByRole('link', { name: '专利' }).click();
    await page.waitForURL(/\/patent\/deptoutput/);
    await page.locator('[data-testid="report-chart"] canvas').first().waitFor({ timeout: 60000 });
    await page.goto(`${harness.baseUrl}/`);
    await figures.first().click();
    await page.waitForURL(/\/thesis\/group/);
    await page.locator('[data-testid="report-chart"] canvas').first().waitFor({ timeout: 60000 });
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it('shows the reviewer what waits for them by module, with the wait of the oldest item, linking to each queue', async () => {
    // The seeded items all arrived today; one of the reviewer's papers has waited five days.
    const reviewer = await harness.db.selectFrom('User').select(['Id']).where('Account', '=', 'reviewer').executeTakeFirstOrThrow();
    const item = await harness.db
      .selectFrom('FlowDynamic')
      .select(['Id', 'Time'])
      .where('Receiver_Id', '=', String(reviewer.Id))
      .where('ModuleName', '=', 'Thesis')
      .where('Kind', '=', 'Approve')
      .where('IsComplete', '=', 0)
      .executeTakeFirstOrThrow();
    const fiveDaysAgo = new Date(Date.now() - 5 * 86_400_000);
    const day = `${fiveDaysAgo.getFullYear()}-${String(fiveDaysAgo.getMonth() + 1).padStart(2, '0')}-${String(fiveDaysAgo.getDate()).padStart(2, '0')}`;
    await harness.db
      .updateTable('FlowDynamic')
      .set({ Time: `${day}${String(item.Time).slice(10)}` })
      .where('Id', '=', item.Id)
      .execute();

    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'reviewer', 'Review@2026');
    const queue = page.locator('.ant-card', { has: page.locator('.home-queue') });
    const items = queue.locator('.home-queue .ant-list-item');
    await items.first().waitFor({ timeout: 30000 });
    expect(await queue.locator('.ant-card-head-title').innerText()).toMatch(/^待我审批\(\d+\)$/);
    for (const text of await items.allInnerTexts()) expect(text).toMatch(/等待 \d+ 天|今天送达/);
    // The longest wait first.
    expect(await items.first().innerText()).toMatch(/^\d+\s*论文\s*等待 5 天/);
    expect(await items.first().getByRole('link', { name: '去审批' }).getAttribute('href')).toBe('/Thesis/checklist');
    expect(await items.count()).toBeLessThanOrEqual(8);
    await expect.poll(() => queue.getByText(/还有 \d+ 个模块/).count()).toBe(1);
    const links = await items.getByRole('link', { name: '去审批' }).evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^\/[A-Za-z]+\/checklist$/);
    expectReadable((await queue.innerText()).replace('去审批', ''));
    // The research office may open the output statistics, but the leaders' cards are the leaders'.
    expect(await page.locator('.home-figure').count()).toBe(0);
    expect(await page.getByText('本年度各科室科研产出').count()).toBe(0);
    await expectNoEmptyCard(page);
    await shot(page, '2-reviewer-home');

    await items.first().getByRole('link', { name: '去审批' }).click();
    await page.waitForURL(/\/checklist$/);
    await page.locator('.flow-center-single .ant-table-row').first().waitFor({ timeout: 30000 });
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it("shows the 科室主任 this year's output against last year, as a leader", async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'director', 'Director@2026');
    const figures = page.locator('.home-figure');
    await expect.poll(() => figures.count(), { timeout: 30000 }).toBe(4);
    for (const text of await figures.allInnerTexts()) expect(text).toMatch(/上年 \d+ [篇项]/);
    const chartCard = page.locator('.ant-card', { has: page.getByText('本年度各科室科研产出') });
    await chartCard.locator('[data-testid="report-chart"] canvas').first().waitFor({ timeout: 60000 });
    await expectNoEmptyCard(page);
    await shot(page, '4-director-home');
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it('shows staff their applications by status, and loads no chart library', async () => {
    const { page, consoleErrors } = await harness.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await login(page, harness.baseUrl, 'staff', 'Staff@2026');
    const card = page.locator('.ant-card', { has: page.locator('.home-applications') });
    await card.waitFor({ timeout: 30000 });
    expect(await card.locator('.ant-card-head-title').innerText()).toMatch(/^我的申请\(\d+\)$/);
    const titles = await card.locator('.ant-statistic-title').allInnerTexts();
    expect(titles.slice(0, 4)).toEqual(['未提交', '审核中', '已退回', '已通过']);
    const values = (await card.locator('.ant-statistic-content').allInnerTexts()).map((text) => Number(text.replace(/\D/g, '')));
    expect(values.reduce((sum, value) => sum + value, 0)).toBeGreaterThan(0);
    expectReadable(await card.innerText());
    // Staff open no output report: no figure cards, no chart, and so no ECharts chunk.
    expect(await page.locator('.home-figure').count()).toBe(0);
    expect(await page.getByText('本年度各科室科研产出').count()).toBe(0);
    // Their own latest records, each linking to it.
    const recent = page.locator('.ant-card', { has: page.locator('.home-recent') });
    await recent.waitFor({ timeout: 30000 });
    expect(await recent.locator('.ant-list-item a').count()).toBeGreaterThan(0);
    // The titles are what people typed (系统评价与Meta分析 is Chinese medical usage): the rest — module names, states
    // and times — is the app's own text, and that has no codes or English.
    let ownText = (await recent.innerText()).replace(/\d{4}-\d{2}-\d{2}[\d: ]*/g, '');
    for (const title of await recent.locator('.ant-list-item a').allInnerTexts()) ownText = ownText.replace(title, '');
    expectReadable(ownText);
    // The status tags and the times stand in columns: one left edge each, whatever the title's length.
    const lines = recent.locator('.home-recent-line');
    const tagEdges = new Set<number>();
    const timeEdges = new Set<number>();
    for (let i = 0; i < (await lines.count()); i++) {
      const status = lines.nth(i).locator('> span').nth(1);
      const tag = status.locator('.ant-tag');
      if ((await tag.count()) > 0) tagEdges.add(Math.round((await tag.boundingBox())!.x));
      const time = (await lines.nth(i).locator('.home-recent-time').boundingBox())!;
      timeEdges.add(Math.round(time.x + time.width));
    }
    expect(tagEdges.size).toBe(1);
    expect(timeEdges.size).toBe(1);
    await expectNoEmptyCard(page);
    await shot(page, '3-staff-home');
    expect(scripts.filter((url) => /ReportChart|echarts/i.test(url))).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
    // A figure of 我的申请 opens the applications in that state: the approval centre on 我发起的.
    await card.getByRole('link', { name: /^我的申请:审核中/ }).click();
    await page.waitForURL(/\/FlowCenter\?tab=started&status=/);
    await page.locator('.flow-center-page .ant-tabs-tab-active', { hasText: '我发起的' }).waitFor();
    // Another view of the centre is the same page: the address follows it, the page tabs stay one.
    await page.locator('.flow-center-page .ant-tabs-tab', { hasText: '抄送我的' }).click();
    await page.waitForURL(/\/FlowCenter\?tab=cc$/);
    expect(await page.locator('.app-tabs-strip').getByText('审批中心', { exact: true }).count()).toBe(1);
  });
});
