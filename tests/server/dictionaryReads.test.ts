/**
 * Whoever may read a record may read the dictionary items its fields show (D-SEC-16).
 * A finance approver (no 数据字典 grant) reads the items a 论文版面费报销 shows — 费用类型, 支出类别 — and nothing
 * wider: another dictionary, every dictionary, or a body that does not name one is still 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, PageResult } from '../../contract/index.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let finance: string, staff: string;

beforeAll(async () => {
  server = await startServer();
  [finance, staff] = await Promise.all([server.login('finance1'), server.login('staff')]);
});
afterAll(() => server.close());

const listItems = (cookie: string | null, Filters: unknown[], encrypted = false) => {
  const body = { PageIndex: 1, PageSize: 500, Condition: { Filters }, SortInfo: { Name: 'SortCode', Mode: 'asc' } };
  return server.call(cookie, { method: 'POST', url: '/api/EnumItem/List', payload: encrypted ? server.encryptBody(body) : body });
};
const named = (Value: string, Compare = '==') => ({ Name: 'EnumName', Compare, Value });

describe('dictionary items for readers of the records that show them', () => {
  it('lets a finance approver read the dictionaries of a 论文版面费报销 they approve, as the form asks (encrypted too)', async () => {
    for (const dictionary of ['经费支出类别', '论文费用类型']) {
      const response = await listItems(finance, [named(dictionary)], true);
      expect(response.statusCode, response.body).toBe(200);
      const items = response.json<PageResult<ApiRecord>>().Data;
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.EnumName === dictionary)).toBe(true);
    }
    expect((await listItems(finance, [named('经费支出类别,论文费用类型', 'in')])).statusCode).toBe(200);
    // The record the form shows, and its 支出类别 among the items read.
    const cost = (await server.list(finance, 'ThesisCost', { PageIndex: 1, PageSize: 50 })).Data.find((row) => row.ExpenseCategory);
    expect(cost).toBeDefined();
    const values = (await listItems(finance, [named('经费支出类别')])).json<PageResult<ApiRecord>>().Data.map((item) => item.EnumValue);
    expect(values).toContain(cost?.ExpenseCategory);
  });

  it('refuses anything wider: another dictionary, all of them, a mixed list, a filter that names none', async () => {
    // 期刊分区 belongs to papers (论文), which a finance approver may not list.
    const other = await listItems(finance, [named('期刊分区')]);
    expect([other.statusCode, other.json()]).toEqual([403, { Message: '权限不足' }]);
    expect((await listItems(finance, [])).statusCode).toBe(403);
    expect((await listItems(finance, [named('经费支出类别,期刊分区', 'in')])).statusCode).toBe(403);
    expect((await listItems(finance, [named('经费支出类别', '!=')])).statusCode).toBe(403);
    expect((await listItems(finance, [named('', '==')])).statusCode).toBe(403);
    expect((await listItems(finance, [{ Name: 'EnumName', Compare: '$', Value: '经费' }])).statusCode).toBe(403);
    // Writes still need the grant.
    expect(
      (await server.call(finance, { method: 'POST', url: '/api/EnumItem/Post', payload: { EnumName: '经费支出类别', EnumValue: '测试' } })).statusCode,
    ).toBe(403);
    expect((await listItems(null, [named('经费支出类别')])).statusCode).toBe(401);
  });

  it('leaves holders of the grant as they were', async () => {
    expect((await listItems(staff, [])).statusCode).toBe(200);
    expect((await listItems(staff, [named('期刊分区')])).statusCode).toBe(200);
  });
});
