/**
 * 模块设计 (/ModuleDesigner): an administrator opens it from 基础信息, finds 论文 by its Chinese name, opens it, reads
 * its fields in Chinese and exports its file — the catalogue's own bytes; staff are refused. Screenshots in
 * MODULE_DESIGNER_SHOTS (default /tmp/module-designer-shots).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startHarness, type Harness } from './harness';

const SHOTS = process.env.MODULE_DESIGNER_SHOTS ?? '/tmp/module-designer-shots';

describe('模块设计', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('lets an administrator find a module, read its fields and export its file', async () => {
    const { page, consoleErrors } = await harness.newPage();
    page.setDefaultTimeout(60000);
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    await page.locator('.ant-menu-submenu-title', { hasText: '基础信息' }).first().click();
    await page.locator('.ant-menu-item', { hasText: '模块设计' }).first().click();
    await page.waitForURL(/\/ModuleDesigner$/);
    await page.locator('.ant-card-head-title', { hasText: '模块设计' }).first().waitFor();
    await page.locator('.ant-collapse-header', { hasText: '基础设置' }).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/1-modules.png` });

    await page.getByPlaceholder('按模块名称或代码查找').fill('论文');
    await page.getByPlaceholder('按模块名称或代码查找').press('Enter');
    const thesis = page.locator('.ant-table-row').filter({ has: page.getByRole('cell', { name: 'Thesis', exact: true }) });
    await thesis.waitFor();
    expect(await page.locator('.ant-collapse-header').allTextContents()).toEqual([expect.stringContaining('业务模块')]);
    await page.screenshot({ path: `${SHOTS}/2-search.png` });

    await thesis.getByText('论文', { exact: true }).click();
    const fields = page.locator('.module-designer-fields');
    await fields.locator('.ant-table-row', { hasText: 'Journal_Id' }).waitFor();
    const titleRow = await fields.locator('.ant-table-row', { hasText: 'Title' }).first().textContent();
    expect(titleRow).toContain('题目');
    expect(titleRow).toContain('必填、长度 2–300');
    expect(await fields.locator('.ant-table-row', { hasText: 'Journal_Id' }).textContent()).toContain('关联 期刊');
    expect(await fields.locator('.ant-table-row', { hasText: 'Partition' }).textContent()).toContain('字典 期刊分区');
    await page.screenshot({ path: `${SHOTS}/3-fields.png` });

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('Thesis.json');
    const saved = await download.path();
    expect(readFileSync(saved, 'utf8')).toBe(readFileSync(join(process.cwd(), 'schemas/Business/Thesis.json'), 'utf8'));
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
    await page.context().close();
  });

  it('refuses staff, and shows them no menu line', async () => {
    const { page } = await harness.newPage();
    page.setDefaultTimeout(60000);
    await login(page, harness.baseUrl, 'staff', 'Staff@2026');
    await page.goto(`${harness.baseUrl}/ModuleDesigner`);
    await page.getByText('权限不足').first().waitFor();
    expect(await page.locator('.ant-menu-item', { hasText: '模块设计' }).count()).toBe(0);
    await page.context().close();
  });
});
