/**
 * A page opened directly (a reload, a link) asks for what it shows beside the session's calls, not after the shell
 * has rendered; antd's styles of the default theme come from the build's static sheet (D-PERF-4g).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_CONTEXT_OPTIONS, login, startHarness, type Harness } from './harness';

/** The API calls a page makes, in the order it makes them (path only). */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) calls.push(path);
  });
  return calls;
}

/** Which of the given scripts hold the text (their code fetched again from the page). */
async function scriptsHolding(page: Page, paths: readonly string[], text: string): Promise<string[]> {
  const codes = await Promise.all(paths.map((path) => page.evaluate(async (url) => (await fetch(url)).text(), path)));
  return paths.filter((_, index) => codes[index]?.includes(text));
}

/** How many of the page's <style> elements (antd's run-time styles) hold a rule of an antd component class. */
const runTimeStylesOf = (page: Page, componentClass: string) =>
  page.evaluate((name) => [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes(`.${name}`)).length, componentClass);

describe('first load', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("a list opened directly asks for its descriptors and first page beside the session's calls, and the table takes that page", async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    // The login page's own check of the session (a 401 before logging in) is not this page's.
    consoleErrors.length = 0;
    const calls = recordCalls(page);
    // The permissions answer late: nothing inside the shell renders before it, so a call made before it is a call made
    // at start-up. Held until the list's first page has been asked for, 1.5 s at most from the permissions' own asking
    // (a fixed 1.5 s on a loaded machine could outlast the 3 s the call made ahead is kept, and the table would rightly
    // ask again; counted from the page's opening instead, a slow boot used it up before start-up asked anything).
    let permissionsAnswered = false;
    let listAsked: () => void = () => undefined;
    const listAskedOnce = new Promise<void>((resolve) => {
      listAsked = resolve;
    });
    await page.route('**/api/Permission/Permissions', async (route) => {
      await Promise.race([listAskedOnce, new Promise<void>((resolve) => setTimeout(resolve, 1500))]);
      permissionsAnswered = true;
      await route.continue();
    });
    const askedBeforePermissions: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname.toLowerCase();
      if (!permissionsAnswered) askedBeforePermissions.push(path);
      if (path === '/api/thesis/list') listAsked();
    });
    await page.goto(`${harness.baseUrl}/thesis/list`);
    await page.locator('.ant-table-row').first().waitFor();
    expect(askedBeforePermissions).toContain('/api/common/moduleStruts/thesis'.toLowerCase());
    expect(askedBeforePermissions).toContain('/api/thesis/list');
    // One call for the first page: the table's own took the answer of the one made at start-up.
    await page.waitForLoadState('networkidle');
    expect(calls.filter((path) => path.toLowerCase() === '/api/thesis/list')).toHaveLength(1);
    expect(calls.filter((path) => path === '/api/common/moduleStruts/thesis')).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("a list opened directly shows its first rows with the page's buttons and row actions, never under a loading veil; the menu comes after", async () => {
    const { page } = await harness.newPage();
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    // What the page shows at the moment its first row appears (a MutationObserver installed before the app).
    await page.addInitScript(() => {
      const seen = window as unknown as { firstRowView?: Record<string, number> };
      new MutationObserver(() => {
        if (seen.firstRowView || !document.querySelector('.ant-table-row')) return;
        seen.firstRowView = {
          loading: document.querySelectorAll('.ant-table-wrapper .ant-spin-spinning').length,
          addButtons: [...document.querySelectorAll('.ant-card-extra button')].filter((button) => /新\s*增/.test(button.textContent ?? '')).length,
          editLinks: [...document.querySelectorAll('.ant-table-row a, .ant-table-row button')].filter((link) => /编\s*辑/.test(link.textContent ?? '')).length,
          activeTabs: document.querySelectorAll('.page-tabs .page-tab-active').length,
        };
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${harness.baseUrl}/thesis/list`);
    await page.waitForFunction(() => (window as unknown as { firstRowView?: unknown }).firstRowView);
    const view = await page.evaluate(() => (window as unknown as { firstRowView: Record<string, number> }).firstRowView);
    expect(view).toMatchObject({ loading: 0, addButtons: 1, activeTabs: 1 });
    expect(view.editLinks).toBeGreaterThan(0);
    // The menu is drawn just after: its groups, and the lines of the group holding the page.
    await page.locator('.app-sider .ant-menu-submenu-selected').first().waitFor();
    await page.context().close();
  });

  it('a list opened in a new browser loads its code in a few files, and the login page the same code as before', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${harness.baseUrl}/login`);
    await page.getByPlaceholder('请输入账号').waitFor();
    await page.waitForLoadState('networkidle');
    const scriptsOf = (target: Page) =>
      target.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.js')),
      );
    // The boot code and the login page's (D-PERF-4h); the encryption library comes with the first password typed.
    const loginScripts = await scriptsOf(page);
    expect(loginScripts.filter((path) => path.startsWith('/assets/')).length).toBeLessThanOrEqual(4);
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    const session = await page.context().storageState();
    await page.context().close();
    const cold = await harness.browser.newContext({ ...BROWSER_CONTEXT_OPTIONS, storageState: session });
    const listPage = await cold.newPage();
    await listPage.goto(`${harness.baseUrl}/thesis/list`);
    await listPage.locator('.ant-table-row').first().waitFor();
    await listPage.waitForLoadState('networkidle');
    // Split per route, this was ~140 files; grouped: boot, shell, list, what the shell shares with the login page, the
    // encryption library, the hub client and a few chunks loaded after.
    const listScripts = await scriptsOf(listPage);
    expect(listScripts.length).toBeLessThanOrEqual(16);
    expect(listScripts.some((path) => /\/assets\/list-[^/]+\.js$/.test(path))).toBe(true);
    // The bodies' JSON Schemas (contract/wire) are the server's to validate with: none of them, nor TypeBox (whose
    // schemas carry '~kind'), comes with the app's first load (D-PERF-4n; the shell carried ~200 kB raw of them).
    expect(await scriptsHolding(listPage, listScripts, '~kind')).toEqual([]);
    // A record form opened cold: rjsf's Markdown component shows text as text, without markdown-to-jsx's parser
    // (whose `forceBlock` option names itself in the code), and again no schema of the wire.
    const formPage = await cold.newPage();
    await formPage.goto(`${harness.baseUrl}/thesis/add`);
    await formPage.locator('form .ant-form-item input:not([disabled])').first().waitFor();
    await formPage.waitForLoadState('networkidle');
    const formScripts = await scriptsOf(formPage);
    expect(formScripts.some((path) => /\/assets\/form-[^/]+\.js$/.test(path))).toBe(true);
    expect(await scriptsHolding(formPage, formScripts, 'forceBlock')).toEqual([]);
    expect(await scriptsHolding(formPage, formScripts, '~kind')).toEqual([]);
    await cold.close();
  });

  it('a report at an address like a module list (/SJHCReport/List) asks for no module descriptors', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    consoleErrors.length = 0;
    const calls = recordCalls(page);
    await page.goto(`${harness.baseUrl}/SJHCReport/List`);
    await page.waitForLoadState('networkidle');
    expect(calls.filter((path) => path.toLowerCase().startsWith('/api/common/modulestruts/'))).toEqual([]);
    expect(consoleErrors.filter((text) => /404/.test(text))).toEqual([]);
    await page.context().close();
  });

  it('a visitor without a session who opens a list is sent to log in, and the calls made ahead show no error', async () => {
    const { page } = await harness.newPage();
    const calls = recordCalls(page);
    await page.goto(`${harness.baseUrl}/thesis/list`);
    await page.getByPlaceholder('请输入账号').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/thesis/list');
    expect(calls).toContain('/api/common/moduleStruts/thesis');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.ant-notification-notice, .ant-message-notice, .alert-host .ant-alert').count()).toBe(0);
    await page.context().close();
  });

  it("antd's styles of the default theme come from the static sheet; another theme's are written at run time", async () => {
    // The static sheet is the default theme's, motion included (the other tests ask for reduced motion).
    const context = await harness.browser.newContext({ ...BROWSER_CONTEXT_OPTIONS, reducedMotion: 'no-preference' });
    const page = await context.newPage();
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    await page.goto(`${harness.baseUrl}/thesis/list`);
    await page.locator('.ant-table-row').first().waitFor();
    for (const component of ['ant-table', 'ant-btn', 'ant-menu', 'ant-tabs', 'ant-pagination'])
      expect(await runTimeStylesOf(page, component), component).toBe(0);
    // Styled all the same: the primary button in the navigation colour (indigo), the table's header cells shaded.
    const addButton = page.locator('.ant-btn-primary', { hasText: /新\s*增/ }).first();
    expect(await addButton.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(63, 81, 181)');
    expect(
      await page
        .locator('.ant-table-thead th')
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor),
    ).toBe('rgb(250, 250, 250)');

    // The dark theme has classes of its own: antd writes its styles as the page renders.
    await page.evaluate(() => localStorage.setItem('ui.themeMode', 'dark'));
    await page.reload();
    await page.locator('.ant-table-row').first().waitFor();
    expect(await runTimeStylesOf(page, 'ant-table')).toBeGreaterThan(0);
    expect(
      await page
        .locator('.ant-table-thead th')
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor),
    ).not.toBe('rgb(250, 250, 250)');
    await context.close();
  });
});
