/**
 * 移动 (/ModuleDesigner): an administrator moves 论文 to the area 办公管理 and the menu group 办公管理. The designer
 * shows its new place; staff, whose page was open before, find 论文 under 办公管理 without a reload (hub
 * ModuleChanged) and no longer under 论文/专利/奖励/其他. Screenshots in MODULE_MOVE_SHOTS (default /tmp/module-move-shots).
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, startHarness, type Harness } from './harness';

const SHOTS = process.env.MODULE_MOVE_SHOTS ?? '/tmp/module-move-shots';

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.locator('.ant-modal .ant-form-item', { hasText: label }).locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: option }).first().click();
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[/]/g, '\\/')}$`);

/** The submenu of the side menu at this path of titles, each opened. */
async function openSubmenu(page: Page, titles: readonly string[]) {
  let scope = page.locator('.ant-layout-sider');
  for (const title of titles) {
    const submenu = scope.locator('.ant-menu-submenu', { has: page.locator(':scope > .ant-menu-submenu-title', { hasText: exactly(title) }) }).first();
    if (!(await submenu.evaluate((node) => node.classList.contains('ant-menu-submenu-open'))))
      await submenu.locator(':scope > .ant-menu-submenu-title').click();
    scope = submenu;
  }
  return scope;
}

/** The titles of the entries right under the submenu at this path. */
async function leavesUnder(page: Page, titles: readonly string[]): Promise<string[]> {
  const submenu = await openSubmenu(page, titles);
  await submenu.locator(':scope > .ant-menu-sub > .ant-menu-item').first().waitFor();
  return (await submenu.locator(':scope > .ant-menu-sub > .ant-menu-item').allInnerTexts()).map((text) => text.trim());
}

describe('移动模块', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('moves 论文 to 办公管理: the designer and staff’s open menu follow', async () => {
    const { page: staff } = await harness.newPage();
    staff.setDefaultTimeout(60000);
    await login(staff, harness.baseUrl, 'staff', 'Staff@2026');
    await staff.locator('.ant-layout-sider .ant-menu-submenu-title', { hasText: '办公管理' }).first().waitFor();

    const { page, consoleErrors } = await harness.newPage();
    page.setDefaultTimeout(60000);
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    await page.goto(`${harness.baseUrl}/ModuleDesigner`);
    await page.locator('.ant-collapse-header', { hasText: '业务模块' }).first().waitFor();
    await page.getByPlaceholder('按模块名称或代码查找').fill('Thesis');
    await page.getByPlaceholder('按模块名称或代码查找').press('Enter');
    await page
      .locator('.ant-table-row', { has: page.locator('td', { hasText: /^Thesis$/ }) })
      .first()
      .click();
    const place = page.locator('.module-designer-place');
    await place.waitFor();
    expect(await place.textContent()).toMatch(/^位置:\S+ · 菜单 \S+$/);

    await page.getByRole('button', { name: /移\s*动/ }).click();
    const modal = page.locator('.ant-modal', { hasText: '移动模块:论文' });
    await modal.waitFor();
    await choose(page, '所属区域', '办公管理');
    await choose(page, '菜单分组', '办公管理');
    await page.screenshot({ path: `${SHOTS}/1-move-dialog.png` });
    await modal
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /移\s*动/ })
      .click();
    await page.getByText('已移动到 办公管理 · 菜单 办公管理').first().waitFor();
    await page.locator('.module-designer-place', { hasText: '位置:办公管理 · 菜单 办公管理' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/2-moved.png` });
    await page.keyboard.press('Escape');
    // The designer lists it in its new area.
    const officeArea = page.locator('.ant-collapse-item', { has: page.locator('.ant-collapse-header', { hasText: '办公管理' }) });
    await officeArea.waitFor();
    if (!(await officeArea.evaluate((node) => node.classList.contains('ant-collapse-item-active')))) await officeArea.locator('.ant-collapse-header').click();
    await officeArea.locator('.ant-table-row', { hasText: 'Thesis' }).first().waitFor();
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);

    // Staff's page, open all along, has 论文 under 办公管理 now, and no more in the group it stood in.
    await expect.poll(() => leavesUnder(staff, ['办公管理']), { timeout: 30_000 }).toContain('论文');
    const thesisGroup = await leavesUnder(staff, ['论文/专利/奖励/其他', '论文']);
    expect(thesisGroup).toContain('论文投稿备案');
    expect(thesisGroup).not.toContain('论文');
    await staff.screenshot({ path: `${SHOTS}/3-staff-menu.png` });
    await (await openSubmenu(staff, ['办公管理'])).locator(':scope > .ant-menu-sub > .ant-menu-item', { hasText: exactly('论文') }).click();
    await staff.waitForURL(/\/Thesis\/list$/i);
    await staff.locator('.ant-table-row').first().waitFor();
    await page.context().close();
    await staff.context().close();
  });
});
