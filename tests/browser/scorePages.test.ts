/**
 * The score pages (D-SCORE) in Chromium against the real server and its demo seed: the dean opens every score
 * route and finds a drawn chart or a table with rows, never a refusal or a console error; the administrator changes a
 * rule in 积分规则 and sees that record's points change in its score list (scores are computed live); a staff member's
 * 个人科研成果 is their own, whatever the address asks. Screenshots go to $SCORE_SCREENSHOTS when set.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { Page } from 'playwright-core';
import {
  SCORE_LIMITS,
  type CurrentUser,
  type ScoreListResult,
  type ScorePersonResult,
  type ScoreRankingResult,
  type ScoreSchemeInfo,
  type ScoreTreeResult,
} from '../../contract/index';
import { apiFromPage, login, startHarness, type Harness } from './harness';

const SHOTS = process.env.SCORE_SCREENSHOTS;
const SCHEME_CODES = ['thesis', 'patent', 'problem', 'results', 'writings', 'position', 'platform', 'activities', 'thesissubmitfiling'];
const STATISTICS_ROUTES = [
  '/personalresearchresults/scoreList',
  '/group/list',
  '/group/personList',
  '/group/deptList',
  '/group/detailList',
  '/platform/deptList',
  '/group/treeProject',
  '/ScoreRule/list',
];

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A score page settled on something a user can read: a drawn chart or a table row of its own. */
async function expectFigures(page: Page, path: string) {
  const figures = page.locator('.score-page canvas, .score-page .ant-table-row').first();
  await figures.waitFor({ timeout: 30000 }).catch(() => undefined);
  expect(await figures.count(), `${path}: no chart or table rows`).toBeGreaterThan(0);
  expect(await page.getByText('权限不足').count(), path).toBe(0);
  expect(await page.getByText('页面不存在').count(), path).toBe(0);
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => (await fetch(url, { credentials: 'include' })).json(), path) as Promise<T>;
}

const consoleProblems = (errors: string[]) => errors.filter((text) => !/status of 401/.test(text));

describe('score pages', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('shows the dean a chart or a table with rows at every score route, tab titles in Chinese, rows linking onward', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'dean', 'Dean@2026');
    const people = await apiFromPage<ScoreRankingResult>(page, '/api/score/ranking', { By: 'person' });
    expect(people.status).toBe(200);
    const top = people.json.Rows[0];
    expect(top?.Points).toBeGreaterThan(0);
    const projectPeople = await apiFromPage<ScoreRankingResult>(page, '/api/score/ranking', { By: 'person', Schemes: ['problem'] });
    const projectHolder = projectPeople.json.Rows[0];
    expect(projectHolder).toBeDefined();

    // The three-project tree of the latest year the demo seed has approved projects in (this year may have none).
    const thisYear = new Date().getFullYear();
    let treeYear = thisYear;
    while (treeYear > thisYear - 6 && (await getJson<ScoreTreeResult>(page, `/api/score/treeProject?year=${treeYear}`)).Nodes.length === 0) treeYear -= 1;
    expect(treeYear, 'a year with approved three-project programmes').toBeGreaterThan(thisYear - 6);

    const routes = [
      ...SCHEME_CODES.map((code) => `/${code}/scoreList`),
      ...STATISTICS_ROUTES.map((path) => (path === '/group/treeProject' ? `${path}?year=${treeYear}` : path)),
      `/group/personalresearchresults?person=${top.Id}`,
      `/group/personprojectlist?person=${projectHolder.Id}`,
    ];
    for (const path of routes) {
      await page.goto(`${harness.baseUrl}${path}`);
      await expectFigures(page, path);
      // The tab names the page in Chinese, never its address.
      const tab = (await page.locator('.page-tabs .page-tab-active').first().innerText()).trim();
      expect(tab, path).toMatch(/[\u4e00-\u9fff]/);
      expect(tab, path).not.toContain('/');
      await shot(page, path.replace(/[/?=]+/g, '_'));
    }
    // A year range narrows a score list to records of those years, and 重置 opens them all again.
    await page.goto(`${harness.baseUrl}/thesis/scoreList`);
    await page.locator('.score-list-table .ant-table-row').first().waitFor();
    const allCount = await page.locator('.score-cards .ant-statistic-content').first().innerText();
    const year = (await page.locator('.score-list-table .ant-table-row td:nth-child(5)').first().innerText()).slice(0, 4);
    for (const which of ['起始年度', '截止年度']) {
      const input = page.getByLabel(`年度${which}`);
      await input.click();
      await input.fill(year);
      await input.press('Enter');
    }
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect
      .poll(async () => [...new Set((await page.locator('.score-list-table .ant-table-row td:nth-child(5)').allInnerTexts()).map((day) => day.slice(0, 4)))])
      .toEqual([year]);
    await page.getByRole('button', { name: /重\s*置/ }).click();
    await expect.poll(() => page.locator('.score-cards .ant-statistic-content').first().innerText()).toBe(allCount);

    // A person's page is theirs: their name heads it.
    await page.goto(`${harness.baseUrl}/group/personalresearchresults?person=${top.Id}`);
    await page.getByText(`${top.Name}的成果明细`).waitFor();
    // Their rows come a page at a time from the server; the count and 合计 are all of them, as the cards are.
    const second = await apiFromPage<ScorePersonResult>(page, `/api/score/person/${top.Id}`, { Filters: {}, PageIndex: 2, PageSize: 20 });
    expect(second.json.Total, 'the top earner has more rows than a page').toBeGreaterThan(20);
    const personTable = page.locator('.score-person-table');
    await expect.poll(() => personTable.locator('.ant-pagination-total-text').innerText()).toBe(`共 ${second.json.Total} 条`);
    await personTable.locator('.ant-pagination-item-2').click();
    await expect
      .poll(() => personTable.locator('.ant-table-row td:nth-child(2)').allInnerTexts())
      .toEqual(second.json.Rows.map((row) => row.Name || '（未命名）'));
    expect(await personTable.locator('.report-total-row td').last().innerText()).toBe(
      await page.locator('.score-cards .ant-statistic-content').first().innerText(),
    );
    // 导出Excel holds every row, not the page shown.
    const personDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: /导出Excel/ }).click();
    const personBook = XLSX.read(await readFile(await (await personDownload).path()), { type: 'buffer' });
    const personSheet = XLSX.utils.sheet_to_json<unknown[]>(personBook.Sheets[personBook.SheetNames[0]], { header: 1 });
    // Title, filters, header, the rows, 合计.
    expect(personSheet.length).toBe(3 + Math.min(second.json.Total, SCORE_LIMITS.maxRankingRows) + 1);

    // 积分统计's ranking bars, then a department onward to its people.
    await page.goto(`${harness.baseUrl}/group/deptList`);
    await page.locator('.score-page canvas').first().waitFor();
    const firstDept = page.locator('.score-ranking-table .ant-table-row a').first();
    const deptName = await firstDept.innerText();
    await firstDept.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/group/personList');
    // The department ranking stays alive in its hidden tab: read the page shown.
    const shownPage = page.locator('.score-page:visible');
    await shownPage.locator('.ant-table-row').first().waitFor();
    await expect.poll(() => shownPage.locator('.report-head').first().innerText()).toContain(deptName);
    // Every person ranked there is of that department.
    const depts = await shownPage.locator('.score-ranking-table .ant-table-row td:nth-child(3)').allInnerTexts();
    expect(depts.length).toBeGreaterThan(0);
    expect(new Set(depts)).toEqual(new Set([deptName]));

    expect(consoleProblems(consoleErrors)).toEqual([]);
  });

  it("lets the administrator change a rule and see that record's points change in its score list", async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    const list = await apiFromPage<ScoreListResult>(page, '/api/score/thesis/list', { PageIndex: 1, PageSize: 20 });
    expect(list.status).toBe(200);
    const row = list.json.Rows.find((candidate) => candidate.Points > 0 && candidate.Factors.Partition && candidate.Person);
    expect(row, 'a scored paper on the first page').toBeDefined();
    const scheme = (await getJson<ScoreSchemeInfo[]>(page, '/api/score/schemes')).find((candidate) => candidate.Code === 'thesis')!;
    expect(scheme.CanEdit).toBe(true);
    const newPoints = row!.Points + 7.5;

    await page.goto(`${harness.baseUrl}/ScoreRule/list`);
    await page.locator('.ant-tabs-tab', { hasText: '论文积分' }).first().click();
    const cell = page.getByLabel(`${row!.Factors.Partition}×${row!.Role}积分`);
    await expect.poll(() => cell.inputValue()).toBe(row!.Points.toFixed(2));

    // An edited table is not left unasked: closing its tab asks first (取消 keeps it).
    await cell.fill('99');
    await page.getByText('有未保存的修改').waitFor();
    await page.locator('.page-tabs .page-tab', { hasText: '积分规则' }).locator('.page-tab-remove').click();
    await page.getByText('当前页面有未保存的修改,确定关闭吗?').waitFor();
    await page.getByRole('button', { name: /取\s*消/ }).click();
    expect(await cell.inputValue()).toBe('99.00');
    // 恢复 throws the edit away.
    await page.getByRole('button', { name: /恢\s*复/ }).click();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => cell.inputValue()).toBe(row!.Points.toFixed(2));

    await cell.fill(String(newPoints));
    await cell.press('Tab');
    await shot(page, 'rule-edited');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('论文积分规则已保存').waitFor();
    expect(await page.getByText('有未保存的修改').count()).toBe(0);

    await page.goto(`${harness.baseUrl}/thesis/scoreList`);
    const shown = page.locator('.score-list-table .ant-table-row', { has: page.locator(`a[href$="q=${row!.Id}"]`) }).filter({ hasText: row!.Role });
    await shown.first().waitFor();
    await expect.poll(async () => (await shown.first().locator('td').last().innerText()).trim()).toBe(String(newPoints));
    await shot(page, 'rule-applied');

    // 导出Excel of what is shown: title, filters, the columns with the factors by label, the rows, 合计 of the page.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: /导出Excel/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('论文积分.xlsx');
    const book = XLSX.read(await readFile(await download.path()), { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(sheet[0]).toEqual(['论文积分']);
    expect(sheet[1]).toEqual(['筛选条件：全部']);
    expect(sheet[2].slice(0, 7)).toEqual(['名称', '人员', '角色', '科室', '日期', '分区', '作者位次']);
    expect(sheet[2].at(-1)).toBe('积分');
    const shownRows = await page.locator('.score-list-table .ant-table-row').count();
    expect(sheet.length).toBe(3 + shownRows + 1);
    expect(sheet.some((cells) => cells[0] === row!.Name && cells[2] === row!.Role && cells.at(-1) === newPoints)).toBe(true);
    const pageTotal = (await page.locator('.score-list-table .report-total-row td').last().innerText()).replace(/,/g, '');
    expect(sheet.at(-1)?.[0]).toBe('合计');
    expect(sheet.at(-1)?.at(-1)).toBe(Number(pageTotal));

    // 打印: the table with its 合计 in a window of its own.
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: /打\s*印/ }).click();
    const popup = await popupPromise;
    await popup.locator('h1').waitFor();
    expect(await popup.locator('h1').innerText()).toBe('论文积分');
    expect(await popup.locator('tr.total').innerText()).toContain('合计');
    await popup.close();
    expect(consoleProblems(consoleErrors)).toEqual([]);
  });

  it('tells the 科室主任 his 论文积分 counts the rows of his 数据权限 (按数据权限统计：本部门及以下)', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'director', 'Director@2026');
    const me = await getJson<CurrentUser>(page, '/api/account/GetCurrent');
    const role = me.Roles.find((r) => r.EnCode === '008');
    expect(role, '科室主任 role').toBeDefined();
    if (me.Curr.Role_Id !== role?.Id) expect((await apiFromPage(page, `/api/account/SetAccountRole/${role?.Id}`, {})).status).toBe(200);
    const his = await apiFromPage<ScoreListResult>(page, '/api/score/thesis/list', {});
    expect(his.json.DataScope).toBe('本部门及以下');
    await page.goto(`${harness.baseUrl}/thesis/scoreList`);
    const hint = page.getByTestId('score-data-scope');
    await hint.waitFor();
    expect(await hint.innerText()).toBe('按数据权限统计：本部门及以下');
    await expectFigures(page, '/thesis/scoreList');
    await shot(page, 'director-thesis');
    expect(consoleProblems(consoleErrors)).toEqual([]);
  });

  it('shows a staff member only their own 个人科研成果, whatever the address asks', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    const someone = (await apiFromPage<ScoreRankingResult>(page, '/api/score/ranking', { By: 'person' })).json.Rows[0];

    const staff = await harness.newPage();
    await login(staff.page, harness.baseUrl, 'staff', 'Staff@2026');
    const me = await getJson<CurrentUser>(staff.page, '/api/account/GetCurrent');
    expect(me.Person_Id).toBeTruthy();
    const asked: string[] = [];
    staff.page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/score/person/')) asked.push(decodeURIComponent(url.pathname.split('/').pop() ?? ''));
    });
    const other = someone.Id === me.Person_Id ? '' : `?person=${someone.Id}`;
    await staff.page.goto(`${harness.baseUrl}/group/personalresearchresults${other}`);
    await staff.page.getByText(`${me.Name}的成果明细`).waitFor();
    // No person picker: the page is theirs alone, and it asked for nobody else.
    expect(await staff.page.getByLabel('人员').count()).toBe(0);
    expect(new Set(asked)).toEqual(new Set([me.Person_Id]));
    await shot(staff.page, 'staff-personal');
    // The rankings are leaders' pages.
    await staff.page.goto(`${harness.baseUrl}/group/list`);
    await expect.poll(() => new URL(staff.page.url()).pathname).toBe('/405');
    expect(consoleProblems(staff.consoleErrors)).toEqual([]);
    expect(consoleProblems(consoleErrors)).toEqual([]);
  });
});
