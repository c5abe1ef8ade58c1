/**
 * The approval centre's second slice in the browser: the reviewer approves two waiting items at once from 待我审批
 * (批量通过 with a 常用语), reads the summary and sees them leave the list; a copied item under 抄送我的; the
 * administrator's 审批日志 filtered by module, each row linking to its record. Screenshots go to /tmp/flow-batch-shots.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { FlowCenterRow, PageResult } from '../../contract/index';
import { newId } from '../../server/platform/db/ids';
import { nowText } from '../../server/platform/db/time';
import { login, startHarness, type Harness } from './harness';

const SHOTS = '/tmp/flow-batch-shots';
const POLL = { timeout: 20000 };
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

async function apiPost<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await response.json()) as T;
    },
    { path, body },
  );
}

const activeList = (page: Page): Locator => page.locator('.flow-center-page .ant-tabs-tabpane-active').first();
const rows = (list: Locator): Locator => list.locator('.ant-table-tbody .ant-table-row');
const totalOf = async (list: Locator): Promise<number> => Number((await list.locator('.ant-pagination-total-text').innerText()).replace(/\D/g, ''));
const titleContains = (page: Page, text: string) => page.waitForFunction((wanted) => document.title.includes(wanted), text, { timeout: 30000 });

describe('批量审批, 抄送我的 and 审批日志', () => {
  let harness: Harness;
  let decidedTitles: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('the reviewer approves two items at once and reads what came of each', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'reviewer', 'Review@2026');
    await page.goto(`${harness.baseUrl}/FlowCenter`);
    await titleContains(page, '审批中心');
    const list = activeList(page);
    await rows(list).first().waitFor();
    const before = await totalOf(list);
    const bar = page.getByTestId('flow-batch-bar');
    expect(await bar.innerText()).toContain('勾选待办后可批量审批');
    await expect(bar.getByRole('button', { name: '批量通过' })).toBeTruthy();
    expect(await bar.getByRole('button', { name: '批量通过' }).isDisabled()).toBe(true);

    // Two items the reviewer can move on: not the administrator's own (the seeded flows' second step is the
    // administrator, who never approves their own record, so such an item is refused at step 2 — by design).
    const picked = await rows(list).evaluateAll((trs) =>
      trs
        .map((tr, i) => ({ i, text: (tr as HTMLElement).innerText }))
        .filter((row) => !row.text.includes('周建华'))
        .slice(0, 2)
        .map((row) => row.i),
    );
    expect(picked).toHaveLength(2);
    decidedTitles = await rows(list).evaluateAll((trs, indexes) => indexes.map((i) => (trs[i].children[3] as HTMLElement).innerText.trim()), picked);
    for (const i of picked) await rows(list).nth(i).locator('.ant-checkbox-input').check();
    expect(await bar.innerText()).toContain('已选择 2 条');
    await page.screenshot({ path: `${SHOTS}/batch-selected.png` });

    await bar.getByRole('button', { name: '批量通过' }).click();
    const dialog = page.locator('.ant-modal:visible', { hasText: '审批意见' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('确定将选中的 2 条通过吗?');
    // 常用语: a click fills the opinion box.
    await dialog.getByTestId('flow-phrases').getByText('同意,请按规定办理', { exact: true }).click();
    expect(await dialog.getByLabel('审批意见').inputValue()).toBe('同意,请按规定办理');
    await page.screenshot({ path: `${SHOTS}/batch-dialog.png` });
    await dialog.getByRole('button', { name: '确认通过' }).click();

    const summary = page.locator('.ant-modal:visible', { hasText: '批量审批结果' });
    await summary.waitFor();
    expect(await summary.innerText()).toContain('成功 2 条,失败 0 条');
    await page.screenshot({ path: `${SHOTS}/batch-summary.png` });
    await summary.getByRole('button', { name: '知道了' }).click();
    await expect.poll(() => totalOf(list), POLL).toBe(before - 2);
    expect(await bar.innerText()).toContain('勾选待办后可批量审批');

    // 我已审批 holds both, with the phrase as the opinion.
    await page.getByRole('tab', { name: '我已审批' }).click();
    const decided = activeList(page);
    await rows(decided).first().waitFor();
    const text = await decided.innerText();
    for (const title of decidedTitles) expect(text).toContain(title);
    expect(text).toContain('同意,请按规定办理');
    expect(consoleErrors.filter((t) => !/status of 401/.test(t))).toEqual([]);
  });

  it('shows what was copied to the reviewer under 抄送我的', async () => {
    const { page } = await harness.newPage();
    await login(page, harness.baseUrl, 'reviewer', 'Review@2026');
    const started = await apiPost<PageResult<FlowCenterRow>>(page, '/api/FlowState/Center/decided', { PageSize: 1 });
    const item = started.Data[0];
    const reviewer = await harness.db.selectFrom('User').select(['Id']).where('Account', '=', 'reviewer').executeTakeFirstOrThrow();
    const example = await harness.db.selectFrom('FlowExample').selectAll().where('Id', '=', item.FlowExample_Id).executeTakeFirstOrThrow();
    await harness.db
      .insertInto('FlowDynamic')
      .values({
        Id: newId(),
        Example_Id: item.FlowExample_Id,
        ModuleName: item.ModuleName,
        Business_Id: item.Business_Id,
        Receiver_Id: String(reviewer.Id),
        Kind: 'Cc',
        Step: 1,
        StepName: '抄送科研处',
        Applicant_Id: String(example.Applicant_Id),
        Summary: item.Summary,
        Time: nowText(),
        IsComplete: 1,
        CompleteTime: nowText(),
        Decision: null,
      })
      .execute();

    await page.goto(`${harness.baseUrl}/FlowCenter`);
    await titleContains(page, '审批中心');
    await page.getByRole('tab', { name: '抄送我的' }).click();
    const list = activeList(page);
    await rows(list).first().waitFor();
    expect(await rows(list).count()).toBe(1);
    const row = await rows(list).first().innerText();
    expect(row).toContain(item.ModuleDescription);
    expect(row).toContain('查看');
    expect(await list.innerText()).not.toMatch(UUID);
    expect(await list.locator('.ant-table-thead').innerText()).toContain('抄送时间');
    expect(row).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    // A copy is read, not decided: no selection column, no batch bar.
    expect(await list.locator('.ant-checkbox').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/cc.png` });
    await rows(list).first().getByRole('link', { name: '查看' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/add') && url.searchParams.get('q') === item.Business_Id);
  });

  it('shows the administrator the audit trail, filtered by module, each row opening its record', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    // From the menu: 系统管理 › 审批日志.
    await page.goto(`${harness.baseUrl}/FlowAudit`);
    await titleContains(page, '审批日志');
    const card = page.locator('.flow-audit-page');
    await card.locator('.ant-table-tbody .ant-table-row').first().waitFor();
    const all = Number((await card.locator('.ant-pagination-total-text').innerText()).replace(/\D/g, ''));
    expect(all).toBeGreaterThanOrEqual(2);
    const body = await card.innerText();
    expect(body).not.toMatch(UUID);
    expect(body).not.toMatch(/Approved|Thesis|Submit/);
    expect(body).toContain('通过');
    await page.screenshot({ path: `${SHOTS}/audit.png` });

    const modules = await card
      .locator('.ant-table-tbody .ant-table-row')
      .evaluateAll((trs) => trs.map((tr) => (tr.children[2] as HTMLElement).innerText.trim()));
    const moduleName = modules[0];
    await card.getByRole('combobox', { name: '模块' }).click();
    await page.keyboard.type(moduleName);
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${moduleName}"]`).click();
    await card.getByRole('button', { name: /查\s*询/ }).click();
    await expect
      .poll(
        async () =>
          new Set(
            await card.locator('.ant-table-tbody .ant-table-row').evaluateAll((trs) => trs.map((tr) => (tr.children[2] as HTMLElement).innerText.trim())),
          ),
        POLL,
      )
      .toEqual(new Set([moduleName]));
    await page.screenshot({ path: `${SHOTS}/audit-module.png` });
    await card.locator('.ant-table-tbody .ant-table-row').first().getByRole('link').click();
    await page.waitForURL((url) => url.pathname.endsWith('/add') && url.searchParams.get('q') !== null);
    await page.getByTestId('flow-status-bar').waitFor();
    expect(consoleErrors.filter((t) => !/status of 401/.test(t))).toEqual([]);
  });

  it('keeps 审批日志 from staff', async () => {
    const { page } = await harness.newPage();
    await login(page, harness.baseUrl, 'staff', 'Staff@2026');
    await page.goto(`${harness.baseUrl}/FlowAudit`);
    await page.waitForURL((url) => url.pathname === '/405', { timeout: 20000 });
  });
});
