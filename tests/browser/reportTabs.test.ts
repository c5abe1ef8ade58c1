/**
 * A report's page tab: a report answering several addresses (`/FeeBudgetAccountReport` and
 * `/feebudgetreport/feebudgetaccountreport`, the spec lists both) opens in one tab whichever is typed or followed, and
 * the tab is titled by the report from its first paint — never by its address, not even while the page loads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, startHarness, type Harness } from './harness';

const POLL = { timeout: 30000 };
const REPORT_KEY = '/feebudgetreport/feebudgetaccountreport';
const REPORT_TITLE = '经费入账及管理费统计';

/** Every text any page-tab label has shown since the page loaded (a MutationObserver installed before the app). */
async function recordTabTexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { __tabTexts: Set<string> }).__tabTexts = seen;
    const collect = () => document.querySelectorAll('.page-tab-label').forEach((label) => seen.add((label as HTMLElement).innerText.trim()));
    new MutationObserver(collect).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
const seenTabTexts = (page: Page) => page.evaluate(() => [...(window as unknown as { __tabTexts: Set<string> }).__tabTexts]);
const tabKeys = (page: Page) =>
  page.locator('.page-tabs [data-tab-key]').evaluateAll((labels) => labels.map((label) => (label as HTMLElement).dataset.tabKey ?? ''));

describe('report tabs', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('opens one tab for a report whichever of its addresses is visited, titled by the report throughout', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await recordTabTexts(page);
    await login(page, harness.baseUrl, 'dean', 'Dean@2026');

    // Typed in: a fresh page load at the alias.
    await page.goto(`${harness.baseUrl}/FeeBudgetAccountReport`);
    const tab = page.locator(`.page-tabs [data-tab-key="${REPORT_KEY}"]`);
    await expect.poll(() => tab.innerText(), POLL).toBe(REPORT_TITLE);
    await page.locator('[data-testid="report-chart"], .ant-table').first().waitFor(POLL);

    // Followed inside the app to the other address (with filters in the query), and to the alias in another case.
    for (const address of ['/feebudgetreport/feebudgetaccountreport', '/FeeBudgetReport/FeeBudgetAccountReport']) {
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, address);
      await page.waitForURL((url) => url.pathname === address);
      await expect.poll(() => tabKeys(page), POLL).toEqual(['/', REPORT_KEY]);
      expect(await page.locator('.page-tabs .page-tab-active [data-tab-key]').getAttribute('data-tab-key')).toBe(REPORT_KEY);
    }
    await expect.poll(() => tab.innerText(), POLL).toBe(REPORT_TITLE);

    // A reload restores the one tab, under its report's key, and still titled by the report.
    await page.reload();
    await expect.poll(() => tabKeys(page), POLL).toEqual(['/', REPORT_KEY]);
    await expect.poll(() => tab.innerText(), POLL).toBe(REPORT_TITLE);

    const texts = await seenTabTexts(page);
    expect(texts.filter((text) => text.startsWith('/'))).toEqual([]);
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  });
});
