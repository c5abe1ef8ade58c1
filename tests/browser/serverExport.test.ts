/**
 * A large export from a module list (issue 17, D-DOWN-3), with the server's threshold lowered to 5 rows: 导出 hands
 * the list to the server, the dialog says so in Chinese and offers 前往下载中心, where the job's progress ends in the
 * file (and the hub tells the owner it is done), whose rows are the list's with the 合计 row, as the browser's own export writes them.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { login, startHarness, type Harness } from './harness';

describe('a list above the threshold exports on the server', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ serverExportThresholdRows: 5, serverExportBatchRows: 4 });
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('sends the export to the download centre, where the file can be downloaded', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    await page.goto(`${harness.baseUrl}/Problem/list`);
    await page.getByText('课题列表').first().waitFor({ timeout: 60000 });
    await page.locator('.ant-table-row').first().waitFor();
    const footer = await page.locator('.ant-pagination-total-text').innerText();
    const total = Number(/of (\d+)/.exec(footer)?.[1]);
    expect(total).toBeGreaterThan(5);
    const headers = await page.locator('.ant-table-thead th').allInnerTexts();

    await page.getByRole('button', { name: /导\s*出/ }).click();
    const modal = page.locator('.ant-modal', { hasText: '导出Excel' });
    await modal.getByText('导出在服务器上进行').waitFor();
    await modal.getByText(`共${total}条数据,数据量较大,已转到服务器上导出。导出完成后文件将出现在下载中心,请到下载中心下载。`).waitFor();
    await modal.getByRole('button', { name: '前往下载中心' }).click();
    await page.waitForURL(/\/downCenter$/);
    await modal.waitFor({ state: 'hidden' });

    const row = page.locator('.ant-table-row', { hasText: '课题导出' }).first();
    await row.getByText('已完成').waitFor({ timeout: 30_000 });
    // The hub tells the owner wherever they are.
    await page.getByText(`课题导出已完成(共${total}条),请到下载中心下载`).first().waitFor({ timeout: 10_000 });
    const downloadPromise = page.waitForEvent('download');
    await row.getByRole('button', { name: /下\s*载/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('课题.xlsx');

    const book = XLSX.read(await readFile(await download.path()), { type: 'buffer' });
    expect(book.SheetNames).toEqual(['sheet1']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.sheet1, { header: 1, defval: '' });
    const header = rows[0] as string[];
    expect(header).toEqual(headers.map((text) => text.trim()).filter((text) => text !== '' && text !== '操作'));
    expect(rows).toHaveLength(total + 2);
    const totalRow = rows.at(-1) as unknown[];
    expect(totalRow[0]).toBe('合计');
    const fundingIndex = header.indexOf('批准经费(万元)');
    const sum = rows.slice(1, -1).reduce<number>((acc, cells) => acc + (typeof cells[fundingIndex] === 'number' ? (cells[fundingIndex] as number) : 0), 0);
    expect(totalRow[fundingIndex]).toBeCloseTo(sum, 2);
    const unexpected = consoleErrors.filter((text) => !/status of 401/.test(text));
    expect(unexpected, unexpected.join('\n')).toEqual([]);
  });
});
