/**
 * Importing a sheet from a module list: 导入 opens the dialog, the progress bar runs to the summary,
 * 下载异常数据 gives the abnormal rows, the 是否异常 filter finds them, and a correction in the form clears the flag.
 * The download centre then lists the error sheet.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { login, startHarness, type Harness } from './harness';

const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'import17-shots');

describe('importing a sheet into a module list', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
    mkdirSync(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('shows progress and the summary; the abnormal row is found by the filter and corrected in the form', async () => {
    const person = await harness.db.selectFrom('Person').select(['Name', 'WorkCode']).orderBy('Create_Time').executeTakeFirstOrThrow();
    const dept = await harness.db.selectFrom('Dept').select(['Name']).orderBy('Create_Time').executeTakeFirstOrThrow();
    const type = await harness.db.selectFrom('EnumItem').select(['EnumValue']).where('EnumName', '=', '专利类型').executeTakeFirstOrThrow();
    const personText = `${String(person.Name)}(${String(person.WorkCode)})`;
    const sheet = XLSX.utils.aoa_to_sheet([
      ['*专利名称', '专利号', '*专利类型', '*第一发明人', '*科室', '*申请日期'],
      ['浏览器导入专利甲', 'BRW-0001', type.EnumValue, personText, dept.Name, '2025-05-01'],
      ['浏览器导入专利乙', 'BRW-0002-这个专利号太长了超过了三十个字符的限制啊啊啊', type.EnumValue, personText, dept.Name, '2025-05-02'],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, '导入数据');
    const file = join(SHOTS, '专利导入.xlsx');
    writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);

    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    await page.goto(`${harness.baseUrl}/Patent/list`);
    await page.locator('.ant-table-row').first().waitFor({ timeout: 60000 });
    await page.getByRole('button', { name: /导\s*入/ }).click();
    const modal = page.locator('.ant-modal', { hasText: '导入专利' });
    await modal.getByRole('button', { name: '下载模板' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'import-dialog.png') });

    const templateDownload = page.waitForEvent('download');
    await modal.getByRole('button', { name: '下载模板' }).click();
    expect((await templateDownload).suggestedFilename()).toBe('专利导入模板.xlsx');

    await modal.locator('input[type=file]').setInputFiles(file);
    // The bar shows while the sheet is sent and stored, then the summary replaces it.
    await modal.getByText('导入完成').waitFor({ timeout: 30000 });
    const summary = await modal.locator('.ant-descriptions').innerText();
    expect(summary).toMatch(/读取行数\s*2/);
    expect(summary).toMatch(/保存行数\s*2/);
    expect(summary).toMatch(/异常行数\s*1/);
    await page.screenshot({ path: join(SHOTS, 'import-summary.png') });

    const errors = page.waitForEvent('download');
    await modal.getByRole('button', { name: '下载异常数据' }).click();
    const errorFile = await errors;
    expect(errorFile.suggestedFilename()).toBe('专利导入异常数据.xlsx');
    const errorRows = XLSX.utils.sheet_to_json<string[]>(XLSX.read(await readFile(await errorFile.path()), { type: 'buffer' }).Sheets['异常数据'], {
      header: 1,
    });
    expect(errorRows).toHaveLength(2);
    expect(errorRows[1].at(-1)).toContain('专利号长度要求在[0,30]之间');
    await modal.getByRole('button', { name: /关\s*闭/ }).click();

    // 是否异常 = 是 finds the abnormal row, with its reason in the list.
    await page.locator('.ant-select', { hasText: '是否异常' }).click();
    await page.locator('.ant-select-item-option', { hasText: /^是$/ }).click();
    const row = page.locator('.ant-table-row', { hasText: '浏览器导入专利乙' });
    await row.waitFor();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    expect(await row.innerText()).toContain('专利号长度要求在[0,30]之间');
    await page.screenshot({ path: join(SHOTS, 'import-abnormal-filter.png') });

    await row.getByRole('link', { name: '编辑' }).click();
    const number = page.locator('#root_PatentNo');
    await number.waitFor({ timeout: 30000 });
    await number.fill('BRW-0002');
    await page
      .getByRole('button', { name: /保\s*存/ })
      .first()
      .click();
    await expect
      .poll(
        async () => {
          const stored = await harness.db
            .selectFrom('Patent')
            .select(['HasException', 'ExceptionReason'])
            .where('Name', '=', '浏览器导入专利乙')
            .executeTakeFirst();
          return stored ? Number(stored.HasException) : -1;
        },
        { timeout: 20000 },
      )
      .toBe(0);

    // The download centre lists the error sheet for its owner.
    await page.goto(`${harness.baseUrl}/downCenter`);
    await page.getByText('专利导入(专利导入.xlsx)').waitFor({ timeout: 30000 });
    await page.screenshot({ path: join(SHOTS, 'down-center.png') });
    await page.getByRole('tab', { name: '文件模板' }).click();
    // The demo data holds a few templates; each is offered with 下载.
    await page
      .locator('.ant-tabs-tabpane-active .ant-table-row')
      .first()
      .getByRole('button', { name: /下\s*载/ })
      .waitFor();
    await page.goto(`${harness.baseUrl}/FileTemplateList`);
    await page.getByRole('button', { name: '维护模板' }).waitFor({ timeout: 30000 });
    await page.screenshot({ path: join(SHOTS, 'file-templates.png') });

    const unexpected = consoleErrors.filter((text) => !/status of 401/.test(text));
    expect(unexpected, unexpected.join('\n')).toEqual([]);
  }, 180_000);
});
