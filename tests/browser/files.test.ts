import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import type { FieldInfoStrut, ModuleStruts } from '../../contract/index';
import { DEFAULT_SCHEMAS_DIR } from '../../server/platform/runtimeFiles';
import { builtServerApp } from '../shipped/builtServer';
import { BROWSER_CONTEXT_OPTIONS, CHROMIUM_ARGS, chooseRemoteOption, login } from './harness';

/**
 * The seeded catalogue shows no file column in any list, so this journey runs over a copy of it where Thesis shows
 * its 全文 field in the list (a module file change, no code): upload on the form, download from the list.
 */
describe('uploading and downloading a file', () => {
  let server: FastifyInstance;
  let browser: Browser;
  let baseUrl: string;
  const folders: string[] = [];

  beforeAll(async () => {
    const schemasDir = mkdtempSync(join(tmpdir(), 'kygl-schemas-'));
    const dataDir = mkdtempSync(join(tmpdir(), 'kygl-files-'));
    folders.push(schemasDir, dataDir);
    cpSync(DEFAULT_SCHEMAS_DIR, schemasDir, { recursive: true });
    const thesisFile = join(schemasDir, 'Business', 'Thesis.json');
    const thesis = JSON.parse(readFileSync(thesisFile, 'utf8')) as ModuleStruts;
    thesis.FieldInfoStruts = thesis.FieldInfoStruts.map((field: FieldInfoStrut) => {
      if (field.Name !== 'FullText_Id') return field;
      const { Hide: _hidden, ...shown } = field;
      return shown;
    });
    writeFileSync(thesisFile, JSON.stringify(thesis, null, 2));
    const { buildServer } = await builtServerApp();
    server = await buildServer({ dataDir, schemasDir, staticDir: join(process.cwd(), 'dist'), logger: false });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    if (!address || typeof address === 'string') throw new Error('server did not listen on a port');
    baseUrl = `http://127.0.0.1:${address.port}`;
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('uploads a file on the form, saves, and downloads the same bytes from the list', async () => {
    const context = await browser.newContext({ ...BROWSER_CONTEXT_OPTIONS, acceptDownloads: true });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await login(page, baseUrl, 'staff', 'Staff@2026');

    await page.goto(`${baseUrl}/Thesis/add`);
    await page.locator('#root_Title').waitFor({ timeout: 60000 });
    const title = `全文上传测试-${Date.now()}`;
    await page.locator('#root_Title').fill(title);
    await chooseRemoteOption(page, 'root_Journal_Id', '中华', /中华/);
    await chooseRemoteOption(page, 'root_FirstAuthor_Id', '', /./);
    // Choosing the author fills the department from the person (DM-FORM-6); pick one only if it did not.
    const deptChosen = page.locator('.ant-select:has(#root_Dept_Id) .ant-select-selection-item');
    await deptChosen.waitFor({ timeout: 3000 }).catch(() => undefined);
    if ((await deptChosen.count()) === 0) await chooseRemoteOption(page, 'root_Dept_Id', '心血管', '心血管内科');

    await page.locator('#root_PublishDate').click();
    await page.locator('#root_PublishDate').fill('2025-03-15');
    await page.locator('.ant-picker-dropdown td[title="2025-03-15"]').click();
    // 2 MB of varied bytes: the upload takes long enough to show its progress, and the comparison means something.
    const bytes = Buffer.alloc(2 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 31 + (i >> 8)) & 0xff;
    const fileName = '论文全文.pdf';
    await page.locator('#root_FullText_Id input[type=file]').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: bytes });
    await page.locator('#root_FullText_Id').getByText(fileName).waitFor();
    // The form's own 下载 button gives the same bytes, under the file's Chinese name.
    const fromForm = page.waitForEvent('download');
    await page
      .locator('#root_FullText_Id')
      .getByRole('button', { name: /下\s*载/ })
      .click();
    const formDownload = await fromForm;
    expect(formDownload.suggestedFilename()).toBe(fileName);
    expect((await readFile(await formDownload.path())).equals(bytes)).toBe(true);
    await page.getByRole('button', { name: /保\s*存/ }).click();

    // Saved: the form's tab closes and the list shows.
    await page.locator('#root_Title').waitFor({ state: 'detached', timeout: 60000 });
    const keyword = page.getByPlaceholder('请输入关键字').locator('visible=true');
    await keyword.fill(title);
    await keyword.press('Enter');
    const row = page.locator('.ant-table-row', { hasText: title });
    await row.waitFor();
    const downloadPromise = page.waitForEvent('download');
    await row.getByText(fileName).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(fileName);
    const received = await readFile(await download.path());
    expect(received.equals(bytes)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
