/**
 * Issue 16: list totals are kept between pages (listTotals.ts), and every write through the API empties them: a
 * caller sees the new total on the very next page, in each ownership scope, with the same answers as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../contract/index.js';
import { startServer, type TestServer } from './helpers.js';

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

const thesis = (title: string) => ({
  Title: title, Journal_Id: refs.journal.Id, FirstAuthor_Id: refs.person.Id, Dept_Id: refs.dept.Id, PublishDate: '2025-03-01',
});
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
