/**
 * Actions offered that then fail (D-FLOW-12, D-FLOW-13, D-SEC-16), as people see them in Chromium: a finance approver
 * reads a 论文版面费报销 without a 权限不足 toast, its 支出类别 shown; rows offer 删除 only where it would be accepted; 加签 lists only
 * people who may decide; the centre and the bell offer 审核 only under a role that may decide; the 通过 dialog offers no 退回
 * reason; an input stops at its limit; publishing a flow version asks first. Screenshots go to /tmp/actions-shots.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import type { ApiRecord, PageResult } from '../../contract/index';
import { apiFromPage, login, startHarness, switchRole, type Harness } from './harness';

const SHOTS = '/tmp/actions-shots';
const POLL = { timeout: 20000 };

/** A list through the API with the page's session (plain JSON, as the app sends lists without a key). */
async function listOf(page: Page, module: string, body: Record<string, unknown> = {}): Promise<ApiRecord[]> {
  const answer = await apiFromPage<PageResult<ApiRecord>>(page, `/api/${module}/List`, { PageIndex: 1, PageSize: 100, ...body });
  expect(answer.status).toBe(200);
  return answer.json.Data;
}

/** A paper of 陈思远's, submitted along the seeded flow (科研处初审 by 林晓雯 first). */
async function submittedThesis(staff: Page, title: string): Promise<string> {
  const first = async (module: string) => (await listOf(staff, module, { PageSize: 1 }))[0];
  const [journal, person, dept] = [await first('Journal'), await first('Person'), await first('Dept')];
  const created = await apiFromPage<ApiRecord>(staff, '/api/Thesis/Post', {
    Title: title,
    Journal_Id: journal.Id,
    FirstAuthor_Id: person.Id,
    Dept_Id: dept.Id,
    PublishDate: '2025-03-01',
  });
  expect(created.status).toBe(200);
  const id = String(created.json.Id);
  expect((await apiFromPage(staff, '/api/FlowState/Submit', { ModuleName: 'Thesis', Business_Id: id })).status).toBe(200);
  return id;
}

/** Every error answer the page receives, and every toast it shows. */
function watchRefusals(page: Page): { refused: string[]; toasts: () => Promise<string[]> } {
  const refused: string[] = [];
  page.on('response', (response: Response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api/') && !/GetCurrent/.test(response.url()))
      refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return { refused, toasts: () => page.locator('.ant-notification-notice, .ant-message-notice').allInnerTexts() };
}

/** The option texts of the open dropdown, once the search has answered. */
async function openOptions(page: Page): Promise<string[]> {
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown.locator('.ant-select-item-option').first().waitFor(POLL);
  await expect.poll(() => dropdown.getByText('正在搜索…').count(), POLL).toBe(0);
  return dropdown.locator('.ant-select-item-option').allInnerTexts();
}

describe('actions offered are actions accepted (issue 35 items 6–9)', () => {
  let harness: Harness;
  let staff: Page;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    harness = await startHarness();
    staff = (await harness.newPage()).page;
    await login(staff, harness.baseUrl, 'staff', 'Staff@2026');
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('6. a finance approver reads a 论文版面费报销 with its dictionary values and no 权限不足', async () => {
    const { page, consoleErrors } = await harness.newPage();
    const watch = watchRefusals(page);
    await login(page, harness.baseUrl, 'finance1', 'Finance1@2026');
    const cost = (await listOf(page, 'ThesisCost')).find((row) => row.ExpenseCategory && row.CostType);
    expect(cost).toBeDefined();
    // Not the approver's to change: the record opens as its read view (§10), its dictionary values as text.
    await page.goto(`${harness.baseUrl}/ThesisCost/add?q=${String(cost?.Id)}`);
    // Bordered Descriptions: each label a cell, its value the next cell.
    const shown = (label: string) =>
      page.getByTestId('record-read-view').locator('.ant-descriptions-item-label', { hasText: label }).locator('xpath=following-sibling::*[1]');
    await expect.poll(() => shown('支出类别').innerText(), POLL).toBe(String(cost?.ExpenseCategory));
    expect(await shown('费用类型').innerText()).toBe(String(cost?.CostType));
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${SHOTS}/6-finance-thesis-cost.png` });

    // The list's 费用类型 filter lists the dictionary's items too.
    await page.goto(`${harness.baseUrl}/ThesisCost/list`);
    await page.getByRole('button', { name: /高级筛选/ }).click();
    await page.locator('#filter_CostType').click({ force: true });
    expect(await openOptions(page)).toContain('版面费');
    await page.screenshot({ path: `${SHOTS}/6-finance-cost-type-filter.png` });

    expect(watch.refused).toEqual([]);
    expect((await watch.toasts()).filter((text) => text.includes('权限不足'))).toEqual([]);
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  });

  it("7a. the applicant's rows offer 编辑 and 删除 only where the record may still change", async () => {
    const status = new Map((await listOf(staff, 'Thesis')).map((row) => [String(row.Id), String(row.FlowStatus ?? '')]));
    await staff.goto(`${harness.baseUrl}/Thesis/list`);
    const rows = staff.locator('.ant-table-tbody tr.ant-table-row[data-row-key]');
    await rows.first().waitFor();
    const seen = await rows.evaluateAll((trs) =>
      trs.map((tr) => ({
        id: tr.getAttribute('data-row-key') ?? '',
        actions: [...tr.querySelectorAll('.row-actions a, .row-actions button')].map((a) => (a as HTMLElement).innerText.trim()),
      })),
    );
    const states = new Set<string>();
    for (const row of seen) {
      const state = status.get(row.id) ?? '';
      states.add(state);
      const editable = state === '未提交' || state === '已退回';
      expect(row.actions.includes('删除'), `${state}: ${row.actions.join(' ')}`).toBe(editable);
      expect(row.actions.includes('编辑'), `${state}: ${row.actions.join(' ')}`).toBe(editable);
    }
    // The page shows rows under review or decided beside editable ones.
    expect([...states].some((s) => s === '审核中' || s === '已通过' || s === '不通过')).toBe(true);
    expect([...states].some((s) => s === '未提交' || s === '已退回')).toBe(true);
    await staff.screenshot({ path: `${SHOTS}/7-staff-rows.png` });
  });

  it('7b. 加签 lists only people who may decide papers, and the one chosen is accepted', async () => {
    const id = await submittedThesis(staff, `加签人员测试-${Date.now()}`);
    const { page: reviewer, consoleErrors } = await harness.newPage();
    const watch = watchRefusals(reviewer);
    await login(reviewer, harness.baseUrl, 'reviewer', 'Review@2026');
    await reviewer.goto(`${harness.baseUrl}/Thesis/add?q=${id}`);
    await reviewer.getByRole('button', { name: /^加\s*签$/ }).click();
    const dialog = reviewer.locator('.ant-modal:visible', { hasText: '加签人' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: '加签人' }).click();
    const offered = (await openOptions(reviewer)).map((text) => text.replace(/\(.*\)$/, ''));
    // 周建华 (administrator) and 刘敏 (副院长) hold 审核 on papers; the applicant 陈思远, 林晓雯 herself (asked), the dean
    // and finance do not count.
    expect(offered.sort()).toEqual(['刘敏', '周建华'].sort());
    await reviewer.screenshot({ path: `${SHOTS}/7-add-signer-people.png` });
    await reviewer.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '刘敏' }).click();
    await dialog.getByText('在我之后').click();
    await dialog.getByRole('button', { name: '确认加签' }).click();
    await reviewer.getByText('已加签').first().waitFor();
    // Asked now: no longer offered.
    await reviewer.getByRole('button', { name: /^加\s*签$/ }).click();
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: '加签人' }).click();
    expect((await openOptions(reviewer)).map((text) => text.replace(/\(.*\)$/, ''))).toEqual(['周建华']);
    expect(watch.refused).toEqual([]);
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  });

  it('7c. the bell and the centre offer 审核 only under a role that may decide, and 批量审批 only for those rows', async () => {
    const { page } = await harness.newPage();
    await login(page, harness.baseUrl, 'director', 'Director@2026');
    /** The link of each 待审核 row of the bell (已退回 rows are the director's own applications, always 查看). */
    const bellLinks = async () => {
      await page.getByRole('button', { name: '通知' }).click();
      const panel = page.locator('.notification-panel');
      await panel.locator('.ant-table-row').first().waitFor(POLL);
      return panel
        .locator('.ant-table-row')
        .filter({ has: page.locator('.ant-tag', { hasText: '待审核' }) })
        .locator('a')
        .allInnerTexts();
    };
    const asHead = await bellLinks();
    expect(asHead.length).toBeGreaterThan(0);
    expect(new Set(asHead)).toEqual(new Set(['审核']));
    await page.screenshot({ path: `${SHOTS}/7-bell-as-head.png` });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: '切换角色' }).click();
    await switchRole(page, '科研人员');
    expect(new Set(await bellLinks())).toEqual(new Set(['查看']));
    await page.screenshot({ path: `${SHOTS}/7-bell-as-staff.png` });
    await page.keyboard.press('Escape');

    await page.goto(`${harness.baseUrl}/FlowCenter`);
    const list = page.locator('.flow-center-page .ant-tabs-tabpane-active').first();
    const row = list.locator('.ant-table-tbody .ant-table-row');
    await row.first().waitFor(POLL);
    expect(new Set(await row.locator('td a').allInnerTexts())).toEqual(new Set(['查看']));
    expect(await row.locator('.ant-checkbox-input:not([disabled])').count()).toBe(0);
    expect(await list.locator('.ant-table-row .ant-checkbox-wrapper-disabled, .ant-table-row .ant-checkbox-disabled').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('flow-batch-bar').innerText()).toContain('当前角色没有审核权限,请切换角色后审核');
    await page.screenshot({ path: `${SHOTS}/7-centre-as-staff.png` });
  });

  it('8. the 通过 dialog offers no earlier 退回 reason; the 退回 dialog does', async () => {
    const returnedId = await submittedThesis(staff, `常用语退回-${Date.now()}`);
    const nextId = await submittedThesis(staff, `常用语通过-${Date.now()}`);
    const { page: reviewer } = await harness.newPage();
    await login(reviewer, harness.baseUrl, 'reviewer', 'Review@2026');
    const reason = '请补充第一作者单位证明';
    await reviewer.goto(`${harness.baseUrl}/Thesis/add?q=${returnedId}`);
    await reviewer.getByRole('button', { name: /^退\s*回$/ }).click();
    const dialog = reviewer.locator('.ant-modal:visible', { hasText: '审批意见' });
    await dialog.waitFor();
    await dialog.getByLabel('审批意见').fill(reason);
    await dialog.getByRole('button', { name: '确认退回' }).click();
    await dialog.waitFor({ state: 'detached' });

    await reviewer.goto(`${harness.baseUrl}/Thesis/add?q=${nextId}`);
    const phrases = () => dialog.getByTestId('flow-phrases').innerText();
    await reviewer.getByRole('button', { name: /^通\s*过$/ }).click();
    await dialog.waitFor();
    await expect.poll(phrases, POLL).toContain('同意');
    expect(await phrases()).not.toContain(reason);
    expect(await phrases()).not.toContain('请修改后重新提交');
    await reviewer.screenshot({ path: `${SHOTS}/8-approve-phrases.png` });
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'detached' });

    await reviewer.getByRole('button', { name: /^退\s*回$/ }).click();
    await dialog.waitFor();
    await expect.poll(phrases, POLL).toContain(reason);
    expect(await phrases()).not.toContain('同意');
    await reviewer.screenshot({ path: `${SHOTS}/8-return-phrases.png` });
  });

  it('9a. a text field stops at its limit as it is typed, the counter at 300 / 300', async () => {
    await staff.goto(`${harness.baseUrl}/Thesis/add`);
    const title = staff.locator('#root_Title');
    await title.waitFor();
    await title.fill('冠'.repeat(330));
    expect(await title.inputValue()).toHaveLength(300);
    await title.press('End');
    await staff.keyboard.type('脉');
    expect(await title.inputValue()).toBe('冠'.repeat(300));
    const counter = staff.locator('.ant-input-affix-wrapper', { has: title }).locator('.ant-input-show-count-suffix');
    expect(await counter.innerText()).toBe('300 / 300');
    await title.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await staff.screenshot({ path: `${SHOTS}/9-title-at-limit.png` });
  });

  it('9b. publishing a new flow version asks first, naming the version; 取消 publishes nothing', async () => {
    const { page } = await harness.newPage();
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    const flowOf = async () => (await listOf(page, 'Flow', { Condition: { Filters: [{ Name: 'ModuleName', Compare: '==', Value: 'Thesis' }] } }))[0];
    const flow = await flowOf();
    const version = Number(flow.Version);
    await page.goto(`${harness.baseUrl}/Flow/add?q=${String(flow.Id)}`);
    await page.getByTestId('flow-canvas').waitFor();
    await page.getByRole('button', { name: '发布新版本' }).click();
    const question = page.locator('.ant-modal-confirm', { hasText: `确定发布新版本 v${version + 1} 吗?` });
    await question.waitFor();
    expect(await question.innerText()).toContain('已在审批中的申请仍按各自提交时的版本审批');
    await page.screenshot({ path: `${SHOTS}/9-publish-confirm.png` });
    await question.getByRole('button', { name: /取\s*消/ }).click();
    await question.waitFor({ state: 'detached' });
    expect(Number((await flowOf()).Version)).toBe(version);

    await page.getByRole('button', { name: '发布新版本' }).click();
    await question.waitFor();
    await question.getByRole('button', { name: /发\s*布/ }).click();
    await page.getByText('保存成功').first().waitFor();
    await expect.poll(async () => Number((await flowOf()).Version), POLL).toBe(version + 1);
  });
});
