/**
 * Editing a role's permissions: the administrator opens 科研人员 (003), finds 期刊 in the permission tree
 * by searching, grants its 新增, and saves; staff, logging in afterwards, sees 新增 on the 期刊 list. Taking it back
 * hides the button again. Users are listed with their roles by name and given roles by checkbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, startHarness, type Harness } from './harness';

const SHOTS = process.env.SHOTS_DIR;
/** The tree's rows as shown (the virtual list keeps a hidden row of its own for measuring). */
const TREE_ROW = '.ant-tree-treenode:not([aria-hidden="true"])';

/** The 期刊 module's action node named `action` in the tree as shown. */
async function journalAction(page: Page, action: string) {
  const titles = await page.locator(TREE_ROW).allInnerTexts();
  const module = titles.findIndex((title) => title.trim() === '期刊');
  expect(module).toBeGreaterThanOrEqual(0);
  const offset = titles.slice(module + 1).findIndex((title) => title.trim() === action);
  expect(offset).toBeGreaterThanOrEqual(0);
  return page.locator(TREE_ROW).nth(module + 1 + offset);
}

async function openStaffRole(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/role/list`);
  await page.locator('.ant-table-row a', { hasText: '科研人员' }).first().click();
  await page.locator(TREE_ROW).first().waitFor();
}

async function searchJournal(page: Page): Promise<void> {
  await page.getByPlaceholder('搜索模块或操作，如 论文、审核').fill('期刊');
  await page.locator(`${TREE_ROW} mark`, { hasText: '期刊' }).first().waitFor();
}

async function saveRole(page: Page): Promise<void> {
  const saved = page.waitForResponse((response) => response.url().includes('/api/Role/Put') && response.request().method() === 'PUT');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  expect((await saved).status()).toBe(200);
}

/** Staff, logged in afresh (a new browser context), on the 期刊 list: whether 新增 is offered. */
async function staffSeesAdd(harness: Harness): Promise<boolean> {
  const { page } = await harness.newPage();
  page.setDefaultTimeout(60000);
  await login(page, harness.baseUrl, 'staff', 'Staff@2026');
  await page.goto(`${harness.baseUrl}/Journal/list`);
  await page.locator('.ant-card-head-title', { hasText: '期刊列表' }).waitFor();
  await page.locator('.ant-table').first().waitFor();
  const shown = await page
    .locator('.ant-card-extra')
    .getByRole('button', { name: /新\s*增/ })
    .count();
  await page.context().close();
  return shown > 0;
}

describe('permission tree', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("grants a module's 新增 to a role, and staff sees the button; revoking hides it", async () => {
    expect(await staffSeesAdd(harness)).toBe(false);
    const { page, consoleErrors } = await harness.newPage();
    page.setDefaultTimeout(60000);
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    consoleErrors.length = 0;
    await openStaffRole(page, harness.baseUrl);
    const headline = page.getByTestId('grant-headline');
    await expect.poll(() => headline.innerText()).toMatch(/^已授权 \d+ 个模块 \/ \d+ 项权限$/);
    const before = await headline.innerText();
    // Areas, modules and actions carry Chinese names, never ids.
    const titles = (await page.locator(TREE_ROW).allInnerTexts()).join(' ');
    expect(titles).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
    expect(titles).toContain('基础信息');
    if (SHOTS) {
      await page.locator('.ant-tree').evaluate((tree) => tree.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: `${SHOTS}/permission-tree-areas.png` });
    }

    await searchJournal(page);
    const add = await journalAction(page, '新增');
    expect(await add.locator('.ant-tree-checkbox-checked').count()).toBe(0);
    expect(await (await journalAction(page, '查看')).locator('.ant-tree-checkbox-checked').count()).toBe(1);
    await add.locator('.ant-tree-checkbox').click();
    await expect.poll(() => add.locator('.ant-tree-checkbox-checked').count()).toBe(1);
    await expect.poll(() => headline.innerText()).not.toBe(before);
    await page.locator('.ant-tag', { hasText: /^期刊：查看、新增$/ }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/permission-tree.png` });
    await saveRole(page);
    expect(await staffSeesAdd(harness)).toBe(true);

    // Taking it back: the same search, the box cleared, saved.
    await openStaffRole(page, harness.baseUrl);
    await searchJournal(page);
    const again = await journalAction(page, '新增');
    expect(await again.locator('.ant-tree-checkbox-checked').count()).toBe(1);
    await again.locator('.ant-tree-checkbox').click();
    await expect.poll(() => headline.innerText()).toBe(before);
    await saveRole(page);
    expect(await staffSeesAdd(harness)).toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  it('lists users with their roles by name and gives roles by checkbox', async () => {
    const { page, consoleErrors } = await harness.newPage();
    page.setDefaultTimeout(60000);
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    consoleErrors.length = 0;
    await page.goto(`${harness.baseUrl}/user/list`);
    await page.locator('.ant-table-thead th', { hasText: '角色' }).waitFor();
    // The row whose account is exactly dean (vicedean's holds the word too).
    const deanRow = page
      .locator('.ant-table-row')
      .filter({ has: page.locator('td', { hasText: /^dean$/ }) })
      .first();
    await expect.poll(() => deanRow.innerText()).toContain('院长');
    expect(await page.locator('.ant-table-tbody').innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
    await deanRow.locator('a').first().click();
    const roles = page.locator('#root_Role_Ids');
    await roles.locator('.ant-checkbox-wrapper', { hasText: '科研人员' }).waitFor();
    expect(await roles.locator('.ant-checkbox-wrapper-checked').allInnerTexts()).toEqual(expect.arrayContaining(['院长', '科研人员']));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/user-roles.png`, fullPage: true });
    expect(consoleErrors).toEqual([]);
  });
});
