import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser, PermissionNode } from '../../contract/index.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const permissionsOf = async (cookie: string) => (await server.call(cookie, { method: 'GET', url: '/api/Permission/Permissions' })).json<PermissionNode[]>();

/** "Module:Action" pairs for action nodes, module codes for module nodes. */
const codes = (nodes: PermissionNode[]): string[] => {
  const byId = new Map(nodes.map((n) => [n.Id, n]));
  return nodes.map((n) => (n.Parent_Id ? `${byId.get(n.Parent_Id)?.EnCode}:${n.EnCode}` : n.EnCode));
};

describe('permissions', () => {
  it('gives staff exactly the researcher grants, as a flat tree', async () => {
    const nodes = await permissionsOf(await server.login('staff'));
    const list = codes(nodes);
    expect(list).toEqual(expect.arrayContaining(['Thesis', 'Thesis:List', 'Thesis:Add', 'Thesis:Update', 'Thesis:Delete', 'Person:List', 'EnumItem:List']));
    expect(list).not.toContain('Thesis:Check');
    expect(list.some((c) => c.startsWith('User') || c.startsWith('Role') || c.startsWith('Permission'))).toBe(false);
    const thesis = nodes.find((n) => n.EnCode === 'Thesis' && n.Parent_Id === null);
    expect(thesis).toMatchObject({ Name: '论文' });
    expect(nodes.find((n) => n.Parent_Id === thesis?.Id && n.EnCode === 'List')?.Name).toBe('查看');
  });

  it('gives the reviewer Check and the admin everything', async () => {
    expect(codes(await permissionsOf(await server.login('reviewer')))).toEqual(expect.arrayContaining(['Thesis:Check', 'Patent:Report']));
    const admin = await permissionsOf(await server.login('admin'));
    expect(codes(admin)).toEqual(expect.arrayContaining(['User:Delete', 'Role:Update', 'Thesis:GroupList']));
  });

  it("keeps system records (the login log) out of everyone's hands, the administrator's too", async () => {
    const admin = await server.login('admin');
    const list = codes(await permissionsOf(admin));
    expect(list).toContain('LoginLog:List');
    expect(list.filter((code) => /^LoginLog:(Add|Update|Delete)$/.test(code))).toEqual([]);
    const before = await server.list(admin, 'LoginLog', { PageIndex: 1, PageSize: 1 });
    const refused = await server.call(admin, {
      method: 'POST',
      url: '/api/LoginLog/Post',
      payload: { Account: 'forged', Result: '成功', LoginTime: '2026-01-01 08:00:00' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('登录日志由系统自动记录，不能手工新增、修改或删除');
    const row = before.Data[0];
    const edit = await server.call(admin, { method: 'PUT', url: '/api/LoginLog/Put', payload: { ...row, Result: '失败' } });
    expect(edit.statusCode).toBe(403);
    expect((await server.call(admin, { method: 'DELETE', url: `/api/LoginLog/Delete/${String(row.Id)}` })).statusCode).toBe(403);
    const after = await server.list(admin, 'LoginLog', { PageIndex: 1, PageSize: 1 });
    expect(after.Total).toBe(before.Total);
    expect(after.Data[0]).toMatchObject({ Id: row.Id, Result: row.Result });
  });

  it('answers 401 when not logged in', async () => {
    expect((await server.call(null, { method: 'GET', url: '/api/Permission/Permissions' })).statusCode).toBe(401);
  });

  it('applies a changed role grant at once (cache invalidated on Role writes)', async () => {
    const admin = await server.login('admin');
    const staff = await server.login('staff');
    expect((await server.call(staff, { method: 'POST', url: '/api/Journal/Post', payload: { Name: '新期刊' } })).statusCode).toBe(403);
    const me = (await server.call(staff, { method: 'GET', url: '/api/account/GetCurrent' })).json<CurrentUser>();
    const role = (await server.call(admin, { method: 'GET', url: `/api/Role/Get/${me.Curr.Role_Id}` })).json<{ Id: string; Permission_Ids: string[] }>();
    const all = await permissionsOf(admin);
    const journal = all.find((n) => n.EnCode === 'Journal' && n.Parent_Id === null);
    const add = all.find((n) => n.Parent_Id === journal?.Id && n.EnCode === 'Add');
    const put = await server.call(admin, { method: 'PUT', url: '/api/Role/Put', payload: { Id: role.Id, Permission_Ids: [...role.Permission_Ids, add?.Id] } });
    expect(put.statusCode).toBe(200);
    expect((await server.call(staff, { method: 'POST', url: '/api/Journal/Post', payload: { Name: '新期刊' } })).statusCode).toBe(200);
  });
});
