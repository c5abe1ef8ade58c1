/**
 * 模块设计 → 导入 → 发布: an administrator imports 论文's file with one field added, reads the plan in Chinese
 * (新增字段 … 表中新增一列), publishes it, sees 第 1 版 in 版本记录, and 论文's list and form show the field.
 * Screenshot of the plan in MODULE_DESIGNER_PUBLISH_SHOT (none when unset).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startHarness, type Harness } from './harness';

const SHOT = process.env.MODULE_DESIGNER_PUBLISH_SHOT;

/** 论文's file with 资助项目 (Funding) after 题目. */
function thesisWithFunding(): string {
  const file = JSON.parse(readFileSync(join(process.cwd(), 'schemas/Business/Thesis.json'), 'utf8')) as { FieldInfoStruts: object[] };
  file.FieldInfoStruts.splice(1, 0, { Name: 'Funding', Description: '资助项目', Type: 'String', GroupNames: '基本信息' });
  return JSON.stringify(file, null, 2);
}

describe('模块设计 导入与发布', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
    if (SHOT) mkdirSync(dirname(SHOT), { recursive: true });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('imports a module file with one field more, publishes it, and 论文 shows the field', async () => {
    const { page, consoleErrors } = await harness.newPage();
    page.setDefaultTimeout(60000);
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    await page.goto(`${harness.baseUrl}/ModuleDesigner`);
    await page.getByPlaceholder('按模块名称或代码查找').fill('论文');
    await page.getByPlaceholder('按模块名称或代码查找').press('Enter');
    const thesis = page.locator('.ant-table-row').filter({ has: page.getByRole('cell', { name: 'Thesis', exact: true }) });
    await thesis.getByText('论文', { exact: true }).click();
    await page.locator('.module-designer-fields .ant-table-row', { hasText: 'Journal_Id' }).waitFor();

    await page.getByRole('button', { name: /导\s*入/ }).click();
    await page
      .getByLabel('选择模块定义文件')
      .setInputFiles({ name: 'Thesis.json', mimeType: 'application/json', buffer: Buffer.from(thesisWithFunding(), 'utf8') });
    const dialog = page.locator('.ant-modal', { hasText: '导入模块定义' });
    await dialog.getByText('新增字段 资助项目(Funding),表中新增一列').waitFor();
    if (SHOT) await page.screenshot({ path: SHOT });
    await dialog.getByRole('button', { name: /发\s*布/ }).click();
    await page.getByText('已发布第 1 版').waitFor();

    await page.getByRole('tab', { name: '版本记录' }).click();
    const versions = page.locator('.module-designer-versions');
    await versions.locator('.ant-table-row', { hasText: '第 1 版' }).waitFor();
    expect(await versions.locator('.ant-table-row', { hasText: '第 1 版' }).textContent()).toContain('新增字段 资助项目(Funding)');
    await versions.locator('.ant-table-row', { hasText: '定义文件' }).getByRole('button', { name: '对比' }).click();
    const diff = page.locator('.ant-modal', { hasText: '定义文件 → 第 1 版' });
    await diff.locator('.ant-table-row', { hasText: 'Funding' }).getByText('新增').waitFor();
    if (SHOT) await page.screenshot({ path: SHOT.replace(/\.png$/, '-versions.png') });
    await diff.getByRole('button', { name: 'Close' }).click();

    await page.goto(`${harness.baseUrl}/Thesis/list`);
    await page.locator('.ant-table-thead th', { hasText: '资助项目' }).first().waitFor();
    await page.goto(`${harness.baseUrl}/Thesis/add`);
    await page.locator('.ant-form-item-label', { hasText: '资助项目' }).first().waitFor();
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
    await page.context().close();
  });

  it('guides the choice when a deployment changed the file after the version in use: compare, keep it, or take the file', async () => {
    const { page, consoleErrors } = await harness.newPage();
    page.setDefaultTimeout(60000);
    // A deployment that changed Thesis.json since the version in use was published, as its stored file hash says.
    const deployed = () => sql`update "ModuleVersion" set "FileHash" = ${'a-deployment-changed-it'} where "ModuleName" = ${'Thesis'}`.execute(harness.db);
    await deployed();
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    const openThesis = async () => {
      await page.goto(`${harness.baseUrl}/ModuleDesigner`);
      await page.getByPlaceholder('按模块名称或代码查找').fill('论文');
      await page.getByPlaceholder('按模块名称或代码查找').press('Enter');
      const thesis = page.locator('.ant-table-row').filter({ has: page.getByRole('cell', { name: 'Thesis', exact: true }) });
      await thesis.getByText('文件已更新').waitFor();
      await thesis.getByText('论文', { exact: true }).click();
    };
    await openThesis();
    const notice = page.locator('.module-designer-file-changed');
    await notice.getByText(/部署的定义文件在第 \d+ 版发布后有更新/).waitFor();
    if (SHOT) await page.screenshot({ path: SHOT.replace(/\.png$/, '-file-changed.png') });

    await notice.getByRole('button', { name: /对\s*比/ }).click();
    const diff = page.locator('.ant-modal', { hasText: '定义文件 →' });
    await diff.locator('.ant-table-row', { hasText: 'Funding' }).getByText('新增').waitFor();
    await diff.getByRole('button', { name: 'Close' }).click();

    // 保留当前版本: the notice and the flag go.
    await notice.getByRole('button', { name: /保留当前版本/ }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /保\s*留/ })
      .click();
    await page.getByText(/已保留第 \d+ 版/).waitFor();
    await notice.waitFor({ state: 'detached' });

    // Again changed: 采用文件 shows the plan, then the file is the version in use.
    await deployed();
    await page.keyboard.press('Escape');
    await openThesis();
    await notice.getByRole('button', { name: /采用文件/ }).click();
    const rollback = page.locator('.ant-modal', { hasText: '回滚到定义文件' });
    await rollback.getByText(/移除字段 资助项目\(Funding\)/).waitFor();
    await rollback.locator('.ant-btn-dangerous').click();
    await page.getByText(/已回滚,发布为第 \d+ 版/).waitFor();
    await notice.waitFor({ state: 'detached' });
    await page.goto(`${harness.baseUrl}/Thesis/add`);
    await page.locator('.ant-form-item-label', { hasText: '题目' }).first().waitFor();
    expect(await page.locator('.ant-form-item-label', { hasText: '资助项目' }).count()).toBe(0);
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
    await page.context().close();
  });
});
