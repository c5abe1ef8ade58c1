/**
 * Excel import through HTTP: the template, a sheet of good and bad rows (counts, flags, reasons per cell),
 * a correction clearing the flag, a second import adding nothing, the error sheet in the download centre (owner only),
 * and every bad upload refused with a Chinese 400/413/415 and nothing stored.
 */
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../contract/index.js';
import { multipartFile } from './commonMultipart.js';
import { startServer, type TestServer } from './helpers.js';
import { buildZip } from './zipFixture.js';

let server: TestServer;
let admin: string;
let staff: string;

function workbook(rows: unknown[][], edit?: (sheet: XLSX.WorkSheet) => void): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  edit?.(sheet);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, '导入数据');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

async function upload(cookie: string, module: string, name: string, data: Buffer) {
  const body = multipartFile(name, data);
  return server.call(cookie, { method: 'POST', url: `/api/import/${module}/Upload`, payload: body.payload, headers: body.headers });
}

interface JobView {
  Status: string;
  Progress: number;
  Summary: { Read: number; Saved: number; Abnormal: number; Skipped: number; HasErrorFile: boolean };
}

async function finished(cookie: string, jobId: string): Promise<JobView> {
  for (let i = 0; i < 200; i++) {
    const job = (await server.call(cookie, { method: 'GET', url: `/api/import/Job/${jobId}` })).json<JobView>();
    if (job.Status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('import did not finish');
}

const patents = async (filters: unknown[] = []) =>
  (await server.list(admin, 'Patent', { PageSize: 1000, Condition: { KeyWord: '导入测试', Filters: filters } })).Data;

let person: ApiRecord;
let dept: ApiRecord;
let patentType: string;

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  staff = await server.login('staff');
  person = (await server.list(admin, 'Person', { PageSize: 1 })).Data[0];
  dept = (await server.list(admin, 'Dept', { PageSize: 1 })).Data[0];
  const items = await server.list(admin, 'EnumItem', { PageSize: 5, Condition: { Filters: [{ Name: 'EnumName', Compare: '==', Value: '专利类型' }] } });
  patentType = String(items.Data[0].EnumValue);
}, 300_000);
afterAll(async () => server?.close());

describe('import template', () => {
  it('has the header row with required columns marked, an example row and the dictionary values', async () => {
    const response = await server.call(admin, { method: 'GET', url: '/api/import/Patent/Template' });
    expect(response.statusCode).toBe(200);
    const book = XLSX.read(response.rawPayload, { type: 'buffer' });
    expect(book.SheetNames.slice(0, 2)).toEqual(['导入数据', '字典值']);
    const [header, example] = XLSX.utils.sheet_to_json<string[]>(book.Sheets['导入数据'], { header: 1 });
    expect(header).toContain('*专利名称');
    expect(header).toContain('专利号');
    expect(header).not.toContain('专利证书');
    expect(example.length).toBeGreaterThan(3);
    const values = XLSX.utils.sheet_to_json<string[]>(book.Sheets['字典值'], { header: 1 });
    expect(values[0]).toContain('专利类型');
  });

  it('is refused to a user without Add on the module', async () => {
    const response = await server.call(null, { method: 'GET', url: '/api/import/Patent/Template' });
    expect(response.statusCode).toBe(401);
  });
});

describe('import of good and bad rows', () => {
  const header = ['*专利名称', '专利号', '*专利类型', '*第一发明人', '*科室', '*申请日期'];
  const personText = () => `${String(person.Name)}(${String(person.WorkCode)})`;
  const sheet = () =>
    workbook([
      header,
      ['导入测试专利一', 'IMP-0001', patentType, personText(), dept.Name, '2025-03-01'],
      ['导入测试专利二', 'IMP-0002', patentType, String(person.WorkCode), dept.Name, '2025-03-02'],
      ['导入测试专利三', 'IMP-0003', '不存在的类型', '查无此人', '不存在科室', 'abc'],
      ['导入测试专利四', 'IMP-0001', patentType, personText(), dept.Name, '2025-03-04'],
      ['', '', '', '', '', ''],
    ]);
  let jobId = '';

  it('saves good rows, flags bad ones with a reason per cell, and offers the abnormal rows as a sheet', async () => {
    const response = await upload(admin, 'Patent', '专利导入.xlsx', sheet());
    expect(response.statusCode).toBe(200);
    jobId = response.json<{ JobId: string }>().JobId;
    const job = await finished(admin, jobId);
    expect(job.Status).toBe('done');
    expect(job.Summary).toEqual({ Read: 4, Saved: 4, Abnormal: 2, Skipped: 0, HasErrorFile: true });
    const abnormal = await patents([{ Name: 'HasException', Compare: '==', Value: true }]);
    expect(abnormal.map((r) => r.Name).sort()).toEqual(['导入测试专利三', '导入测试专利四']);
    const three = abnormal.find((r) => r.Name === '导入测试专利三') as ApiRecord;
    expect(three.ExceptionReason).toContain('专利类型:“不存在的类型”不在字典范围内');
    expect(three.ExceptionReason).toContain('第一发明人:找不到“查无此人”');
    expect(three.ExceptionReason).toContain('科室:找不到“不存在科室”');
    expect(three.ExceptionReason).toContain('申请日期:日期格式不正确(“abc”)');
    expect(String(three.ImportRemark)).toContain('第 4 行');
    const four = abnormal.find((r) => r.Name === '导入测试专利四') as ApiRecord;
    expect(four.ExceptionReason).toContain('专利号:与第 2 行重复');
    const good = await patents([{ Name: 'HasException', Compare: '==', Value: false }]);
    expect(good.map((r) => r.Name).sort()).toEqual(['导入测试专利一', '导入测试专利二']);
    expect(good[0].Inventor_Id).toBe(person.Id);
  });

  it('keeps the error sheet for its owner only', async () => {
    const mine = await server.call(admin, { method: 'GET', url: `/api/downCenter/Download/${jobId}` });
    expect(mine.statusCode).toBe(200);
    const rows = XLSX.utils.sheet_to_json<string[]>(XLSX.read(mine.rawPayload, { type: 'buffer' }).Sheets['异常数据'], { header: 1 });
    expect(rows[0][0]).toBe('行号');
    expect(rows[0].at(-1)).toBe('异常原因');
    expect(rows.slice(1).map((r) => r[0])).toEqual(['4', '5']);
    const listed = (await server.call(admin, { method: 'GET', url: '/api/downCenter/List' })).json<Array<{ Id: string }>>();
    expect(listed.map((j) => j.Id)).toContain(jobId);
    expect((await server.call(staff, { method: 'GET', url: `/api/downCenter/Download/${jobId}` })).statusCode).toBe(404);
    expect((await server.call(staff, { method: 'GET', url: `/api/import/Job/${jobId}` })).statusCode).toBe(404);
    const theirs = (await server.call(staff, { method: 'GET', url: '/api/downCenter/List' })).json<Array<{ Id: string }>>();
    expect(theirs.map((j) => j.Id)).not.toContain(jobId);
  });

  it('a correction that passes validation clears the flag', async () => {
    const [three] = (await patents([{ Name: 'HasException', Compare: '==', Value: true }])).filter((r) => r.Name === '导入测试专利三');
    const response = await server.call(admin, {
      method: 'PUT',
      url: '/api/Patent/Put',
      payload: { Id: three.Id, PatentType: patentType, Inventor_Id: person.Id, Dept_Id: dept.Id, ApplyDate: '2025-03-03', HasException: true },
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json<ApiRecord>();
    expect(saved.HasException).toBe(false);
    expect(saved.ExceptionReason).toBeNull();
    expect(String(saved.ImportRemark)).toContain('第 4 行');
  });

  it('importing the same file again adds no row with a unique key', async () => {
    const before = (await patents()).length;
    const response = await upload(admin, 'Patent', '专利导入.xlsx', sheet());
    const job = await finished(admin, response.json<{ JobId: string }>().JobId);
    // IMP-0001..3 are stored; row 5 (IMP-0001 again) lost its number as a duplicate and is stored once more as abnormal.
    expect(job.Summary).toMatchObject({ Read: 4, Skipped: 3, Saved: 1 });
    expect((await patents()).length).toBe(before + 1);
  });
});

describe('bad uploads', () => {
  const countPatents = async () => (await server.list(admin, 'Patent', { PageSize: 1 })).Total;

  it.each([
    ['an empty file', 'a.xlsx', Buffer.alloc(0), 400, '上传的文件是空的'],
    ['a text file', 'a.csv', Buffer.from('名称\n一'), 415, '仅支持 .xlsx 格式的 Excel 文件'],
    ['an .xls renamed', 'a.xlsx', Buffer.from('d0cf11e0a1b11ae1', 'hex'), 415, '仅支持 .xlsx 格式的 Excel 文件'],
    ['a damaged zip', 'a.xlsx', Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(100, 7)]), 400, '导入文件已损坏或不是有效的 Excel 文件'],
  ])('%s is refused', async (_label, name, data, status, message) => {
    const before = await countPatents();
    const response = await upload(admin, 'Patent', name, data);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ Message: message });
    expect(await countPatents()).toBe(before);
  });

  it('a workbook with formulas is refused', async () => {
    const data = workbook(
      [
        ['*专利名称', '专利号'],
        ['导入测试公式', 1],
      ],
      (sheet) => {
        sheet.B2 = { t: 'n', v: 2, f: '1+1' };
      },
    );
    const response = await upload(admin, 'Patent', 'f.xlsx', data);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Message: '导入文件含有公式,请将公式转换为数值后再导入' });
  });

  it('a workbook with external links is refused', async () => {
    const data = buildZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/externalLinks/externalLink1.xml', data: Buffer.from('<externalLink/>') },
    ]);
    const response = await upload(admin, 'Patent', 'l.xlsx', data);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Message: '导入文件含有外部链接,请删除外部链接后再导入' });
  });

  it('a zip bomb is refused without being inflated', async () => {
    const data = buildZip([
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(64 * 1024 * 1024, 0x20) },
    ]);
    expect(data.length).toBeLessThan(1024 * 1024);
    const response = await upload(admin, 'Patent', 'b.xlsx', data);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ Message: '导入文件解压后过大,疑似压缩炸弹,已拒绝' });
  });

  it('a sheet over the row limit is refused whole', async () => {
    const rows: unknown[][] = [['*专利名称']];
    for (let i = 0; i < 100_001; i++) rows.push([`导入测试超限${i}`]);
    const before = await countPatents();
    const response = await upload(admin, 'Patent', 'big.xlsx', workbook(rows));
    expect(response.statusCode).toBe(413);
    expect(response.json<{ Message: string }>().Message).toContain('导入行数超过上限');
    expect(await countPatents()).toBe(before);
    // The server goes on answering.
    expect((await server.call(admin, { method: 'GET', url: '/api/import/Patent/Template' })).statusCode).toBe(200);
  }, 60_000);

  it('a module that is not importable is refused', async () => {
    const response = await upload(admin, 'User', 'u.xlsx', workbook([['账号'], ['x']]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Message: '该模块不支持导入' });
  });
});
