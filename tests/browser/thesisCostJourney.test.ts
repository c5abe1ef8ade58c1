/**
 * An approval journey, three roles and four people at once: staff files a 论文版面费报销 (ThesisCost) and submits it
 * from the form; the reviewer's bell rises without a reload, they open it from the bell and 退回 it with an opinion;
 * staff sees 已退回 and the opinion, edits and 重新提交; the reviewer 通过; the finance 会签 needs both finance
 * reviewers (one 通过 leaves it waiting for the other); staff sees 已通过 and the whole timeline, 抄送 included; the
 * approval centre lists it under 我已审批 for the reviewer and 我发起的 for staff. Screenshots go to /tmp/thesiscost-shots.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FINANCE_ACCOUNTS, SEED_ACCOUNTS } from '../../server/seed/accounts';
import { pickDate, pickFirstOption } from './formFiller';
import { chooseRemoteOption, login, startHarness, type Harness } from './harness';
import { decide, history, openFromBell, statusBar, statusTag } from './flowSteps';

const SHOTS = '/tmp/thesiscost-shots';

async function centreTabLists(page: Page, baseUrl: string, tab: string, text: string): Promise<void> {
  await page.goto(`${baseUrl}/FlowCenter`);
  await page.getByRole('tab', { name: tab }).click();
  const list = page.locator('.ant-tabs-tabpane-active');
  await list.locator('.ant-table-row', { hasText: text }).first().waitFor({ timeout: 15000 });
}

describe('论文版面费报销 through its flow', () => {
  let harness: Harness;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('is submitted, returned, resubmitted, approved by the research office and by both finance reviewers', async () => {
    const [first, second] = FINANCE_ACCOUNTS.map((key) => SEED_ACCOUNTS[key]);
    const { page: reviewer } = await harness.newPage();
    await login(reviewer, harness.baseUrl, 'reviewer', 'Review@2026');
    const { page: staff } = await harness.newPage();
    await login(staff, harness.baseUrl, 'staff', 'Staff@2026');

    // Staff files the claim and submits it from the form.
    await staff.goto(`${harness.baseUrl}/ThesisCost/list`);
    await staff.getByRole('button', { name: /新\s*增/ }).click();
    await staff.locator('#root_Amount').waitFor();
    await expect.poll(() => statusTag(staff).innerText()).toBe('未提交');
    const reason = `版面费-${Date.now()}`;
    await chooseRemoteOption(staff, 'root_Thesis_Id', '', /./);
    await pickFirstOption(staff, 'root_CostType');
    await chooseRemoteOption(staff, 'root_Applicant_Id', '', /./);
    await chooseRemoteOption(staff, 'root_Dept_Id', '心血管', '心血管内科');
    await staff.locator('#root_Amount').fill('3800');
    await pickDate(staff, 'root_PayDate', false);
    await staff.locator('#root_Reason').fill(reason);
    await staff.getByRole('button', { name: '提交审批' }).click();
    await staff
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*认/ })
      .click();
    await staff.getByText('已提交审批').first().waitFor();
    await staff.locator('#root_Amount').waitFor({ state: 'detached' });
    const row = staff.locator('.ant-table-row', { hasText: '3,800' }).first();
    await row.waitFor();
    const recordUrl = await row.getByRole('link').first().getAttribute('href');
    expect(recordUrl).toMatch(/\/ThesisCost\/add\?q=/i);

    // The reviewer's bell has it without a reload; 退回 with an opinion.
    await openFromBell(reviewer, '论文版面费报销', 'ThesisCost');
    await expect.poll(() => statusTag(reviewer).innerText()).toBe('审核中');
    await expect.poll(() => statusBar(reviewer).innerText()).toContain('科研处');
    await decide(reviewer, /^退\s*回$/, '确认退回', '请附上录用通知');
    await expect.poll(() => statusTag(reviewer).innerText()).toBe('已退回');

    // Staff sees the return and its opinion, edits and resubmits.
    await staff.goto(`${harness.baseUrl}${recordUrl ?? ''}`);
    await expect.poll(() => statusTag(staff).innerText()).toBe('已退回');
    await expect.poll(() => staff.getByTestId('flow-history').innerText()).toContain('请附上录用通知');
    await staff.locator('#root_Reason').fill(`${reason}(已补充)`);
    await staff.getByRole('button', { name: '重新提交' }).click();
    await staff
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*认/ })
      .click();
    await staff.getByText('已提交审批').first().waitFor();
    await expect.poll(() => statusTag(staff).innerText()).toBe('审核中');

    // The reviewer approves; the finance 会签 asks both reviewers at once.
    await reviewer.reload();
    await expect.poll(() => statusTag(reviewer).innerText()).toBe('审核中');
    await decide(reviewer, /^通\s*过$/, '确认通过', '');
    await expect.poll(() => statusBar(reviewer).innerText()).toContain(first.Name);
    expect(await statusBar(reviewer).innerText()).toContain(second.Name);
    await reviewer.screenshot({ path: `${SHOTS}/1-joint-step.png`, fullPage: true });

    const { page: financeA } = await harness.newPage();
    await login(financeA, harness.baseUrl, first.Account, first.Password);
    await openFromBell(financeA, '论文版面费报销', 'ThesisCost');
    await decide(financeA, /^通\s*过$/, '确认通过', '票据齐全');
    // One of two: still under review, waiting only for the other.
    await expect.poll(() => statusTag(financeA).innerText()).toBe('审核中');
    await expect.poll(() => statusBar(financeA).innerText()).toContain(second.Name);
    expect(await statusBar(financeA).innerText()).not.toContain(`${first.Name}、`);

    const { page: financeB } = await harness.newPage();
    await login(financeB, harness.baseUrl, second.Account, second.Password);
    await openFromBell(financeB, '论文版面费报销', 'ThesisCost');
    await decide(financeB, /^通\s*过$/, '确认通过', '同意报销');
    await expect.poll(() => statusTag(financeB).innerText()).toBe('已通过');

    // Staff's form follows: 已通过, read-only, the whole timeline with the 抄送 to the department head.
    await staff.reload();
    await expect.poll(() => statusTag(staff).innerText(), { timeout: 15000 }).toBe('已通过');
    const entries = await history(staff).allInnerTexts();
    expect(entries.map((entry) => /^(提交|通过|退回|不通过|抄送)/.exec(entry)?.[1])).toEqual(['提交', '退回', '提交', '通过', '通过', '通过', '抄送']);
    // Decided, it reads as values (D-UI-11): no input left.
    await staff.getByTestId('record-read-view').waitFor();
    expect(await staff.locator('#root_Reason').count()).toBe(0);
    await staff.screenshot({ path: `${SHOTS}/2-staff-approved.png`, fullPage: true });

    // The centre: 我已审批 for the reviewer, 我发起的 for staff.
    await centreTabLists(reviewer, harness.baseUrl, '我已审批', '论文版面费报销');
    await centreTabLists(staff, harness.baseUrl, '我发起的', '论文版面费报销');
  });
});
