import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, PageResult } from '../../contract/index';
import { apiFromPage, login, startHarness, type Harness } from './harness';

const SHOTS = '/work/notes';

describe('操作日志', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('an administrator edits a paper, finds the line by module and person in 操作日志 and opens its diff', async () => {
    const { page, consoleErrors } = await harness.newPage();
    page.setDefaultTimeout(60000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    const first = async (module: string) =>
      (await apiFromPage<PageResult<ApiRecord>>(page, `/api/${module}/List`, { PageIndex: 1, PageSize: 1 })).json.Data[0]!;
    const [journal, person, dept] = [await first('Journal'), await first('Person'), await first('Dept')];
    // A fresh title each run: a retried test finds its own line.
    const title = `操作日志-${Date.now()}`;
    const created = await apiFromPage<ApiRecord>(page, '/api/Thesis/Post', {
      Title: title,
      Journal_Id: journal.Id,
      FirstAuthor_Id: person.Id,
      Dept_Id: dept.Id,
      PublishDate: '2025-03-01',
    });
    expect(created.status).toBe(200);

    await page.goto(`${harness.baseUrl}/Thesis/add?q=${encodeURIComponent(String(created.json.Id))}`);
    await page.locator('#root_Title').waitFor();
    const edited = `${title}(修订)`;
    await page.locator('#root_Title').fill(edited);
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.locator('.ant-table-row', { hasText: edited }).waitFor();
    // The save's notice closes by itself: the screenshots below show the page, not the notice over it.
    await page.getByText('保存成功').waitFor({ state: 'hidden', timeout: 15000 });

    // From the menu: 基础信息 → 操作日志, beside 登录日志.
    const menu = page.locator('.ant-layout-sider .ant-menu');
    await menu.getByText('基础信息', { exact: true }).first().click();
    await menu.getByText('操作日志', { exact: true }).first().click();
    await page.waitForURL(/\/OperLog$/);
    const table = page.getByTestId('oper-log-table');
    await table.locator('.ant-table-row').first().waitFor();

    await page.getByRole('combobox', { name: '模块' }).click();
    await page.keyboard.type('论文');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="论文"]').click();
    // 人员 suggests people as one types: name and account, namesakes told apart.
    await page.getByRole('combobox', { name: '人员' }).fill('周建');
    const suggestion = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '周建华(admin)' });
    await suggestion.waitFor();
    await page.screenshot({ path: `${SHOTS}/operlog-people.png` });
    await suggestion.click();
    expect(await page.getByRole('combobox', { name: '人员' }).inputValue()).toBe('周建华');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const rows = table.locator('.ant-table-row');
    await expect.poll(async () => (await rows.first().innerText()).includes('修改')).toBe(true);
    const texts = await rows.allInnerTexts();
    expect(texts.every((text) => text.includes('周建华') && text.includes('论文'))).toBe(true);
    expect(texts[0]).toContain('题目');
    await page.screenshot({ path: `${SHOTS}/operlog-page.png` });

    await rows
      .first()
      .getByRole('button', { name: /查\s*看/ })
      .click();
    const detail = page.getByTestId('oper-log-detail');
    await detail.waitFor();
    await expect.poll(() => detail.getByTestId('oper-log-change').allInnerTexts()).toContain(`题目: ${title} → ${edited}`);
    expect(await detail.innerText()).toContain('论文');
    expect(await detail.innerText()).toContain(edited);
    expect(await detail.innerText()).not.toContain(String(dept.Id));
    await page.screenshot({ path: `${SHOTS}/operlog-diff.png` });
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  });
});
