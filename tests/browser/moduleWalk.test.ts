import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Page } from 'playwright-core';
import type { ModuleStruts } from '../../contract/index';
import { readModuleFiles } from '../catalogue/catalogueFiles';
import { fillModuleForm, hasFixedUniqueSet } from './formFiller';
import { login, startHarness, type Harness } from './harness';
import { navigateInApp } from './specRouteWalk';

/** Every module of the catalogue, walked as the administrator: list with rows, form without errors, a record saved. */
const moduleNames = readModuleFiles()
  .map((file) => file.module.Name)
  // About's add route is the general page /about/add (SH-ROUTE-9): walked by its own test below.
  .filter((name) => name !== 'About')
  // Flow's add and edit open the visual flow designer, not the generic form: walked by tests/browser/flowDesigner.test.ts.
  .filter((name) => name !== 'Flow')
  // FriendMessage's list is the chat page (/friendMessage/list): walked by tests/browser/friendMessages.test.ts.
  .filter((name) => name !== 'FriendMessage')
  // ScoreRule's list is the rule editor (积分规则 grid, /ScoreRule/list): walked by tests/browser/scorePages.test.ts.
  .filter((name) => name !== 'ScoreRule')
  // Notify's list is the notices page (/notify/list: published notices with receipts), not the generic list of everyone's
  // copies: walked by tests/browser/notices.test.ts and tests/server/notices.test.ts.
  .filter((name) => name !== 'Notify')
  .sort();

/**
 * Modules opened by in-app navigation between two fresh loads: a full load per module (the app booting again) cost
 * more than the rest of a module's walk on a loaded machine; a fresh load now and then keeps the tabs few.
 */
const RELOAD_EVERY = 8;

describe('every module, as the administrator', () => {
  let harness: Harness;
  let page: Page;
  let consoleErrors: string[];
  let walked = 0;

  beforeAll(async () => {
    harness = await startHarness();
    ({ page, consoleErrors } = await harness.newPage());
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
  });

  afterAll(async () => {
    await harness?.close();
  });

  it.each(moduleNames)('%s: the list shows rows, the form opens cleanly, a valid record saves and is listed', async (module) => {
    consoleErrors.length = 0;
    const struts = (await (await page.request.get(`${harness.baseUrl}/api/common/moduleStruts/${module.toLowerCase()}`)).json()) as ModuleStruts;

    // A fresh set of tabs every few modules: 130 kept-alive pages are more than a person keeps open.
    if (walked % RELOAD_EVERY === 0) {
      await page.evaluate(() => sessionStorage.clear());
      await page.goto(`${harness.baseUrl}/${module}/list`);
    } else {
      await navigateInApp(page, `/${module}/list`);
    }
    walked += 1;
    // A module that failed may leave a dialog open or a form half filled: the next one starts from a fresh load.
    onTestFailed(() => {
      walked = 0;
    });
    await page.getByText(`${struts.Description}列表`).first().waitFor();
    await page.locator('.ant-table-row:visible').first().waitFor();

    // Records only the system writes (the login log): no 新增; a record opens read-only.
    if (
      (await page
        .getByRole('button', { name: /新\s*增/ })
        .locator('visible=true')
        .count()) === 0
    ) {
      await page.locator('.ant-table-row:visible a').first().click();
      await page.locator(`.ant-card-head-title:text-is("${struts.Description} - 查看"):visible`).waitFor();
      await page
        .getByRole('button', { name: /返\s*回/ })
        .locator('visible=true')
        .waitFor();
      expect(
        await page
          .getByRole('button', { name: /保\s*存/ })
          .locator('visible=true')
          .count(),
      ).toBe(0);
      expect(consoleErrors.filter((text) => !/status of 40[13]/.test(text))).toEqual([]);
      return;
    }

    // Modules whose records are a fixed unique set (essays, the about page) are walked by editing their first record.
    const editing = hasFixedUniqueSet(struts);
    if (editing) await page.locator('.ant-table-row:visible a').first().click();
    else await page.getByRole('button', { name: /新\s*增/ }).click();
    await page.locator('form.rjsf, form').first().waitFor();
    await page.getByRole('button', { name: /保\s*存/ }).waitFor();
    const marker = `${Date.now().toString(36)}${module.length}`;
    const searchable = await fillModuleForm(page, struts, marker, editing);
    await page.getByRole('button', { name: /保\s*存/ }).click();

    await page.locator(`.ant-card-head-title:text-is("${struts.Description}列表"):visible`).waitFor();
    if (searchable) {
      const keyword = page.locator('input[placeholder="请输入关键字"]:visible');
      await keyword.fill(searchable);
      await keyword.press('Enter');
      // The marker is unique: exactly the new record answers the keyword.
      await page.locator('text=1-1 of 1 >> visible=true').first().waitFor();
    }
    expect(consoleErrors.filter((text) => !/status of 40[13]/.test(text))).toEqual([]);
  });

  it('About: the list shows the record, its link opens /about/add, the edit saves and /about shows it', async () => {
    consoleErrors.length = 0;
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${harness.baseUrl}/About/list`);
    await page.getByText('关于平台列表').first().waitFor();
    await page.locator('.ant-table-row:visible a').first().click();
    await page.getByText('关于平台维护').first().waitFor();
    const title = `巡检平台${Date.now().toString(36)}`;
    await page.getByLabel('平台名称').fill(title);
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.waitForURL(/\/about$/);
    await page.getByText(title).first().waitFor();
    expect(consoleErrors.filter((text) => !/status of 40[13]/.test(text))).toEqual([]);
  });
});
