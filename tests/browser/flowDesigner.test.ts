/**
 * The visual flow designer as the administrator uses it: /flow/list → 新增 opens the designer (not the generic form
 * with its JSON textarea); the module is picked by its Chinese name; an approver step by role, then a condition
 * branch on 报销金额 with a second approver inside it; a draft with a step lacking its approver shows the Chinese
 * problem and is not saved; the saved flow reopens with the same chain; a step that can be left with nobody to
 * approve it is flagged and fixed with its 无审批人时 policy. Screenshots go to /tmp/flow-designer-shots.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiFromPage, login, startHarness, type Harness } from './harness';

const SHOTS = '/tmp/flow-designer-shots';

/** Picks an option of an antd select by its label. */
async function choose(page: Page, id: string, label: string, typed = label): Promise<void> {
  await page.locator(`#${id}`).click({ force: true });
  await page.locator(`#${id}`).fill(typed);
  const dropdown = page.locator('.ant-select-dropdown', { has: page.locator(`#${id}_list`) });
  await dropdown.locator('.ant-select-item-option', { hasText: label }).first().click();
}

/** The round “+” (the n-th of a scope) → one of 审批人 / 抄送人 / 条件分支. */
async function addNode(page: Page, scope: Locator, nth: number, kind: '审批人' | '抄送人' | '条件分支'): Promise<void> {
  await scope.getByRole('button', { name: '添加节点' }).nth(nth).click();
  await page.locator('.ant-popover .flow-add-choice', { hasText: kind }).locator('visible=true').click();
  if (kind !== '条件分支') await drawerOpen(page);
}

const drawer = (page: Page) => page.locator('.ant-drawer-content').locator('visible=true');

/** Waits until the drawer has slid in (its inputs move until then). */
async function drawerOpen(page: Page): Promise<void> {
  await drawer(page).waitFor();
  let last = -1;
  await expect
    .poll(
      async () => {
        const x = (await drawer(page).boundingBox())?.x ?? -1;
        const settled = x === last;
        last = x;
        return settled;
      },
      { interval: 100 },
    )
    .toBe(true);
}

async function closeDrawer(page: Page): Promise<void> {
  await drawer(page)
    .getByRole('button', { name: /关\s*闭|Close/ })
    .click();
  await drawer(page).waitFor({ state: 'detached' });
}

/** Everything on the canvas must be Chinese: no codes, no English words. */
async function expectPlainChinese(page: Page): Promise<void> {
  expect(await page.getByTestId('flow-canvas').innerText()).not.toMatch(/[A-Za-z]{2,}/);
}

/** Saving publishes a version: the designer asks first; this answers 发布. */
async function confirmPublish(page: Page, title: string | RegExp): Promise<void> {
  const question = page.locator('.ant-modal-confirm', { hasText: title });
  await question.waitFor();
  await question.getByRole('button', { name: /发\s*布/ }).click();
  await question.waitFor({ state: 'detached' });
}

/** Finds a flow in /flow/list by its name (78 seeded flows span several pages) and opens it in the designer. */
async function editFlowRow(page: Page, name: string): Promise<void> {
  const keyword = page.getByPlaceholder('请输入关键字').locator('visible=true');
  await keyword.fill(name);
  await keyword.press('Enter');
  await page
    .locator('.ant-table-row')
    .filter({ has: page.getByText(name, { exact: true }) })
    .getByRole('link', { name: '编辑' })
    .click();
}

describe('the visual flow designer', () => {
  let harness: Harness;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('designs a flow with a role step and a condition branch, refuses an incomplete draft, and reopens it unchanged', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    await page.goto(`${harness.baseUrl}/flow/list`);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await page.getByTestId('flow-canvas').waitFor();
    // The designer, never the JSON textarea of the generic form.
    expect(await page.locator('#root_Steps').count()).toBe(0);

    const name = `课题经费报销审批-${Date.now()}`;
    await page.locator('#flow-name').fill(name);
    await choose(page, 'flow-module', '课题经费报销');

    // An approver step left without its role: the Chinese problem, and nothing saved.
    await addNode(page, page.getByTestId('flow-canvas'), 0, '审批人');
    await drawer(page).locator('#flow-node-name').fill('科研处审核');
    await closeDrawer(page);
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => page.getByTestId('flow-designer-problems').innerText()).toContain('「科研处审核」未选择审批角色');
    expect(new URL(page.url()).pathname.toLowerCase()).toBe('/flow/add');

    // The role, and 会签.
    await page.getByTestId('flow-node-card').first().click();
    await drawerOpen(page);
    await choose(page, 'flow-approver-role', '科研处审核员', '科研处');
    await drawer(page).getByText('会签', { exact: true }).click();
    await closeDrawer(page);
    // The problems shown shrink as they are fixed.
    await expect.poll(() => page.getByTestId('flow-designer-problems').count()).toBe(0);

    // A condition after it: 报销金额 大于 50000 → 院长审批; the default branch goes on directly.
    await addNode(page, page.getByTestId('flow-canvas'), 1, '条件分支');
    await page.getByTestId('flow-branch-card').first().click();
    await drawerOpen(page);
    await drawer(page).locator('#flow-branch-name').fill('大额报销');
    await drawer(page)
      .getByRole('button', { name: /添加条件/ })
      .click();
    await choose(page, 'flow-condition-0-field', '报销金额(元)', '报销金额');
    await page.locator('#flow-condition-0-operator').click({ force: true });
    await page
      .locator('.ant-select-dropdown', { has: page.locator('#flow-condition-0-operator_list') })
      .locator('.ant-select-item-option', { hasText: /^大于$/ })
      .click();
    await page.locator('#flow-condition-0-value').fill('50000');
    await page.screenshot({ path: `${SHOTS}/2-drawer-condition.png` });
    await closeDrawer(page);
    const bigBranch = page.getByTestId('flow-branch').first();
    await addNode(page, bigBranch, 0, '审批人');
    await drawer(page).locator('#flow-node-name').fill('院长审批');
    await choose(page, 'flow-approver-role', '院长');
    await page.screenshot({ path: `${SHOTS}/3-drawer-approver.png` });
    await closeDrawer(page);

    const cards = () => page.getByTestId('flow-canvas').innerText();
    await expect.poll(cards).toContain('角色:科研处审核员 · 会签');
    await expect.poll(cards).toContain('报销金额(元) 大于 50000');
    await expect.poll(cards).toContain('角色:院长 · 或签');
    await expectPlainChinese(page);
    await page.getByTestId('flow-canvas').screenshot({ path: `${SHOTS}/1-canvas-condition.png` });

    await page.getByRole('button', { name: /保\s*存/ }).click();
    await confirmPublish(page, '确定发布该审批流程吗?');
    await page.getByText('保存成功').first().waitFor();
    await page.waitForURL((url) => url.pathname.toLowerCase() === '/flow/list');

    // Reopened from the list: the same chain, in order.
    const row = page.locator('.ant-table-row', { hasText: name });
    await row.getByRole('link', { name: '编辑' }).click();
    await page.getByTestId('flow-canvas').waitFor();
    await expect.poll(() => page.locator('#flow-name').inputValue()).toBe(name);
    expect(await page.locator('#flow-module').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]').innerText()).toContain('课题经费报销');
    await expect
      .poll(() => page.getByTestId('flow-node-card').allInnerTexts())
      .toEqual([expect.stringContaining('科研处审核'), expect.stringContaining('院长审批')]);
    expect(await page.getByTestId('flow-branch-card').allInnerTexts()).toEqual([
      expect.stringMatching(/大额报销[\s\S]*报销金额\(元\) 大于 50000/),
      expect.stringMatching(/默认[\s\S]*其他情况/),
    ]);
    await expectPlainChinese(page);
    await page.screenshot({ path: `${SHOTS}/4-reopened.png`, fullPage: true });
    // Only the login page's probe before signing in fails.
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);

    // It takes effect on the next submission: staff's large 课题经费报销 goes through the designed steps, the branch taken.
    const { page: staff } = await harness.newPage();
    await login(staff, harness.baseUrl, 'staff', 'Staff@2026');
    const someId = async (table: string) => String((await harness.db.selectFrom(table).select('Id').limit(1).executeTakeFirstOrThrow()).Id);
    const claim = await apiFromPage<{ Id: string }>(staff, '/api/ProblemCost/Post', {
      Title: `大额设备采购-${Date.now()}`,
      Problem_Id: await someId('Problem'),
      Applicant_Id: await someId('Person'),
      Dept_Id: await someId('Dept'),
      ApplyDate: '2025-06-16',
      ExpenseCategory: '项目研究',
      Amount: 68000,
      Reason: '购置离心机一台',
    });
    expect(claim.status).toBe(200);
    await staff.goto(`${harness.baseUrl}/ProblemCost/add?q=${claim.json.Id}`);
    await staff.getByRole('button', { name: '提交审批' }).click();
    await staff
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*认/ })
      .click();
    await staff.getByText('已提交审批').first().waitFor();
    await expect.poll(() => staff.getByTestId('flow-status-bar').innerText()).toContain('科研处审核');
    const diagram = staff.getByTestId('flow-diagram-section');
    await expect.poll(() => diagram.innerText()).toContain('院长审批');
    expect(await diagram.innerText()).toContain('报销金额(元) 大于 50000');
    await staff.screenshot({ path: `${SHOTS}/6-designed-flow-on-form.png`, fullPage: true });
  });

  it('opens a seeded flow as cards, picks people by 姓名(账号), asks before closing unsaved changes, and publishes', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    await page.goto(`${harness.baseUrl}/flow/list`);
    await editFlowRow(page, '论文审批流程');
    await page.getByTestId('flow-canvas').waitFor();
    await expect
      .poll(() => page.getByTestId('flow-node-card').allInnerTexts())
      .toEqual([expect.stringMatching(/科研处初审[\s\S]*角色:科研处审核员 · 或签/), expect.stringMatching(/科研处长审批[\s\S]*指定人员:周建华 · 或签/)]);
    await expect.poll(() => page.locator('#flow-module').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]').innerText()).toContain('论文');

    // Another person for the second step, found by account and shown as 姓名(账号).
    await page.getByTestId('flow-node-card').nth(1).click();
    await drawerOpen(page);
    // The approver, then the deputy the seeded step hands the 科研处长's own records to.
    await expect.poll(() => drawer(page).locator('.ant-select-selection-item').allInnerTexts()).toEqual(['周建华(admin)', '刘敏(vicedean)']);
    await choose(page, 'flow-approver-users', '(dean)', 'dean');
    await drawer(page).locator('#flow-node-name').click();
    await drawer(page).getByText('依次审批', { exact: true }).click();
    await page.screenshot({ path: `${SHOTS}/5-drawer-users.png` });
    await closeDrawer(page);
    await expect.poll(() => page.getByTestId('flow-node-card').nth(1).innerText()).toMatch(/指定人员:周建华、\S+ · 依次审批/);

    // Closing the tab with the change unsaved asks first.
    const tab = page.locator('.page-tabs .page-tab-active');
    await tab.locator('.page-tab-remove').click();
    const question = page.locator('.ant-modal-confirm', { hasText: '当前页面有未保存的修改,确定关闭吗?' });
    await question.waitFor();
    await question.getByRole('button', { name: /取\s*消/ }).click();
    await question.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: '发布新版本' }).click();
    await confirmPublish(page, /确定发布新版本 v\d+ 吗\?/);
    await page.getByText('保存成功').first().waitFor();
    await page.waitForURL((url) => url.pathname.toLowerCase() === '/flow/list');
    await editFlowRow(page, '论文审批流程');
    await expect.poll(() => page.getByTestId('flow-node-card').nth(1).innerText()).toMatch(/指定人员:周建华、\S+ · 依次审批/);
    await expectPlainChinese(page);
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  });

  it('warns of a step only its own approver could file for, and lets the admin hand it to a deputy and save', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    await page.goto(`${harness.baseUrl}/flow/list`);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await page.getByTestId('flow-canvas').waitFor();
    const name = `专利审批-处长本人-${Date.now()}`;
    await page.locator('#flow-name').fill(name);
    await page.locator('#flow-module').click({ force: true });
    await page.locator('#flow-module').fill('专利');
    await page
      .locator('.ant-select-dropdown', { has: page.locator('#flow-module_list') })
      .locator('.ant-select-item-option')
      .filter({ has: page.getByText('专利', { exact: true }) })
      .click();

    // 科研处长审批 by 周建华 alone, handed to the administrators when nobody else can: 周建华 is the only one.
    await addNode(page, page.getByTestId('flow-canvas'), 0, '审批人');
    await drawer(page).locator('#flow-node-name').fill('科研处长审批');
    await drawer(page).getByText('指定人员', { exact: true }).click();
    await choose(page, 'flow-approver-users', '(admin)', 'admin');
    await expect
      .poll(() => drawer(page).getByText('转交管理员', { exact: true }).locator('xpath=ancestor::label[1]').getAttribute('class'))
      .toContain('checked');
    await closeDrawer(page);
    const warnings = page.getByTestId('flow-designer-warnings');
    await expect
      .poll(() => warnings.innerText(), { timeout: 15000 })
      .toBe('「科研处长审批」在周建华本人提交时没有可审批的人:指定人员只有周建华一人;无审批人时转交管理员,但管理员也只有周建华');
    const card = page.getByTestId('flow-node-card').first();
    expect(await card.getByTestId('flow-node-policy').innerText()).toBe('无审批人时:转交管理员');
    expect(await card.getByTestId('flow-node-warning').innerText()).toBe('可能无人审批');
    await expectPlainChinese(page);
    await page.screenshot({ path: `${SHOTS}/7-dead-end-warning.png` });

    // 转交指定人员: 刘敏, picked by account; the warning goes.
    await card.click();
    await drawerOpen(page);
    await drawer(page).getByText('转交指定人员', { exact: true }).click();
    await choose(page, 'flow-approver-deputies', '(vicedean)', 'vicedean');
    await drawer(page).locator('#flow-node-name').click();
    await page.screenshot({ path: `${SHOTS}/8-drawer-deputy.png` });
    await closeDrawer(page);
    await expect.poll(() => card.getByTestId('flow-node-policy').innerText()).toBe('无审批人时:转交刘敏');
    await expect.poll(() => warnings.count(), { timeout: 15000 }).toBe(0);
    expect(await card.getByTestId('flow-node-warning').count()).toBe(0);
    await page.getByTestId('flow-canvas').screenshot({ path: `${SHOTS}/9-deputy-set.png` });

    await page.getByRole('button', { name: /保\s*存/ }).click();
    await confirmPublish(page, '确定发布该审批流程吗?');
    await page.getByText('保存成功').first().waitFor();
    await page.waitForURL((url) => url.pathname.toLowerCase() === '/flow/list');
    await editFlowRow(page, name);
    await expect.poll(() => page.getByTestId('flow-node-policy').first().innerText()).toBe('无审批人时:转交刘敏');
    const row = await harness.db.selectFrom('Flow').select('Steps').where('Name', '=', name).executeTakeFirstOrThrow();
    expect(JSON.parse(String(row.Steps))).toMatchObject([
      { Name: '科研处长审批', Approver: { Type: 'Users', Accounts: ['admin'] }, WhenEmpty: 'Deputy', Deputies: ['vicedean'] },
    ]);
    expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  });
});
