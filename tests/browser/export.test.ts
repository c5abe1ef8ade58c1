import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import * as XLSX from 'xlsx';
import { login, startHarness, type Harness } from './harness';

describe('exporting a list to Excel', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('downloads {module}.xlsx with sheet1, the descriptions as header, every filtered row and a 合计 row', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    await page.goto(`${harness.baseUrl}/Problem/list`);
    await page.getByText('课题列表').first().waitFor({ timeout: 60000 });
    await page.locator('.ant-table-row').first().waitFor();
    // The footer says how many rows the whole result has; the export must hold all of them, not the 10 on screen.
    const footer = await page.locator('.ant-pagination-total-text').innerText();
    const total = Number(/of (\d+)/.exec(footer)?.[1]);
    expect(total).toBeGreaterThan(10);
    const headers = await page.locator('.ant-table-thead th').allInnerTexts();

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    const modal = page.locator('.ant-modal', { hasText: '导出Excel' });
    await modal.waitFor();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('课题.xlsx');
    await modal.getByText(`导出完成,共${total}条`).waitFor();
    // The file is saved: the dialog offers 关闭 and closes by itself a few seconds later.
    await modal.getByRole('button', { name: /关\s*闭/ }).waitFor();
    await modal.waitFor({ state: 'hidden', timeout: 10_000 });

    const path = await download.path();
    const book = XLSX.read(await readFile(path), { type: 'buffer' });
    expect(book.SheetNames).toEqual(['sheet1']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.sheet1, { header: 1, defval: '' });
    const header = rows[0] as string[];
    expect(header).toContain('课题名称');
    expect(header).toContain('批准经费(万元)');
    // The table's headers (minus 操作) are the sheet's header.
    expect(header).toEqual(headers.map((text) => text.trim()).filter((text) => text !== '' && text !== '操作'));
    expect(rows).toHaveLength(total + 2);
    const totalRow = rows.at(-1) as unknown[];
    expect(totalRow[0]).toBe('合计');
    const fundingIndex = header.indexOf('批准经费(万元)');
    const sum = rows.slice(1, -1).reduce<number>((acc, row) => acc + (typeof row[fundingIndex] === 'number' ? (row[fundingIndex] as number) : 0), 0);
    expect(totalRow[fundingIndex]).toBeCloseTo(sum, 2);
    // The anonymous identity check before login answers 401; nothing else may fail.
    const unexpected = consoleErrors.filter((text) => !/status of 401/.test(text));
    expect(unexpected, unexpected.join('\n')).toEqual([]);
  });
});
