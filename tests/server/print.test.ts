import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../contract/index.js';
import { TENANT } from '../../server/seed/referenceData.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let admin: string, staff: string, reviewer: string;
let own: ApiRecord;

const EVIL_TITLE = '<script>alert("x")</script>冠心病&预后研究';

beforeAll(async () => {
  server = await startServer();
  [admin, staff, reviewer] = await Promise.all([server.login('admin'), server.login('staff'), server.login('reviewer')]);
  const first = async (module: string, body: unknown = {}) => (await server.list(admin, module, body)).Data[0];
  const journal = await first('Journal');
  const person = await first('Person');
  const dept = await first('Dept', { Condition: { Filters: [{ Name: 'Name', Compare: '==', Value: '心血管内科' }] } });
  const created = await server.call(staff, {
    method: 'POST',
    url: '/api/Thesis/Post',
    payload: { Title: EVIL_TITLE, Journal_Id: journal.Id, FirstAuthor_Id: person.Id, Dept_Id: dept.Id, PublishDate: '2025-03-01', ImpactFactor: '12.5' },
  });
  expect(created.statusCode).toBe(200);
  own = created.json<ApiRecord>();
});
afterAll(() => server.close());

const printRecord = (cookie: string | null, module: string, id: string) => server.call(cookie, { method: 'GET', url: `/api/print/${module}/${id}` });
const printList = (cookie: string | null, module: string, body: Record<string, unknown>) =>
  server.call(cookie, { method: 'POST', url: `/api/print/${module}/list`, payload: body });

describe('record print', () => {
  it('renders the letterhead, the title, Chinese labels, the print date and escaped values', async () => {
    const response = await printRecord(staff, 'Thesis', String(own.Id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain(`<div class="hospital">${TENANT.FullName}</div>`);
    expect(html).toContain('<h1>论文</h1>');
    expect(html).toMatch(/打印日期:\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(html).toContain('<th>题目</th>');
    expect(html).toContain('<th>科室</th><td>心血管内科</td>');
    expect(html).toContain('<th>影响因子</th><td>12.5</td>');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;冠心病&amp;预后研究');
  });

  it('checks login, permission and ownership like Get', async () => {
    expect((await printRecord(null, 'Thesis', String(own.Id))).statusCode).toBe(401);
    // Staff holds no grant on User.
    const user = (await server.list(admin, 'User', {})).Data[0];
    const refused = await printRecord(staff, 'User', String(user.Id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ Message: '权限不足' });
    // Someone else's thesis is missing to staff, as with Get.
    const others = await server.list(admin, 'Thesis', { PageSize: 50 });
    const foreign = others.Data.find((row) => row.Create_User_Id !== own.Create_User_Id);
    expect(foreign).toBeDefined();
    const hidden = await printRecord(staff, 'Thesis', String(foreign?.Id));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ Message: '数据不存在' });
    // A reviewer (Check on Thesis) sees every thesis.
    expect((await printRecord(reviewer, 'Thesis', String(own.Id))).statusCode).toBe(200);
    expect((await printRecord(staff, 'NoSuchModule', '1')).statusCode).toBe(404);
  });
});

describe('list print', () => {
  it('renders the whole filtered result (not one page) with letterhead, headers and escaped values', async () => {
    const all = await server.list(admin, 'Thesis', { PageSize: 1 });
    expect(all.Total).toBeGreaterThan(10);
    const response = await printList(admin, 'Thesis', { PageIndex: 1, PageSize: 10 });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(TENANT.FullName);
    expect(html).toContain('<h1>论文列表</h1>');
    expect(html).toContain(`共${all.Total}条`);
    expect(html).toContain('<th>题目</th>');
    expect(html.match(/<tr><td>\d+<\/td>/g)).toHaveLength(all.Total);
    expect(html).not.toContain('<script>alert');
  });

  it('applies the filters, encrypted bodies included, and the owner scope', async () => {
    const filtered = await printList(
      staff,
      'Thesis',
      server.encryptBody({ Condition: { Filters: [{ Name: 'Title', Compare: '$', Value: '冠心病&预后' }] } }) as unknown as Record<string, unknown>,
    );
    expect(filtered.statusCode).toBe(200);
    expect(filtered.body).toContain('共1条');
    expect(filtered.body).toContain('冠心病&amp;预后研究');
    const mine = await server.list(staff, 'Thesis', { PageSize: 1 });
    expect((await printList(staff, 'Thesis', {})).body).toContain(`共${mine.Total}条`);
  });

  it('answers 401 without a login, 403 without List, 400 for an unknown field', async () => {
    expect((await printList(null, 'Thesis', {})).statusCode).toBe(401);
    expect((await printList(staff, 'User', {})).statusCode).toBe(403);
    const bad = await printList(admin, 'Thesis', { Condition: { Filters: [{ Name: 'NoSuchField', Compare: '==', Value: '1' }] } });
    expect(bad.statusCode).toBe(400);
  });
});
