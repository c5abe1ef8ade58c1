/**
 * Issue 16: a list's pages are kept between calls (listPages.ts) and every write empties them: the same page asked for
 * again shows a created, changed or deleted record at once, in each ownership scope, and a write made by another
 * connection to the database (another process on SQLite, another instance on PostgreSQL) on the next calls.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../contract/index.js';
import { openDatabase } from '../../server/platform/db/database.js';
import { startServer, type TestServer } from './helpers.js';
import { testDatabaseUrl } from './testDatabase.js';

let server: TestServer;
let admin: string, staff: string;
let refs: { journal: ApiRecord; person: ApiRecord; dept: ApiRecord };

beforeAll(async () => {
  server = await startServer();
  [admin, staff] = await Promise.all([server.login('admin'), server.login('staff')]);
  const first = async (module: string) => (await server.list(admin, module, {})).Data[0];
  refs = { journal: await first('Journal'), person: await first('Person'), dept: await first('Dept') };
});
afterAll(() => server.close());

const newest = (cookie: string) => server.list(cookie, 'Thesis', { PageIndex: 1, PageSize: 10 });
const titles = (page: { Data: ApiRecord[] }) => page.Data.map((record) => record.Title);

describe('kept list pages', () => {
  it('shows a created, changed and deleted record on the same page asked for again, per scope', async () => {
    const [all, mine] = [await newest(admin), await newest(staff)];
    expect(await newest(admin)).toEqual(all);
    expect(await newest(staff)).toEqual(mine);
    expect(mine.Total).toBeLessThan(all.Total);
    const created = await server.call(staff, {
      method: 'POST', url: '/api/Thesis/Post',
      payload: { Title: '保留页测试论文', Journal_Id: refs.journal.Id, FirstAuthor_Id: refs.person.Id, Dept_Id: refs.dept.Id, PublishDate: '2025-03-01' },
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

  it('keeps each request\'s own page: another order, filter or page is another answer', async () => {
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
