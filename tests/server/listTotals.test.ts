/**
 * List totals are kept between pages (listTotals.ts), and every write through the API empties them: a
 * caller sees the new total on the very next page, in each ownership scope, with the same answers as before. A list's
 * pages are kept too (listPages.ts) and emptied the same way: the same page asked for again shows a created, changed
 * or deleted record at once, in each scope, and a write made by another connection to the database (another process
 * on SQLite, another instance on PostgreSQL) on the next calls.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../contract/index.js';
import { openDatabase } from '../../server/platform/db/database.js';
import { testDatabaseUrl } from './testDatabase.js';
import { startServer, thesisPayload, thesisReferences, type TestServer, type ThesisReferences } from './helpers.js';

let server: TestServer;
let admin: string, staff: string;
let refs: ThesisReferences;

beforeAll(async () => {
  server = await startServer();
  [admin, staff] = await Promise.all([server.login('admin'), server.login('staff')]);
  refs = await thesisReferences(server, admin);
});
afterAll(() => server.close());

const thesis = (title: string) => thesisPayload(refs, title);
// PageSize 1: a full page, so the total is counted or cached, never read off a short page.
const total = async (cookie: string, body: Record<string, unknown> = {}) => (await server.list(cookie, 'Thesis', { PageSize: 1, ...body })).Total;
const byDept = { Condition: { Filters: [{ Name: 'Dept_Id', Compare: '==', Value: '' }] } };

describe('list totals after writes', () => {
  it('counts a created, updated and deleted record on the next page, per scope', async () => {
    byDept.Condition.Filters[0].Value = String(refs.dept.Id);
    const [all, mine, dept] = [await total(admin), await total(staff), await total(admin, byDept)];
    expect(await total(admin)).toBe(all); // answered again from the cache: the same
    const created = await server.call(staff, { method: 'POST', url: '/api/Thesis/Post', payload: thesis('缓存总数测试论文') });
    expect(created.statusCode).toBe(200);
    const record = created.json<ApiRecord>();
    expect([await total(admin), await total(staff), await total(admin, byDept)]).toEqual([all + 1, mine + 1, dept + 1]);
    const keyword = { Condition: { KeyWord: '缓存总数测试' } };
    expect(await total(staff, keyword)).toBe(1);
    const renamed = await server.call(staff, { method: 'PUT', url: '/api/Thesis/Put', payload: { Id: record.Id, RowVersion: 1, Title: '改名之后' } });
    expect(renamed.statusCode).toBe(200);
    expect(await total(staff, keyword)).toBe(0);
    expect((await server.call(staff, { method: 'DELETE', url: `/api/Thesis/Delete/${record.Id}` })).statusCode).toBe(204);
    expect([await total(admin), await total(staff), await total(admin, byDept)]).toEqual([all, mine, dept]);
  });

  it('answers pages past the end with the total and no rows', async () => {
    const all = await total(admin);
    const page = await server.list(admin, 'Thesis', { PageIndex: 5000, PageSize: 10 });
    expect(page).toEqual({ Total: all, Data: [] });
  });
});

const newest = (cookie: string) => server.list(cookie, 'Thesis', { PageIndex: 1, PageSize: 10 });
const titles = (page: { Data: ApiRecord[] }) => page.Data.map((record) => record.Title);

describe('kept list pages', () => {
  it('shows a created, changed and deleted record on the same page asked for again, per scope', async () => {
    const [all, mine] = [await newest(admin), await newest(staff)];
    expect(await newest(admin)).toEqual(all);
    expect(await newest(staff)).toEqual(mine);
    expect(mine.Total).toBeLessThan(all.Total);
    const created = await server.call(staff, {
      method: 'POST',
      url: '/api/Thesis/Post',
      payload: thesisPayload(refs, '保留页测试论文'),
    });
    expect(created.statusCode, created.body).toBe(200);
    const record = created.json<ApiRecord>();
    for (const cookie of [admin, staff]) {
      const page = await newest(cookie);
      expect(page.Data[0]).toMatchObject({ Id: record.Id, Title: '保留页测试论文', Journal: { Id: refs.journal.Id } });
    }
    expect((await newest(admin)).Total).toBe(all.Total + 1);
    expect((await newest(staff)).Total).toBe(mine.Total + 1);
    const changed = await server.call(staff, { method: 'PUT', url: '/api/Thesis/Put', payload: { Id: record.Id, RowVersion: 1, Title: '保留页改名之后' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(titles(await newest(admin))[0]).toBe('保留页改名之后');
    expect(titles(await newest(staff))[0]).toBe('保留页改名之后');
    expect((await server.call(staff, { method: 'DELETE', url: `/api/Thesis/Delete/${record.Id}` })).statusCode).toBe(204);
    expect(await newest(admin)).toEqual(all);
    expect(await newest(staff)).toEqual(mine);
  });

  it("keeps each request's own page: another order, filter or page is another answer", async () => {
    const byTitle = await server.list(admin, 'Thesis', { PageIndex: 1, PageSize: 5, SortInfo: { Name: 'Title', Mode: 'asc' } });
    const second = await server.list(admin, 'Thesis', { PageIndex: 2, PageSize: 5, SortInfo: { Name: 'Title', Mode: 'asc' } });
    const sorted = [...titles(byTitle), ...titles(second)];
    expect(sorted).toEqual([...sorted].sort((a, b) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0)));
    expect(titles(second)).not.toEqual(titles(byTitle));
    const dept = await server.list(admin, 'Thesis', { PageSize: 50, Condition: { Filters: [{ Name: 'Dept_Id', Compare: '==', Value: refs.dept.Id }] } });
    expect(dept.Data.every((record) => record.Dept_Id === refs.dept.Id)).toBe(true);
  });

  it('reads the page again after another connection to the database changed a row', async () => {
    const [top] = (await newest(admin)).Data;
    expect((await newest(admin)).Data[0].Title).toBe(top.Title);
    const other = openDatabase(server.dataDir, await testDatabaseUrl(server.dataDir));
    try {
      await sql`update ${sql.table('Thesis')} set ${sql.ref('Title')} = ${'另一连接改的题目'} where ${sql.ref('Id')} = ${top.Id}`.execute(other.db);
    } finally {
      await other.close();
    }
    // PostgreSQL: the other connection's write is heard through the table-write notices, within moments.
    await expect.poll(async () => (await newest(admin)).Data[0].Title, { timeout: 3000, interval: 50 }).toBe('另一连接改的题目');
  });
});
