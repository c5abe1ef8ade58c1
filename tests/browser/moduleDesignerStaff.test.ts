/**
 * 模块设计 → what staff see: while a staff member has 论文's list open, an administrator publishes 论文 with a required
 * field 资助编号 (GrantNo) after 题目. Without a reload the staff's open list shows the column (hub ModuleChanged), the
 * form opened from it has the field and refuses to save without it (资助编号是必填的), and the list's export holds the
 * column. Screenshot in MODULE_DESIGNER_STAFF_SHOT (none when unset).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { ModulePublishAnswer } from '../../contract/index';
import { apiFromPage, login, startHarness, type Harness } from './harness';
import { unexpectedErrors } from './listExport';

const SHOT = process.env.MODULE_DESIGNER_STAFF_SHOT;

describe('模块设计 发布后员工打开的页面', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
    if (SHOT) mkdirSync(dirname(SHOT), { recursive: true });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("shows a published required field in staff's open list, form and export without a reload", async () => {
    const staff = await harness.newPage();
    const page = staff.page;
    page.setDefaultTimeout(60000);
    await login(page, harness.baseUrl, 'staff', 'Staff@2026');
    await page.goto(`${harness.baseUrl}/Thesis/list`);
    await page.getByText('论文列表').first().waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    // A field of its own for each attempt (a retry finds the first attempt's version published).
    const suffix = String(Date.now()).slice(-5);
    const name = `GrantNo${suffix}`;
    const label = `资助编号${suffix}`;
    const headers = () => page.locator('.ant-table-thead th').allInnerTexts();
    expect(await headers()).not.toContain(label);

    // The administrator publishes (the designer's screens are walked in moduleDesigner*.test.ts; here its call).
    const admin = await harness.newPage();
    await login(admin.page, harness.baseUrl, 'admin', 'Admin@2026');
    const { file, base } = await admin.page.evaluate(async () => {
      const read = async (path: string) => (await fetch(path, { credentials: 'include' })).json();
      const versions = (await read('/api/moduleDesigner/versions/Thesis')) as Array<{ Version: number }>;
      return { file: await read('/api/moduleDesigner/modules/Thesis'), base: versions[0]?.Version ?? 0 };
    });
    const fields = (file as { FieldInfoStruts: Array<{ Name: string }> }).FieldInfoStruts;
    fields.splice(fields.findIndex((field) => field.Name === 'Title') + 1, 0, {
      Name: name,
      Description: label,
      Type: 'String',
      Rules: [{ RuleName: 'required' }],
      GroupNames: '基本信息',
    } as { Name: string });
    const published = await apiFromPage<ModulePublishAnswer>(admin.page, '/api/moduleDesigner/publish', {
      Module: 'Thesis',
      Definition: file,
      BaseVersion: base,
    });
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    await admin.page.context().close();

    // No reload: the open list asks for the descriptors again when told.
    await expect.poll(headers, { timeout: 20_000 }).toContain(label);
    if (SHOT) await page.screenshot({ path: SHOT });

    await page.getByRole('button', { name: /新\s*增/ }).click();
    await page.locator(`#root_${name}`).waitFor();
    await page.locator('#root_Title').fill(`资助编号必填检查-${Date.now()}`);
    await page.getByRole('button', { name: /保\s*存/ }).click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.locator('.ant-modal-confirm-title', { hasText: '表单验证失败' }).waitFor();
    await expect.poll(() => dialog.innerText()).toContain(`${label}是必填的`);
    if (SHOT) await page.screenshot({ path: SHOT.replace(/\.png$/, '-form.png') });
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await dialog.waitFor({ state: 'detached' });

    // The list's export has the column.
    await page.locator('.page-tabs [data-tab-key="/thesis/list"]').click();
    const downloadPromise = page.waitForEvent('download');
    await page
      .getByRole('button', { name: /导\s*出/ })
      .locator('visible=true')
      .click();
    const download = await downloadPromise;
    const book = XLSX.read(await download.createReadStream().then(async (stream) => Buffer.concat(await stream.toArray())), { type: 'buffer' });
    const header = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })[0] as string[];
    expect(header).toContain(label);
    // The columns as the open list shows them (less 操作), the new one where the file put it.
    expect(header).toEqual((await headers()).map((text) => text.trim()).filter((text) => text !== '' && text !== '操作'));
    expect(unexpectedErrors(staff.consoleErrors), staff.consoleErrors.join('\n')).toEqual([]);
  });
});
