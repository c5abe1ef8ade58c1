/**
 * Users an administrator creates change their initial password at first login (D-SEC-15), enforced by the
 * server: the session gets only who it is, the change itself and logging out until the password is the person's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_REQUIRED, type ApiRecord, type CurrentUser } from '../../contract/index';
import { startServer, type TestServer } from './helpers';

let server: TestServer;
let admin: string;
let staffRoleId: string;

const cookieOf = (response: { cookies: Array<{ name: string; value: string }> }): string =>
  `sid=${response.cookies.find((c) => c.name === 'sid')?.value ?? ''}`;
const logIn = (account: string, password: string) =>
  server.call(null, { method: 'POST', url: '/api/account/Login', payload: { Account: account, Password: server.encrypt(password) } });
const changePassword = (cookie: string, oldPassword: string, newPassword: string) =>
  server.call(cookie, {
    method: 'POST',
    url: '/api/account/rePassword',
    payload: { oldPassword: server.encrypt(oldPassword), newPassword: server.encrypt(newPassword), reNewPassword: server.encrypt(newPassword) },
  });
const current = async (cookie: string) => (await server.call(cookie, { method: 'GET', url: '/api/account/GetCurrent' })).json<CurrentUser>();

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  const roles = await server.list(admin, 'Role', { Condition: { Filters: [{ Name: 'EnCode', Compare: '==', Value: '003' }] } });
  staffRoleId = String(roles.Data[0].Id);
});
afterAll(() => server.close());

async function createUser(account: string, password: string): Promise<string> {
  const created = await server.call(admin, {
    method: 'POST',
    url: '/api/User/Post',
    payload: { Account: account, Name: `新同事${account}`, Password: password, Role_Ids: [staffRoleId], Enabled: true },
  });
  expect(created.statusCode, created.body).toBe(200);
  return String(created.json<ApiRecord>().Id);
}

describe('an account an administrator created', () => {
  it('may only change its initial password until it has, then everything its role allows', async () => {
    await createUser('firstlogin1', 'Start@2026');
    const login = await logIn('firstlogin1', 'Start@2026');
    expect(login.statusCode).toBe(200);
    expect(login.json<CurrentUser>().MustChangePassword).toBe(true);
    const cookie = cookieOf(login);
    expect((await current(cookie)).MustChangePassword).toBe(true);

    // Every other call is refused with the reason, reads and writes alike, the hub and a role switch included.
    const refusals = [
      await server.call(cookie, { method: 'POST', url: '/api/Thesis/List', payload: {} }),
      await server.call(cookie, { method: 'GET', url: '/api/Permission/Permissions' }),
      await server.call(cookie, { method: 'POST', url: '/api/MessageNotify/pageList', payload: {} }),
      await server.call(cookie, { method: 'POST', url: '/api/Journal/Post', payload: { Name: '不该写入的期刊' } }),
      await server.call(cookie, { method: 'POST', url: `/api/account/SetAccountRole/${staffRoleId}` }),
      await server.call(cookie, { method: 'POST', url: '/hub/message/negotiate?negotiateVersion=1' }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toEqual({ Message: PASSWORD_CHANGE_REQUIRED });
    }
    const journals = await server.list(admin, 'Journal', { Condition: { Filters: [{ Name: 'Name', Compare: '==', Value: '不该写入的期刊' }] } });
    expect(journals.Total).toBe(0);

    // The change itself follows the usual rules (a weak or unchanged password is refused), then the session is free.
    expect((await changePassword(cookie, 'Start@2026', 'Start@2026')).json()).toEqual({ Message: '新旧密码不可相同' });
    expect((await server.call(cookie, { method: 'POST', url: '/api/Thesis/List', payload: {} })).statusCode).toBe(403);
    expect((await changePassword(cookie, 'Start@2026', 'Mine@2026x')).json()).toBe(true);
    expect((await current(cookie)).MustChangePassword).toBeUndefined();
    expect((await server.call(cookie, { method: 'POST', url: '/api/Thesis/List', payload: {} })).statusCode).toBe(200);
    expect((await server.call(cookie, { method: 'GET', url: '/api/Permission/Permissions' })).statusCode).toBe(200);

    // The next login, with the person's own password, is an ordinary one; the initial password is gone.
    expect((await logIn('firstlogin1', 'Start@2026')).statusCode).toBe(400);
    const again = await logIn('firstlogin1', 'Mine@2026x');
    expect(again.json<CurrentUser>().MustChangePassword).toBeUndefined();
    expect((await server.call(cookieOf(again), { method: 'POST', url: '/api/Thesis/List', payload: {} })).statusCode).toBe(200);
  });

  it('is asked again after an administrator sets a new password; logging out still works meanwhile', async () => {
    const id = await createUser('firstlogin2', 'Start@2026');
    await changePassword(cookieOf(await logIn('firstlogin2', 'Start@2026')), 'Start@2026', 'Mine@2026x');
    expect((await logIn('firstlogin2', 'Mine@2026x')).json<CurrentUser>().MustChangePassword).toBeUndefined();

    const reset = await server.call(admin, { method: 'PUT', url: '/api/User/Put', payload: { Id: id, Password: 'Reset@2026' } });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await logIn('firstlogin2', 'Reset@2026');
    expect(login.json<CurrentUser>().MustChangePassword).toBe(true);
    const cookie = cookieOf(login);
    expect((await server.call(cookie, { method: 'POST', url: '/api/account/LogOut' })).statusCode).toBe(200);
    expect((await server.call(cookie, { method: 'GET', url: '/api/account/GetCurrent' })).statusCode).toBe(401);
  });

  it('does not concern the seeded accounts, a self-registered one, or an administrator changing their own account', async () => {
    expect((await current(admin)).MustChangePassword).toBeUndefined();
    const registered = await server.call(null, {
      method: 'POST',
      url: '/api/account/Regist',
      payload: { Account: 'selfmade1', Name: '公众', Password: server.encrypt('Public@2026'), Phone: '13912345678', Email: 'selfmade1@example.com' },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect((await logIn('selfmade1', 'Public@2026')).json<CurrentUser>().MustChangePassword).toBeUndefined();

    const me = await current(admin);
    expect((await server.call(admin, { method: 'PUT', url: '/api/User/Put', payload: { Id: me.Id, Password: 'Admin@2026x' } })).statusCode).toBe(200);
    expect((await logIn('admin', 'Admin@2026x')).json<CurrentUser>().MustChangePassword).toBeUndefined();
  });
});
