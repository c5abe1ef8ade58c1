/**
 * The generic report page in Chromium.
 *
 * The first journey stubs the report API (`/api/report/*`, contract/report.ts) in the browser and runs today. The
 * second NEEDS THE REPORT ENGINE (server/reports and the descriptors of schemas/reports, merged later): it drives the
 * real server's reports as the dean and a visitor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import * as XLSX from 'xlsx';
import type { Page, Route } from 'playwright-core';
import type { ReportMeta, ReportResult, ReportRoute } from '../../contract/index';
import { login, startHarness, type Harness } from './harness';

const SCREENSHOTS = process.env.REPORT_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  // After the chart's entry animation.
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** The year pickers of a yearRange filter: typed and confirmed, as a user may. */
async function pickYears(page: Page, label: string, from: string, to: string) {
  for (const [which, year] of [
    ['起始年度', from],
    ['截止年度', to],
  ] as const) {
    const input = page.getByLabel(`${label}${which}`);
    await input.click();
    await input.fill(year);
    await input.press('Enter');
  }
}

async function expectDrawnReport(page: Page) {
  await page.locator('[data-testid="report-chart"] canvas').first().waitFor({ timeout: 60000 });
  await page.locator('.report-table .ant-table-row').first().waitFor();
  await expect.poll(() => page.locator('.report-total-row').innerText()).toContain('合计');
}

describe('the report page against a stubbed report API', () => {
  let harness: Harness;
  const ROUTES: ReportRoute[] = [
    { Path: '/problem/group', Code: 'problem-group', Title: '课题统计', Anonymous: false },
    { Path: '/problem/groupb', Code: 'problem-groupb', Title: '科室课题统计', Anonymous: false },
    { Path: '/ALLReport', Code: 'allreport', Title: '全院科研产出总览', Anonymous: true },
  ];
  const meta = (route: ReportRoute): ReportMeta => ({
    Code: route.Code,
    Title: route.Title,
    Description: '已审核通过的课题统计',
    Dimensions: [
      { Key: 'year', Label: '立项年度' },
      { Key: 'level', Label: '课题级别' },
    ],
    Measures: [
      { Key: 'count', Label: '课题数(项)', Format: 'int' },
      { Key: 'funding', Label: '批准经费(万元)', Format: 'money' },
    ],
    Filters: [
      { Key: 'years', Label: '立项年度', Kind: 'yearRange', Options: null },
      {
        Key: 'level',
        Label: '课题级别',
        Kind: 'select',
        Options: [
          { Value: '国家级', Label: '国家级' },
          { Value: '省级', Label: '省级' },
        ],
      },
    ],
    Charts: ['stackedBar', 'bar', 'line', 'pie', 'ranking', 'table'],
    Summary: ['count', 'funding'],
  });
  const ROWS = [
    { year: '2022', level: '国家级', count: 2, funding: 120.5 },
    { year: '2023', level: '国家级', count: 3, funding: 200 },
    { year: '2023', level: '省级', count: 5, funding: 80.25 },
    { year: '2024', level: '省级', count: 4, funding: 60 },
  ];
  const queries: unknown[] = [];

  async function stubReports(page: Page) {
    await page.route(
      (url) => url.pathname.startsWith('/api/report'),
      async (route: Route) => {
        const url = new URL(route.request().url());
        const json = (body: unknown) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) });
        if (url.pathname === '/api/report/routes') return json(ROUTES);
        if (url.pathname === '/api/report') return json(ROUTES.filter((r) => !r.Anonymous));
        const code = decodeURIComponent(url.pathname.split('/')[3] ?? '');
        const report = ROUTES.find((r) => r.Code === code);
        if (!report) return route.fulfill({ status: 404, contentType: 'application/json', body: '{"Message":"报表不存在"}' });
        if (url.pathname.endsWith('/meta')) return json(meta(report));
        const query = route.request().postDataJSON() as { Filters?: { years?: [number | null, number | null] } };
        queries.push(query);
        const [from, to] = query.Filters?.years ?? [null, null];
        const rows = ROWS.filter((row) => (from === null || Number(row.year) >= from) && (to === null || Number(row.year) <= to));
        const result: ReportResult = {
          Code: code,
          Title: report.Title,
          Rows: rows,
          Totals: { count: rows.reduce((s, r) => s + r.count, 0), funding: rows.reduce((s, r) => s + r.funding, 0) },
          Truncated: false,
        };
        return json(result);
      },
    );
  }

  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('draws any report from its meta inside the shell: cards, chart, table with 合计, kinds, year filter in the address, export', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await stubReports(page);
    await login(page, harness.baseUrl, 'dean', 'Dean@2026');

    // The menu lists the caller's reports by subject.
    await page.locator('.ant-menu').getByText('统计报表').click();
    await page.locator('.ant-menu').getByText('科研项目', { exact: true }).click();
    await page.locator('.ant-menu').getByText('课题统计', { exact: true }).click();
    await expectDrawnReport(page);
    expect(new URL(page.url()).pathname).toBe('/problem/group');
    // Inside the shell, the tab named after the report.
    await page.locator('.page-tabs .page-tab', { hasText: '课题统计' }).first().waitFor();
    await expect.poll(() => page.locator('.report-page .ant-statistic').allInnerTexts()).toEqual(['课题数(项)\n14', '批准经费(万元)\n460.75']);
    expect(await page.locator('.report-total-row').innerText()).toMatch(/合计\s+14\s+460\.75/);
    await shot(page, 'report-stacked');

    await page.locator('.report-page .ant-segmented-item', { hasText: '饼图' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('chart')).toBe('pie');
    await page.locator('[data-testid="report-chart"] canvas').first().waitFor();
    await shot(page, 'report-pie');

    await pickYears(page, '立项年度', '2023', '2024');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('years')).toBe('2023..2024');
    await expect.poll(() => page.locator('.report-total-row').innerText()).toMatch(/合计\s+12\s+340\.25/);
    expect(queries.at(-1)).toEqual({ Filters: { years: [2023, 2024] } });

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: /导出Excel/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('课题统计.xlsx');
    const book = XLSX.read(await readFile(await download.path()), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(rows[0]).toEqual(['课题统计']);
    expect(rows[1]).toEqual(['筛选条件：立项年度 2023年至2024年']);
    expect(rows[2]).toEqual(['立项年度', '课题级别', '课题数(项)', '批准经费(万元)']);
    expect(rows.at(-1)).toEqual(['合计', '', 12, 340.25]);

    // 打印: a window with the title, the filters, the chart as an image and the table with 合计.
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: /打\s*印/ }).click();
    const popup = await popupPromise;
    await popup.locator('h1').waitFor();
    expect(await popup.locator('h1').innerText()).toBe('课题统计');
    expect(await popup.locator('.filters').innerText()).toBe('筛选条件：立项年度 2023年至2024年');
    expect(await popup.locator('img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await popup.locator('tr.total').innerText()).toMatch(/合计\s+12\s+340\.25/);
    await popup.close();

    // The link reproduces the view; 重置 opens everything again.
    await page.goto(`${harness.baseUrl}/problem/groupb?years=2024..2024&chart=ranking`);
    await expectDrawnReport(page);
    await expect.poll(() => page.locator('.report-total-row').innerText()).toMatch(/合计\s+4\s+60\.00/);
    await page.getByRole('button', { name: /重\s*置/ }).click();
    await expect.poll(() => page.locator('.report-total-row').innerText()).toMatch(/合计\s+14/);
    await shot(page, 'report-ranking');

    // The dark theme with the green navigation colour: the chart takes its colours from the theme.
    await page.evaluate(() => {
      localStorage.setItem('ui.themeMode', 'dark');
      localStorage.setItem('ui.navColor', 'green');
    });
    await page.goto(`${harness.baseUrl}/problem/group?chart=stackedBar`);
    await expectDrawnReport(page);
    await shot(page, 'report-dark-green');
    // Reloaded with other filters, the report keeps its one tab.
    expect(await page.locator('.page-tabs .page-tab', { hasText: /^课题统计$/ }).count()).toBe(1);
    await page.evaluate(() => {
      localStorage.removeItem('ui.themeMode');
      localStorage.removeItem('ui.navColor');
    });

    // An address neither a page nor a report answers still says 页面不存在.
    await page.goto(`${harness.baseUrl}/problem/groupz`);
    await page.getByText('页面不存在').first().waitFor();
    // The login page asks for the current user before login (401) and 页面不存在 is a 404 of no page: expected.
    expect(consoleErrors.filter((e) => !/favicon|401|404/.test(e))).toEqual([]);
  });

  it('shows an anonymous report to a visitor outside the shell', async () => {
    const { page } = await harness.newPage();
    await stubReports(page);
    await page.goto(`${harness.baseUrl}/ALLReport`);
    await page.locator('[data-testid="public-report"]').waitFor({ timeout: 60000 });
    await expectDrawnReport(page);
    expect(await page.locator('.ant-layout-sider').count()).toBe(0);
    expect(await page.locator('.page-tabs .page-tab').count()).toBe(0);
    await shot(page, 'report-public');
  });

  it('says 暂无数据 with a hint when nothing matches, and a refusal in Chinese', async () => {
    const { page } = await harness.newPage();
    await stubReports(page);
    await login(page, harness.baseUrl, 'dean', 'Dean@2026');
    await page.goto(`${harness.baseUrl}/problem/group?years=2030..2031`);
    await page.getByText('暂无数据').locator('visible=true').first().waitFor({ timeout: 60000 });
    await page.getByText('请放宽筛选条件').first().waitFor();
    await page.route(
      (url) => url.pathname === '/api/report/problem-groupb/meta',
      (route) => route.fulfill({ status: 403, contentType: 'application/json', body: '{"Message":"Forbidden"}' }),
    );
    await page.goto(`${harness.baseUrl}/problem/groupb`);
    await page.getByText('权限不足：您没有查看该报表的权限').waitFor();
  });
});

describe('the report page against the report engine (needs the report engine, merged later)', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('lets the dean open /problem/group and /problem/groupb: chart, table with 合计, kinds, year range, export', async () => {
    const { page } = await harness.newPage();
    await login(page, harness.baseUrl, 'dean', 'Dean@2026');
    for (const path of ['/problem/group', '/problem/groupb']) {
      await page.goto(`${harness.baseUrl}${path}`);
      await expectDrawnReport(page);
      const title = (await page.locator('.report-page h4').innerText()).trim();
      expect(title).not.toBe('');

      const kinds = page.locator('.report-page .ant-segmented-item');
      if ((await kinds.count()) > 1) {
        await kinds.nth(1).click();
        await expect.poll(() => new URL(page.url()).searchParams.get('chart')).not.toBeNull();
      }

      const yearLabel = await page.locator('[aria-label$="起始年度"]').first().getAttribute('aria-label');
      if (yearLabel) {
        await pickYears(page, yearLabel.replace(/起始年度$/, ''), '2020', String(new Date().getFullYear()));
        await page.getByRole('button', { name: /查\s*询/ }).click();
        await expect.poll(() => new URL(page.url()).search).toMatch(/=2020\.\.\d{4}/);
        await page.locator('.report-total-row').waitFor();
      }

      const downloadPromise = page.waitForEvent('download');
      await page.getByRole('button', { name: /导出Excel/ }).click();
      expect((await downloadPromise).suggestedFilename()).toBe(`${title}.xlsx`);
    }
  });

  it('shows a report of several modules with its derived measures: 余额 and 执行率 as a percentage, in cards, table and 合计', async () => {
    const { page } = await harness.newPage();
    await login(page, harness.baseUrl, 'dean', 'Dean@2026');
    await page.goto(`${harness.baseUrl}/feebudgetreport/report1`);
    await expectDrawnReport(page);
    const headers = await page.locator('.report-table thead th').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(expect.arrayContaining(['预算金额(元)', '已使用金额(元)', '余额(元)', '执行率']));
    expect(headers.join('|')).not.toContain('调入金额');
    // The 合计 row's rate, and a card's: a percentage with two decimals (or — for a rate over nothing).
    await expect.poll(() => page.locator('.report-total-row td').last().innerText()).toMatch(/^(\d{1,3}(,\d{3})*\.\d{2}%|—)$/);
    await expect.poll(() => page.locator('.report-page .ant-statistic').filter({ hasText: '执行率' }).innerText()).toMatch(/\d\.\d{2}\s*%|—/);
  });

  it('shows /ALLReport to a visitor without login, outside the shell, aggregates only', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${harness.baseUrl}/ALLReport`);
    await page.locator('[data-testid="public-report"]').waitFor({ timeout: 60000 });
    await expectDrawnReport(page);
    expect(await page.locator('.ant-layout-sider').count()).toBe(0);
  });
});
