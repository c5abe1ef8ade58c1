/**
 * First load (D-PERF-4f, D-PERF-4g): the JavaScript and CSS each route actually loads, raw and as sent (brotli), read
 * from the page's own resource timings; the cold and warm load of /thesis/list to its first row. Every measured page
 * opens in a fresh browser context (empty HTTP cache) unless it is the warm reload.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { login } from '../tests/browser/harness';
import { pageProbesScript, type PageProbes } from './pageProbes';
import { median } from './stats';

export interface RouteBytes {
  route: string;
  /** What the route is measured up to. */
  until: string;
  files: number;
  rawBytes: number;
  sentBytes: number;
  /** Of what was sent, the JavaScript (the budgets are of compressed JavaScript) and the CSS. */
  jsSentBytes: number;
  cssSentBytes: number;
}

export interface LoadBenchResult {
  routes: RouteBytes[];
  loads: number;
  coldMedian: number;
  coldMax: number;
  warmMedian: number;
  warmMax: number;
  /** /thesis/add from an empty cache, navigation start → the form usable (its target: D-FIG-1 in docs/design.md). */
  formColdMedian: number;
  formColdMax: number;
}

export const LOAD_LIST_MODULE = 'Thesis';
export const LOAD_LIST_PATH = '/thesis/list';
export const LOAD_FORM_PATH = '/thesis/add';
// Twelve counted (the first warms the server): this 2-core machine's cold loads vary by ±100 ms from one to the next.
const LOADS = 13;
const ADMIN = { account: 'admin', password: 'Admin@2026' };

/** Sums the page's JS and CSS resources: decoded (raw) and encoded (as sent) body sizes, same-origin so both are known. */
async function assetBytes(page: Page): Promise<Omit<RouteBytes, 'route' | 'until'>> {
  // Plain data out of the page (tsx names the functions it compiles, with a helper the page does not have).
  const assets = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .map((entry) => ({ path: new URL(entry.name).pathname, raw: entry.decodedBodySize, sent: entry.encodedBodySize }))
      .filter((entry) => /\.(js|css)$/.test(entry.path)),
  );
  const sent = (suffix: string) => assets.filter((entry) => entry.path.endsWith(suffix)).reduce((sum, entry) => sum + entry.sent, 0);
  return {
    files: assets.length,
    rawBytes: assets.reduce((sum, entry) => sum + entry.raw, 0),
    sentBytes: assets.reduce((sum, entry) => sum + entry.sent, 0),
    jsSentBytes: sent('.js'),
    cssSentBytes: sent('.css'),
  };
}

/** Lets chunks requested after the visible state (idle preloads) finish, so they are counted too. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

async function rowsVisibleAt(page: Page): Promise<number> {
  await page.waitForFunction(() => window.__pageProbes?.rowsVisibleAt != null, undefined, { timeout: 120_000 });
  return page.evaluate(() => (window.__pageProbes as PageProbes).rowsVisibleAt as number);
}

async function formReadyAt(page: Page): Promise<number> {
  await page.waitForFunction(() => window.__pageProbes?.formReadyAt != null, undefined, { timeout: 120_000 });
  return page.evaluate(() => (window.__pageProbes as PageProbes).formReadyAt as number);
}

async function freshContext(browser: Browser, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<BrowserContext> {
  return browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 }, storageState });
}

export async function runLoadBench(browser: Browser, baseUrl: string): Promise<LoadBenchResult> {
  const routes: RouteBytes[] = [];
  // The login page, as a visitor without a session sees it.
  const visitor = await freshContext(browser);
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  try {
    const page = await visitor.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByPlaceholder('请输入账号').waitFor();
    await settle(page);
    routes.push({ route: '/login', until: '登录表单可用', ...(await assetBytes(page)) });
    await login(page, baseUrl, ADMIN.account, ADMIN.password);
    storageState = await visitor.storageState();
  } finally {
    await visitor.close();
  }

  // Signed in, cold cache: the shell and a page.
  const measureRoute = async (path: string, until: string, ready: (page: Page) => Promise<unknown>) => {
    const context = await freshContext(browser, storageState);
    try {
      const page = await context.newPage();
      await page.addInitScript(pageProbesScript(1));
      await page.goto(`${baseUrl}${path}`);
      await ready(page);
      await settle(page);
      routes.push({ route: path, until, ...(await assetBytes(page)) });
    } finally {
      await context.close();
    }
  };
  await measureRoute('/', '首页', (page) =>
    page
      .getByText(/欢迎您，/)
      .first()
      .waitFor(),
  );
  await measureRoute(LOAD_LIST_PATH, '第一行可见', rowsVisibleAt);
  await measureRoute(LOAD_FORM_PATH, '表单可用', formReadyAt);

  // Cold: a new context each time (nothing cached). Warm: a reload in the context that has just loaded the page.
  const cold: number[] = [];
  const warm: number[] = [];
  for (let load = 0; load < LOADS; load += 1) {
    const context = await freshContext(browser, storageState);
    try {
      const page = await context.newPage();
      await page.addInitScript(pageProbesScript(1));
      await page.goto(`${baseUrl}${LOAD_LIST_PATH}`);
      cold.push(await rowsVisibleAt(page));
      await settle(page);
      await page.reload();
      warm.push(await rowsVisibleAt(page));
    } finally {
      await context.close();
    }
  }
  // A new record's form, cold: its own chunks (rjsf, the form widgets) on top of the shell's.
  const formCold: number[] = [];
  for (let load = 0; load < LOADS; load += 1) {
    const context = await freshContext(browser, storageState);
    try {
      const page = await context.newPage();
      await page.addInitScript(pageProbesScript(1));
      await page.goto(`${baseUrl}${LOAD_FORM_PATH}`);
      formCold.push(await formReadyAt(page));
    } finally {
      await context.close();
    }
  }
  // The first cold load also warms the server (compiled queries, file cache): it is left out.
  const coldRuns = cold.slice(1);
  const warmRuns = warm.slice(1);
  const formRuns = formCold.slice(1);
  return {
    routes,
    loads: coldRuns.length,
    coldMedian: median(coldRuns),
    coldMax: Math.max(...coldRuns),
    warmMedian: median(warmRuns),
    warmMax: Math.max(...warmRuns),
    formColdMedian: median(formRuns),
    formColdMax: Math.max(...formRuns),
  };
}
