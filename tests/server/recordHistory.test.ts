import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, RecordHistory } from '../../contract/index.js';
import type { PermissionNode } from '../../contract/index.js';
import { startServer, thesisPayload, thesisReferences, type TestServer, type ThesisReferences } from './helpers.js';
import { loginChangingInitialPassword } from './initialPassword.js';

let server: TestServer;
let admin: string, staff: string, otherStaff: string;
let refs: ThesisReferences;
let otherDept: ApiRecord;

beforeAll(async () => {
  server = await startServer();
  [admin, staff] = await Promise.all([server.login('admin'), server.login('staff')]);
  refs = await thesisReferences(server, admin);
  // A second 科研人员, of the same role as staff: they may read their own papers only.
  const staffRole = (await server.list(admin, 'Role', { Condition: { Filters: [{ Name: 'EnCode', Compare: '==', Value: '003' }] } })).Data[0]!;
  otherStaff = await userWithRoles('history-staff2', [String(staffRole.Id)]);
  otherDept = (await server.list(admin, 'Dept', { Condition: { Filters: [{ Name: 'Id', Compare: '!=', Value: refs.dept.Id }] } })).Data[0]!;
});
afterAll(() => server.close());

/** An account the administrator makes with these roles, logged in (its initial password changed first). */
async function userWithRoles(account: string, roleIds: string[]): Promise<string> {
  const user = await server.call(admin, {
    method: 'POST',
    url: '/api/User/Post',
    payload: { Account: account, Name: account, Password: 'History@2026', Role_Ids: roleIds, Enabled: true },
  });
  expect(user.statusCode, user.body).toBe(200);
  return loginChangingInitialPassword(server, account, 'History@2026');
}

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
    expect((await server.call(otherStaff, { method: 'GET', url: `/api/Thesis/Get/${id}` })).statusCode).toBe(404);
    expect((await history(otherStaff, 'Thesis', id)).statusCode).toBe(404);

    expect((await server.call(staff, { method: 'DELETE', url: `/api/Thesis/Delete/${id}` })).statusCode).toBe(204);
    // Once deleted, whoever reaches every paper still reads it; the owner no longer reaches the row.
    const lines = await entries(admin, 'Thesis', id);
    expect(lines.map((line) => line.Action)).toEqual(['删除', '修改', '新增']);
    expect(lines[0]!.Changes).toContainEqual({ Field: 'Title', Label: '题目', Old: '修改后的题目', New: '' });
    expect((await history(staff, 'Thesis', id)).statusCode).toBe(404);
  });

  it('of racing saves of one version, the one that wins has the only line', async () => {
    const created = await server.call(staff, { method: 'POST', url: '/api/Thesis/Post', payload: thesisPayload(refs, '并发保存的论文') });
    const id = String(created.json<ApiRecord>().Id);
    const saves = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        server.call(staff, { method: 'PUT', url: '/api/Thesis/Put', payload: { Id: id, RowVersion: 1, Title: `并发保存的论文-${i}` } }),
      ),
    );
    const won = saves.filter((response) => response.statusCode === 200);
    expect(won.length).toBe(1);
    expect(saves.filter((response) => response.statusCode === 409).length).toBe(7);
    const [update, create] = await entries(staff, 'Thesis', id);
    expect(create!.Action).toBe('新增');
    expect(update!.Changes).toEqual([{ Field: 'Title', Label: '题目', Old: '并发保存的论文', New: won[0]!.json<ApiRecord>().Title }]);
    expect((await entries(staff, 'Thesis', id)).length).toBe(2);
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

  it('shows a personal field only as changed to a reader without the 查看个人信息 grant', async () => {
    const person = (await server.list(admin, 'Person', { PageIndex: 1, PageSize: 1 })).Data[0]!;
    const updated = await server.call(admin, {
      method: 'PUT',
      url: '/api/Person/Put',
      payload: { ...person, Phone: '13900001111', Name: `${String(person.Name)}乙` },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const nodes = (await server.call(admin, { method: 'GET', url: '/api/Permission/Permissions' })).json<PermissionNode[]>();
    const moduleNode = nodes.find((n) => n.EnCode === 'Person' && n.Parent_Id === null);
    const listNode = nodes.find((n) => n.Parent_Id === moduleNode?.Id && n.EnCode === 'List');
    const role = await server.call(admin, {
      method: 'POST',
      url: '/api/Role/Post',
      payload: { Name: '人员查看', EnCode: 'history-person', Permission_Ids: [String(moduleNode?.Id), String(listNode?.Id)] },
    });
    expect(role.statusCode, role.body).toBe(200);
    const reader = await userWithRoles('history-reader', [String(role.json<ApiRecord>().Id)]);
    const [forReader] = await entries(reader, 'Person', String(person.Id));
    expect(forReader!.Changes).toContainEqual({ Field: 'Phone', Label: expect.any(String), Old: '', New: '已修改', Hidden: true });
    expect(forReader!.Changes).toContainEqual(expect.objectContaining({ Field: 'Name', Old: person.Name, New: `${String(person.Name)}乙` }));
    const [forAdmin] = await entries(admin, 'Person', String(person.Id));
    expect(forAdmin!.Changes).toContainEqual(expect.objectContaining({ Field: 'Phone', New: '13900001111' }));
  });

  it('answers 404 for a module that does not exist and refuses without a session', async () => {
    expect((await history(admin, 'NoSuchModule', 'x')).statusCode).toBe(404);
    expect((await history(null as unknown as string, 'Thesis', 'x')).statusCode).toBe(401);
  });
});
