/**
 * 导出 of a 100,000-row, 22-column list in the real list page: time to the downloaded file, and the main thread's
 * long tasks meanwhile (longest and total), from a 'longtask' PerformanceObserver.
 */
import { readFileSync, statSync } from 'node:fs';
import * as XLSX from 'xlsx';
import type { Browser } from 'playwright-core';
import { login } from '../tests/browser/harness';
import { LIST_MODULE } from './benchModules';
import { LIST_PAGE_SIZE } from './listBench';
import { pageProbesScript, type PageProbes } from './pageProbes';
import { sum } from './stats';

export interface ExportBenchResult {
  rows: number;
  columns: number;
  seconds: number;
  fileBytes: number;
  longestTaskMs: number;
  totalLongTaskMs: number;
  longTasks: number;
}

const EXPORT_TIMEOUT_MS = 240_000;

/** Data rows (header excluded) and columns of the downloaded workbook's sheet. */
function readSheetSize(file: string): { rows: number; columns: number } {
  const book = XLSX.read(readFileSync(file), { dense: true });
  const sheet = book.Sheets[book.SheetNames[0]];
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
  return { rows: range.e.r, columns: range.e.c + 1 };
}

export async function runExportBench(browser: Browser, baseUrl: string, rows: number): Promise<ExportBenchResult> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  try {
    const page = await context.newPage();
    await login(page, baseUrl, 'admin', 'Admin@2026');
    await page.addInitScript(pageProbesScript(LIST_PAGE_SIZE));
    await page.goto(`${baseUrl}/${LIST_MODULE.toLowerCase()}/list`);
    await page.waitForFunction(() => window.__pageProbes?.rowsVisibleAt != null);
    await page.waitForTimeout(500);
    // Only tasks from the click on count.
    await page.evaluate(() => {
      if (window.__pageProbes) window.__pageProbes.longTasks.length = 0;
    });
    const started = performance.now();
    const download = page.waitForEvent('download', { timeout: EXPORT_TIMEOUT_MS });
    await page.getByRole('button', { name: /导\s*出/ }).click();
    const file = await (await download).path();
    const seconds = (performance.now() - started) / 1000;
    const longTasks = await page.evaluate((): number[] => {
      const probes: PageProbes | undefined = window.__pageProbes;
      return probes ? [...probes.longTasks] : [];
    });
    const sheet = readSheetSize(file);
    if (sheet.rows < rows) throw new Error(`the export holds ${sheet.rows} rows, not ${rows}`);
    return {
      rows: sheet.rows,
      columns: sheet.columns,
      seconds,
      fileBytes: statSync(file).size,
      longestTaskMs: longTasks.length > 0 ? Math.max(...longTasks) : 0,
      totalLongTaskMs: sum(longTasks),
      longTasks: longTasks.length,
    };
  } finally {
    await context.close();
  }
}
