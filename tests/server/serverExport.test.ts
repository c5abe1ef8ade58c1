/**
 * Large exports on the server (D-DOWN-3) through HTTP, with the threshold lowered to 50 rows: above it the
 * export is a job of the download centre whose workbook holds exactly the rows the caller's list holds for the same
 * request (rendered as the browser's export renders them), only the caller's rows where the list is owner-scoped,
 * and only in the caller's download centre (read and written in batches of 20 here). Below it the browser exports (no job). Permission 403, bad input 400.
 */
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, ExportStarted, ModuleStruts, ServerJob } from '../../contract/index.js';
import { listColumns } from '../../core/adapter/listColumns.js';
import { readServerExportThreshold } from '../../server/downloads/downloadSettings.js';
import { buildExportSheet } from '../../src/export/exportSheet.js';
import { startServer, type TestServer } from './helpers.js';

const THRESHOLD = 50;
/** Small batches: the 65 rows are read and written in four, as a million would be in a thousand. */
const BATCH_ROWS = 20;
const MARK = '服务器导出测试';
let server: TestServer;
let admin: string, staff: string;

beforeAll(async () => {
  server = await startServer({ serverExportThresholdRows: THRESHOLD, serverExportBatchRows: BATCH_ROWS });
  [admin, staff] = await Promise.all([server.login('admin'), server.login('staff')]);
  const first = async (module: string, body: unknown = {}) => (await server.list(admin, module, body)).Data[0];
  const journal = await first('Journal');
  const person = await first('Person');
  const dept = await first('Dept');
  const post = (cookie: string, i: number, who: string) =>
    server.call(cookie, {
      method: 'POST',
      url: '/api/Thesis/Post',
      payload: {
        Title: `${MARK}-${who}-${String(i).padStart(3, '0')}`,
        Journal_Id: journal.Id,
        FirstAuthor_Id: person.Id,
        Dept_Id: dept.Id,
        PublishDate: '2025-03-01',
        ImpactFactor: i % 9 === 0 ? '' : String(Math.floor(i / 5) / 4),
      },
    });
  for (let i = 0; i < THRESHOLD + 15; i += 13) {
    const created = await Promise.all(Array.from({ length: Math.min(13, THRESHOLD + 15 - i) }, (_, k) => post(staff, i + k, '科员')));
    created.forEach((response) => expect(response.statusCode, response.body).toBe(200));
  }
  // Impact factors repeat five times and some are empty: batches of 20 end inside runs of ties and of empty values.
  // Rows the staff member may not read (another user's, in an owner-scoped list) that match the same keyword.
  for (let i = 0; i < 3; i++) expect((await post(admin, i, '管理员')).statusCode).toBe(200);
}, 300_000);
afterAll(async () => server?.close());

const start = (cookie: string, module: string, body: unknown) =>
  server.call(cookie, { method: 'POST', url: `/api/export/${module}/Start`, payload: body as Record<string, unknown> });

async function finishedJob(cookie: string, jobId: string): Promise<ServerJob> {
  let job: ServerJob | undefined;
  await expect
    .poll(
      async () => {
        job = (await server.call(cookie, { method: 'GET', url: `/api/export/Job/${jobId}` })).json<ServerJob>();
        return job.Status;
      },
      { timeout: 30_000 },
    )
    .toBe('done');
  return job as ServerJob;
}

async function downloadedRows(cookie: string, jobId: string): Promise<unknown[][]> {
  const response = await server.call(cookie, { method: 'GET', url: `/api/downCenter/Download/${jobId}` });
  expect(response.statusCode).toBe(200);
  const book = XLSX.read(response.rawPayload, { type: 'buffer' });
  expect(book.SheetNames).toEqual(['sheet1']);
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.sheet1, { header: 1, defval: '' });
}

/** What the browser export writes for the same request: every page of the caller's list, through the same cells. */
async function browserSheet(cookie: string, module: string, request: Record<string, unknown>, keys: string[]): Promise<unknown[][]> {
  const struts = (await server.call(cookie, { method: 'GET', url: `/api/common/moduleStruts/${module}` })).json<ModuleStruts>();
  const byKey = new Map(listColumns(struts, { showExceptionColumns: true }).map((column) => [column.key, column]));
  const columns = keys.map((key) => byKey.get(key)).filter((column) => column !== undefined);
  const records: ApiRecord[] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const page = await server.list(cookie, module, { ...request, PageIndex: pageIndex, PageSize: 1000 });
    records.push(...page.Data);
    if (page.Data.length < 1000) break;
  }
  return buildExportSheet(columns, records);
}

describe('server export', () => {
  const request = {
    PageIndex: 1,
    PageSize: 10,
    Condition: { KeyWord: MARK, Filters: [{ Name: 'PublishDate', Compare: '>=', Value: '2025-01-01' }] },
    SortInfo: { Name: 'ImpactFactor', Mode: 'desc' },
  };
  const keys = ['Title', 'Journal_Id', 'FirstAuthor_Id', 'Dept_Id', 'PublishDate', 'ImpactFactor', 'FlowStatus'];

  it("exports exactly the caller's list rows, as the browser renders them, into the caller's download centre only", async () => {
    const list = await server.list(staff, 'Thesis', request);
    expect(list.Total).toBe(THRESHOLD + 15);
    const response = await start(staff, 'Thesis', { ...request, Columns: keys });
    expect(response.statusCode, response.body).toBe(200);
    const started = response.json<ExportStarted>();
    expect(started).toMatchObject({ Total: THRESHOLD + 15, Threshold: THRESHOLD });
    expect(started.JobId).toEqual(expect.any(String));
    const jobId = String(started.JobId);

    const job = await finishedJob(staff, jobId);
    expect(job).toMatchObject({ Kind: 'export', Progress: 100, Summary: { Rows: THRESHOLD + 15 }, FileName: '论文.xlsx' });
    const rows = await downloadedRows(staff, jobId);
    const expected = await browserSheet(staff, 'Thesis', request, keys);
    expect(rows).toEqual(expected);
    // Related names, dictionary text and numbers as the list shows them (the journal's name, not its id).
    expect(rows[0]).toEqual(['题目', '期刊', '第一作者', '科室', '发表日期', '影响因子', '审核状态']);
    const titles = rows.slice(1).map((row) => String(row[0]));
    expect(titles.filter((title) => title.includes('管理员'))).toEqual([]);
    expect(titles.filter((title) => title.includes(MARK))).toHaveLength(THRESHOLD + 15);

    // The staff member's download centre lists it; nobody else's does, nor may anyone else download it.
    const mine = (await server.call(staff, { method: 'GET', url: '/api/downCenter/List' })).json<ServerJob[]>();
    expect(mine.find((entry) => entry.Id === jobId)).toMatchObject({ Kind: 'export', Status: 'done', Title: '论文导出' });
    const theirs = (await server.call(admin, { method: 'GET', url: '/api/downCenter/List' })).json<ServerJob[]>();
    expect(theirs.map((entry) => entry.Id)).not.toContain(jobId);
    expect((await server.call(admin, { method: 'GET', url: `/api/downCenter/Download/${jobId}` })).statusCode).toBe(404);
    expect((await server.call(admin, { method: 'GET', url: `/api/export/Job/${jobId}` })).statusCode).toBe(404);
  }, 60_000);

  it("gives an administrator every matching row, the other user's included, from an encrypted request", async () => {
    const ascending = { ...request, SortInfo: { Name: 'ImpactFactor', Mode: 'asc' } };
    const body = server.encryptBody({ ...ascending, Columns: keys });
    const response = await start(admin, 'Thesis', body);
    expect(response.statusCode, response.body).toBe(200);
    const started = response.json<ExportStarted>();
    expect(started.Total).toBe(THRESHOLD + 15 + 3);
    const jobId = String(started.JobId);
    await finishedJob(admin, jobId);
    const rows = await downloadedRows(admin, jobId);
    expect(rows).toEqual(await browserSheet(admin, 'Thesis', ascending, keys));
    expect(rows.slice(1).filter((row) => String(row[0]).includes('管理员'))).toHaveLength(3);
  }, 60_000);

  it('leaves an export up to the threshold to the browser: no job', async () => {
    const response = await start(staff, 'Thesis', { Condition: { KeyWord: `${MARK}-科员-00` }, Columns: keys });
    expect(response.statusCode).toBe(200);
    expect(response.json<ExportStarted>()).toEqual({ JobId: null, Total: 10, Threshold: THRESHOLD });
  });

  it('refuses a caller without List permission (403), an unknown module (404) and bad input (400, in Chinese)', async () => {
    const forbidden = await start(staff, 'User', {});
    expect(forbidden.statusCode).toBe(403);
    expect((await server.call(null, { method: 'POST', url: '/api/export/Thesis/Start', payload: {} })).statusCode).toBe(401);
    expect((await start(staff, 'Nothing', {})).statusCode).toBe(404);
    const cases: Array<[unknown, string]> = [
      [{ Columns: ['Title', 'Nope'] }, '导出列不存在:Nope'],
      [{ Columns: 'Title' }, '导出列无效(最多 200 列,每列为字段名)'],
      [{ Columns: Array.from({ length: 201 }, (_, i) => `F${i}`) }, '导出列无效(最多 200 列,每列为字段名)'],
      [{ Columns: [{ Name: 'Title' }] }, '导出列无效(最多 200 列,每列为字段名)'],
      [{ Condition: { Filters: [{ Name: 'Title', Compare: '~', Value: 'x' }] } }, '查询条件无效:~'],
      [{ Condition: { Filters: [{ Name: 'Password', Compare: '==', Value: 'x' }] } }, '查询字段不存在:Password'],
      [{ SortInfo: { Name: 'Nope', Mode: 'asc' } }, '查询字段不存在:Nope'],
      [{ Condition: { KeyWord: 'x'.repeat(1001) } }, '查询值过长(最多 1000 个字符)'],
    ];
    for (const [body, message] of cases) {
      const response = await start(staff, 'Thesis', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual({ Message: message });
    }
  });
});

describe('SERVER_EXPORT_THRESHOLD_ROWS', () => {
  it('defaults to 200,000 rows and refuses nonsense', () => {
    expect(readServerExportThreshold(undefined)).toBe(200_000);
    expect(readServerExportThreshold('50')).toBe(50);
    expect(() => readServerExportThreshold('-1')).toThrow();
    expect(() => readServerExportThreshold('1.5')).toThrow();
    expect(() => readServerExportThreshold('2000000')).toThrow();
  });
});
