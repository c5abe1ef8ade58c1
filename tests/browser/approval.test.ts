/**
 * An approval on the record's form, two people at once: staff files a thesis and presses 提交审批; the reviewer's
 * bell rises without a reload, they open the item, find it 审核中 and read-only, and 退回 it with an opinion; staff
 * sees 已退回 and the opinion, edits and 重新提交; the reviewer 通过, then the second step's approver (admin) 通过;
 * staff sees 已通过, a read-only form and the whole timeline; and a draft submitted from its list row (提交). Screenshots of each state go
 * to /tmp/approval-shots.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseRemoteOption, login, startHarness, type Harness } from './harness';
import { decide, history, openFromBell, statusTag } from './flowSteps';

const SHOTS = '/tmp/approval-shots';

/** What the approval parts of the form show must be Chinese, without raw ids. */
async function expectPlainChinese(page: Page, recordId: string): Promise<void> {
  const text = [await page.getByTestId('flow-status-bar').innerText(), await page.getByTestId('flow-history').innerText()].join('\n');
  expect(text).not.toMatch(/[A-Za-z]{2,}/);
  expect(text).not.toContain(recordId);
}

describe('an approval on the form', () => {
  let harness: Harness;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('staff submits a thesis, the reviewer returns it, staff resubmits, both steps approve', async () => {
    const { page: reviewer } = await harness.newPage();
    await login(reviewer, harness.baseUrl, 'reviewer', 'Review@2026');

    const { page: staff } = await harness.newPage();
    await login(staff, harness.baseUrl, 'staff', 'Staff@2026');
    await staff.goto(`${harness.baseUrl}/Thesis/list`);
    await staff.getByRole('button', { name: /新\s*增/ }).click();
    await staff.locator('#root_Title').waitFor();
    await expect.poll(() => statusTag(staff).innerText()).toBe('未提交');
    const title = `社区高血压随访管理研究-${Date.now()}`;
    await staff.locator('#root_Title').fill(title);
    await chooseRemoteOption(staff, 'root_Journal_Id', '中华', /中华/);
    await chooseRemoteOption(staff, 'root_FirstAuthor_Id', '', /./);
    await chooseRemoteOption(staff, 'root_Dept_Id', '心血管', '心血管内科');
    await staff.locator('#root_PublishDate').click();
    await staff.locator('#root_PublishDate').fill('2025-03-15');
    await staff.locator('.ant-picker-dropdown td[title="2025-03-15"]').click();
    await staff.screenshot({ path: `${SHOTS}/1-staff-new.png`, fullPage: true });

    // 提交审批 saves the new record, submits it and goes back to the list, where its row reads 审核中.
    await staff.getByRole('button', { name: '提交审批' }).click();
    await staff
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*认/ })
      .click();
    await staff.getByText('已提交审批').first().waitFor();
    await staff.locator('#root_Title').waitFor({ state: 'detached' });
    const row = staff.locator('.ant-table-row', { hasText: title });
    await row.waitFor();
    await expect.poll(() => row.locator('.ant-tag').first().innerText()).toBe('审核中');
    expect(await row.getByText('编辑').count()).toBe(0);
    const recordUrl = await row.getByRole('link', { name: title }).getAttribute('href');
    const recordId = new URL(`${harness.baseUrl}${recordUrl ?? ''}`).searchParams.get('q') ?? '';
    expect(recordId).not.toBe('');

    // Live: the reviewer's bell lists the new item without a reload (its badge already reads 99+ from the seeded items).
    await openFromBell(reviewer, title, 'Thesis');
    await expect.poll(() => statusTag(reviewer).innerText()).toBe('审核中');
    await expect.poll(() => reviewer.getByTestId('flow-status-bar').innerText()).toContain('科研处初审 · 待 林晓雯 审批');
    // Not the reviewer's to change: the record reads as values (D-UI-11), no input, no 保存.
    await reviewer.getByTestId('record-read-view').waitFor();
    expect(await reviewer.locator('#root_Title').count()).toBe(0);
    expect(await reviewer.getByRole('button', { name: /保\s*存/ }).count()).toBe(0);
    await reviewer.screenshot({ path: `${SHOTS}/2-reviewer-reviewing.png`, fullPage: true });
    await expectPlainChinese(reviewer, recordId);

    // 退回 needs a reason: the dialog says so before anything is sent.
    await reviewer.getByRole('button', { name: /^退\s*回$/ }).click();
    const dialog = reviewer.locator('.ant-modal', { hasText: '审批意见' });
    await dialog.getByRole('button', { name: '确认退回' }).click();
    await dialog.getByText('请填写退回的理由').first().waitFor();
    await reviewer.screenshot({ path: `${SHOTS}/3-reviewer-return-dialog.png` });
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await decide(reviewer, /^退\s*回$/, '确认退回', '请补充期刊的影响因子');
    await reviewer.getByText('已退回').locator('visible=true').first().waitFor();
    await expect.poll(() => statusTag(reviewer).innerText()).toBe('已退回');
    expect(await reviewer.getByRole('button', { name: /^通\s*过$/ }).count()).toBe(0);

    // Staff sees the return and the opinion, edits and resubmits from the form.
    await staff.goto(`${harness.baseUrl}${recordUrl ?? ''}`);
    await expect.poll(() => statusTag(staff).innerText()).toBe('已退回');
    await expect.poll(() => history(staff).allInnerTexts()).toEqual([expect.stringContaining('提交'), expect.stringContaining('请补充期刊的影响因子')]);
    expect(await staff.locator('#root_Title').isDisabled()).toBe(false);
    await staff.screenshot({ path: `${SHOTS}/4-staff-returned.png`, fullPage: true });
    await expectPlainChinese(staff, recordId);
    const edited = `${title}(补充)`;
    await staff.locator('#root_Title').fill(edited);
    await staff.getByRole('button', { name: '重新提交' }).click();
    await staff
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*认/ })
      .click();
    await staff.getByText('已提交审批').first().waitFor();
    await expect.poll(() => statusTag(staff).innerText()).toBe('审核中');
    await expect.poll(() => staff.getByTestId('record-read-view').count()).toBe(1);
    await expect.poll(() => staff.getByTestId('record-read-view').innerText()).toContain(edited);
    expect(await staff.getByRole('button', { name: '重新提交' }).count()).toBe(0);

    // The reviewer approves step 1; the second step waits for the research office's head (admin).
    await reviewer.reload();
    await expect.poll(() => statusTag(reviewer).innerText()).toBe('审核中');
    await decide(reviewer, /^通\s*过$/, '确认通过', '');
    await expect.poll(() => reviewer.getByTestId('flow-status-bar').innerText()).toContain('科研处长审批 · 待 周建华 审批');

    const { page: admin } = await harness.newPage();
    await login(admin, harness.baseUrl, 'admin', 'Admin@2026');
    await openFromBell(admin, edited, 'Thesis');
    await expect.poll(() => statusTag(admin).innerText()).toBe('审核中');
    await decide(admin, /^通\s*过$/, '确认通过', '同意登记');
    await expect.poll(() => statusTag(admin).innerText()).toBe('已通过');

    // Staff's open form follows the decision (the hub's notice), read-only, the timeline complete.
    await expect.poll(() => statusTag(staff).innerText(), { timeout: 15000 }).toBe('已通过');
    await expect.poll(() => history(staff).count()).toBe(5);
    const entries = await history(staff).allInnerTexts();
    expect(entries.map((entry) => /^(提交|通过|退回|不通过)/.exec(entry)?.[1])).toEqual(['提交', '退回', '提交', '通过', '通过']);
    expect(entries[4]).toContain('同意登记');
    expect(await staff.getByTestId('record-read-view').count()).toBe(1);
    expect(await staff.getByRole('button', { name: /保\s*存/ }).count()).toBe(0);
    await staff.screenshot({ path: `${SHOTS}/5-staff-approved.png`, fullPage: true });
    await expectPlainChinese(staff, recordId);
  });

  it('staff submits a draft from the list row (提交), and the row reads 审核中', async () => {
    const { page: staff, consoleErrors } = await harness.newPage();
    await login(staff, harness.baseUrl, 'staff', 'Staff@2026');
    const title = `列表提交测试-${Date.now()}`;
    await staff.evaluate(async (title) => {
      const first = async (module: string) => {
        const response = await fetch(`/api/${module}/List`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ PageIndex: 1, PageSize: 1 }),
        });
        return ((await response.json()) as { Data: Array<{ Id: string }> }).Data[0];
      };
      const [journal, person, dept] = [await first('Journal'), await first('Person'), await first('Dept')];
      await fetch('/api/Thesis/Post', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ Title: title, Journal_Id: journal.Id, FirstAuthor_Id: person.Id, Dept_Id: dept.Id, PublishDate: '2025-03-01' }),
      });
    }, title);
    await staff.goto(`${harness.baseUrl}/Thesis/list`);
    const row = staff.locator('.ant-table-row', { hasText: title });
    await row.waitFor();
    await expect.poll(() => row.locator('.ant-tag').first().innerText()).toBe('未提交');
    await row.getByText('提交', { exact: true }).click();
    await staff
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*认/ })
      .click();
    await staff.getByText('已提交审批').first().waitFor();
    await expect.poll(() => row.locator('.ant-tag').first().innerText(), { timeout: 15000 }).toBe('审核中');
    expect(await row.getByText('提交', { exact: true }).count()).toBe(0);
    expect(await row.getByText('编辑').count()).toBe(0);
    await staff.screenshot({ path: `${SHOTS}/6-staff-list-submitted.png` });
    expect(consoleErrors.filter((t) => !/status of 401/.test(t))).toEqual([]);
  });
});
