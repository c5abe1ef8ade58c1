import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, PageResult } from '../../contract/index';
import { apiFromPage, login, startHarness, type Harness } from './harness';

const SHOTS = '/work/notes';

describe('修改记录 on a record', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('staff edits a paper’s title, then reads 题目: old → new in its 修改记录', async () => {
    const { page, consoleErrors } = await harness.newPage();
    page.setDefaultTimeout(60000);
    await login(page, harness.baseUrl, 'staff', 'Staff@2026');
    const first = async (module: string) =>
      (await apiFromPage<PageResult<ApiRecord>>(page, `/api/${module}/List`, { PageIndex: 1, PageSize: 1 })).json.Data[0]!;
    const [journal, person, dept] = [await first('Journal'), await first('Person'), await first('Dept')];
    const title = `修改记录-${Date.now()}`;
    const created = await apiFromPage<ApiRecord>(page, '/api/Thesis/Post', {
      Title: title,
      Journal_Id: journal.Id,
      FirstAuthor_Id: person.Id,
      Dept_Id: dept.Id,
      PublishDate: '2025-03-01',
    });
    expect(created.status).toBe(200);
    const recordUrl = `${harness.baseUrl}/Thesis/add?q=${encodeURIComponent(String(created.json.Id))}`;

    await page.goto(recordUrl);
    await page.locator('#root_Title').waitFor();
    const edited = `${title}(修订)`;
    await page.locator('#root_Title').fill(edited);
    await page.getByRole('button', { name: /保\s*存/ }).click();
    // A saved form closes and goes back to the list, where the row shows the new title.
    await page.locator('.ant-table-row', { hasText: edited }).waitFor();

    await page.goto(recordUrl);
    const tabs = page.getByTestId('record-tabs');
    await tabs.getByRole('tab', { name: '审批记录' }).waitFor();
    await page.getByTestId('flow-history').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/history-flow-tab.png` });
    await tabs.getByRole('tab', { name: '修改记录' }).click();
    const entries = page.getByTestId('record-history-entry');
    await expect.poll(() => entries.count()).toBe(2);
    const [update, create] = await entries.allInnerTexts();
    expect(update).toMatch(/^陈思远 修改 \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(127\.0\.0\.1\)/);
    expect(update).toContain(`题目: ${title} → ${edited}`);
    expect(create).toContain('陈思远 新增');
    expect(create).toContain(`题目: ${title}`);
    // Related records by their names, never their ids.
    expect(create).toContain(`科室: ${String(dept.Name)}`);
    expect(create).not.toContain(String(dept.Id));
    await page.getByTestId('record-history').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/history-record-tab.png` });
    // The login page's check of a session that does not exist yet answers 401.
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  });
});
