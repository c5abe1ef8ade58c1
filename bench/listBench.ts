/**
 * The list page of a 100,000-row module: from the moment its descriptors (schema) have arrived to the first page of
 * rows on screen, over several loads; and the server's List call alone.
 */
import type { Browser, Page } from 'playwright-core';
import { login } from '../tests/browser/harness';
import { LIST_MODULE } from './benchModules';
import { pageProbesScript, type PageProbes } from './pageProbes';
import { median, percentile } from './stats';

export interface ListBenchResult {
  rows: number;
  loads: number;
  /** Descriptors answered → first page visible (ms). */
  afterSchemaMedian: number;
  afterSchemaP95: number;
  /** Navigation start → first page visible (ms), for reference: boot, login check and descriptors included. */
  fromNavigationMedian: number;
  serverListMedian: number;
  serverListP95: number;
}

export const LIST_PAGE_SIZE = 10;
const LOADS = 9;
const SERVER_CALLS = 15;

/** Reads, after a load, when the module's descriptors arrived and when the rows showed. */
async function loadTimings(page: Page): Promise<{ schemaAt: number; rowsAt: number }> {
  await page.waitForFunction(() => window.__pageProbes?.rowsVisibleAt != null, undefined, { timeout: 30_000 });
  return page.evaluate((module: string) => {
    const probes: PageProbes | undefined = window.__pageProbes;
    const struts = performance.getEntriesByType('resource').find((entry) => entry.name.toLowerCase().includes(`/api/common/modulestruts/${module}`));
    if (!probes || probes.rowsVisibleAt === null || !struts) throw new Error('list timings missing');
    return { schemaAt: (struts as PerformanceResourceTiming).responseEnd, rowsAt: probes.rowsVisibleAt };
  }, LIST_MODULE.toLowerCase());
}

/** Posts the list page's first call to the server directly (the browser's session cookie), timing it in Node. */
async function timeServerList(page: Page, baseUrl: string): Promise<number[]> {
  const times: number[] = [];
  for (let call = 0; call < SERVER_CALLS; call += 1) {
    const started = performance.now();
    const response = await page.request.post(`${baseUrl}/api/${LIST_MODULE}/List`, { data: { PageIndex: 1, PageSize: LIST_PAGE_SIZE } });
    if (!response.ok()) throw new Error(`List answered ${response.status()}`);
    await response.body();
    times.push(performance.now() - started);
  }
  return times.slice(3);
}

export async function runListBench(browser: Browser, baseUrl: string, rows: number): Promise<ListBenchResult> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await login(page, baseUrl, 'admin', 'Admin@2026');
    await page.addInitScript(pageProbesScript(LIST_PAGE_SIZE));
    const listUrl = `${baseUrl}/${LIST_MODULE.toLowerCase()}/list`;
    await page.goto(listUrl);
    await loadTimings(page); // warm-up: server caches, compiled code
    const afterSchema: number[] = [];
    const fromNavigation: number[] = [];
    for (let load = 0; load < LOADS; load += 1) {
      await page.reload();
      const { schemaAt, rowsAt } = await loadTimings(page);
      afterSchema.push(rowsAt - schemaAt);
      fromNavigation.push(rowsAt);
    }
    const server = await timeServerList(page, baseUrl);
    return {
      rows,
      loads: LOADS,
      afterSchemaMedian: median(afterSchema),
      afterSchemaP95: percentile(afterSchema, 95),
      fromNavigationMedian: median(fromNavigation),
      serverListMedian: median(server),
      serverListP95: percentile(server, 95),
    };
  } finally {
    await context.close();
  }
}
