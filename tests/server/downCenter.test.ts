/**
 * The download centre through HTTP: a job's file is its owner's alone, it expires after
 * DOWNLOAD_EXPIRE_HOURS (here a few seconds) and is then swept with its file; file templates are open to every user.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDownloadExpireHours } from '../../server/downloads/downloadSettings.js';
import { JOB_INTERRUPTED, STALLED_JOB_MS } from '../../server/downloads/jobStore.js';
// app.downloadJobs, the download centre's job store.
import type {} from '../../server/downloads/plugin.js';
import { multipartFile } from './commonMultipart.js';
import { startServer, type TestServer } from './helpers.js';

const EXPIRE_SECONDS = 4;
let server: TestServer;
let admin: string;
let staff: string;

beforeAll(async () => {
  server = await startServer({ downloadExpireHours: EXPIRE_SECONDS / 3600 });
  admin = await server.login('admin');
  staff = await server.login('staff');
}, 300_000);
afterAll(async () => server?.close());

async function importWithErrors(): Promise<string> {
  const sheet = XLSX.utils.aoa_to_sheet([
    ['*专利名称', '*申请日期'],
    ['下载中心测试', '不是日期'],
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, '导入数据');
  const body = multipartFile('d.xlsx', XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  const response = await server.call(admin, { method: 'POST', url: '/api/import/Patent/Upload', payload: body.payload, headers: body.headers });
  expect(response.statusCode).toBe(200);
  const jobId = response.json<{ JobId: string }>().JobId;
  await expect
    .poll(async () => (await server.call(admin, { method: 'GET', url: `/api/import/Job/${jobId}` })).json<{ Status?: string }>().Status, { timeout: 10_000 })
    .toBe('done');
  return jobId;
}

describe('download centre', () => {
  it('offers a job only to its owner, and only until it expires', async () => {
    const jobId = await importWithErrors();
    expect((await server.call(admin, { method: 'GET', url: `/api/downCenter/Download/${jobId}` })).statusCode).toBe(200);
    const other = await server.call(staff, { method: 'GET', url: `/api/downCenter/Download/${jobId}` });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ Message: '文件不存在或已过期' });
    expect((await server.call(staff, { method: 'DELETE', url: `/api/downCenter/Delete/${jobId}` })).statusCode).toBe(404);
    expect((await server.call(null, { method: 'GET', url: '/api/downCenter/List' })).statusCode).toBe(401);

    const file = path.join(server.dataDir, 'downloads', `${jobId}.xlsx`);
    expect(fs.existsSync(file)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, (EXPIRE_SECONDS + 1) * 1000));
    const expired = await server.call(admin, { method: 'GET', url: `/api/downCenter/Download/${jobId}` });
    expect(expired.statusCode).toBe(404);
    const listed = (await server.call(admin, { method: 'GET', url: '/api/downCenter/List' })).json<Array<{ Id: string }>>();
    expect(listed.map((j) => j.Id)).not.toContain(jobId);
    expect(await server.app.downloadJobs.sweepExpired()).toBeGreaterThan(0);
    expect(fs.existsSync(file)).toBe(false);
  }, 30_000);

  it('says a job that stopped stepping (its server ended) failed, and leaves a live one running', async () => {
    const jobs = server.app.downloadJobs;
    const adminId = String((await server.app.appContext.db.selectFrom('User').select('Id').where('Account', '=', 'admin').executeTakeFirstOrThrow()).Id);
    const stalled = await jobs.create(adminId, 'export', '课题导出', 'Problem');
    const live = await jobs.create(adminId, 'export', '论文导出', 'Thesis');
    // The stalled one last stepped before the limit; the live one stepped just now.
    await server.app.appContext.db
      .updateTable('ServerJob')
      .set({ UpdatedAt: Date.now() - STALLED_JOB_MS - 1000 })
      .where('Id', '=', stalled)
      .execute();
    await jobs.progress(live, 30);
    expect(await jobs.failStalled()).toBe(1);
    const listed = (await server.call(admin, { method: 'GET', url: '/api/downCenter/List' })).json<Array<{ Id: string; Status: string; Summary: unknown }>>();
    expect(listed.find((j) => j.Id === stalled)).toMatchObject({ Status: 'failed', Summary: { Message: JOB_INTERRUPTED } });
    expect(listed.find((j) => j.Id === live)).toMatchObject({ Status: 'running' });
    expect(JOB_INTERRUPTED).toBe('任务已中断(服务器已重启),请重新操作');
  });

  it('lets the owner delete a job and its file', async () => {
    const jobId = await importWithErrors();
    const response = await server.call(admin, { method: 'DELETE', url: `/api/downCenter/Delete/${jobId}` });
    expect(response.statusCode).toBe(204);
    expect((await server.call(admin, { method: 'GET', url: `/api/downCenter/Download/${jobId}` })).statusCode).toBe(404);
  });

  it('offers the file templates to every user', async () => {
    const templates = (await server.call(staff, { method: 'GET', url: '/api/downCenter/Templates' })).json<Array<{ Id: string; FileName: string | null }>>();
    const withFile = templates.find((t) => t.FileName !== null);
    expect(withFile).toBeDefined();
    const response = await server.call(staff, { method: 'GET', url: `/api/downCenter/Template/${withFile?.Id ?? ''}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    expect((await server.call(staff, { method: 'GET', url: '/api/downCenter/Template/nope' })).statusCode).toBe(404);
  });
});

describe('DOWNLOAD_EXPIRE_HOURS', () => {
  it('defaults to 72 hours and refuses nonsense', () => {
    expect(readDownloadExpireHours(undefined)).toBe(72);
    expect(readDownloadExpireHours('24')).toBe(24);
    expect(() => readDownloadExpireHours('0')).toThrow();
    expect(() => readDownloadExpireHours('abc')).toThrow();
  });
});
