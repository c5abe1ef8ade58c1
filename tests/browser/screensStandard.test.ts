/**
 * Screens to the standard of Ant Design Pro, as a person sees them: a record that cannot be changed
 * is read, with a return's reason beside its state; a list shows each row's state and covers no column; charts and the
 * 统计报表 menu; the bell; the tab strip and breadcrumbs; a phone's width; /405 and an expired session; the first login
 * of an account an administrator created. Screenshots go to /tmp/screens-shots (SCREENS_SHOTS to change it).
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { ApiRecord, FlowCenterRow, PageResult } from '../../contract/index';
import { apiFromPage, login, startHarness, type Harness } from './harness';
import { decide } from './flowSteps';

const SHOTS = process.env.SCREENS_SHOTS ?? '/tmp/screens-shots';
const POLL = { timeout: 20000 };

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
};
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Staff's theses in a state, newest first (the list call as the app makes it, from the page). */
async function thesesIn(page: Page, status: string): Promise<ApiRecord[]> {
  const answer = await apiFromPage<PageResult<ApiRecord>>(page, '/api/Thesis/List', {
    PageIndex: 1,
    PageSize: 50,
    Condition: { Filters: [{ Name: 'FlowStatus', Compare: '==', Value: status }] },
  });
  expect(answer.status).toBe(200);
  return answer.json.Data;
}

describe('screens to the standard of Ant Design Pro', () => {
  let harness: Harness;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('§10 reads a record that cannot be changed as values, and puts a return reason beside its state', async () => {
    const staff = await harness.newPage();
    await login(staff.page, harness.baseUrl, 'staff', 'Staff@2026');
    const [approved] = await thesesIn(staff.page, '已通过');
    expect(approved).toBeDefined();
    await staff.page.goto(`${harness.baseUrl}/Thesis/add?q=${String(approved.Id)}`);
    const view = staff.page.getByTestId('record-read-view');
    await view.waitFor(POLL);
    // Values, not greyed inputs: no text box, select or length counter in the record.
    const form = staff.page.locator('.module-form');
    expect(await form.locator('input, textarea, .ant-select, .ant-input-data-count').count()).toBe(0);
    const labels = await view.locator('.ant-descriptions-item-label').allInnerTexts();
    expect(labels).toEqual(expect.arrayContaining(['题目', '期刊', '第一作者', '发表日期', '影响因子']));
    expect(await view.innerText()).toContain(String(approved.Title));
    // A relation reads as its name (with its code), never an id; the sections are the form's.
    const journal = await view
      .locator('.ant-descriptions-item-label', { hasText: /^期刊$/ })
      .locator('xpath=following-sibling::td[1]')
      .innerText();
    expect(journal).not.toMatch(/^[0-9a-f-]{36}$/);
    expect(journal.length).toBeGreaterThan(0);
    expect(await view.locator('.ant-descriptions-title').allInnerTexts()).toEqual(expect.arrayContaining(['基本信息', '发表信息']));
    await shot(staff.page, '10-read-view', true);

    // The reviewer returns one of staff's theses with a reason; staff then sees the reason beside 已退回.
    const reviewer = await harness.newPage();
    await login(reviewer.page, harness.baseUrl, 'reviewer', 'Review@2026');
    const pending = (await apiFromPage<PageResult<FlowCenterRow>>(reviewer.page, '/api/FlowState/Center/pending', { PageSize: 1000 })).json.Data.find(
      (row) => row.ModuleName === 'Thesis' && row.Applicant.UserNameCn === '陈思远',
    );
    expect(pending).toBeDefined();
    await reviewer.page.goto(`${harness.baseUrl}/Thesis/add?q=${pending!.Business_Id}`);
    // Under review, the reviewer reads it too, with the decisions at hand.
    await reviewer.page.getByTestId('record-read-view').waitFor(POLL);
    await shot(reviewer.page, '10-reviewer-read-view');
    await decide(reviewer.page, /^退\s*回$/, '确认退回', '请补充全文PDF与期刊分区证明');

    await staff.page.goto(`${harness.baseUrl}/Thesis/add?q=${pending!.Business_Id}`);
    const opinion = staff.page.getByTestId('flow-latest-opinion');
    await opinion.waitFor(POLL);
    expect(await staff.page.getByTestId('flow-status-bar').locator('.ant-tag').first().innerText()).toBe('已退回');
    expect(await opinion.innerText()).toContain('退回意见：请补充全文PDF与期刊分区证明');
    // Returned, it is the applicant's to edit again: a form, not the read view.
    expect(await staff.page.getByTestId('record-read-view').count()).toBe(0);
    await shot(staff.page, '10-returned-with-reason');
    expect(staff.consoleErrors.filter((text) => !/status of 40[13]/.test(text))).toEqual([]);
  });

  it('§11 shows each row of /Thesis/list at 1440 px with its state, no column half under 操作', async () => {
    const { page } = await harness.newPage();
    await login(page, harness.baseUrl, 'staff', 'Staff@2026');
    await page.goto(`${harness.baseUrl}/Thesis/list`);
    await page.locator('.ant-table-row').first().waitFor(POLL);
    await page.waitForTimeout(300);
    const headers = page.locator('.ant-table-thead th');
    const titles = (await headers.allInnerTexts()).map((text) => text.trim());
    expect(titles.slice(0, 2)).toEqual(['题目', '审核状态']);
    const viewport = page.viewportSize()!;
    const actions = await boxOf(headers.filter({ hasText: /^操作$/ }));
    expect(actions.x + actions.width).toBeLessThanOrEqual(viewport.width);
    // Every data column left of 操作 ends where 操作 begins, or before: none reads half hidden.
    for (let index = 0; index < titles.length; index += 1) {
      if (titles[index] === '操作') continue;
      const box = await boxOf(headers.nth(index));
      if (box.x >= actions.x) continue;
      expect(box.x + box.width, titles[index]).toBeLessThanOrEqual(actions.x + 1);
    }
    // Each row's state is on screen without scrolling.
    const rows = page.locator('.ant-table-tbody .ant-table-row');
    const count = await rows.count();
    expect(count).toBeGreaterThan(3);
    for (let index = 0; index < count; index += 1) {
      const tag = rows.nth(index).locator('td').nth(1).locator('.ant-tag');
      expect(await tag.innerText()).toMatch(/^(未提交|审核中|已通过|已退回|不通过)$/);
      const box = await boxOf(tag);
      expect(box.x + box.width).toBeLessThan(actions.x);
    }
    await shot(page, '11-thesis-list-1440');
  });

  it('§12 groups the 统计报表 menu by subject and gives 积分统计 and 个人科研成果积分 tables of their own', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'dean', 'Dean@2026');
    const menu = page.locator('.ant-layout-sider .ant-menu-root');
    await menu.getByText('统计报表', { exact: true }).click();
    const reports = menu.locator('.ant-menu-submenu', { has: page.locator(':scope > .ant-menu-submenu-title', { hasText: /^统计报表$/ }) });
    const subjects = reports.locator(':scope > .ant-menu-sub > .ant-menu-submenu > .ant-menu-submenu-title');
    await subjects.first().waitFor(POLL);
    const names = await subjects.allInnerTexts();
    expect(names).toEqual(expect.arrayContaining(['论文', '科研项目', '经费与预算']));
    // No flat list of dozens: the group itself holds subjects only.
    expect(await reports.locator(':scope > .ant-menu-sub > .ant-menu-item').count()).toBe(0);
    await subjects.filter({ hasText: /^论文$/ }).click();
    await reports.locator('.ant-menu-item', { hasText: /^论文分类统计$/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/thesis/group');
    // (The home page's dashboard, kept alive in its hidden tab, has a chart of its own.)
    const chart = page.locator('[data-testid="report-chart"]:visible').first();
    await chart.locator('canvas').first().waitFor(POLL);
    // What the chart draws, as a screen reader hears it: the years of the first series run on without a gap, in order.
    // (ECharts writes the description on its container, the chart's box.)
    const ariaOf = async () => (await chart.getAttribute('aria-label')) ?? '';
    await expect.poll(ariaOf, POLL).toContain('年');
    const described = await ariaOf();
    const years = [...described.split('；')[0].matchAll(/(\d{4})年 /g)].map((match) => Number(match[1]));
    expect(years.length, described).toBeGreaterThan(1);
    expect(years, described).toEqual(years.map((_, index) => years[0] + index));
    await shot(page, '12-report-menu-and-chart');

    // 积分统计 counts by scheme; 科室积分排名 ranks departments: two different tables.
    await page.goto(`${harness.baseUrl}/group/list`);
    await page.getByTestId('score-totals').waitFor(POLL);
    const overview = (await page.locator('.score-page:visible .report-table thead th').allInnerTexts()).map((text) => text.trim());
    expect(overview).toEqual(['积分类别', '总积分', '占比', '得分科室数', '得分人数', '人均积分']);
    await page.locator('.score-page:visible canvas').first().waitFor(POLL);
    await shot(page, '12-score-overview', true);
    await page.goto(`${harness.baseUrl}/group/deptList`);
    await page.locator('.score-page:visible .score-ranking-table .ant-table-row').first().waitFor(POLL);
    const deptRanking = (await page.locator('.score-page:visible .score-ranking-table thead th').allInnerTexts()).map((text) => text.trim());
    expect(deptRanking.slice(0, 2)).toEqual(['排名', '科室']);

    // 个人积分排名 ranks totals; 个人科研成果积分 splits each person's points by scheme.
    await page.goto(`${harness.baseUrl}/group/personList`);
    await page.locator('.score-page:visible .score-ranking-table .ant-table-row').first().waitFor(POLL);
    const personRanking = (await page.locator('.score-page:visible .score-ranking-table thead th').allInnerTexts()).map((text) => text.trim());
    expect(personRanking).toEqual(['排名', '姓名', '科室', '记录数', '总积分']);
    await page.goto(`${harness.baseUrl}/personalresearchresults/scoreList`);
    await page.locator('.score-page:visible .score-ranking-table .ant-table-row').first().waitFor(POLL);
    const bySchemes = (await page.locator('.score-page:visible .score-ranking-table thead th').allInnerTexts()).map((text) => text.trim());
    expect(bySchemes.slice(0, 2)).toEqual(['姓名', '科室']);
    expect(bySchemes).toEqual(expect.arrayContaining(['论文积分', '专利积分', '总积分']));
    expect(bySchemes).not.toContain('排名');
    await page.locator('.score-page:visible canvas').first().waitFor(POLL);
    await shot(page, '12-person-schemes', true);
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  });

  it('§13 names the module once in the bell, shows whole times and one badge', async () => {
    const { page } = await harness.newPage();
    await login(page, harness.baseUrl, 'reviewer', 'Review@2026');
    const bell = page.locator('.notification-bell');
    await expect.poll(() => bell.getAttribute('data-pending'), POLL).not.toBe('0');
    expect(await bell.locator('.ant-badge-count, .ant-scroll-number').count()).toBe(1);
    await page.getByRole('button', { name: '通知' }).click();
    const rows = page.locator('.notification-panel .ant-table-row');
    await rows.first().waitFor(POLL);
    const count = Math.min(await rows.count(), 6);
    for (let index = 0; index < count; index += 1) {
      const cells = rows.nth(index).locator('td');
      const summary = (await cells.nth(2).innerText()).trim();
      const [module, rest] = summary.split('：');
      expect(rest === undefined || !rest.startsWith(`${module}:`), summary).toBe(true);
      const time = cells.nth(4);
      expect((await time.innerText()).trim()).toMatch(/^(\d{2}-\d{2} \d{2}:\d{2}|\d{4}-\d{2}-\d{2})$/);
      // Nothing cut: the cell holds its whole text.
      expect(await time.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
    }
    await shot(page, '13-bell');
  });

  it('§14 offers 更多 when tabs outgrow the strip, says each breadcrumb level once, names tabs as the menu does', async () => {
    const { page } = await harness.newPage();
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    const paths = [
      '/Thesis/list',
      '/patent/list',
      '/problem/list',
      '/results/list',
      '/position/list',
      '/writings/list',
      '/platform/list',
      '/activities/list',
      '/ThesisSubmitFiling/list',
      '/recommend/list',
      '/SCIEmail/list',
      '/thesisCost/list',
      '/patentCost/list',
      '/FeeBudgetUse/list',
    ];
    for (const path of paths) {
      await page.goto(`${harness.baseUrl}${path}`);
      await page.locator('.page-tabs .page-tab-active').waitFor(POLL);
    }
    await page.locator('.ant-table-row, .ant-empty').first().waitFor(POLL);
    const tabs = page.locator('.page-tabs .page-tab');
    expect(await tabs.count()).toBe(paths.length + 1);
    const more = page.locator('.page-tabs-more button');
    await more.waitFor(POLL);
    expect(await page.locator('.page-tabs .page-tabs-ping-left, .page-tabs .page-tabs-ping-right').count()).toBe(1);
    // The strip stays within the window.
    const strip = await boxOf(page.locator('.page-tabs'));
    expect(strip.x + strip.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await more.click();
    const entries = page.locator('.ant-dropdown:visible .ant-dropdown-menu-item');
    await entries.first().waitFor(POLL);
    expect(await entries.count()).toBe(paths.length + 1);
    await shot(page, '14-tabs-more');
    // A tab scrolled out of sight opens from the list.
    await entries.filter({ hasText: /^论文列表$/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Thesis/list');
    await expect.poll(() => page.locator('.page-tabs .page-tab-active').innerText()).toBe('论文列表');
    // (Each kept-alive page keeps its own breadcrumb: the one shown is the active page's.)
    expect((await page.locator('.page-breadcrumb:visible .ant-breadcrumb-link').allInnerTexts()).map((text) => text.trim())).toEqual([
      '首页',
      '论文/专利/奖励/其他',
      '论文',
    ]);
    // The tab and the menu entry agree (预算使用申请, not 预算使用).
    await page.goto(`${harness.baseUrl}/FeeBudgetUse/list`);
    await expect.poll(() => page.locator('.page-tabs .page-tab-active').innerText(), POLL).toBe('预算使用申请列表');
    expect(await page.locator('.ant-layout-sider .ant-menu-item', { hasText: /^预算使用$/ }).count()).toBe(0);
    await shot(page, '14-breadcrumb');
  });

  it('§15 at 390 px: each row with its state, 新增 inside its card, no input under 问题反馈, labels above fields', async () => {
    const { page } = await harness.newPage();
    // Logged in at the desktop width (the greeting the helper waits for gives way on a phone), then a phone's.
    await login(page, harness.baseUrl, 'staff', 'Staff@2026');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${harness.baseUrl}/Thesis/list`);
    const rows = page.locator('.list-phone-row');
    await rows.first().waitFor(POLL);
    for (let index = 0; index < Math.min(await rows.count(), 5); index += 1) {
      const tag = rows.nth(index).locator('.ant-tag').first();
      expect(await tag.innerText()).toMatch(/^(未提交|审核中|已通过|已退回|不通过)$/);
      const box = await boxOf(tag);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const card = await boxOf(
      page
        .locator('.ant-card')
        .filter({ has: page.getByRole('button', { name: /新\s*增/ }) })
        .first(),
    );
    const add = await boxOf(page.getByRole('button', { name: /新\s*增/ }).first());
    expect(add.x).toBeGreaterThanOrEqual(card.x);
    expect(add.x + add.width).toBeLessThanOrEqual(card.x + card.width);
    const feedback = page.locator('.feedback-float');
    await feedback.waitFor(POLL);
    const expectNothingUnderFeedback = async () => {
      const tab = await boxOf(feedback);
      const controls = page.locator(
        '.ant-layout-content input:visible, .ant-layout-content .ant-select:visible, .ant-layout-content button:visible, .ant-layout-content .ant-input-affix-wrapper:visible',
      );
      for (let index = 0; index < (await controls.count()); index += 1) {
        const box = await controls.nth(index).boundingBox();
        if (box) expect(overlaps(tab, box), await controls.nth(index).evaluate((element) => element.outerHTML.slice(0, 80))).toBe(false);
      }
    };
    await expectNothingUnderFeedback();
    await shot(page, '15-list-390');

    await page.goto(`${harness.baseUrl}/Thesis/add`);
    await page.locator('#root_Title, [id$="root_Title"]').first().waitFor(POLL);
    await expectNothingUnderFeedback();
    const items = page.locator('.module-form .ant-form-item');
    for (let index = 0; index < Math.min(await items.count(), 6); index += 1) {
      const label = items.nth(index).locator('.ant-form-item-label label');
      const control = items.nth(index).locator('.ant-form-item-control');
      const [labelBox, controlBox] = [await boxOf(label), await boxOf(control)];
      // One line, above its field.
      expect(labelBox.height).toBeLessThanOrEqual(32);
      expect(labelBox.y + labelBox.height).toBeLessThanOrEqual(controlBox.y + 1);
    }
    await shot(page, '15-form-390');
  });

  it('§16 /405 offers 返回上一页 and 返回首页; an expired session meets 登录已过期,请重新登录', async () => {
    const { page } = await harness.newPage();
    await login(page, harness.baseUrl, 'staff', 'Staff@2026');
    await page.goto(`${harness.baseUrl}/Thesis/list`);
    await page.locator('.ant-table-row').first().waitFor(POLL);
    // A page the role may not open, reached inside the app: the guard replaces it by /405.
    await page.evaluate(() => {
      const state = window.history.state as { idx?: number } | null;
      window.history.pushState({ usr: null, key: 'refused', idx: (state?.idx ?? 0) + 1 }, '', '/user/list');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/405');
    await page.getByRole('button', { name: '返回首页' }).waitFor(POLL);
    await shot(page, '16-forbidden');
    await page.getByRole('button', { name: '返回上一页' }).click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/Thesis/list');
    // Opened directly, there is no page before it: 返回上一页 goes home.
    await page.goto(`${harness.baseUrl}/405`);
    await page.getByRole('button', { name: '返回上一页' }).click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/');

    // The server ends staff's sessions (as the idle expiry does): the next step lands on the login page, which says why.
    const account = await harness.db.selectFrom('User').select('Id').where('Account', '=', 'staff').executeTakeFirstOrThrow();
    await harness.db.deleteFrom('Session').where('User_Id', '=', String(account.Id)).execute();
    await page.goto(`${harness.baseUrl}/Thesis/list`);
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/login');
    const notice = page.getByTestId('login-notice');
    await notice.waitFor(POLL);
    expect(await notice.innerText()).toContain('登录已过期,请重新登录');
    await shot(page, '16-session-expired');
    // Logging in and out on purpose says nothing of the kind.
    await login(page, harness.baseUrl, 'staff', 'Staff@2026');
    await page.getByLabel('用户菜单').click();
    await page.getByText('退出', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/login');
    await page.getByPlaceholder('请输入账号').waitFor();
    expect(await page.getByTestId('login-notice').count()).toBe(0);
  });

  it('§17 a user the administrator created sets their own password before anything else', async () => {
    const admin = await harness.newPage();
    await login(admin.page, harness.baseUrl, 'admin', 'Admin@2026');
    const roles = await apiFromPage<PageResult<ApiRecord>>(admin.page, '/api/Role/List', {
      PageIndex: 1,
      PageSize: 50,
      Condition: { Filters: [{ Name: 'EnCode', Compare: '==', Value: '003' }] },
    });
    const created = await apiFromPage<ApiRecord>(admin.page, '/api/User/Post', {
      Account: 'newdoctor',
      Name: '新来的医生',
      Password: 'Start@2026',
      Role_Ids: [String(roles.json.Data[0].Id)],
      Enabled: true,
    });
    expect(created.status).toBe(200);

    const { page, consoleErrors } = await harness.newPage();
    await page.goto(`${harness.baseUrl}/login?redirect=${encodeURIComponent('/Thesis/list')}`);
    await page.getByPlaceholder('请输入账号').fill('newdoctor');
    await page.getByPlaceholder('请输入密码').fill('Start@2026');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/changePassword');
    const card = page.getByTestId('initial-password');
    await card.waitFor(POLL);
    expect(await card.innerText()).toContain('首次登录请先设置您自己的密码');
    await shot(page, '17-initial-password');
    // No page of the shell opens meanwhile.
    await page.goto(`${harness.baseUrl}/problem/list`);
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/changePassword');
    // The server refuses the rest too.
    const refused = await apiFromPage<{ Message: string }>(page, '/api/Thesis/List', {});
    expect(refused).toEqual({ status: 403, json: { Message: '首次登录请先修改初始密码' } });

    await page.getByLabel('初始密码').fill('Start@2026');
    await page.getByLabel('新密码').fill('Doctor@2026');
    await page.getByLabel('确认密码').fill('Doctor@2026');
    await page.getByRole('button', { name: /确认修改/ }).click();
    await page
      .getByText(/欢迎您，/)
      .first()
      .waitFor(POLL);
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/problem/list');
    await page.locator('.ant-table-row, .ant-empty').first().waitFor(POLL);
    await shot(page, '17-after-change');
    expect(consoleErrors.filter((text) => !/status of 40[13]/.test(text))).toEqual([]);

    // The next login is an ordinary one.
    const again = await harness.newPage();
    await login(again.page, harness.baseUrl, 'newdoctor', 'Doctor@2026');
    expect(new URL(again.page.url()).pathname).toBe('/');
  });
});
