import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import type { ServerOptions } from '../../server/app';
import { builtServerApp } from '../shipped/builtServer';
import { fillFromSeededTemplate, TEST_PASSWORD_HASH_COST } from '../shipped/seededTemplate';
import type { Db } from '../../server/platform/db/types';

/** Debian's Chromium with the flags this workplace needs (no network beyond localhost, no first-run work). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * Every page of the journeys: Chinese locale, a desktop window, and the system's request for less motion, which the app
 * honours by turning antd's animations off (themeConfigFor): a journey waits for no menu, dialog or tab to slide.
 */
export const BROWSER_CONTEXT_OPTIONS = { locale: 'zh-CN', viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' } as const;

export interface Harness {
  baseUrl: string;
  browser: Browser;
  /** The server's database, for journeys that need a row no screen makes (or to check what a screen wrote). */
  db: Db;
  /** A fresh page whose console errors and failed requests are collected. */
  newPage(): Promise<{ page: Page; consoleErrors: string[] }>;
  close(): Promise<void>;
}

/** The built server (dist-server/, what `npm start` runs) on a free port over a new data folder, serving the built app (dist/), and a browser; `options` adjust the server (a lower export threshold, say). */
export async function startHarness(options: Partial<Omit<ServerOptions, 'dataDir' | 'staticDir'>> = {}): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kygl-browser-'));
  // A cheap password hash (scrypt N = 2^10): the browser tests log in many times; the default cost is tested elsewhere.
  const serverOptions = { logger: false, passwordHashCost: TEST_PASSWORD_HASH_COST, ...options, dataDir, staticDir: join(process.cwd(), 'dist') };
  // The run's seeded data folder copied, where this server would seed the same.
  fillFromSeededTemplate(dataDir, serverOptions);
  const { buildServer } = await builtServerApp();
  const server: FastifyInstance = await buildServer(serverOptions);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not listen on a port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  return {
    baseUrl,
    browser,
    db: server.appContext.db,
    async newPage() {
      const context = await browser.newContext(BROWSER_CONTEXT_OPTIONS);
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      return { page, consoleErrors };
    },
    async close() {
      await browser.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Picks an option of an antd remote select by typing a keyword. */
export async function chooseRemoteOption(page: Page, fieldId: string, keyword: string, optionText: string | RegExp): Promise<void> {
  // force: a value already shown (e.g. a department filled from a person) lies over the search input.
  // Centred first: scrolled just into view, the field would sit under the sticky page tabs.
  await page.locator(`#${fieldId}`).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.locator(`#${fieldId}`).click({ force: true });
  await page.locator(`#${fieldId}`).fill(keyword);
  // The dropdown that belongs to this select holds its listbox `#{id}_list`.
  const dropdown = page.locator('.ant-select-dropdown', { has: page.locator(`#${fieldId}_list`) });
  const option = dropdown.locator('.ant-select-item-option', { hasText: optionText }).first();
  await option.waitFor({ state: 'visible' });
  // The list re-renders as search answers arrive; a click may land on a replaced node, so retry until it sticks.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await option.click({ timeout: 2000 });
      return;
    } catch (error) {
      if (attempt >= 8) throw error;
    }
  }
}

export async function login(page: Page, baseUrl: string, account: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page
    .getByText(/欢迎您，/)
    .first()
    .waitFor();
}

/**
 * Chooses a role in the toolbar's role switch, then waits for 切换角色成功 and the reload 2 s later to show the shell.
 * Every wait is armed before the click (on a loaded machine the 2 s to the reload can pass before a late watcher starts),
 * and a refused or unanswered switch says so instead of waiting for a message that cannot come.
 */
export async function switchRole(page: Page, roleName: string, reloadTimeout = 15000): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().includes('/api/account/SetAccountRole/'));
  const reloaded = page.waitForEvent('load', { timeout: reloadTimeout });
  const told = page.getByText('切换角色成功').first().waitFor();
  await page.getByRole('menuitem', { name: roleName }).click();
  const answer = await answered;
  if (answer.status() !== 200) throw new Error(`切换到 ${roleName} 被拒绝: HTTP ${answer.status()} ${await answer.text()}`);
  await Promise.all([told, reloaded]);
  await page
    .getByText(/欢迎您，/)
    .first()
    .waitFor();
}

/**
 * Whether the page's hub connection is open and past its handshake (its first frame received). The app connects to the
 * hub at the browser's first idle moment after a page loads (up to 2 s, later on a loaded machine): an event the server
 * sends before then reaches nobody, as it would reach a user who has not opened the app yet. Watch from before the page
 * loads; a navigation closes the socket and the next load opens another.
 */
export function watchHubConnection(page: Page): () => boolean {
  const ready = new Set<object>();
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/hub/')) return;
    socket.once('framereceived', () => ready.add(socket));
    socket.once('close', () => ready.delete(socket));
  });
  return () => ready.size > 0;
}

/** A JSON call from the page itself (same origin, its session cookie), as the app's own requests are made. */
export async function apiFromPage<T>(page: Page, path: string, body: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json().catch(() => null)) as T };
    },
    { path, body },
  );
}
