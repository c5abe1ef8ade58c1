/** Steps both export journeys share: the list as the screen shows it, and the workbook an export of it must be. */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import * as XLSX from 'xlsx';

/** Opens the Problem list and answers its whole result's size (the footer's) and its column headers. */
export async function openProblemList(page: Page, baseUrl: string): Promise<{ total: number; headers: string[] }> {
  await page.goto(`${baseUrl}/Problem/list`);
  await page.getByText('课题列表').first().waitFor({ timeout: 60000 });
  await page.locator('.ant-table-row').first().waitFor();
  // The footer says how many rows the whole result has; the export must hold all of them, not the 10 on screen.
  const footer = await page.locator('.ant-pagination-total-text').innerText();
  const total = Number(/of (\d+)/.exec(footer)?.[1]);
  const headers = (await page.locator('.ant-table-thead th').allInnerTexts()).map((text) => text.trim()).filter((text) => text !== '' && text !== '操作');
  return { total, headers };
}

/** The file is sheet1 with the table's headers (minus 操作), every row of the result and a 合计 row summing 批准经费. */
export async function expectProblemWorkbook(file: string, list: { total: number; headers: string[] }): Promise<void> {
  const book = XLSX.read(await readFile(file), { type: 'buffer' });
  expect(book.SheetNames).toEqual(['sheet1']);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.sheet1, { header: 1, defval: '' });
  const header = rows[0] as string[];
  expect(header).toContain('课题名称');
  expect(header).toContain('批准经费(万元)');
  expect(header).toEqual(list.headers);
  expect(rows).toHaveLength(list.total + 2);
  const totalRow = rows.at(-1) as unknown[];
  expect(totalRow[0]).toBe('合计');
  const fundingIndex = header.indexOf('批准经费(万元)');
  const sum = rows.slice(1, -1).reduce<number>((acc, row) => acc + (typeof row[fundingIndex] === 'number' ? (row[fundingIndex] as number) : 0), 0);
  expect(totalRow[fundingIndex]).toBeCloseTo(sum, 2);
}

/** Console errors besides the anonymous identity check before login (401). */
export const unexpectedErrors = (consoleErrors: string[]): string[] => consoleErrors.filter((text) => !/status of 401/.test(text));
