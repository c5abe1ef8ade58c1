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

/** Real content of a page, inside the shell or on a page of its own. */
const CONTENT = ['.ant-card', '.ant-table-wrapper', 'form', '.ant-result', '.ant-descriptions', 'canvas', 'article', '.ant-steps', '.ant-list'].join(',');

/** Ids the spec's `:id` routes are opened with: a department's (collection report) and an office matter's. */
export async function placeholderIds(harness: Harness): Promise<Record<string, string>> {
  const dept = await harness.db.selectFrom('Dept').select('Id').orderBy('Id').executeTakeFirstOrThrow();
  const officeWork = await harness.db.selectFrom('OfficeWork').select('Id').orderBy('Id').executeTakeFirstOrThrow();
  return { ':deptId': String(dept.Id), ':officeWorkId': String(officeWork.Id) };
}

export function fillPlaceholders(route: string, ids: Record<string, string>): string {
  return route.replace(/:[A-Za-z]+/g, (name) => ids[name] ?? name);
}

/** Waits until the page at the address settles into one of the outcomes (or says blank after the time-out). */
async function outcomeOf(page: Page): Promise<RouteOutcome> {
  try {
    const handle = await page.waitForFunction((content) => {
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
    }, CONTENT, { timeout: 30000, polling: 200 });
    return (await handle.jsonValue()) as RouteOutcome;
  } catch {
    return 'blank';
  }
}

/** Opens each route in turn (a fresh load each, as a typed address) and records what it showed. */
export async function visitRoutes(harness: Harness, page: Page, consoleErrors: string[], routes: readonly string[]): Promise<RouteVisit[]> {
  const ids = await placeholderIds(harness);
  const shots = process.env.SPEC_ROUTE_SHOTS;
  if (shots) mkdirSync(shots, { recursive: true });
  const visits: RouteVisit[] = [];
  for (const route of routes) {
    consoleErrors.length = 0;
    await page.goto(`${harness.baseUrl}${fillPlaceholders(route, ids)}`);
    const outcome = await outcomeOf(page);
    // Late answers of the page's own calls land within a moment of its content.
    await page.waitForTimeout(300);
    if (shots && ISSUE_18_PAGES.has(route)) {
      await page.screenshot({ path: join(shots, `${route.replace(/[/:]+/g, '_').replace(/^_/, '')}.png`), fullPage: true });
    }
    visits.push({ route, outcome, consoleErrors: consoleErrors.filter((error) => !BENIGN_CONSOLE.test(error)) });
    if (process.env.SPEC_ROUTE_TRACE) console.log(`${route} → ${outcome}`, visits[visits.length - 1].consoleErrors);
  }
  return visits;
}
