/**
 * The form's new approval buttons and dialogs, before the engine's endpoints exist: the record's state (the flags
 * that offer 撤回, 催办, 转办, 加签, 退回到, 自选) and the action calls are answered by the test in the browser
 * (page.route), so what is checked is what the form shows and the exact requests it sends. The people picker searches
 * the real server. flowActions.test.ts runs the same journeys against the real engine after the merge. Screenshots go
 * to /tmp/flow-actions-ui-shots.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import type { ApiRecord, FlowRecordState, PageResult } from '../../contract/index';
import { login, startHarness, type Harness } from './harness';

const SHOTS = '/tmp/flow-actions-ui-shots';
const POLL = { timeout: 20000 };

interface Sent {
  path: string;
  contentType: string;
  body: Record<string, unknown>;
}

async function api<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return (await response.json()) as T;
    },
    { path, body },
  );
}

async function newThesis(staff: Page, title: string, submit: boolean): Promise<string> {
  // The record is real (the people pickers read its running flow): an engine faked for an earlier journey must not
  // answer this submission.
  await staff.unrouteAll({ behavior: 'wait' });
  const first = async (module: string) => (await api<PageResult<ApiRecord>>(staff, `/api/${module}/List`, { PageIndex: 1, PageSize: 1 })).Data[0];
  const [journal, person, dept] = [await first('Journal'), await first('Person'), await first('Dept')];
  const record = await api<ApiRecord>(staff, '/api/Thesis/Post', {
    Title: title,
    Journal_Id: journal.Id,
    FirstAuthor_Id: person.Id,
    Dept_Id: dept.Id,
    PublishDate: '2025-03-01',
  });
  if (submit) await api(staff, '/api/FlowState/Submit', { ModuleName: 'Thesis', Business_Id: String(record.Id) });
  return String(record.Id);
}

const baseState = (id: string): FlowRecordState => ({
  ModuleName: 'Thesis',
  Business_Id: id,
  FlowStatus: '审核中',
  CurrentStep: 2,
  StepName: '科研处长审批',
  Approvers: [{ Name: '周建华', Account: 'admin' }],
  IsOwner: false,
  CanSubmit: false,
  CanDecide: false,
  ReadOnly: true,
  CanWithdraw: false,
  CanRemind: false,
  RemindAvailableAt: null,
  CanTransfer: false,
  CanAddSigner: false,
  ReturnTargets: [],
  ChosenSteps: [],
});

/** Answers the record's state from `state()` and every action call with a success, keeping what was sent. */
async function fakeEngine(page: Page, state: () => FlowRecordState): Promise<Sent[]> {
  const sent: Sent[] = [];
  await page.route(/\/api\/FlowState\/State\//, (route) => route.fulfill({ json: state() }));
  await page.route(/\/api\/FlowState\/(Withdraw|Transfer|AddSigner|Remind|Decide|Submit)$/, async (route: Route) => {
    const request = route.request();
    const contentType = request.headers()['content-type'] ?? '';
    const raw = request.postData() ?? '';
    const body = contentType.includes('json') ? (JSON.parse(raw) as Record<string, unknown>) : Object.fromEntries(new URLSearchParams(raw));
    sent.push({ path: new URL(request.url()).pathname, contentType, body });
    const s = state();
    await route.fulfill({
      json: { ModuleName: 'Thesis', Business_Id: s.Business_Id, FlowExample_Id: 'e', FlowStatus: s.FlowStatus, CurrentStep: s.CurrentStep },
    });
  });
  return sent;
}

async function openRecord(page: Page, baseUrl: string, id: string): Promise<void> {
  await page.goto(`${baseUrl}/Thesis/add?q=${id}`);
  await page.getByTestId('flow-status-bar').waitFor();
}

describe("the form's approval actions (engine answered by the test)", () => {
  let harness: Harness;
  let staff: Page;
  let adminId: string;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    harness = await startHarness();
    staff = (await harness.newPage()).page;
    await login(staff, harness.baseUrl, 'staff', 'Staff@2026');
    const candidates = await staff.evaluate(
      async () =>
        (await (await fetch('/api/FlowState/Candidates?KeyWord=admin&ModuleName=Thesis&Purpose=Chosen', { credentials: 'include' })).json()) as Array<{
          Id: string;
          Account: string;
        }>,
    );
    adminId = candidates.find((c) => c.Account === 'admin')?.Id ?? '';
    expect(adminId).not.toBe('');
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('the applicant 催办 (then it waits, saying until when) and 撤回', async () => {
    const id = await newThesis(staff, `催办界面测试-${Date.now()}`, true);
    let state: FlowRecordState = { ...baseState(id), IsOwner: true, CanWithdraw: true, CanRemind: true };
    const sent = await fakeEngine(staff, () => state);
    await openRecord(staff, harness.baseUrl, id);
    const remind = staff.getByRole('button', { name: /^催\s*办$/ });
    await remind.waitFor();
    expect(await staff.getByRole('button', { name: /^通\s*过$/ }).count()).toBe(0);

    const later = new Date(Date.now() + 50 * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const at = `${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())} ${pad(later.getHours())}:${pad(later.getMinutes())}:00`;
    state = { ...state, CanRemind: false, RemindAvailableAt: at };
    await remind.click();
    await staff.getByText('已催办,审批人会收到提醒').first().waitFor();
    expect(sent.at(-1)).toMatchObject({ path: '/api/FlowState/Remind', body: { ModuleName: 'Thesis', Business_Id: id } });
    await expect.poll(() => remind.isDisabled(), POLL).toBe(true);
    // The pointer is still where 催办 was clicked: it must come back for the hover to start.
    await staff.mouse.move(0, 0);
    await staff.getByTestId('flow-remind-waiting').hover();
    await staff.locator('.ant-tooltip:visible').filter({ hasText: '后再次催办' }).waitFor();
    expect(await staff.locator('.ant-tooltip:visible').innerText()).toContain(`${pad(later.getHours())}:${pad(later.getMinutes())}`);
    await staff.screenshot({ path: `${SHOTS}/1-remind-waiting.png` });

    await staff.getByRole('button', { name: /^撤\s*回$/ }).click();
    await staff.locator('.ant-popconfirm:visible').getByText('确定撤回该申请吗?').waitFor();
    await staff.screenshot({ path: `${SHOTS}/2-withdraw-confirm.png` });
    state = { ...state, FlowStatus: '未提交', CanWithdraw: false, RemindAvailableAt: null, CanSubmit: true, ReadOnly: false };
    await staff
      .locator('.ant-popconfirm:visible')
      .getByRole('button', { name: /撤\s*回/ })
      .click();
    await staff.getByText('已撤回').first().waitFor();
    expect(sent.at(-1)).toMatchObject({ path: '/api/FlowState/Withdraw', body: { ModuleName: 'Thesis', Business_Id: id } });
    await expect.poll(() => staff.getByTestId('flow-status-bar').locator('.ant-tag').innerText(), POLL).toBe('未提交');
    await staff.getByRole('button', { name: '提交审批' }).waitFor();
  });

  it('the approver 退回到 an earlier step, 转办 and 加签 with the people picker and 常用语', async () => {
    const id = await newThesis(staff, `审批人界面测试-${Date.now()}`, true);
    const { page: reviewer, consoleErrors } = await harness.newPage();
    await login(reviewer, harness.baseUrl, 'reviewer', 'Review@2026');
    const state: FlowRecordState = {
      ...baseState(id),
      CanDecide: true,
      CanTransfer: true,
      CanAddSigner: true,
      ReturnTargets: [
        { Step: 0, Name: '申请人' },
        { Step: 1, Name: '科研处初审' },
      ],
    };
    const sent = await fakeEngine(reviewer, () => state);
    await openRecord(reviewer, harness.baseUrl, id);

    await reviewer.getByRole('button', { name: /^退\s*回$/ }).click();
    const dialog = reviewer.locator('.ant-modal:visible', { hasText: '审批意见' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('确定退回给申请人修改吗?');
    await dialog.locator('.ant-select[aria-label="退回到"]').click();
    await reviewer.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '第1步:科研处初审' }).click();
    await expect.poll(() => dialog.innerText()).toContain('确定退回到科研处初审重新审批吗?');
    await dialog.getByTestId('flow-phrases').getByText('请修改后重新提交', { exact: true }).click();
    await reviewer.screenshot({ path: `${SHOTS}/3-return-to-step.png` });
    await dialog.getByRole('button', { name: '确认退回' }).click();
    await reviewer.getByText('已退回').locator('visible=true').first().waitFor();
    expect(sent.at(-1)).toMatchObject({
      path: '/api/FlowState/Decide',
      body: { ModuleName: 'Thesis', Business_Id: id, Decision: 'Returned', Opinion: '请修改后重新提交', ReturnTo: '1' },
    });

    await reviewer.getByRole('button', { name: /^转\s*办$/ }).click();
    const transfer = reviewer.locator('.ant-modal:visible', { hasText: '转办给他人审批' });
    await transfer.waitFor();
    await transfer.getByRole('button', { name: '确认转办' }).click();
    await transfer.getByText('请选择人员').first().waitFor();
    await transfer.getByRole('combobox', { name: '转办给' }).click();
    await reviewer.keyboard.type('周建');
    await reviewer.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '周建华' }).first().click();
    await transfer.getByLabel('审批意见').fill('请处长直接审批');
    await reviewer.screenshot({ path: `${SHOTS}/4-transfer.png` });
    await transfer.getByRole('button', { name: '确认转办' }).click();
    await reviewer.getByText('已转办').first().waitFor();
    expect(sent.at(-1)).toMatchObject({
      path: '/api/FlowState/Transfer',
      body: { ModuleName: 'Thesis', Business_Id: id, To_User_Id: adminId, Opinion: '请处长直接审批' },
    });

    await reviewer.getByRole('button', { name: /^加\s*签$/ }).click();
    const signer = reviewer.locator('.ant-modal:visible', { hasText: '加签人' });
    await signer.waitFor();
    await signer.getByRole('combobox', { name: '加签人' }).click();
    await reviewer.keyboard.type('admin');
    await reviewer.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '周建华' }).first().click();
    await signer.getByText('在我之后').click();
    // The list closed with the pick: nothing lies over the dialog's own controls.
    await reviewer.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await reviewer.screenshot({ path: `${SHOTS}/5-add-signer.png` });
    await signer.getByRole('button', { name: '确认加签' }).click();
    await reviewer.getByText('已加签').first().waitFor();
    expect(sent.at(-1)).toMatchObject({
      path: '/api/FlowState/AddSigner',
      body: { ModuleName: 'Thesis', Business_Id: id, User_Id: adminId, Position: 'After', Opinion: '' },
    });
    const shown = [await reviewer.getByTestId('flow-status-bar').innerText(), await reviewer.locator('.ant-card-body').first().innerText()].join('\n');
    expect(shown).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(consoleErrors.filter((t) => !/status of 401/.test(t))).toEqual([]);
  });

  it('the applicant chooses the people of a 自选 step before submitting', async () => {
    const id = await newThesis(staff, `自选界面测试-${Date.now()}`, false);
    let state: FlowRecordState = {
      ...baseState(id),
      FlowStatus: '未提交',
      CurrentStep: 0,
      StepName: null,
      Approvers: [],
      IsOwner: true,
      CanSubmit: true,
      ReadOnly: false,
      ChosenSteps: [{ Key: 'leader', Name: '课题组长审核' }],
    };
    const sent = await fakeEngine(staff, () => state);
    await openRecord(staff, harness.baseUrl, id);
    await staff.getByRole('button', { name: '提交审批' }).click();
    await staff
      .locator('.ant-popconfirm:visible')
      .getByRole('button', { name: /确\s*认/ })
      .click();
    const dialog = staff.locator('.ant-modal:visible', { hasText: '选择审批人' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await dialog.getByText('请为“课题组长审核”选择审批人').waitFor();
    await dialog.getByRole('combobox', { name: '课题组长审核' }).click();
    await staff.keyboard.type('admin');
    await staff.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '周建华' }).first().click();
    await staff.screenshot({ path: `${SHOTS}/6-chosen.png` });
    state = { ...state, FlowStatus: '审核中', CanSubmit: false, ReadOnly: true, ChosenSteps: [] };
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await staff.getByText('已提交审批').first().waitFor();
    const submit = sent.filter((s) => s.path === '/api/FlowState/Submit');
    expect(submit).toHaveLength(1);
    expect(submit[0].contentType).toContain('application/json');
    expect(submit[0].body).toEqual({ ModuleName: 'Thesis', Business_Id: id, Chosen: { leader: [adminId] } });
  });
});
