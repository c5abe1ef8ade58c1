/**
 * 数据权限 in the browser: the 科室主任 (director, 心血管内科) finds a colleague's paper of his department on the 论文
 * list and not one of another department; the administrator sees the role's scope in the role form beside the
 * permission tree, with its plain summary, narrows it to 仅本人 there, and the director's next search follows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, startHarness, type Harness } from './harness';

const SHOTS = process.env.SHOTS_DIR;
const MARK = `数据权限浏览器${Date.now() % 100000}`;

async function firstId(page: Page, baseUrl: string, module: string, filters: unknown[] = []): Promise<string> {
  const response = await page.request.post(`${baseUrl}/api/${module}/List`, { data: { PageIndex: 1, PageSize: 1, Condition: { Filters: filters } } });
  const page1 = (await response.json()) as { Data: Array<{ Id: string }> };
  return String(page1.Data[0]?.Id);
}

/** The titles the 论文 list shows for a keyword search. */
async function searchedTitles(page: Page, baseUrl: string, keyword: string): Promise<string[]> {
  await page.goto(`${baseUrl}/Thesis/list`);
  const search = page.getByPlaceholder('请输入关键字').locator('visible=true');
  await search.fill(keyword);
  const listed = page.waitForResponse((response) => response.url().includes('/api/Thesis/List') && response.request().method() === 'POST');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await listed;
  await page.locator('.ant-table-row, .ant-empty').first().waitFor();
  const rows = await page.locator('.ant-table-tbody tr.ant-table-row').allInnerTexts();
  return rows.map((text) => (text.match(new RegExp(`${MARK}-[^\\s]+`)) ?? [''])[0]).sort();
}

describe('data scope', () => {
  let harness: Harness;
  let admin: Page;
  let director: Page;

  beforeAll(async () => {
    harness = await startHarness();
    admin = (await harness.newPage()).page;
    admin.setDefaultTimeout(60000);
    await login(admin, harness.baseUrl, 'admin', 'Admin@2026');
    const base = harness.baseUrl;
    const cardio = await firstId(admin, base, 'Dept', [{ Name: 'Name', Compare: '==', Value: '心血管内科' }]);
    const neuro = await firstId(admin, base, 'Dept', [{ Name: 'Name', Compare: '==', Value: '神经内科' }]);
    const journal = await firstId(admin, base, 'Journal');
    const person = await firstId(admin, base, 'Person');
    for (const [title, dept] of [
      ['同科室', cardio],
      ['其他科室', neuro],
    ]) {
      const created = await admin.request.post(`${base}/api/Thesis/Post`, {
        data: { Title: `${MARK}-${title}`, Journal_Id: journal, FirstAuthor_Id: person, Dept_Id: dept, PublishDate: '2025-03-01' },
      });
      expect(created.status()).toBe(200);
    }
    director = (await harness.newPage()).page;
    director.setDefaultTimeout(60000);
    await login(director, base, 'director', 'Director@2026');
  }, 180_000);
  afterAll(async () => harness?.close());

  it('shows the 科室主任 a paper of his department and not one of another', async () => {
    // The director's first role, 科室主任, is active after login.
    expect(await searchedTitles(director, harness.baseUrl, MARK)).toEqual([`${MARK}-同科室`]);
    if (SHOTS) await director.screenshot({ path: `${SHOTS}/data-scope-director-list.png` });
  });

  it('edits the scope in the role form beside the permission tree, and the list follows without a new login', async () => {
    await admin.goto(`${harness.baseUrl}/role/list`);
    await admin.locator('.ant-table-row a', { hasText: '科室主任' }).first().click();
    const editor = admin.getByTestId('data-scope-editor');
    await editor.waitFor();
    const summary = admin.getByTestId('data-scope-summary');
    await expect.poll(() => summary.innerText()).toBe('科室主任:论文 本部门及以下、专利 本部门及以下、课题 本部门及以下、科技奖励 本部门及以下');
    // Module names and scope kinds in Chinese, never codes or ids.
    const text = await editor.innerText();
    expect(text).not.toMatch(/Thesis|deptAndBelow|[0-9a-f]{8}-[0-9a-f]{4}/);
    await editor.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/data-scope-role-form.png` });

    // 第1组 to 仅本人, saved.
    await admin.getByRole('combobox', { name: '第1组范围' }).click({ force: true });
    await admin.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '仅本人' }).click();
    await expect.poll(() => summary.innerText()).toContain('论文 仅本人');
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/data-scope-role-form-changed.png` });
    const saved = admin.waitForResponse((response) => response.url().includes('/api/Role/Put') && response.request().method() === 'PUT');
    await admin.getByRole('button', { name: /保\s*存/ }).click();
    expect((await saved).status()).toBe(200);

    expect(await searchedTitles(director, harness.baseUrl, MARK)).toEqual([]);
  });
});
