/**
 * Opens routes of the shell spec one after another in a logged-in page and says what each showed: a real page (a
 * visible card, table, form, result, chart, description or article in the content, no spinner left, no 404), the
 * shell's 页面不存在, the 权限不足 page (/405) or the login page. Console errors are collected per route.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Harness } from './harness';
import { ISSUE_18_PAGES } from './specRouteTable';

export type RouteOutcome = 'page' | 'notFound' | 'forbidden' | 'login' | 'blank';

export interface RouteVisit {
  route: string;
  outcome: RouteOutcome;
  consoleErrors: string[];
}

/** The login page's first GetCurrent answers 401 before logging in, and the browser asks for a favicon: neither is a page's error. */
const BENIGN_CONSOLE = /favicon|status of 401/;

/** In-app navigations between two fresh loads. */
const RELOAD_EVERY = 20;

/** Real content of a page, inside the shell or on a page of its own. */
const CONTENT = ['.ant-card', '.ant-table-wrapper', 'form', '.ant-result', '.ant-descriptions', 'canvas', 'article', '.ant-steps', '.ant-list'].join(',');

/** Ids the spec's `:id` routes are opened with: a department's (collection report), an office matter's, a work report's. */
export async function placeholderIds(harness: Harness): Promise<Record<string, string>> {
  const dept = await harness.db.selectFrom('Dept').select('Id').orderBy('Id').executeTakeFirstOrThrow();
  const officeWork = await harness.db.selectFrom('OfficeWork').select('Id').orderBy('Id').executeTakeFirstOrThrow();
  const workReport = await harness.db.selectFrom('WorkReport').select('Id').orderBy('Id').executeTakeFirstOrThrow();
  return { ':deptId': String(dept.Id), ':officeWorkId': String(officeWork.Id), ':workReportId': String(workReport.Id) };
}

export function fillPlaceholders(route: string, ids: Record<string, string>): string {
  return route.replace(/:[A-Za-z]+/g, (name) => ids[name] ?? name);
}

/** Waits until the page at the address settles into one of the outcomes (or says blank after the time-out). */
async function outcomeOf(page: Page): Promise<RouteOutcome> {
  try {
    const handle = await page.waitForFunction(
      (content) => {
        const visible = (element: Element) => {
          const box = (element as HTMLElement).getBoundingClientRect();
          return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
        };
        if (location.pathname === '/405') return 'forbidden';
        if (location.pathname === '/login') return 'login';
        const notFound = document.querySelector('[data-testid="not-found-address"]');
        if (notFound && visible(notFound)) return 'notFound';
        const root = document.querySelector('.ant-layout-content') ?? document.body;
        if ([...root.querySelectorAll('.ant-spin-spinning, .ant-skeleton')].some(visible)) return null;
        return [...root.querySelectorAll(content)].some(visible) ? 'page' : null;
      },
      CONTENT,
      { timeout: 20000, polling: 100 },
    );
    return (await handle.jsonValue()) as RouteOutcome;
  } catch {
    return 'blank';
  }
}

/** The key of the shell's active page tab (null outside the shell). */
function activeTabKey(page: Page): Promise<string | null> {
  return page.evaluate(() => document.querySelector<HTMLElement>('.page-tabs .page-tab-active [data-tab-key]')?.dataset.tabKey ?? null);
}

/**
 * Goes to an address inside the running app, as a menu link does (a full load per route costs several seconds on a
 * loaded machine), and waits until the shell has left the previous page: another tab active, or a page outside the shell.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const before = await activeTabKey(page);
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page
    .waitForFunction(
      (previous) => {
        if (location.pathname === '/405' || location.pathname === '/login') return true;
        const active = document.querySelector<HTMLElement>('.page-tabs .page-tab-active [data-tab-key]')?.dataset.tabKey ?? null;
        return active !== previous;
      },
      before,
      { timeout: 15000, polling: 100 },
    )
    .catch(() => undefined);
}

/**
 * Opens each route in turn and records what it showed: the first by loading it, the others by in-app navigation; a
 * route that shows nothing so is loaded afresh once, as a typed address, before it counts as blank.
 */
export async function visitRoutes(harness: Harness, page: Page, consoleErrors: string[], routes: readonly string[]): Promise<RouteVisit[]> {
  const ids = await placeholderIds(harness);
  const shots = process.env.SPEC_ROUTE_SHOTS;
  if (shots) mkdirSync(shots, { recursive: true });
  const visits: RouteVisit[] = [];
  let loaded = false;
  for (const route of routes) {
    consoleErrors.length = 0;
    const path = fillPlaceholders(route, ids);
    // In-app navigation from a page of the shell, or from its 权限不足 page (/405). From a page outside the shell there
    // is no tab to watch change, so the wait would run to its time-out: such a page is left by a load.
    // A fresh load every RELOAD_EVERY routes: the kept-alive tabs of dozens of pages would otherwise weigh on the page.
    const here = new URL(page.url()).pathname;
    const shellShown = here === '/405' || (await page.locator('.page-tabs').count()) > 0;
    const inShell = loaded && shellShown && visits.length % RELOAD_EVERY !== 0;
    if (inShell) await navigateInApp(page, path);
    else await page.goto(`${harness.baseUrl}${path}`);
    loaded = true;
    let outcome = await outcomeOf(page);
    if (outcome === 'blank' && inShell) {
      await page.goto(`${harness.baseUrl}${path}`);
      outcome = await outcomeOf(page);
    }
    // Late answers of the page's own calls land within a moment of its content.
    await page.waitForTimeout(200);
    if (shots && ISSUE_18_PAGES.has(route)) {
      await page.screenshot({ path: join(shots, `${route.replace(/[/:?=]+/g, '_').replace(/^_/, '')}.png`), fullPage: true });
    }
    visits.push({ route, outcome, consoleErrors: consoleErrors.filter((error) => !BENIGN_CONSOLE.test(error)) });
    if (process.env.SPEC_ROUTE_TRACE) console.log(`${route} → ${outcome}`, visits[visits.length - 1].consoleErrors);
  }
  return visits;
}
