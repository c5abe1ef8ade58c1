/**
 * 模块设计 — the editor: an administrator opens 论文, 编辑, adds a required dictionary field and sees it in the live
 * preview's list and form; a duplicated field name shows as a problem; a reload keeps the draft; 导出草稿 writes it as
 * Thesis.json; 放弃草稿 drops it; 发布 shows the plan and makes the draft the version in use. Screenshot in DESIGNER_EDITOR_SHOT (default /tmp/designer-3.png).
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startHarness, type Harness } from './harness';

const SHOT = process.env.DESIGNER_EDITOR_SHOT ?? '/tmp/designer-3.png';

async function openThesisEditor(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/ModuleDesigner`);
  await page.getByPlaceholder('按模块名称或代码查找').fill('论文');
  await page.getByPlaceholder('按模块名称或代码查找').press('Enter');
  const thesis = page.locator('.ant-table-row').filter({ has: page.getByRole('cell', { name: 'Thesis', exact: true }) });
  await thesis.getByText('论文', { exact: true }).click();
  await page.locator('.module-designer-fields .ant-table-row', { hasText: 'Journal_Id' }).waitFor();
  await page
    .getByRole('button', { name: /编\s*辑/ })
    .first()
    .click();
  await page.locator('.module-draft-editor .designer-editor-fields .ant-table-row').first().waitFor();
}

/** The input of a form item of the field drawer, by its label's start. */
const fieldItem = (page: Page, label: string) =>
  page.locator('.designer-field-form .ant-form-item').filter({ has: page.locator('.ant-form-item-label', { hasText: label }) });

async function choose(page: Page, label: string, option: string, search = false) {
  await fieldItem(page, label).locator('.ant-select').click();
  if (search) await page.keyboard.type(option);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

describe('模块设计 — 编辑与预览', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('edits a draft with a live preview, keeps it over a reload, exports and discards it', async () => {
    const { page, consoleErrors } = await harness.newPage();
    page.setDefaultTimeout(60000);
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    await openThesisEditor(page, harness.baseUrl);
    const preview = page.locator('.designer-preview');
    await preview.locator('.designer-preview-list th.ant-table-cell', { hasText: '题目' }).waitFor();
    await preview.locator('.designer-preview-form', { hasText: '题目' }).waitFor();
    // 论文 needs approval: the switch is on and names the flow the 审批流程 screen gives it.
    await page.locator('.designer-approval-flows', { hasText: /审批流程:.+/ }).waitFor();
    expect(await page.locator('.module-draft-editor .ant-switch-checked').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: /添加字段/ }).click();
    await fieldItem(page, '名称').locator('input').fill('论文类别');
    await fieldItem(page, '字段名').locator('input').fill('PaperType');
    await choose(page, '取值来源', '数据字典');
    await choose(page, '数据字典', '论文类型', true);
    await page.getByRole('button', { name: /添加规则/ }).click();
    await page.screenshot({ path: SHOT.replace(/\.png$/, '-field.png') });
    await page.locator('.ant-drawer-open').last().locator('.ant-drawer-close').click();

    const editorRow = page.locator('.designer-editor-fields .ant-table-row', { hasText: 'PaperType' });
    expect(await editorRow.textContent()).toContain('必填');
    expect(await editorRow.textContent()).toContain('字典 论文类型');
    await preview.locator('.designer-preview-list th.ant-table-cell', { hasText: '论文类别' }).waitFor();
    const listText = await preview.locator('.designer-preview-list').textContent();
    expect(listText).toMatch(/论文类别/);
    const formItem = preview.locator('.designer-preview-form .ant-form-item', { hasText: '论文类别' });
    await formItem.waitFor();
    expect(await formItem.locator('.ant-form-item-required, .ant-select').count()).toBeGreaterThan(0);
    expect(await page.locator('.designer-problems').textContent()).toContain('草稿没有发现问题');

    await editorRow.getByText('论文类别').click();
    await fieldItem(page, '字段名').locator('input').fill('Title');
    await page.locator('.designer-problems', { hasText: '字段重复: Title' }).waitFor();
    expect(await page.locator('.designer-problems').textContent()).toContain('第 21 个字段「论文类别」');
    await fieldItem(page, '字段名').locator('input').fill('PaperType');
    await page.locator('.designer-problems', { hasText: '草稿没有发现问题' }).waitFor();
    await page.locator('.ant-drawer-open').last().locator('.ant-drawer-close').click();

    await page.reload();
    await openThesisEditor(page, harness.baseUrl);
    await page.getByText('已恢复上次未发布的草稿').waitFor();
    await page.locator('.designer-editor-fields .ant-table-row', { hasText: 'PaperType' }).waitFor();
    await preview.locator('.designer-preview-list th.ant-table-cell', { hasText: '论文类别' }).waitFor();
    await page.screenshot({ path: SHOT, fullPage: false });

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: /导出草稿/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('Thesis.json');
    const text = readFileSync(await download.path(), 'utf8');
    expect(text).toContain(
      '{ "Name": "PaperType", "Description": "论文类别", "Type": "String", "EnumItemName": "论文类型",\n      "Rules": [{ "RuleName": "required" }] }',
    );
    expect(JSON.parse(text).FieldInfoStruts.at(-1).Name).toBe('PaperType');

    // 放弃草稿: the kept draft goes, the module is back as published.
    await page.getByRole('button', { name: /放弃草稿/ }).click();
    await page.locator('.ant-modal-confirm .ant-btn-dangerous', { hasText: /放弃草稿/ }).click();
    await page.getByText('草稿自动保存在本浏览器').waitFor();
    expect(await page.locator('.designer-editor-fields .ant-table-row', { hasText: 'PaperType' }).count()).toBe(0);

    // 发布 from the editor: the plan says what happens to the data, then the draft is the version in use.
    await page.getByRole('button', { name: /添加字段/ }).click();
    await fieldItem(page, '名称').locator('input').fill('资助编号');
    await fieldItem(page, '字段名').locator('input').fill('GrantNo');
    await page.locator('.ant-drawer-open').last().locator('.ant-drawer-close').click();
    await page.locator('.designer-problems', { hasText: '草稿没有发现问题' }).waitFor();
    await page.getByRole('button', { name: /^cloud-upload 发\s*布$/ }).click();
    const dialog = page.locator('.ant-modal', { hasText: '发布草稿' });
    await dialog.locator('.module-designer-plan').waitFor();
    expect(await dialog.locator('.module-designer-plan').textContent()).toContain('GrantNo');
    await page.screenshot({ path: SHOT.replace(/\.png$/, '-publish.png') });
    await dialog.getByRole('button', { name: /发\s*布/ }).click();
    await page.getByText(/已发布第 \d+ 版/).waitFor();
    await page.getByText('草稿自动保存在本浏览器').waitFor();
    await page.locator('.designer-editor-fields .ant-table-row', { hasText: 'GrantNo' }).waitFor();

    // Staff's form has the field at once.
    await page.goto(`${harness.baseUrl}/Thesis/add`);
    await page.locator('.ant-form-item-label', { hasText: '资助编号' }).waitFor();
    expect(consoleErrors.filter((line) => !/status of 401/.test(line))).toEqual([]);
    await page.context().close();
  });
});
