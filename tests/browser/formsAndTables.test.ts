/**
 * The form and table standards (D-UI), as a person sees them: money typed as money, letters refused, counters on
 * length-limited text, checks on leaving a field, 保存 / 取消 in reach on a long form, 对应人员 filling 姓名, the
 * login log on one line per row, an empty list that says so and offers 新增, and the 问题反馈 tab clear of the pager.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseRemoteOption, login, startHarness, type Harness } from './harness';

const SHOTS = process.env.SHOTS_DIR;

async function openPage(harness: Harness, account: string, password: string): Promise<{ page: Page; consoleErrors: string[] }> {
  const opened = await harness.newPage();
  opened.page.setDefaultTimeout(60000);
  await login(opened.page, harness.baseUrl, account, password);
  // The login page's own check of the session (401 before logging in) is not this test's concern.
  opened.consoleErrors.length = 0;
  return opened;
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Two boxes overlap when they share any area. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('forms and tables to the standard of a mature admin system', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('types money as money, refuses letters, counts characters and checks a field when it is left', async () => {
    const { page, consoleErrors } = await openPage(harness, 'staff', 'Staff@2026');
    await page.goto(`${harness.baseUrl}/ThesisCost/add`);
    const amount = page.locator('#root_Amount');
    await amount.waitFor();

    await amount.click();
    await amount.pressSequentially('12a34.567');
    expect(await amount.inputValue()).toBe('1,234.56');
    // Leaving the field: the amount shows with two decimals.
    await page.locator('#root_InvoiceNo').click();
    expect(await amount.inputValue()).toBe('1,234.56');

    // A counter under length-limited text, counting characters.
    await page.locator('#root_InvoiceNo').fill('发票-001');
    const counter = page.locator('.ant-input-affix-wrapper', { has: page.locator('#root_InvoiceNo') }).locator('.ant-input-show-count-suffix');
    expect(await counter.innerText()).toBe('6 / 50');

    // Leaving a required field empty shows its message at once, without 保存; typing clears it.
    const reason = page.locator('#root_Reason');
    await reason.click();
    await page.locator('#root_Remark').click();
    const reasonItem = page.locator('.ant-form-item', { has: reason });
    await reasonItem.getByText('报销事由是必填的').waitFor();
    await reason.fill('参加学术会议的版面费');
    await page.locator('#root_Remark').click();
    await reasonItem.getByText('报销事由是必填的').waitFor({ state: 'detached' });
    // A field not yet visited shows nothing.
    expect(
      await page
        .locator('.ant-form-item', { has: page.locator('#root_PayDate') })
        .locator('.ant-form-item-explain-error')
        .count(),
    ).toBe(0);

    // 保存 stays on screen at the foot of the view while the long form is scrolled to the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    const save = page.getByRole('button', { name: /保\s*存/ });
    const box = await save.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    await shot(page, 'form-money-counter');
    expect(consoleErrors).toEqual([]);
  });

  it('fills 姓名 from the chosen 对应人员 on a new user, never over a typed name', async () => {
    const { page } = await openPage(harness, 'admin', 'Admin@2026');
    await page.goto(`${harness.baseUrl}/User/add`);
    const name = page.locator('#root_Name');
    await name.waitFor();
    const person = await harness.db.selectFrom('Person').select(['Name']).where('Name', 'is not', null).orderBy('Id').executeTakeFirstOrThrow();
    const personName = String(person.Name);
    await chooseRemoteOption(page, 'root_Person_Id', personName, new RegExp(personName));
    await expect.poll(() => name.inputValue()).toBe(personName);

    await page.goto(`${harness.baseUrl}/User/add`);
    await page.locator('#root_Name').fill('手填姓名');
    await chooseRemoteOption(page, 'root_Person_Id', personName, new RegExp(personName));
    await page.waitForTimeout(500);
    expect(await page.locator('#root_Name').inputValue()).toBe('手填姓名');
  });

  it('shows the login log one line per row with 结果 on screen', async () => {
    const { page } = await openPage(harness, 'admin', 'Admin@2026');
    await page.goto(`${harness.baseUrl}/loginLog`);
    const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await firstRow.waitFor();
    const rowHeight = (await firstRow.boundingBox())!.height;
    expect(rowHeight).toBeLessThan(48);
    const result = page.locator('.ant-table-thead th', { hasText: '结果' });
    const resultBox = (await result.boundingBox())!;
    expect(resultBox.x + resultBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await shot(page, 'login-log');
  });

  it("keeps a long list's column titles under the tabs while the page scrolls, and every column reachable beside 操作", async () => {
    const { page } = await openPage(harness, 'admin', 'Admin@2026');
    await page.setViewportSize({ width: 1280, height: 560 });
    await page.goto(`${harness.baseUrl}/thesis/list`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await page.mouse.wheel(0, 400);
    // Polled up to 10 s: on a loaded machine the sticky header settles after the scroll's frames (the default is 1 s).
    // Both measured at the same moment: the tab strip may settle too.
    await expect
      .poll(
        async () => {
          const tabs = (await page.locator('.app-tabs-strip').boundingBox())!;
          const header = (await page.locator('.ant-table-thead th', { hasText: '题目' }).first().boundingBox())!;
          return header.y - (tabs.y + tabs.height - 1);
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(0);
    // Scrolled to its right end, the last data column stands clear of the fixed 操作 column.
    await page
      .locator('.ant-table-content, .ant-table-body')
      .first()
      .evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
      });
    const titles = await page.locator('.ant-table-thead th').allInnerTexts();
    const lastData = titles
      .map((text) => text.trim())
      .filter((text) => text !== '' && text !== '操作')
      .at(-1)!;
    await expect
      .poll(
        async () => {
          const last = (await page.locator('.ant-table-thead th', { hasText: lastData }).first().boundingBox())!;
          const actions = (await page.locator('.ant-table-thead th', { hasText: '操作' }).first().boundingBox())!;
          return last.x + last.width <= actions.x + 1;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await shot(page, 'list-sticky-header');
  });

  it('says an empty search found nothing and offers 新增 on an empty module; the 问题反馈 tab leaves the pager free', async () => {
    const { page } = await openPage(harness, 'admin', 'Admin@2026');
    await page.goto(`${harness.baseUrl}/thesis/list`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    const pager = (await page.locator('.ant-pagination').boundingBox())!;
    const tab = (await page.locator('.feedback-float').boundingBox())!;
    expect(overlaps(pager, tab)).toBe(false);
    const actions = (await page.locator('.ant-table-thead th', { hasText: '操作' }).boundingBox())!;
    expect(overlaps(actions, tab)).toBe(false);
    // The content keeps clear of the tab altogether (a card's own links at its right edge included).
    const card = (await page.locator('.ant-card').first().boundingBox())!;
    expect(card.x + card.width).toBeLessThanOrEqual(tab.x);

    await page.getByPlaceholder('请输入关键字').fill(`不存在的题目-${Date.now()}`);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByText('没有符合条件的记录').waitFor();
    await shot(page, 'list-empty-search');

    // A module with no rows yet (an empty table of the catalogue) offers 新增 from the empty list.
    const emptyModule = 'CarRepair';
    await harness.db.deleteFrom(emptyModule as never).execute();
    await page.goto(`${harness.baseUrl}/${emptyModule}/list`);
    const empty = page.locator('.ant-empty');
    await empty.getByText(/^暂无.+记录$/).waitFor();
    await empty.getByRole('button', { name: /新\s*增/ }).click();
    await page.waitForURL(new RegExp(`/${emptyModule}/add`, 'i'));
  });

  it('sorts a list by a column title on the server, keeps the order across pages and page sizes, and shows a phone the simple pager', async () => {
    const { page, consoleErrors } = await openPage(harness, 'admin', 'Admin@2026');
    await page.goto(`${harness.baseUrl}/thesis/list`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    const titles = (await page.locator('.ant-table-thead tr').first().locator('th').allInnerTexts()).map((text) => text.trim());
    const column = titles.indexOf('发表日期');
    expect(column).toBeGreaterThanOrEqual(0);
    // The dates shown (YYYY-MM-DD, so text order is date order), the empty ones left out.
    const dates = async () =>
      (await page.locator(`.ant-table-tbody tr.ant-table-row > td:nth-child(${column + 1})`).allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    const sorter = page.locator('.ant-table-thead th', { hasText: '发表日期' }).first();
    // 发表日期 lies beyond the columns shown beside 操作 (审核状态 comes second): scrolled to, as a person would.
    await page
      .locator('.ant-table-body, .ant-table-content')
      .first()
      .evaluate((body) => {
        body.scrollLeft = body.scrollWidth;
        body.dispatchEvent(new Event('scroll'));
      });
    // The title says what a click does, as antd's sorter tooltip does.
    const hint = (text: string) => page.locator('.ant-tooltip:not(.ant-tooltip-hidden)', { hasText: text });
    await sorter.getByText('发表日期').hover();
    await hint('点击升序').waitFor();
    await sorter.click();
    await expect.poll(() => sorter.getAttribute('aria-sort')).toBe('ascending');
    await hint('点击降序').waitFor();
    await expect
      .poll(async () => {
        const shown = await dates();
        return shown.length > 1 && shown.join() === [...shown].sort().join();
      })
      .toBe(true);
    const firstAscending = (await dates())[0];
    await sorter.click();
    await expect.poll(() => sorter.getAttribute('aria-sort')).toBe('descending');
    await expect
      .poll(async () => {
        const shown = await dates();
        return shown.join() === [...shown].sort().reverse().join() && shown[0] !== firstAscending;
      })
      .toBe(true);
    // The next page keeps the order.
    const lastOfFirstPage = (await dates()).at(-1)!;
    await page.locator('.ant-pagination-item-2').click();
    await expect.poll(() => page.locator('.ant-pagination-item-active').innerText()).toBe('2');
    await expect
      .poll(async () => {
        const shown = await dates();
        return shown.length > 0 && shown.every((date) => date <= lastOfFirstPage);
      })
      .toBe(true);
    // Another page size starts again at page 1, in the same order.
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-item-option', { hasText: '20 条/页' }).click();
    const total = Number((await page.locator('.ant-pagination-total-text').innerText()).replace(/^.* of /, ''));
    await expect.poll(() => page.locator('.ant-pagination-total-text').innerText()).toBe(`1-${Math.min(20, total)} of ${total}`);
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(Math.min(20, total));
    expect(total).toBeGreaterThan(10);
    expect(await sorter.getAttribute('aria-sort')).toBe('descending');
    // A phone: the simple pager, centred.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.locator('.ant-pagination-simple').waitFor();
    expect(await page.locator('.ant-table-pagination.ant-pagination-center').count()).toBe(1);
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  });

  it("asks before a row's 删除, by mouse or keyboard; 取消 keeps the row and 确认 removes it", async () => {
    const { page, consoleErrors } = await openPage(harness, 'admin', 'Admin@2026');
    const title = `待删论文${Date.now()}`;
    const firstId = async (module: string) =>
      (
        (await (await page.request.post(`${harness.baseUrl}/api/${module}/List`, { data: { PageIndex: 1, PageSize: 1 } })).json()) as {
          Data: Array<{ Id: string }>;
        }
      ).Data[0].Id;
    const [journal, person, dept] = [await firstId('Journal'), await firstId('Person'), await firstId('Dept')];
    const created = await page.request.post(`${harness.baseUrl}/api/Thesis/Post`, {
      data: { Title: title, Journal_Id: journal, FirstAuthor_Id: person, Dept_Id: dept, PublishDate: '2025-03-01' },
    });
    expect(created.status()).toBe(200);
    await page.goto(`${harness.baseUrl}/thesis/list`);
    await page.getByPlaceholder('请输入关键字').fill(title);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const row = page.locator('.ant-table-row', { hasText: title });
    await row.waitFor();
    // The link looks as antd's danger Typography.Link does (the theme's error colour), and is a button a keyboard reaches.
    const remove = row.getByRole('button', { name: '删除' });
    expect(await remove.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 77, 79)');
    const popconfirm = page.locator('.ant-popconfirm:not(.ant-popover-hidden)');
    await remove.click();
    await popconfirm.getByText('确定删除这条记录吗?').waitFor();
    await popconfirm.getByRole('button', { name: /取\s*消/ }).click();
    await popconfirm.waitFor({ state: 'hidden' });
    expect(await row.count()).toBe(1);
    // Again from the keyboard: Enter asks, and 确认 deletes.
    await remove.focus();
    await page.keyboard.press('Enter');
    await popconfirm.getByRole('button', { name: /确\s*认/ }).click();
    await page.getByText('删除成功').first().waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  });
});
