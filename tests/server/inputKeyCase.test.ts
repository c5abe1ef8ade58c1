/**
 * Write bodies are read with the module's own field names before any check (D-SEC-5): a user who may edit
 * users but is no administrator cannot make themselves one by spelling IsAdmin in another letter case, and two
 * spellings of one field in one body are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../contract/index.js';
import { startServer, type TestServer } from './helpers.js';
import { loginChangingInitialPassword } from './initialPassword.js';

let server: TestServer;
let userManager: string;
let userManagerId: string;

const PASSWORD = 'Manage@2026';

beforeAll(async () => {
  server = await startServer();
  const admin = await server.login('admin');
  // The 系统管理员 role grants every module (User included) without the administrator flag itself.
  const role = (await server.list(admin, 'Role', { Condition: { Filters: [{ Name: 'EnCode', Compare: '==', Value: '001' }] } })).Data[0];
  const created = await server.call(admin, {
    method: 'POST',
    url: '/api/User/Post',
    payload: { Account: 'usermanager', Name: '用户管理员', Password: PASSWORD, Role_Ids: [role.Id], IsAdmin: false },
  });
  expect(created.statusCode, created.body).toBe(200);
  userManagerId = String(created.json<ApiRecord>().Id);
  userManager = await loginChangingInitialPassword(server, 'usermanager', PASSWORD);
});
afterAll(() => server.close());

const isAdminNow = async (): Promise<boolean> =>
  (await server.call(userManager, { method: 'GET', url: '/api/account/GetCurrent' })).json<{ IsAdmin: boolean }>().IsAdmin;

describe('field names in any letter case', () => {
  it.each(['IsAdmin', 'isadmin', 'ISADMIN', 'isAdmin', 'Isadmin'])('%s: true is refused to a non-administrator', async (key) => {
    const put = await server.call(userManager, { method: 'PUT', url: '/api/User/Put', payload: { Id: userManagerId, [key]: true } });
    expect(put.statusCode).toBe(403);
    expect(await isAdminNow()).toBe(false);
    const post = await server.call(userManager, {
      method: 'POST',
      url: '/api/User/Post',
      payload: { Account: `x${key}`, Name: '新用户', Password: PASSWORD, [key]: true },
    });
    expect(post.statusCode).toBe(403);
  });

  it('refuses two spellings of one field in one body, and changes nothing', async () => {
    const put = await server.call(userManager, {
      method: 'PUT',
      url: '/api/User/Put',
      payload: { Id: userManagerId, IsAdmin: false, isadmin: true, Name: '改名' },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toEqual({ Message: '字段重复:IsAdmin' });
    expect(await isAdminNow()).toBe(false);
    expect((await server.call(userManager, { method: 'GET', url: `/api/User/Get/${userManagerId}` })).json<ApiRecord>().Name).toBe('用户管理员');
  });

  it('still saves ordinary fields sent in another letter case', async () => {
    const put = await server.call(userManager, { method: 'PUT', url: '/api/User/Put', payload: { id: userManagerId, name: '用户管理员甲' } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<ApiRecord>()).toMatchObject({ Name: '用户管理员甲', IsAdmin: false });
  });
});
