/**
 * Every file in the bucket (FILES_URL, a real s3rver), for two instances that share the database and the bucket but
 * each have a DATA_DIR of their own (README, Scaling out): a file template, the first-start demo attachments and the
 * download centre's files (an import's error sheet, a server export) are written to the bucket, never to an instance's
 * disk, so the other instance serves them; expiry removes a job's object from the bucket. Files written to DATA_DIR
 * before the bucket was set are still served, and a job's old file is removed with its job.
 * SQLite keeps its database in DATA_DIR: there the second folder links to the first one's database file (SQLite
 * follows the link, its journal stays beside the real file), so the two instances still share one database.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportStarted, ServerJob } from '../../contract/index.js';
import { SQLITE_FILE_NAME } from '../../server/platform/db/database.js';
// app.downloadJobs, the download centre's job store.
import type {} from '../../server/downloads/plugin.js';
import { multipartFile } from './commonMultipart.js';
import { startServer, tempDataDir, type TestServer } from './helpers.js';
import { testDatabaseUrl } from './testDatabase.js';

const BUCKET = 'files';
const PREFIX = 'kygl/';
let s3: S3rver;
let s3Endpoint: string;
const bucket = new AwsClient({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', service: 's3', region: 'us-east-1' });
let first: TestServer;
let second: TestServer;
let adminOnFirst: string, adminOnSecond: string, staffOnSecond: string;

/** Every object key in the bucket under the deployment's prefix (s3rver answers ListObjectsV2). */
async function bucketKeys(): Promise<string[]> {
  const response = await bucket.fetch(`${s3Endpoint}/${BUCKET}?list-type=2&max-keys=1000&prefix=${encodeURIComponent(PREFIX)}`);
  expect(response.status).toBe(200);
  return [...(await response.text()).matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1]);
}

/** Files an instance keeps on its own disk, besides the database, its RSA key and temporary uploads. */
function localFiles(dataDir: string): string[] {
  return ['files', 'downloads'].flatMap((folder) => {
    const dir = path.join(dataDir, folder);
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => `${folder}/${name}`) : [];
  });
}

beforeAll(async () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, resetOnClose: true, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
  const filesUrl = `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/${BUCKET}/${PREFIX}`;
  const firstDir = tempDataDir();
  // Every export runs on the server, so a few demo rows make a download-centre job.
  const options = { filesUrl, serverExportThresholdRows: 0 };
  first = await startServer({ ...options, dataDir: firstDir });
  const secondDir = tempDataDir();
  const databaseUrl = await testDatabaseUrl(firstDir);
  if (!databaseUrl) fs.symlinkSync(path.join(firstDir, SQLITE_FILE_NAME), path.join(secondDir, SQLITE_FILE_NAME));
  second = await startServer({ ...options, dataDir: secondDir, databaseUrl });
  [adminOnFirst, adminOnSecond, staffOnSecond] = [await first.login('admin'), await second.login('admin'), await second.login('staff')];
}, 300_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
  await s3?.close();
});

async function finishedJob(server: TestServer, cookie: string, kind: 'import' | 'export', jobId: string): Promise<ServerJob> {
  let job: ServerJob | undefined;
  await expect
    .poll(
      async () => {
        job = (await server.call(cookie, { method: 'GET', url: `/api/${kind}/Job/${jobId}` })).json<ServerJob>();
        return job.Status;
      },
      { timeout: 30_000 },
    )
    .toBe('done');
  return job as ServerJob;
}

async function importWithErrors(): Promise<string> {
  const sheet = XLSX.utils.aoa_to_sheet([
    ['*专利名称', '*申请日期'],
    ['存储桶导入测试', '不是日期'],
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, '导入数据');
  const body = multipartFile('bucket.xlsx', XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  const response = await first.call(adminOnFirst, { method: 'POST', url: '/api/import/Patent/Upload', payload: body.payload, headers: body.headers });
  expect(response.statusCode, response.body).toBe(200);
  const jobId = response.json<{ JobId: string }>().JobId;
  expect(await finishedJob(first, adminOnFirst, 'import', jobId)).toMatchObject({ Summary: { HasErrorFile: true } });
  return jobId;
}

async function serverExport(): Promise<string> {
  const response = await first.call(adminOnFirst, {
    method: 'POST',
    url: '/api/export/Thesis/Start',
    payload: { PageIndex: 1, PageSize: 10, Columns: ['Title'] },
  });
  expect(response.statusCode, response.body).toBe(200);
  const jobId = String(response.json<ExportStarted>().JobId);
  expect(await finishedJob(first, adminOnFirst, 'export', jobId)).toMatchObject({ FileName: '论文.xlsx' });
  return jobId;
}

const sheetRows = (bytes: Buffer, sheet: string) =>
  XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(bytes, { type: 'buffer' }).Sheets[sheet], { header: 1, defval: '' });

describe('files in an S3 bucket, two instances with a DATA_DIR each', () => {
  it('serves a file template uploaded on one instance, byte for byte, from both', async () => {
    const content = randomBytes(700_000);
    const name = '科研项目申报书模板(2025).docx';
    const upload = multipartFile(name, content, 'application/octet-stream', 'files[]');
    const uploaded = await first.call(adminOnFirst, { method: 'POST', url: '/api/resource/post', payload: upload.payload, headers: upload.headers });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const fileId = uploaded.json<Array<{ Id: string }>>()[0].Id;
    const created = await first.call(adminOnFirst, { method: 'POST', url: '/api/FileTemplate/Post', payload: { Name: '存储桶模板', File_Id: fileId } });
    expect(created.statusCode, created.body).toBe(200);
    const templateId = created.json<{ Id: string }>().Id;

    for (const [server, cookie] of [
      [first, adminOnFirst],
      [second, staffOnSecond],
    ] as const) {
      const response = await server.call(cookie, { method: 'GET', url: `/api/downCenter/Template/${templateId}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.rawPayload.equals(content)).toBe(true);
      expect(response.headers['content-length']).toBe(String(content.length));
      expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('科研项目申报书模板')}`);
    }
  }, 60_000);

  it('keeps the first-start demo attachments in the bucket: a seeded template downloads from the other instance', async () => {
    const templates = (await second.call(staffOnSecond, { method: 'GET', url: '/api/downCenter/Templates' })).json<
      Array<{ Id: string; FileName: string | null; Size: number | null }>
    >();
    const seeded = templates.find((t) => t.FileName?.includes('(演示)'));
    expect(seeded).toBeDefined();
    const response = await second.call(staffOnSecond, { method: 'GET', url: `/api/downCenter/Template/${seeded?.Id ?? ''}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.length).toBe(seeded?.Size);
    expect(response.body).toContain('本文件为演示数据附件');
  });

  it('writes an import’s error sheet and a server export to the bucket, the other instance serves them, and expiry removes them', async () => {
    const importJob = await importWithErrors();
    const exportJob = await serverExport();
    const keys = await bucketKeys();
    for (const jobId of [importJob, exportJob]) expect(keys.filter((key) => key.includes(jobId))).toHaveLength(1);

    const errors = await second.call(adminOnSecond, { method: 'GET', url: `/api/downCenter/Download/${importJob}` });
    expect(errors.statusCode, errors.body).toBe(200);
    expect(sheetRows(errors.rawPayload, '异常数据')[1]).toEqual(expect.arrayContaining(['存储桶导入测试', '不是日期']));
    const exported = await second.call(adminOnSecond, { method: 'GET', url: `/api/downCenter/Download/${exportJob}` });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(sheetRows(exported.rawPayload, 'sheet1')[0]).toEqual(['题目']);
    // Nothing of either instance's files is on its own disk.
    expect(localFiles(first.dataDir)).toEqual([]);
    expect(localFiles(second.dataDir)).toEqual([]);

    // The export's time is up; the other instance's sweep removes its object, and the import's stays until its own.
    await first.app.appContext.db
      .updateTable('ServerJob')
      .set({ ExpireAt: Date.now() - 1000 })
      .where('Id', '=', exportJob)
      .execute();
    expect(await second.app.downloadJobs.sweepExpired()).toBe(1);
    expect((await second.call(adminOnSecond, { method: 'GET', url: `/api/downCenter/Download/${exportJob}` })).statusCode).toBe(404);
    const left = await bucketKeys();
    expect(left.filter((key) => key.includes(exportJob))).toEqual([]);
    expect(left.filter((key) => key.includes(importJob))).toHaveLength(1);

    // Deleting a job in the centre removes its object too.
    expect((await second.call(adminOnSecond, { method: 'DELETE', url: `/api/downCenter/Delete/${importJob}` })).statusCode).toBe(204);
    expect((await bucketKeys()).filter((key) => key.includes(importJob))).toEqual([]);
  }, 120_000);

  it('still serves files written to DATA_DIR before the bucket was set, and removes an old job’s file with its job', async () => {
    const db = first.app.appContext.db;
    const adminId = String((await db.selectFrom('User').select('Id').where('Account', '=', 'admin').executeTakeFirstOrThrow()).Id);
    // An attachment and a job's file as a version without FILES_URL left them in the first instance's folder.
    const attachment = Buffer.from('旧附件的内容,存储桶配置之前写入。');
    fs.writeFileSync(path.join(first.dataDir, 'files', 'legacy-attachment.bin'), attachment);
    await db
      .insertInto('Resource')
      .values({
        Id: 'legacy-attachment',
        Name: '旧附件.txt',
        Size: attachment.length,
        ContentType: 'text/plain',
        StoredName: 'legacy-attachment.bin',
        Create_Time: '2025-01-02 09:00:00',
        Create_User_Id: adminId,
      })
      .execute();
    const oldFile = Buffer.from('PK old export');
    fs.mkdirSync(path.join(first.dataDir, 'downloads'), { recursive: true });
    fs.writeFileSync(path.join(first.dataDir, 'downloads', 'legacy-job.xlsx'), oldFile);
    await db
      .insertInto('ServerJob')
      .values({
        Id: 'legacy-job',
        Owner_Id: adminId,
        Kind: 'export',
        Title: '旧导出',
        ModuleName: 'Thesis',
        Status: 'done',
        Progress: 100,
        Summary: JSON.stringify({ Rows: 1 }),
        FileName: '旧导出.xlsx',
        StoredName: 'legacy-job.xlsx',
        Size: oldFile.length,
        Create_Time: '2025-01-02 09:00:00',
        ExpireAt: Date.now() + 3_600_000,
        UpdatedAt: Date.now(),
      })
      .execute();

    const served = await first.call(adminOnFirst, { method: 'GET', url: '/api/resource/get/legacy-attachment?has_download=true' });
    expect(served.statusCode, served.body).toBe(200);
    expect(served.rawPayload.equals(attachment)).toBe(true);
    const job = await first.call(adminOnFirst, { method: 'GET', url: '/api/downCenter/Download/legacy-job' });
    expect(job.statusCode, job.body).toBe(200);
    expect(job.rawPayload.equals(oldFile)).toBe(true);

    expect((await first.call(adminOnFirst, { method: 'DELETE', url: '/api/downCenter/Delete/legacy-job' })).statusCode).toBe(204);
    expect(fs.existsSync(path.join(first.dataDir, 'downloads', 'legacy-job.xlsx'))).toBe(false);
    expect(fs.existsSync(path.join(first.dataDir, 'files', 'legacy-attachment.bin'))).toBe(true);
  }, 60_000);
});
