import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseRemoteOption, login, startHarness, type Harness } from './harness';

describe('staff files a thesis', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('logs in, adds a thesis through the form, finds it by keyword, prints, edits and deletes it, is refused another module, logs out', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'staff', 'Staff@2026');

    await page.goto(`${harness.baseUrl}/Thesis/list`);
    await page.getByText('论文列表').first().waitFor();
    await expect.poll(() => page.title()).toContain('论文列表');
    await page.getByRole('button', { name: /新\s*增/ }).click();

    await page.locator('#root_Title').waitFor();
    // Saving the empty form lists each failing field in the validation dialog and sends nothing.
    await page.getByRole('button', { name: /保\s*存/ }).click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.locator('.ant-modal-confirm-title', { hasText: '表单验证失败' }).waitFor();
    await expect.poll(() => dialog.innerText()).toContain('题目是必填的');
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    // Closed, the dialog gives the focus back to 保存: a select opened before that would close again.
    await dialog.waitFor({ state: 'detached' });

    const title = `基于多组学的冠心病风险预测研究-${Date.now()}`;
    await page.locator('#root_Title').fill(title);
    await chooseRemoteOption(page, 'root_Journal_Id', '中华', /中华/);
    await chooseRemoteOption(page, 'root_FirstAuthor_Id', '', /./);
    await chooseRemoteOption(page, 'root_Dept_Id', '心血管', '心血管内科');
    await page.locator('#root_PublishDate').click();
    await page.locator('#root_PublishDate').fill('2025-03-15');
    await page.locator('.ant-picker-dropdown td[title="2025-03-15"]').click();
    await expect.poll(() => page.locator('#root_PublishDate').inputValue()).toBe('2025-03-15');
    await page.getByRole('button', { name: /保\s*存/ }).click();

    // Saved: the form's tab closes and the list (kept alive in its own tab, so its title was there all along) shows.
    await page.locator('#root_Title').waitFor({ state: 'detached' });
    const keyword = page.getByPlaceholder('请输入关键字').locator('visible=true');
    await keyword.fill(title.slice(-13));
    await keyword.press('Enter');
    const row = page.locator('.ant-table-row', { hasText: title });
    await row.waitFor();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);

    await row.getByRole('link', { name: title }).click();
    await expect.poll(() => page.locator('#root_Title').inputValue()).toBe(title);

    // 打印 on the open record: the server's printable page of it appears in a new window.
    const [printed] = await Promise.all([
      page.waitForEvent('popup'),
      page
        .getByRole('button', { name: /打\s*印/ })
        .locator('visible=true')
        .click(),
    ]);
    await expect.poll(() => printed.evaluate(() => document.body?.innerText ?? ''), { timeout: 20000 }).toContain(title);
    expect(await printed.evaluate(() => document.body.innerText)).toContain('论文');
    await printed.close();
    const edited = `${title}(修订)`;
    await page.locator('#root_Title').fill(edited);
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.locator('#root_Title').waitFor({ state: 'detached' });
    const editedRow = page.locator('.ant-table-row', { hasText: edited }).first();
    await editedRow.waitFor();

    // Delete it: confirm, and the row is gone.
    await editedRow.getByText('删除').click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*认/ })
      .click();
    await page.getByText('删除成功').first().waitFor();
    await expect.poll(() => page.locator('.ant-table-row', { hasText: edited }).count()).toBe(0);

    // Staff holds no grant on User: the guard sends them to /405 with the target, and the server would answer 403.
    await page.goto(`${harness.baseUrl}/User/list`);
    await page.waitForURL(/\/405\?redirect=/);
    await page.getByText('权限不足').first().waitFor();
    expect((await page.request.post(`${harness.baseUrl}/api/User/List`, { form: { PageIndex: '1' } })).status()).toBe(403);
    await page.goto(`${harness.baseUrl}/`);

    await page.locator('[aria-label="用户菜单"]').click();
    await page.getByText('退出').click();
    await page.waitForURL(/\/login/);
    // The anonymous identity check before login answers 401 and the refused module 403; nothing else may fail.
    expect(consoleErrors.filter((text) => !/status of (401|403)/.test(text))).toEqual([]);
  });
});
