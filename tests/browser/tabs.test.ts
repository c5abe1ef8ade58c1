import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, startHarness, type Harness } from './harness';

/** The keys of the open tabs, left to right (keys are the lower-cased addresses). */
function tabKeys(page: Page): Promise<string[]> {
  return page.locator('.page-tabs [data-tab-key]').evaluateAll((labels) => labels.map((label) => (label as HTMLElement).dataset.tabKey ?? ''));
}

function tabOf(page: Page, key: string) {
  return page.locator('.page-tabs .page-tab', { has: page.locator(`[data-tab-key="${key}"]`) });
}

/** Clicks a tab and waits until it is the active one. */
async function switchTo(page: Page, key: string): Promise<void> {
  await tabOf(page, key).click();
  await expect.poll(() => activeTabKey(page)).toBe(key);
}

async function activeTabKey(page: Page): Promise<string | undefined> {
  return page
    .locator('.page-tabs .page-tab-active [data-tab-key]')
    .getAttribute('data-tab-key')
    .then((key) => key ?? undefined);
}

/** Right-clicks a tab and picks an entry of its context menu. */
async function contextMenu(page: Page, key: string, entry: string): Promise<void> {
  // One menu at a time: the previous one has finished closing.
  await expect.poll(() => page.locator('.ant-dropdown-menu:visible').count()).toBe(0);
  await page.locator(`.page-tabs [data-tab-key="${key}"]`).click({ button: 'right' });
  const item = page.locator('.ant-dropdown-menu-item:visible', { hasText: entry });
  await item.waitFor();
  // The menu opens at the pointer with a zoom animation; the click goes to the entry itself, not to a point on screen.
  await item.dispatchEvent('click');
}

const exactly = (text: string) => new RegExp(`^\\s*${text}\\s*$`);

/** Follows the left menu (opening its groups): a navigation inside the app, with no reload and no home page. */
async function viaMenu(page: Page, trail: string[]): Promise<void> {
  let scope = page.locator('.ant-layout-sider .ant-menu-root');
  for (const group of trail.slice(0, -1)) {
    const submenu = scope.locator(':scope > .ant-menu-submenu').filter({ has: page.locator(':scope > .ant-menu-submenu-title', { hasText: exactly(group) }) });
    const open = await submenu.evaluate((element) => element.classList.contains('ant-menu-submenu-open'));
    if (!open) await submenu.locator(':scope > .ant-menu-submenu-title').click();
    scope = submenu.locator(':scope > .ant-menu-sub');
  }
  await scope.locator(':scope > .ant-menu-item', { hasText: exactly(trail[trail.length - 1]) }).click();
}

const THESIS_MENU = ['论文/专利/奖励/其他', '论文', '论文'];
const PATENT_MENU = ['论文/专利/奖励/其他', '专利', '专利'];
const PROBLEM_MENU = ['科研管理', '课题管理', '课题'];

describe('page tabs with keep-alive', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('keeps a form, a list page, a filter and the scroll position across switches; a hidden list never refetches', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await page.setViewportSize({ width: 1440, height: 480 });
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');

    await page.goto(`${harness.baseUrl}/Thesis/add`);
    await page.locator('#root_Title').fill('保持输入的论文题目');
    await expect.poll(() => page.locator('.page-tabs [data-tab-key="/thesis/add"]').innerText(), { timeout: 20000 }).toBe('论文 - 新增');

    // The list: page 2, scrolled down.
    await viaMenu(page, THESIS_MENU);
    await page.locator('.ant-table-row').first().waitFor();
    const pageOneFirstRow = await page.locator('.ant-table-row').first().innerText();
    await page.locator('.ant-pagination-item-2').click();
    await expect.poll(() => page.locator('.ant-pagination-item-active').innerText()).toBe('2');
    await expect.poll(() => page.locator('.ant-table-row').first().innerText()).not.toBe(pageOneFirstRow);
    const pageTwoFirstRow = await page.locator('.ant-table-row').first().innerText();
    await expect.poll(() => page.locator('.page-tabs [data-tab-key="/thesis/list"]').innerText()).toBe('论文列表');

    // While the thesis list is hidden, other tabs navigate, search and page: it sends no List request of its own.
    const thesisListCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/Thesis\/List/i.test(request.url())) thesisListCalls.push(request.url());
    });
    await viaMenu(page, PATENT_MENU);
    await expect.poll(() => activeTabKey(page)).toBe('/patent/list');
    const visible = page.locator('.ant-table-row:visible');
    await visible.first().waitFor();
    // The record's name (the link to it) as the keyword: it narrows the 15 seeded patents.
    const patentName = (await visible.first().locator('td a').first().innerText()).trim();
    const keyword = patentName;
    await page.getByPlaceholder('请输入关键字').locator('visible=true').fill(keyword);
    const totalText = page.locator('.ant-pagination-total-text:visible');
    const unfilteredTotal = await totalText.innerText();
    await page.getByPlaceholder('请输入关键字').locator('visible=true').press('Enter');
    await expect.poll(() => totalText.innerText()).not.toBe(unfilteredTotal);
    const filteredTotal = await totalText.innerText();
    const filteredRows = await visible.allInnerTexts();
    expect(filteredRows[0]).toContain(patentName);
    await viaMenu(page, PROBLEM_MENU);
    await visible.first().waitFor();
    await page.waitForTimeout(500);
    expect(thesisListCalls).toEqual([]);

    // Back to the form: the typed title is still there.
    await switchTo(page, '/thesis/add');
    await expect.poll(() => page.url()).toBe(`${harness.baseUrl}/Thesis/add`);
    expect(await page.locator('#root_Title').inputValue()).toBe('保持输入的论文题目');

    // Back to the thesis list: still page 2 with the same rows.
    await switchTo(page, '/thesis/list');
    await expect.poll(() => page.url()).toBe(`${harness.baseUrl}/Thesis/list`);
    await expect.poll(() => page.locator('.ant-pagination-item-active:visible').innerText()).toBe('2');
    await expect.poll(() => visible.first().innerText()).toBe(pageTwoFirstRow);

    // Back to the patent list: the keyword and its rows are kept.
    await switchTo(page, '/patent/list');
    expect(await page.getByPlaceholder('请输入关键字').locator('visible=true').inputValue()).toBe(keyword);
    expect(await totalText.innerText()).toBe(filteredTotal);
    expect(await visible.allInnerTexts()).toEqual(filteredRows);

    // Scroll survives switching: the tab strip stays in view, so switching does not scroll the page itself.
    await switchTo(page, '/thesis/list');
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
    await switchTo(page, '/patent/list');
    await expect.poll(() => activeTabKey(page)).toBe('/patent/list');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await switchTo(page, '/thesis/list');
    await expect.poll(() => activeTabKey(page)).toBe('/thesis/list');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);

    // The anonymous identity check before login answers 401; nothing else may fail.
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  });

  it('two forms of one module in two tabs: a label focuses the field of its own form, never the hidden one', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    await page.goto(`${harness.baseUrl}/Thesis/add`);
    await page.locator('#root_Title').fill('新论文的题目');

    // A second thesis form in its own tab: an existing record opened from the list.
    await viaMenu(page, THESIS_MENU);
    // An editable one (a row offering 编辑): a record under review opens read-only and would take no typing.
    const link = page
      .locator('.ant-table-row:visible')
      .filter({ has: page.getByRole('link', { name: '编辑' }) })
      .first()
      .locator('a')
      .first();
    const recordTitle = (await link.innerText()).trim();
    await link.click();
    const editTitle = page.locator('input[id$="_Title"]:visible');
    await expect.poll(() => editTitle.inputValue()).toBe(recordTitle);

    // Every control id is on the page once, the hidden tab's form included.
    const duplicateIds = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('form [id]')].map((element) => element.id);
      return ids.filter((id, index) => ids.indexOf(id) !== index);
    });
    expect(duplicateIds).toEqual([]);

    // Clicking the visible 题目 label and typing changes the visible field; the hidden form keeps its text.
    await page.locator('label:visible', { hasText: /^题目$/ }).click();
    await page.keyboard.press('End');
    await page.keyboard.type('(修订)');
    await expect.poll(() => editTitle.inputValue()).toBe(`${recordTitle}(修订)`);
    await switchTo(page, '/thesis/add');
    expect(await page.locator('input[id$="_Title"]:visible').inputValue()).toBe('新论文的题目');
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  });

  it('closes tabs from the context menu and the close button, activates the most recently used, never closes home, survives a reload', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    // Each goto reloads the app: the tabs come back from sessionStorage and the new address is added.
    const opened: Array<[string, string]> = [
      ['/Thesis/list', '论文列表'],
      ['/patent/list', '专利列表'],
      ['/problem/list', '课题列表'],
      ['/Thesis/add', '论文 - 新增'],
    ];
    for (const [path, title] of opened) {
      await page.goto(`${harness.baseUrl}${path}`);
      // The tab shows the path until the page reports its own title (what usePageTitle sets).
      await expect.poll(() => page.locator(`.page-tabs [data-tab-key="${path.toLowerCase()}"]`).innerText(), { timeout: 20000 }).toBe(title);
    }
    await expect.poll(() => tabKeys(page)).toEqual(['/', '/thesis/list', '/patent/list', '/problem/list', '/thesis/add']);
    expect(await page.locator('.page-tabs [data-tab-key]').allInnerTexts()).toEqual(['首页', '论文列表', '专利列表', '课题列表', '论文 - 新增']);

    // Home has no close button and its 关闭当前 is disabled.
    expect(await tabOf(page, '/').locator('.page-tab-remove').count()).toBe(0);
    await page.locator('.page-tabs [data-tab-key="/"]').click({ button: 'right' });
    const homeCloseCurrent = page.locator('.ant-dropdown-menu-item:visible', { hasText: '关闭当前' });
    await expect.poll(() => homeCloseCurrent.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');

    // MRU: use the thesis list, then the problem list; closing the problem list goes back to the thesis list, not its neighbour.
    await switchTo(page, '/thesis/list');
    await page.locator('.ant-table-row:visible').first().waitFor();
    await switchTo(page, '/problem/list');
    await page.locator('.ant-table-row:visible').first().waitFor();
    await tabOf(page, '/problem/list').locator('.page-tab-remove').click();
    await expect.poll(() => page.url()).toBe(`${harness.baseUrl}/Thesis/list`);
    expect(await activeTabKey(page)).toBe('/thesis/list');
    await expect.poll(() => tabKeys(page)).toEqual(['/', '/thesis/list', '/patent/list', '/thesis/add']);

    await contextMenu(page, '/patent/list', '关闭右侧');
    await expect.poll(() => tabKeys(page)).toEqual(['/', '/thesis/list', '/patent/list']);
    await contextMenu(page, '/patent/list', '关闭左侧');
    await expect.poll(() => tabKeys(page)).toEqual(['/', '/patent/list']);
    // The active thesis list was closed: the patent list (used more recently than home) takes over.
    await expect.poll(() => page.url()).toBe(`${harness.baseUrl}/patent/list`);

    await page.goto(`${harness.baseUrl}/problem/list`);
    await page.locator('.page-tabs [data-tab-key="/problem/list"]').waitFor();
    await expect.poll(() => tabKeys(page)).toEqual(['/', '/patent/list', '/problem/list']);
    await contextMenu(page, '/patent/list', '关闭其他');
    await expect.poll(() => tabKeys(page)).toEqual(['/', '/patent/list']);
    await expect.poll(() => page.url()).toBe(`${harness.baseUrl}/patent/list`);

    await contextMenu(page, '/patent/list', '关闭当前');
    await expect.poll(() => tabKeys(page)).toEqual(['/']);
    await expect.poll(() => page.url()).toBe(`${harness.baseUrl}/`);

    await page.goto(`${harness.baseUrl}/Thesis/list`);
    await page.locator('.page-tabs [data-tab-key="/thesis/list"]').waitFor();
    await page.goto(`${harness.baseUrl}/patent/list`);
    await page.locator('.page-tabs [data-tab-key="/patent/list"]').waitFor();
    await expect.poll(() => tabKeys(page)).toEqual(['/', '/thesis/list', '/patent/list']);
    await contextMenu(page, '/thesis/list', '关闭所有');
    await expect.poll(() => tabKeys(page)).toEqual(['/']);
    await expect.poll(() => page.url()).toBe(`${harness.baseUrl}/`);
    expect(await activeTabKey(page)).toBe('/');

    // The anonymous identity check before login answers 401; nothing else may fail.
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  });

  it('scrolls a strip of many tabs sideways, keeps the active tab in view, and works from the keyboard', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await page.setViewportSize({ width: 1100, height: 800 });
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    const lists = [
      'thesis',
      'patent',
      'problem',
      'activities',
      'agreement',
      'conference',
      'expert',
      'contractKY',
      'clinicalGuide',
      'dataApply',
      'carRepair',
      'fundingArrival',
    ];
    for (const module of lists) {
      await page.goto(`${harness.baseUrl}/${module}/list`);
      await page.locator(`.page-tabs [data-tab-key="/${module.toLowerCase()}/list"]`).waitFor();
    }
    const scroller = page.locator('.page-tabs-scroller');
    const overflows = () => scroller.evaluate((element) => element.scrollWidth > element.clientWidth);
    await expect.poll(overflows).toBe(true);
    const inView = (key: string) =>
      scroller.evaluate((element, tabKey) => {
        const tab = element.querySelector(`[data-node-key="${tabKey}"]`)!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return tab.left >= box.left - 1 && tab.right <= box.right + 1;
      }, key);
    // Opened at the last address, the strip shows its tab.
    await expect.poll(() => inView('/fundingarrival/list')).toBe(true);
    expect(await inView('/')).toBe(false);
    await page.locator('.page-tabs [data-node-key="/"]').scrollIntoViewIfNeeded();
    await tabOf(page, '/').click();
    await expect.poll(() => activeTabKey(page)).toBe('/');
    expect(await inView('/')).toBe(true);
    await scroller.evaluate((element) => (element.scrollLeft = 0));
    expect(await inView('/fundingarrival/list')).toBe(false);
    // The wheel scrolls the strip sideways.
    await scroller.hover();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => inView('/fundingarrival/list')).toBe(true);

    // Keyboard: → moves to the next tab, Enter opens it, Delete closes it (home has nothing to close).
    await tabOf(page, '/').locator('[role="tab"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.querySelector('[data-tab-key]')?.getAttribute('data-tab-key'))).toBe('/thesis/list');
    await page.keyboard.press('Enter');
    await expect.poll(() => activeTabKey(page)).toBe('/thesis/list');
    await expect.poll(() => inView('/thesis/list')).toBe(true);
    await page.keyboard.press('Delete');
    await expect.poll(() => tabKeys(page)).not.toContain('/thesis/list');
    expect(await tabKeys(page)).toHaveLength(lists.length);
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  });
});
