/**
 * 操作日志 through HTTP: an import's rows and an approval's status moves have their change-history lines (written in
 * the same transaction as the change); the log lists every module's lines newest first with filters and anchored
 * pages, opens a line's diff, exports the filtered lines, refuses staff (403) and bad filters (Chinese 400), and the
 * retention setting purges older lines in the background.
 */
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperLogDetail, OperLogPage, OperLogPerson, OperLogSetting, RecordHistory } from '../../contract/index.js';
import { multipartFile } from './commonMultipart.js';
import { engineCalls, flowCalls } from './flowHelpers.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let admin: string, staff: string;
let flows: ReturnType<typeof flowCalls>;

beforeAll(async () => {
  server = await startServer();
  [admin, staff] = await Promise.all([server.login('admin'), server.login('staff')]);
  flows = flowCalls(server);
}, 300_000);
afterAll(async () => server?.close());

const logPage = async (cookie: string, query: Record<string, string>): Promise<OperLogPage> => {
  const response = await server.call(cookie, { method: 'GET', url: `/api/OperLog/List?${new URLSearchParams(query).toString()}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OperLogPage>();
};
const historyOf = async (module: string, id: string) =>
  (await server.call(admin, { method: 'GET', url: `/api/RecordHistory/${module}/${id}` })).json<RecordHistory>().Entries;

function workbook(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '导入数据');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

describe('change history of imports and approvals', () => {
  it('an imported row has its 导入 line with the values it was stored with', async () => {
    const person = (await server.list(admin, 'Person', { PageSize: 1 })).Data[0]!;
    const dept = (await server.list(admin, 'Dept', { PageSize: 1 })).Data[0]!;
    const items = await server.list(admin, 'EnumItem', { PageSize: 1, Condition: { Filters: [{ Name: 'EnumName', Compare: '==', Value: '专利类型' }] } });
    const sheet = workbook([
      ['*专利名称', '专利号', '*专利类型', '*第一发明人', '*科室', '*申请日期'],
      ['操作日志导入专利', 'OPLOG-0001', String(items.Data[0]!.EnumValue), String(person.WorkCode), dept.Name, '2025-03-01'],
    ]);
    const body = multipartFile('操作日志导入.xlsx', sheet);
    const started = await server.call(admin, { method: 'POST', url: '/api/import/Patent/Upload', payload: body.payload, headers: body.headers });
    expect(started.statusCode, started.body).toBe(200);
    const jobId = started.json<{ JobId: string }>().JobId;
    await waitFor(
      async () => (await server.call(admin, { method: 'GET', url: `/api/import/Job/${jobId}` })).json<{ Status: string }>().Status,
      (status) => status !== 'running',
    );
    const patent = (await server.list(admin, 'Patent', { PageSize: 5, Condition: { KeyWord: '操作日志导入专利' } })).Data[0]!;
    const [line] = await historyOf('Patent', String(patent.Id));
    expect(line).toMatchObject({ Action: '导入', UserName: '周建华' });
    expect(line!.Changes).toContainEqual({ Field: 'Name', Label: '专利名称', Old: '', New: '操作日志导入专利' });
    expect(line!.Changes).toContainEqual(expect.objectContaining({ Field: 'Dept_Id', New: dept.Name }));
  });

  it('submitting and withdrawing a paper write 审批 lines showing 审核状态 as people read it', async () => {
    const thesis = await flows.newThesis(staff, '操作日志审批论文');
    expect((await flows.submit(staff, 'Thesis', thesis.Id)).statusCode).toBe(200);
    const withdrawn = await server.call(staff, {
      method: 'POST',
      url: '/api/FlowState/Withdraw',
      payload: { ModuleName: 'Thesis', Business_Id: String(thesis.Id), Opinion: '再改改' },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const [withdraw, submit, create] = await historyOf('Thesis', String(thesis.Id));
    expect(create!.Action).toBe('新增');
    expect(submit).toMatchObject({ Action: '审批', UserName: '陈思远' });
    expect(submit!.Address).not.toBe('');
    expect(submit!.Changes).toEqual([{ Field: 'FlowStatus', Label: expect.any(String), Old: expect.any(String), New: '审核中' }]);
    expect(withdraw!.Action).toBe('审批');
    expect(withdraw!.Changes[0]).toMatchObject({ Field: 'FlowStatus', Old: '审核中' });
    expect(withdraw!.Changes[0]!.New).not.toBe('审核中');
  });
});

describe('操作日志', () => {
  let thesisId = '';
  beforeAll(async () => {
    const thesis = await flows.newThesis(staff, '操作日志筛选论文');
    thesisId = String(thesis.Id);
    for (const title of ['操作日志筛选论文二', '操作日志筛选论文三']) {
      const current = await flows.thesis(staff, thesisId);
      expect((await flows.put(staff, { Id: thesisId, RowVersion: current.RowVersion, Title: title })).statusCode).toBe(200);
    }
  });

  it('lists lines newest first with the module’s Chinese name and the changed fields, filtered and paged by anchor', async () => {
    const all = await logPage(admin, { Module: 'Thesis', Record: thesisId });
    expect(all.Lines.map((line) => line.Action)).toEqual(['修改', '修改', '新增']);
    expect(all.Lines[0]).toMatchObject({ ModuleName: 'Thesis', ModuleTitle: '论文', UserName: '陈思远', Summary: '题目', Record_Id: thesisId });
    expect(all.Next).toBeNull();

    // Anchored pages of one line: the same lines, in the same order, then no next page.
    const seen: string[] = [];
    let after = '';
    for (let i = 0; i < 5; i++) {
      const page = await logPage(admin, { Module: 'Thesis', Record: thesisId, Size: '1', ...(after ? { After: after } : {}) });
      seen.push(...page.Lines.map((line) => line.Id));
      if (!page.Next) break;
      after = page.Next;
    }
    expect(seen).toEqual(all.Lines.map((line) => line.Id));

    const byPerson = await logPage(admin, { User: '陈思远', Action: '新增', Size: '100' });
    expect(byPerson.Lines.some((line) => line.Record_Id === thesisId)).toBe(true);
    expect(byPerson.Lines.every((line) => line.UserName === '陈思远' && line.Action === '新增')).toBe(true);
    expect((await logPage(admin, { User: '没有这个人', Module: 'Thesis' })).Lines).toEqual([]);

    const today = all.Lines[0]!.Time.slice(0, 10);
    expect((await logPage(admin, { Record: thesisId, From: today, To: today })).Lines.length).toBe(3);
    expect((await logPage(admin, { Record: thesisId, To: '2020-01-01' })).Lines).toEqual([]);
    const address = all.Lines[0]!.Address;
    expect((await logPage(admin, { Record: thesisId, Address: address.slice(0, 3) })).Lines.length).toBe(3);
    expect((await logPage(admin, { Record: thesisId, Address: '203.0.113.' })).Lines).toEqual([]);
  });

  it('suggests people for the 人员 filter by name or account, 系统 included, bounded and taken as text', async () => {
    const people = async (name: string) => {
      const response = await server.call(admin, { method: 'GET', url: `/api/OperLog/People?Name=${encodeURIComponent(name)}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<OperLogPerson[]>();
    };
    expect(await people('思远')).toContainEqual({ Name: '陈思远', Account: 'staff' });
    expect(await people('staf')).toContainEqual({ Name: '陈思远', Account: 'staff' });
    expect(await people('系统')).toContainEqual({ Name: '系统', Account: '' });
    expect(await people('')).toEqual([]);
    // LIKE's wildcards are text here: no name holds them.
    expect(await people('%')).toEqual([]);
    expect(await people('_')).toEqual([]);
    expect((await people('a')).length).toBeLessThanOrEqual(20);
    const tooLong = await server.call(admin, { method: 'GET', url: `/api/OperLog/People?Name=${encodeURIComponent('人'.repeat(51))}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ Message: string }>().Message).toBe('人员过长,最多 50 个字符');
  });

  it('opens a line’s field-by-field diff', async () => {
    const [latest] = (await logPage(admin, { Module: 'Thesis', Record: thesisId })).Lines;
    const response = await server.call(admin, { method: 'GET', url: `/api/OperLog/Line/${latest!.Id}` });
    expect(response.statusCode).toBe(200);
    const detail = response.json<OperLogDetail>();
    expect(detail).toMatchObject({ ModuleTitle: '论文', Action: '修改', RecordName: '操作日志筛选论文三' });
    expect(detail.Entry.Changes).toEqual([{ Field: 'Title', Label: '题目', Old: '操作日志筛选论文二', New: '操作日志筛选论文三' }]);
    expect((await server.call(admin, { method: 'GET', url: '/api/OperLog/Line/0190a000-0000-7000-8000-000000000000' })).statusCode).toBe(404);
    expect((await server.call(admin, { method: 'GET', url: `/api/OperLog/Line/${'x'.repeat(300)}` })).statusCode).toBe(404);
  });

  it('refuses staff with 403 on every call, and bad filters with a Chinese 400', async () => {
    for (const [method, url] of [
      ['GET', '/api/OperLog/List'],
      ['GET', '/api/OperLog/Modules'],
      ['GET', '/api/OperLog/People?Name=陈'],
      ['GET', '/api/OperLog/Setting'],
      ['PUT', '/api/OperLog/Setting'],
      ['POST', '/api/OperLog/Export'],
    ] as const) {
      const response = await server.call(staff, { method, url, payload: method === 'GET' ? undefined : { RetentionMonths: 1 } });
      expect(response.statusCode, url).toBe(403);
      expect(response.json<{ Message: string }>().Message).toContain('操作日志');
    }
    expect((await server.call(null, { method: 'GET', url: '/api/OperLog/List' })).statusCode).toBe(401);
    for (const query of [
      'Size=0',
      'Size=101',
      'Action=改',
      'From=2025-13-01',
      'From=2025-02-01&To=2025-01-01',
      'Module=NoSuch',
      `User=${'人'.repeat(51)}`,
      'After=%27%20or%201',
    ]) {
      const response = await server.call(admin, { method: 'GET', url: `/api/OperLog/List?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ Message: string }>().Message).toMatch(/[\u4e00-\u9fa5]/);
    }
    for (const months of [0, 241, 1.5, 'abc', null]) {
      const response = await server.call(admin, { method: 'PUT', url: '/api/OperLog/Setting', payload: { RetentionMonths: months } });
      expect(response.statusCode, String(months)).toBe(400);
    }
  });

  it('exports the filtered lines to the download centre', async () => {
    const started = await server.call(admin, { method: 'POST', url: '/api/OperLog/Export', payload: { Module: 'Thesis', Record: thesisId } });
    expect(started.statusCode, started.body).toBe(200);
    const jobId = started.json<{ JobId: string }>().JobId;
    await waitFor(
      async () => (await server.call(admin, { method: 'GET', url: '/api/downCenter/List' })).json<Array<{ Id: string; Status: string }>>(),
      (jobs) => jobs.find((job) => job.Id === jobId)?.Status === 'done',
    );
    const file = await server.call(admin, { method: 'GET', url: `/api/downCenter/Download/${jobId}` });
    expect(file.statusCode).toBe(200);
    const rows = XLSX.utils.sheet_to_json<string[]>(XLSX.read(file.rawPayload, { type: 'buffer' }).Sheets['操作日志']!, { header: 1 });
    expect(rows[0]).toEqual(['时间', '人员', '地址', '操作', '模块', '记录编号', '修改内容']);
    expect(rows.length).toBe(4);
    expect(rows[1]!.slice(1, 6)).toEqual(['陈思远', expect.any(String), '修改', '论文', thesisId]);
    expect(rows[1]![6]).toBe('题目: 操作日志筛选论文二 → 操作日志筛选论文三');
  });

  it('keeps lines for the retention the administrator sets (default 3 years), purging older ones in the background', async () => {
    expect((await server.call(admin, { method: 'GET', url: '/api/OperLog/Setting' })).json<OperLogSetting>()).toEqual({ RetentionMonths: 36 });
    // Lines written two and four months ago (ids carry their time: the hex of the milliseconds leads them).
    const idAt = (monthsAgo: number, n: number) => {
      const time = (Date.now() - monthsAgo * 31 * 24 * 3600 * 1000).toString(16).padStart(12, '0');
      return `${time.slice(0, 8)}-${time.slice(8, 12)}-7000-8000-${String(n).padStart(12, '0')}`;
    };
    const old = Array.from({ length: 5 }, (_, n) => idAt(4, n));
    const recent = idAt(2, 99);
    await server.app.appContext.db
      .insertInto('RecordChange')
      .values(
        [...old, recent].map((Id) => ({
          Id,
          ModuleName: 'Thesis',
          Record_Id: 'retention-test',
          Action: '修改',
          User_Id: null,
          UserName: '系统',
          Address: '',
          Time: '2020-01-01 00:00:00',
          Changes: '[]',
        })),
      )
      .execute();
    expect((await logPage(admin, { Record: 'retention-test' })).Lines.length).toBe(6);
    const saved = await server.call(admin, { method: 'PUT', url: '/api/OperLog/Setting', payload: { RetentionMonths: 3 } });
    expect(saved.json<OperLogSetting>()).toEqual({ RetentionMonths: 3 });
    const left = await waitFor(
      () => logPage(admin, { Record: 'retention-test' }),
      (page) => page.Lines.length === 1,
    );
    expect(left.Lines.map((line) => line.Id)).toEqual([recent]);
    // The record's own lines of today are kept.
    expect((await logPage(admin, { Record: thesisId })).Lines.length).toBe(3);
    expect((await server.call(admin, { method: 'PUT', url: '/api/OperLog/Setting', payload: { RetentionMonths: 36 } })).statusCode).toBe(200);
  });

  it('opens to a role granted 操作日志 in the role editor, the server deciding', async () => {
    expect((await server.call(staff, { method: 'GET', url: '/api/OperLog/List' })).statusCode).toBe(403);
    await engineCalls(server).grant(admin, staff, 'OperLog', 'List');
    const page = await waitFor(
      () => server.call(staff, { method: 'GET', url: `/api/OperLog/List?Record=${thesisId}` }),
      (response) => response.statusCode === 200,
    );
    expect(page.json<OperLogPage>().Lines.length).toBe(3);
  });
});
