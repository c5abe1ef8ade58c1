/**
 * What the approval journeys do on a record's form, written once: read the status bar and the timeline, open a
 * waiting item from the bell, decide through the opinion dialog.
 */
import type { Page } from 'playwright-core';

export const statusBar = (page: Page) => page.getByTestId('flow-status-bar');
/** The record's status tag (审核中, 已退回, …). */
export const statusTag = (page: Page) => statusBar(page).locator('.ant-tag').first();
export const history = (page: Page) => page.getByTestId('flow-history-entry');

/** Opens the waiting item whose row shows `text` from the bell's panel, landing on `/{module}/add`. */
export async function openFromBell(page: Page, text: string, module: string): Promise<void> {
  await page.getByRole('button', { name: '通知' }).click();
  // Without a reload: the hub's notice refreshes the bell's list while the page stays open.
  const row = page.locator('.notification-panel .ant-table-row', { hasText: text }).first();
  await row.waitFor({ timeout: 15000 });
  await row.getByRole('link', { name: '审核' }).click();
  await page.waitForURL((url) => url.pathname.toLowerCase() === `/${module.toLowerCase()}/add`);
}

/** A decision through its dialog: the opinion (if any), then the dialog's confirm button. */
export async function decide(page: Page, button: RegExp, confirm: string, opinion: string): Promise<void> {
  await page.getByRole('button', { name: button }).locator('visible=true').click();
  const dialog = page.locator('.ant-modal', { hasText: '审批意见' }).locator('visible=true');
  await dialog.waitFor();
  if (opinion) await dialog.getByLabel('审批意见').fill(opinion);
  await dialog.getByRole('button', { name: confirm }).click();
  await dialog.waitFor({ state: 'detached' });
}
