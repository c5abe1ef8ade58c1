/**
 * The approval centre in the browser: the reviewer's 审批中心 with the seeded pending items by Chinese module name,
 * filtered by module and keyword, paged, an item opened with 审核; 我已审批 after a decision; a module's checklist;
 * the bell's 查看全部; staff's 我发起的 holding only their own applications. Screenshots go to /tmp/a13-center-shots.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { FlowCenterRow, PageResult } from '../../contract/index';
import { apiFromPage, login, startHarness, type Harness } from './harness';

const SHOTS = '/tmp/a13-center-shots';
const POLL = { timeout: 20000 };
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

async function titleContains(page: Page, text: string): Promise<void> {
  await page.waitForFunction((wanted) => document.title.includes(wanted), text, { timeout: 30000 });
}

/** The list on screen: the active tab's pane, or the page's only card. */
const activeList = (page: Page): Locator => page.locator('.flow-center-page .ant-tabs-tabpane-active, .flow-center-single').first();
const rows = (list: Locator): Locator => list.locator('.ant-table-tbody .ant-table-row');
const column = async (list: Locator, index: number): Promise<string[]> =>
  rows(list).evaluateAll((trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement).innerText.trim()), index);
const totalOf = async (list: Locator): Promise<number> => Number((await list.locator('.ant-pagination-total-text').innerText()).replace(/\D/g, ''));

/** Nothing on the list a person should not see: no ids, no English module codes. */
async function expectReadable(list: Locator, codes: readonly string[]): Promise<void> {
  const text = await list.innerText();
  expect(text).not.toMatch(UUID);
  for (const code of codes) expect(text).not.toContain(code);
}

describe('the approval centre', () => {
  let harness: Harness;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('shows the reviewer what waits, filters, pages, opens an item, lists decisions and a checklist', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'reviewer', 'Review@2026');
    const pending = (await apiFromPage<PageResult<FlowCenterRow>>(page, '/api/FlowState/Center/pending', { PageSize: 1000 })).json;
    expect(pending.Total).toBeGreaterThan(20);
    const codes = [...new Set(pending.Data.map((r) => r.ModuleName))];

    await page.goto(`${harness.baseUrl}/FlowCenter`);
    await titleContains(page, '审批中心');
    // 待我审批 starts with the selection column of 批量审批: 序号 is its second column.
    let list = activeList(page);
    await rows(list).first().waitFor();
    await expect.poll(() => totalOf(list), POLL).toBe(pending.Total);
    expect(await rows(list).count()).toBe(10);
    expect(await column(list, 1)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    const descriptions = new Set(pending.Data.map((r) => r.ModuleDescription));
    for (const name of await column(list, 2)) expect(descriptions.has(name)).toBe(true);
    expect((await column(list, 6)).every((status) => status === '审核中')).toBe(true);
    await expectReadable(list, codes);
    await page.screenshot({ path: `${SHOTS}/flowcenter-pending.png` });

    // Paging: the second page continues the numbering with other rows.
    const firstPage = await column(list, 3);
    await list.locator('.ant-pagination-item-2').click();
    await expect.poll(() => column(list, 1), POLL).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    expect(await column(list, 3)).not.toEqual(firstPage);

    // Module filter, by the Chinese name: only 论文 rows, as many as the server holds.
    const theses = pending.Data.filter((r) => r.ModuleName === 'Thesis');
    expect(theses.length).toBeGreaterThan(0);
    await list.getByRole('combobox', { name: '模块' }).click();
    await page.keyboard.type('论文');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="论文"]').click();
    await list.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => totalOf(list), POLL).toBe(theses.length);
    expect(new Set(await column(list, 2))).toEqual(new Set(['论文']));
    await page.screenshot({ path: `${SHOTS}/flowcenter-module.png` });

    // Keyword over the summary, with the module cleared.
    await list.getByRole('button', { name: /重\s*置/ }).click();
    await expect.poll(() => totalOf(list), POLL).toBe(pending.Total);
    const target = pending.Data.filter((r) => r.ModuleName === 'Thesis')[0];
    const title = target.Summary.slice(target.Summary.indexOf(':') + 1);
    const keyword = title.slice(0, 8);
    await list.getByRole('textbox', { name: '关键字' }).fill(keyword);
    await list.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => totalOf(list), POLL).toBeLessThan(pending.Total);
    const summaries = await column(list, 3);
    expect(summaries).toContain(title);
    expect(summaries.every((summary) => summary.includes(keyword))).toBe(true);

    // 审核 opens the record's form, titled after its module.
    const [openedModule] = await column(list, 2);
    await rows(list).first().getByRole('link', { name: '审核' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/add') && url.searchParams.get('q') !== null);
    await page.locator('.ant-card-head-title:visible', { hasText: openedModule }).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/opened-form.png` });

    // A decision (as the form's buttons will send it) lands in 我已审批 with its opinion.
    const decided = pending.Data.find((r) => r.ModuleName === 'Thesis') ?? pending.Data[0];
    const answer = await apiFromPage(page, '/api/FlowState/Decide', { FlowDynamic_Id: decided.Id, Decision: 'Returned', Opinion: '请补充伦理批件后再提交' });
    expect(answer.status).toBe(200);
    await page.goto(`${harness.baseUrl}/FlowProcessList`);
    await titleContains(page, '我已审批');
    list = activeList(page);
    await rows(list).first().waitFor();
    expect(await rows(list).count()).toBe(1);
    const row = await rows(list).first().innerText();
    for (const text of [decided.ModuleDescription, '已退回', '退回', '请补充伦理批件后再提交']) expect(row).toContain(text);
    await expectReadable(list, codes);
    await page.screenshot({ path: `${SHOTS}/flowprocesslist.png` });

    // A module's checklist: its items waiting for me, no module column, titled {描述}待审核.
    const feeUse = pending.Data.filter((r) => r.ModuleName === 'FeeBudgetUse');
    expect(feeUse.length).toBeGreaterThan(0);
    await page.goto(`${harness.baseUrl}/FeeBudgetUse/checklist`);
    await titleContains(page, '预算使用申请待审核');
    list = activeList(page);
    await rows(list).first().waitFor();
    expect(await rows(list).count()).toBe(feeUse.length);
    expect(await list.locator('.ant-table-thead').innerText()).not.toContain('模块');
    expect(await list.getByRole('link', { name: '审核' }).count()).toBe(feeUse.length);
    await expectReadable(list, codes);
    await page.screenshot({ path: `${SHOTS}/checklist.png` });

    // The bell's 查看全部 leads to the centre.
    await page.getByRole('button', { name: '通知' }).click();
    await page.locator('.notification-panel').getByRole('link', { name: '查看全部' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/bell.png` });
    await page.locator('.notification-panel').getByRole('link', { name: '查看全部' }).click();
    await page.waitForURL((url) => url.pathname === '/FlowCenter');
    await titleContains(page, '审批中心');
    // The login page asks who is signed in before anyone is: that 401 is expected.
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  });

  it('shows staff their own applications under 我发起的 and nothing under 待我审批', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'staff', 'Staff@2026');
    await page.goto(`${harness.baseUrl}/FlowCenter`);
    await titleContains(page, '审批中心');
    await activeList(page).getByText('暂无数据').locator('visible=true').first().waitFor();
    await page.getByRole('tab', { name: '我发起的' }).click();
    const list = activeList(page);
    await rows(list).first().waitFor();
    expect(await totalOf(list)).toBeGreaterThan(0);
    expect((await column(list, 3)).every((applicant) => /^陈思远\(BJ\d+\)$/.test(applicant))).toBe(true);
    expect(await list.getByRole('link', { name: '查看' }).count()).toBe(await rows(list).count());
    await expectReadable(list, ['Thesis', 'FeeBudget', 'Problem']);
    await page.screenshot({ path: `${SHOTS}/flowcenter-started.png` });
    // The login page asks who is signed in before anyone is: that 401 is expected.
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  });
});
