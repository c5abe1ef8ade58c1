import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, RecordHistory } from '../../contract/index.js';
import { startServer, thesisPayload, thesisReferences, type TestServer, type ThesisReferences } from './helpers.js';

let server: TestServer;
let admin: string, staff: string, dean: string;
let refs: ThesisReferences;
let otherDept: ApiRecord;

beforeAll(async () => {
  server = await startServer();
  [admin, staff, dean] = await Promise.all([server.login('admin'), server.login('staff'), server.login('dean')]);
  refs = await thesisReferences(server, admin);
  otherDept = (await server.list(admin, 'Dept', { Condition: { Filters: [{ Name: 'Id', Compare: '!=', Value: refs.dept.Id }] } })).Data[0]!;
});
afterAll(() => server.close());

const history = (cookie: string, module: string, id: string) =>
  server.call(cookie, { method: 'GET', url: `/api/RecordHistory/${module}/${encodeURIComponent(id)}` });
const entries = async (cookie: string, module: string, id: string) => {
  const response = await history(cookie, module, id);
  expect(response.statusCode).toBe(200);
  return response.json<RecordHistory>().Entries;
};

describe('a record’s change history (修改记录)', () => {
  it('keeps create, update and delete with who, where and the changed fields as people read them, newest first', async () => {
    const created = await server.call(staff, { method: 'POST', url: '/api/Thesis/Post', payload: thesisPayload(refs, '原来的题目') });
    expect(created.statusCode).toBe(200);
    const id = String(created.json<ApiRecord>().Id);

    const updated = await server.call(staff, {
      method: 'PUT',
      url: '/api/Thesis/Put',
      payload: { Id: id, RowVersion: 1, Title: '修改后的题目', Dept_Id: otherDept.Id, PublishDate: '2025-03-01' },
    });
    expect(updated.statusCode).toBe(200);

    // Refused saves leave no line: a rule broken (400) and a stale version (409).
    const refused = await server.call(staff, { method: 'PUT', url: '/api/Thesis/Put', payload: { Id: id, RowVersion: 2, Title: 'x' } });
    expect(refused.statusCode).toBe(400);
    const stale = await server.call(staff, { method: 'PUT', url: '/api/Thesis/Put', payload: { Id: id, RowVersion: 1, Title: '旧版本的修改' } });
    expect(stale.statusCode).toBe(409);

    const [update, create] = await entries(staff, 'Thesis', id);
    expect(update).toMatchObject({ Action: '修改', UserName: '陈思远' });
    expect(update!.Address).not.toBe('');
    expect(update!.Time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(update!.Changes).toEqual([
      { Field: 'Title', Label: '题目', Old: '原来的题目', New: '修改后的题目' },
      { Field: 'Dept_Id', Label: expect.any(String), Old: refs.dept.Name, New: otherDept.Name },
    ]);
    expect(create).toMatchObject({ Action: '新增', UserName: '陈思远' });
    expect(create!.Changes).toContainEqual({ Field: 'Title', Label: '题目', Old: '', New: '原来的题目' });
    expect((await entries(staff, 'Thesis', id)).length).toBe(2);

    // Another staff member who may not read the paper may not read its history either.
    expect((await server.call(dean, { method: 'GET', url: `/api/Thesis/Get/${id}` })).statusCode).toBe(404);
    expect((await history(dean, 'Thesis', id)).statusCode).toBe(404);

    expect((await server.call(staff, { method: 'DELETE', url: `/api/Thesis/Delete/${id}` })).statusCode).toBe(204);
    // Once deleted, whoever reaches every paper still reads it; the owner no longer reaches the row.
    const lines = await entries(admin, 'Thesis', id);
    expect(lines.map((line) => line.Action)).toEqual(['删除', '修改', '新增']);
    expect(lines[0]!.Changes).toContainEqual({ Field: 'Title', Label: '题目', Old: '修改后的题目', New: '' });
    expect((await history(staff, 'Thesis', id)).statusCode).toBe(404);
  });

  it('never keeps a password, only that it changed', async () => {
    const created = await server.call(admin, {
      method: 'POST',
      url: '/api/User/Post',
      payload: { Account: 'history-user', Name: '历史测试', Password: 'Secret@2026a', Enabled: true },
    });
    expect(created.statusCode).toBe(200);
    const user = created.json<ApiRecord>();
    const updated = await server.call(admin, {
      method: 'PUT',
      url: '/api/User/Put',
      payload: { Id: user.Id, RowVersion: user.RowVersion, Password: 'Another@2026b', Name: '历史测试二' },
    });
    expect(updated.statusCode).toBe(200);
    const [update, create] = await entries(admin, 'User', String(user.Id));
    expect(update!.Changes).toEqual([
      { Field: 'Name', Label: '姓名', Old: '历史测试', New: '历史测试二' },
      { Field: 'Password', Label: '初始密码', Old: '', New: '已修改', Hidden: true },
    ]);
    expect(create!.Changes).toContainEqual({ Field: 'Password', Label: '初始密码', Old: '', New: '已修改', Hidden: true });
    // Nowhere in the stored lines either.
    const stored = await server.app.appContext.db.selectFrom('RecordChange').select('Changes').where('Record_Id', '=', String(user.Id)).execute();
    expect(JSON.stringify(stored)).not.toMatch(/Secret@2026a|Another@2026b/);
  });

  it('answers 404 for a module that does not exist and refuses without a session', async () => {
    expect((await history(admin, 'NoSuchModule', 'x')).statusCode).toBe(404);
    expect((await history(null as unknown as string, 'Thesis', 'x')).statusCode).toBe(401);
  });
});
