import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser, PermissionNode } from '../../contract/index.js';
import { ADMIN_ONLY_GRANTS, MAX_PERMISSION_IDS } from '../../server/permissions/grantWrites.js';
import { startServer, type TestServer } from './helpers.js';
import type { SeedAccountKey } from '../../server/seed/accounts.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface RoleRecord {
  Id: string;
  Name: string;
  Permission_Ids: string[];
  RowVersion: number;
}

const roleOf = async (admin: string, account: SeedAccountKey): Promise<RoleRecord> => {
  const me = (await server.call(await server.login(account), { method: 'GET', url: '/api/account/GetCurrent' })).json<CurrentUser>();
  return (await server.call(admin, { method: 'GET', url: `/api/Role/Get/${me.Curr.Role_Id}` })).json<RoleRecord>();
};

const nodeIds = async (admin: string, module: string, actions: string[]): Promise<string[]> => {
  const all = (await server.call(admin, { method: 'GET', url: '/api/Permission/Permissions' })).json<PermissionNode[]>();
  const parent = all.find((n) => n.EnCode === module && n.Parent_Id === null);
  return [String(parent?.Id), ...all.filter((n) => n.Parent_Id === parent?.Id && actions.includes(n.EnCode)).map((n) => n.Id)];
};

describe('editing role grants', () => {
  it('lets only a system administrator change roles, even a user whose role holds every Role action', async () => {
    const admin = await server.login('admin');
    const reviewerRole = await roleOf(admin, 'reviewer');
    const grantRoles = await nodeIds(admin, 'Role', ['List', 'Add', 'Update', 'Delete']);
    const given = await server.call(admin, {
      method: 'PUT',
      url: '/api/Role/Put',
      payload: { Id: reviewerRole.Id, Permission_Ids: [...reviewerRole.Permission_Ids, ...grantRoles] },
    });
    expect(given.statusCode).toBe(200);

    const reviewer = await server.login('reviewer');
    const listed = await server.list(reviewer, 'Role', { PageIndex: 1, PageSize: 50 });
    expect(listed.Total).toBeGreaterThan(0);
    const everything = (await server.call(admin, { method: 'GET', url: '/api/Permission/Permissions' })).json<PermissionNode[]>().map((n) => n.Id);
    const escalate = await server.call(reviewer, { method: 'PUT', url: '/api/Role/Put', payload: { Id: reviewerRole.Id, Permission_Ids: everything } });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json<{ Message: string }>().Message).toBe(ADMIN_ONLY_GRANTS);
    const created = await server.call(reviewer, { method: 'POST', url: '/api/Role/Post', payload: { Name: '自建角色', EnCode: '999' } });
    expect(created.statusCode).toBe(403);
    const removed = await server.call(reviewer, { method: 'DELETE', url: `/api/Role/Delete/${String(listed.Data[0].Id)}` });
    expect(removed.statusCode).toBe(403);
    expect(removed.json<{ Message: string }>().Message).toBe(ADMIN_ONLY_GRANTS);
    expect((await server.list(admin, 'Role', { PageIndex: 1, PageSize: 50 })).Total).toBe(listed.Total);
    // The reviewer's grants are what the administrator gave, not what the reviewer tried to take.
    expect((await roleOf(admin, 'reviewer')).Permission_Ids).toHaveLength(reviewerRole.Permission_Ids.length + grantRoles.length);
  });

  it('refuses unknown permission ids and overlong lists with a 400, writing nothing', async () => {
    const admin = await server.login('admin');
    const before = await roleOf(admin, 'staff');
    const unknown = await server.call(admin, {
      method: 'PUT',
      url: '/api/Role/Put',
      payload: { Id: before.Id, Permission_Ids: [...before.Permission_Ids, 'no-such-node'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ Message: string }>().Message).toBe('权限:关联数据不存在');
    const many = Array.from({ length: MAX_PERMISSION_IDS + 1 }, (_, i) => `id-${i}`);
    const overlong = await server.call(admin, { method: 'PUT', url: '/api/Role/Put', payload: { Id: before.Id, Permission_Ids: many } });
    expect(overlong.statusCode).toBe(400);
    expect(overlong.json<{ Message: string }>().Message).toContain('权限');
    const after = await roleOf(admin, 'staff');
    expect(after.Permission_Ids).toEqual(before.Permission_Ids);
    expect(after.RowVersion).toBe(before.RowVersion);
  });

  it('applies a grant and its revocation at once (the cached grants drop on save)', async () => {
    const admin = await server.login('admin');
    const staff = await server.login('staff');
    const role = await roleOf(admin, 'staff');
    const journalAdd = (await nodeIds(admin, 'Journal', ['Add']))[1];
    const post = () => server.call(staff, { method: 'POST', url: '/api/Journal/Post', payload: { Name: '授权测试期刊' } });
    expect((await post()).statusCode).toBe(403);
    expect(
      (await server.call(admin, { method: 'PUT', url: '/api/Role/Put', payload: { Id: role.Id, Permission_Ids: [...role.Permission_Ids, journalAdd] } }))
        .statusCode,
    ).toBe(200);
    expect((await post()).statusCode).toBe(200);
    expect((await server.call(admin, { method: 'PUT', url: '/api/Role/Put', payload: { Id: role.Id, Permission_Ids: role.Permission_Ids } })).statusCode).toBe(
      200,
    );
    expect((await post()).statusCode).toBe(403);
  });

  it('answers users with their roles by name beside the ids, and roles without hundreds of permission objects', async () => {
    const admin = await server.login('admin');
    const users = await server.list(admin, 'User', {
      PageIndex: 1,
      PageSize: 50,
      Condition: { KeyWord: '', Filters: [{ Name: 'Account', Compare: '==', Value: 'dean' }] },
    });
    const dean = users.Data[0] as { Role_Ids: string[]; Role: Array<{ Id: string; Name: string }> };
    expect(dean.Role.map((role) => role.Name).sort()).toEqual(['科研人员', '院长'].sort());
    expect(dean.Role.map((role) => role.Id).sort()).toEqual([...dean.Role_Ids].sort());
    const role = await roleOf(admin, 'staff');
    expect(role).not.toHaveProperty('Permission');
  });
});
