/**
 * 新建模块 (/ModuleDesigner): an administrator types a bad name and reads why, then adds 学术研讨会 with the fields of
 * 问题反馈 for 科研人员; the module opens in the designer, its entry stands in 科研管理, its list takes a record, the
 * role editor shows it granted to 科研人员 in the area of its group, and staff find the entry and the record.
 * Screenshots in MODULE_CREATE_SHOTS (default /tmp/module-create-shots).
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, startHarness, type Harness } from './harness';

const SHOTS = process.env.MODULE_CREATE_SHOTS ?? '/tmp/module-create-shots';
/** The permission tree's rows as shown (the virtual list keeps a hidden row of its own for measuring). */
const TREE_ROW = '.ant-tree-treenode:not([aria-hidden="true"])';

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.locator('.ant-modal .ant-form-item', { hasText: label }).locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: option }).first().click();
}

describe('新建模块', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('adds a module copied from another, opens it, and its list from the menu takes a record', async () => {
    const { page, consoleErrors } = await harness.newPage();
    page.setDefaultTimeout(60000);
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    await page.goto(`${harness.baseUrl}/ModuleDesigner`);
    await page.locator('.ant-collapse-header', { hasText: '基础设置' }).first().waitFor();
    await page.getByRole('button', { name: '新建模块' }).click();
    const modal = page.locator('.ant-modal', { hasText: '新建模块' });
    await modal.waitFor();

    const name = modal.getByPlaceholder('如 Seminar');
    await name.fill('seminar');
    await modal.getByText('模块名应以大写字母开头,只含英文字母和数字').waitFor();
    await name.fill('Thesis');
    await modal.getByText('模块名已被其他模块使用: Thesis').waitFor();
    await page.screenshot({ path: `${SHOTS}/1-modal-refused.png` });

    await name.fill('Seminar');
    await modal.getByPlaceholder('如 学术研讨会').fill('学术研讨会');
    await choose(page, '所属区域', '业务模块');
    await choose(page, '菜单分组', '科研管理');
    await modal.locator('.ant-form-item', { hasText: '复制自' }).locator('input').fill('问题反馈');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '问题反馈(Feedback)' }).click();
    await choose(page, '授权角色', '科研人员');
    await modal.locator('.ant-modal-title').click();
    expect(await modal.locator('.ant-form-item-explain-error').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/2-modal-filled.png` });
    await modal.getByRole('button', { name: /创\s*建/ }).click();

    await page.getByText('模块已创建').first().waitFor();
    const fields = page.locator('.module-designer-fields');
    await fields.locator('.ant-table-row', { hasText: 'Content' }).waitFor();
    expect(await fields.locator('.ant-table-row', { hasText: 'Content' }).textContent()).toContain('问题描述');
    await page.screenshot({ path: `${SHOTS}/3-opened.png` });
    await page.keyboard.press('Escape');

    await page.locator('.ant-menu-submenu-title', { hasText: '科研管理' }).first().click();
    await page.locator('.ant-menu-item', { hasText: '学术研讨会' }).first().click();
    await page.waitForURL(/\/Seminar\/list$/);
    // The empty list offers 新增 twice (its empty state too): the card's.
    await page
      .locator('.ant-card-extra')
      .getByRole('button', { name: /新\s*增/ })
      .click();
    await page.locator('#root_Content').waitFor();
    await page.locator('#root_Content').fill('列表页在手机上显示不全');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.locator('#root_Content').waitFor({ state: 'detached' });
    await page.locator('.ant-table-row', { hasText: '列表页在手机上显示不全' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/4-list.png` });

    // The role editor's tree has it in the area of its menu group, granted to 科研人员.
    await page.goto(`${harness.baseUrl}/role/list`);
    await page.locator('.ant-table-row a', { hasText: '科研人员' }).first().click();
    await page.locator(TREE_ROW).first().waitFor();
    await page.getByPlaceholder('搜索模块或操作，如 论文、审核').fill('学术研讨会');
    await page.locator(`${TREE_ROW} mark`, { hasText: '学术研讨会' }).first().waitFor();
    const rows = (await page.locator(TREE_ROW).allInnerTexts()).map((title) => title.trim());
    expect(rows.slice(0, 3)).toEqual(['科研管理', '学术研讨会', '查看']);
    expect(await page.locator(TREE_ROW).nth(2).locator('.ant-tree-checkbox-checked').count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/5-role-tree.png` });
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
    await page.context().close();

    // 科研人员 was granted the module: staff find it in the same group and read the record.
    const { page: staff } = await harness.newPage();
    staff.setDefaultTimeout(60000);
    await login(staff, harness.baseUrl, 'staff', 'Staff@2026');
    await staff.locator('.ant-menu-submenu-title', { hasText: '科研管理' }).first().click();
    await staff.locator('.ant-menu-item', { hasText: '学术研讨会' }).first().click();
    await staff.waitForURL(/\/Seminar\/list$/);
    await staff.locator('.ant-table-row', { hasText: '列表页在手机上显示不全' }).waitFor();
    await staff.context().close();
  });
});
