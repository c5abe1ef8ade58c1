/**
 * 领导批注 of work reports in the browser (D-REPORT-8): staff files a work report; the dean finds it in
 * /WorkReport/Annotation (filtered by reporter), opens its 批注详情, annotates with a 考核评价 and sees it marked
 * 已批注 there, in the queue and in /WorkReport/Listby; staff then sees the annotation on their report's form. The
 * 科室主任 of staff's department sees only that department's reports, with the 未批注 switch and its count, and
 * another department's report is not theirs to open.
 * Screenshots go to /tmp/annotation-shots.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseRemoteOption, login, startHarness, type Harness } from './harness';

const SHOTS = '/tmp/annotation-shots';
const POLL = { timeout: 20000 };
let TITLE = '';
const ANNOTATION = '随访数据整理及时，下周请重点推进课题申报材料。';

/**
 * What the page's own tables and descriptions show (no Latin letters: no ids, no English labels). The remote select
 * of the filter bar is the shared one, whose chosen person carries their work code (陈思远(BJ10073)) on purpose.
 */
async function cardTexts(page: Page): Promise<string> {
  return (
    await page
      .locator('.ant-card-head-title:visible, .ant-card:visible .ant-table, .ant-card:visible .ant-descriptions, .ant-card:visible .ant-empty')
      .allInnerTexts()
  ).join('\n');
}

describe('领导批注', () => {
  let harness: Harness;
  let reportId = '';
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('staff files a report; the dean annotates it from the queue; staff reads the annotation', async () => {
    // A title of this attempt's own: a retry files a new report rather than finding the last attempt's.
    TITLE = `第47周工作周报-${Date.now()}`;
    const staffPerson = await harness.db
      .selectFrom('User')
      .innerJoin('Person', 'Person.Id', 'User.Person_Id')
      .select(['Person.Id as personId', 'Person.Dept_Id as deptId'])
      .where('User.Account', '=', 'staff')
      .executeTakeFirstOrThrow();

    const staff = await harness.newPage();
    await login(staff.page, harness.baseUrl, 'staff', 'Staff@2026');
    const created = await staff.page.evaluate(
      async (body) => {
        const response = await fetch('/api/WorkReport/Post', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, json: (await response.json()) as { Id?: string } };
      },
      {
        Title: TITLE,
        Person_Id: staffPerson.personId,
        Dept_Id: staffPerson.deptId,
        StartDate: '2026-11-16',
        EndDate: '2026-11-22',
        Content: '完成门诊随访数据整理\n参加科室病例讨论',
        Problems: '随访失访率偏高',
        NextPlan: '准备课题申报材料',
      },
    );
    expect(created.status).toBe(200);
    reportId = String(created.json.Id);

    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'dean', 'Dean@2026');
    // The dean's menu leads to the queue.
    await page.locator('.ant-menu-submenu-title', { hasText: '工作报告' }).first().click();
    await page.locator('.ant-menu-item', { hasText: '领导批注' }).first().click();
    await page.waitForURL((url) => url.pathname === '/WorkReport/Annotation');
    const queue = page.locator('.ant-card:visible', { hasText: '领导批注' });
    await queue.locator('.ant-table-row').first().waitFor(POLL);
    await page.waitForFunction(() => document.title.includes('领导批注'), undefined, POLL);
    // Unannotated first: the first row of the queue is one still to annotate.
    await expect.poll(() => queue.locator('.ant-table-row').first().innerText(), POLL).toContain('未批注');
    await page.screenshot({ path: `${SHOTS}/queue.png` });
    // The filter bar speaks Chinese too (the range picker's own placeholders would be English).
    expect(
      await queue.locator('input[placeholder]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).placeholder).join('')),
    ).not.toMatch(/[A-Za-z]/);

    await chooseRemoteOption(page, 'filter_Person_Id', '陈思远', '陈思远');
    await page.getByRole('button', { name: /筛\s*选/ }).click();
    const row = queue.locator('.ant-table-row', { hasText: TITLE });
    await row.waitFor(POLL);
    await expect.poll(() => row.innerText()).toContain('未批注');
    await page.screenshot({ path: `${SHOTS}/queue-filtered.png` });

    await row.getByRole('link', { name: '批注' }).click();
    await page.waitForURL((url) => url.pathname === '/WorkReport/Details' && url.searchParams.get('q') === reportId);
    await page.locator('.ant-card-head-title:visible', { hasText: TITLE }).waitFor(POLL);
    await page.getByText('随访失访率偏高').waitFor();
    await page.screenshot({ path: `${SHOTS}/details-before.png` });

    // Without a level the box says what is missing, and nothing is sent.
    await page.locator('#annotation_text').fill(ANNOTATION);
    await page.getByRole('button', { name: '提交批注' }).click();
    await page.getByText('请选择考核评价').waitFor();
    await page.locator('#annotation_level').click();
    await page.locator('.ant-select-item-option', { hasText: '良好' }).click();
    await page.getByRole('button', { name: '提交批注' }).click();
    await page.getByText('批注已提交').waitFor();
    // The earlier problem does not lie over the confirmation.
    await expect.poll(() => page.locator('.ant-message-notice', { hasText: '请选择考核评价' }).count(), POLL).toBe(0);
    const previous = page.locator('.ant-card:visible', { hasText: '已有批注' });
    await previous.waitFor(POLL);
    await expect.poll(() => previous.innerText()).toContain(ANNOTATION);
    expect(await previous.innerText()).toContain('王立群');
    expect(await previous.innerText()).toContain('良好');
    await expect.poll(() => page.locator('.ant-card:visible').first().innerText()).toContain('已批注');
    await page.screenshot({ path: `${SHOTS}/details-after.png` });
    expect(await cardTexts(page)).not.toMatch(/[A-Za-z]/);

    // The queue follows: the report now reads 已批注 with its level.
    await page.goto(`${harness.baseUrl}/WorkReport/Annotation`);
    await chooseRemoteOption(page, 'filter_Person_Id', '陈思远', '陈思远');
    await page.getByRole('button', { name: /筛\s*选/ }).click();
    const annotatedRow = page.locator('.ant-card:visible', { hasText: '领导批注' }).locator('.ant-table-row', { hasText: TITLE });
    await expect.poll(() => annotatedRow.innerText(), POLL).toContain('已批注');
    expect(await annotatedRow.innerText()).toContain('良好');
    expect(await cardTexts(page)).not.toMatch(/[A-Za-z]/);

    // 按人员查看: the person's reports, newest first, with their annotation state.
    await page.goto(`${harness.baseUrl}/WorkReport/Listby`);
    const byPerson = page.locator('.ant-card:visible', { hasText: '按人员查看' });
    await byPerson.getByText('请先选择人员').waitFor(POLL);
    await chooseRemoteOption(page, 'filter_Person_Id', '陈思远', '陈思远');
    await page.getByRole('button', { name: /筛\s*选/ }).click();
    const personRow = byPerson.locator('.ant-table-row', { hasText: TITLE });
    await expect.poll(() => personRow.innerText(), POLL).toContain('已批注');
    const starts = await byPerson
      .locator('.ant-table-row')
      .evaluateAll((rows) => rows.map((tr) => (tr as HTMLElement).innerText.match(/\d{4}-\d{2}-\d{2}/)?.[0] ?? ''));
    expect(starts).toEqual([...starts].sort().reverse());
    await page.screenshot({ path: `${SHOTS}/listby.png` });
    expect(await cardTexts(page)).not.toMatch(/[A-Za-z]/);
    // The login page's first session check answers 401 before anyone has logged in.
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);

    // Staff sees the annotation on their own report, read-only.
    await staff.page.goto(`${harness.baseUrl}/WorkReport/add?q=${reportId}`);
    const annotationField = staff.page.locator('textarea[id$="Annotation"]');
    await expect.poll(() => annotationField.inputValue(), POLL).toBe(ANNOTATION);
    expect(await annotationField.isEditable()).toBe(false);
    await annotationField.scrollIntoViewIfNeeded();
    await staff.page.screenshot({ path: `${SHOTS}/staff-form.png` });
    expect(staff.consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  });

  it("shows the 科室主任 only their department's reports, with a 未批注 switch counting what waits", async () => {
    const stamp = Date.now();
    const [staffPerson, adminPerson] = await Promise.all(
      ['staff', 'admin'].map((account) =>
        harness.db
          .selectFrom('User')
          .innerJoin('Person', 'Person.Id', 'User.Person_Id')
          .select(['Person.Id as personId', 'Person.Dept_Id as deptId'])
          .where('User.Account', '=', account)
          .executeTakeFirstOrThrow(),
      ),
    );
    const post = async (account: string, password: string, body: Record<string, unknown>) => {
      const { page } = await harness.newPage();
      await login(page, harness.baseUrl, account, password);
      const created = await page.evaluate(async (payload) => {
        const response = await fetch('/api/WorkReport/Post', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(payload),
        });
        return { status: response.status, json: (await response.json()) as { Id?: string } };
      }, body);
      expect(created.status).toBe(200);
      await page.close();
      return String(created.json.Id);
    };
    const OWN = `心内科第48周工作周报-${stamp}`;
    const OTHER = `科研处第48周工作周报-${stamp}`;
    await post('staff', 'Staff@2026', {
      Title: OWN,
      Person_Id: staffPerson.personId,
      Dept_Id: staffPerson.deptId,
      StartDate: '2026-11-23',
      EndDate: '2026-11-29',
      Content: '门诊随访',
    });
    // Filed naming staff's department: the author's department decides whose it is to annotate.
    const otherId = await post('admin', 'Admin@2026', {
      Title: OTHER,
      Person_Id: adminPerson.personId,
      Dept_Id: staffPerson.deptId,
      StartDate: '2026-11-23',
      EndDate: '2026-11-29',
      Content: '项目检查',
    });

    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'director', 'Director@2026');
    await page.goto(`${harness.baseUrl}/WorkReport/Annotation`);
    const queue = page.locator('.ant-card:visible', { hasText: '领导批注' });
    await queue.locator('.ant-table-row', { hasText: OWN }).waitFor(POLL);
    expect(await queue.locator('.ant-table-row', { hasText: OTHER }).count()).toBe(0);
    // Every report listed is of 心血管内科's people (the seed's reports too).
    for (const text of await queue.locator('.ant-table-row').allInnerTexts()) expect(text).toContain('心血管内科');

    // 未批注(n): n reports wait; choosing it shows exactly those, each 未批注.
    const unannotated = queue.locator('.annotation-state .ant-segmented-item', { hasText: '未批注' });
    await expect.poll(() => unannotated.innerText(), POLL).toMatch(/^未批注\(\d+\)$/);
    const waiting = Number((await unannotated.innerText()).replace(/\D/g, ''));
    expect(waiting).toBeGreaterThan(0);
    await unannotated.click();
    await expect.poll(() => queue.locator('.annotation-state .ant-segmented-item-selected').innerText(), POLL).toMatch(/^未批注/);
    await expect.poll(() => queue.locator('.ant-pagination-total-text').innerText(), POLL).toBe(`共 ${waiting} 条`);
    for (const text of await queue.locator('.ant-table-row').allInnerTexts()) expect(text).toContain('未批注');
    await queue.locator('.ant-table-row', { hasText: OWN }).waitFor(POLL);
    // After the switch's sliding highlight has settled.
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/director-unannotated.png` });
    expect(await cardTexts(page)).not.toMatch(/[A-Za-z]/);
    // 已批注: none of those still waiting.
    await queue.locator('.annotation-state .ant-segmented-item', { hasText: '已批注' }).click();
    await expect.poll(() => queue.locator('.ant-table-row', { hasText: OWN }).count(), POLL).toBe(0);

    // Another department's report is not theirs to open.
    await page.goto(`${harness.baseUrl}/WorkReport/Details?q=${otherId}`);
    await page.getByText('工作周报不存在或无权查看').waitFor(POLL);
    expect(consoleErrors.filter((text) => !/status of (401|404)/.test(text))).toEqual([]);
  });

  it('keeps staff out of the leader pages', async () => {
    const { page } = await harness.newPage();
    await login(page, harness.baseUrl, 'staff', 'Staff@2026');
    await page.goto(`${harness.baseUrl}/WorkReport/Annotation`);
    await page.waitForURL((url) => url.pathname === '/405', POLL);
  });
});
