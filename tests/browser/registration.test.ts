/**
 * Self-registration in the browser (D-SEC-12): with REGISTRATION_APPROVAL the registration page says the account waits
 * for an administrator, the login says so too, and an administrator finds the account in 用户 (注册审核 待审核) and
 * approves it with 通过审核, after which it logs in. A role without 查看个人信息 sees no 手机号码 column and the form
 * shows the field as 无权查看 (D-SEC-13).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES } from '../../contract/index';
import { login, startHarness, type Harness } from './harness';

const SHOTS = process.env.SCREENSHOT_DIR;

describe('self-registration with approval', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ registrationApproval: true });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('tells the new user to wait, refuses the login until an administrator approves it in 用户, then lets it in', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await page.goto(`${harness.baseUrl}/regist`);
    await page.getByLabel('账号').fill('newcomer');
    await page.getByLabel('姓名').fill('新来的');
    await page.getByLabel('密码', { exact: true }).fill('Newcomer@2026');
    await page.getByLabel('确认密码').fill('Newcomer@2026');
    await page.getByLabel('手机号码').fill('13912345678');
    await page.getByRole('button', { name: /注\s*册/ }).click();
    await page.getByText('注册成功,等待审核').waitFor();
    await page.getByText(REGISTRATION_MESSAGES.registeredPending).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/regist-pending.png` });

    await page.getByRole('button', { name: '返回登录' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByPlaceholder('请输入账号').fill('newcomer');
    await page.getByPlaceholder('请输入密码').fill('Newcomer@2026');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByText(REGISTRATION_MESSAGES.pending).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    const admin = (await harness.newPage()).page;
    await login(admin, harness.baseUrl, 'admin', 'Admin@2026');
    await admin.goto(`${harness.baseUrl}/User/list`);
    const row = admin.locator('tr.ant-table-row', { hasText: 'newcomer' });
    await row.getByText('待审核').waitFor();
    await row.getByText('通过审核').click();
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/user-approve-confirm.png` });
    await admin.getByRole('button', { name: /确\s*认/ }).click();
    await admin.getByText(REGISTRATION_MESSAGES.approved).waitFor();
    await row.getByText('已通过').waitFor();
    expect(await row.getByText('通过审核').count()).toBe(0);
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/user-approved.png` });

    await login(page, harness.baseUrl, 'newcomer', 'Newcomer@2026');
    expect(consoleErrors.filter((e) => !/40[013]/.test(e))).toEqual([]);
  });

  it('shows a department head no 手机号码 column of 人员, and the field as 无权查看 in the form', async () => {
    const { page } = await harness.newPage();
    await login(page, harness.baseUrl, 'director', 'Director@2026');
    await page.goto(`${harness.baseUrl}/Person/list`);
    await page.locator('tr.ant-table-row').first().waitFor();
    expect(await page.locator('th', { hasText: '姓名' }).count()).toBeGreaterThan(0);
    expect(await page.locator('th', { hasText: '手机号码' }).count()).toBe(0);
    expect(await page.locator('th', { hasText: '出生日期' }).count()).toBe(0);
    const id = await harness.db.selectFrom('Person').select('Id').orderBy('Id').executeTakeFirstOrThrow();
    // Not the head's to change: the record opens as its read view, the withheld field's value as 无权查看.
    await page.goto(`${harness.baseUrl}/Person/add?q=${String(id.Id)}`);
    const phone = page
      .getByTestId('record-read-view')
      .locator('.ant-descriptions-item-label', { hasText: '手机号码' })
      .locator('xpath=following-sibling::*[1]');
    await phone.waitFor();
    expect((await phone.innerText()).trim()).toBe('无权查看');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/person-withheld.png`, fullPage: true });
  });
});
