import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../contract/index.js';
import { SEED_ACCOUNTS } from '../../server/seed/accounts.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const post = (cookie: string | null, url: string, payload: Record<string, unknown> = {}) => server.call(cookie, { method: 'POST', url, payload });

describe('account', () => {
  it('serves the public key as a JSON string of PEM text', () => {
    expect(server.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n$/);
  });

  it('serves the tenant to anonymous callers', async () => {
    const tenant = (await server.call(null, { method: 'GET', url: '/api/tenant/getcurrent' })).json();
    expect(tenant).toMatchObject({ FullName: '滨江市第一人民医院医学研究所', EnCode: 'BJYY' });
  });

  it('logs in with an encrypted password, sets an HttpOnly session cookie and answers the current user', async () => {
    const response = await post(null, '/api/account/Login', { Account: 'staff', Password: server.encrypt(SEED_ACCOUNTS.staff.Password) });
    expect(response.statusCode).toBe(200);
    const user = response.json<CurrentUser>();
    expect(user).toMatchObject({ Name: '陈思远', Account: 'staff', IsAdmin: false, Roles: [{ Name: '科研人员', EnCode: '003' }] });
    expect(user.Curr.Role_Id).toBe(user.Roles[0].Id);
    expect(user.Person_Id).toBeTruthy();
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^sid=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = setCookie.split(';')[0];
    const current = await server.call(cookie, { method: 'GET', url: '/api/account/GetCurrent' });
    expect(current.json<CurrentUser>().Id).toBe(user.Id);
  });

  it('answers 401 未登陆 without a session', async () => {
    const response = await server.call(null, { method: 'GET', url: '/api/account/GetCurrent' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ Message: '未登陆' });
    expect((await server.call('sid=forged', { method: 'POST', url: '/api/Thesis/List' })).statusCode).toBe(401);
  });

  // No longer a 15-minute lock anyone could trigger, but a wait for the address that guessed
  // (tests/server/loginThrottle.test.ts covers the growing waits, the per-account count and parallel attempts).
  it('refuses wrong credentials with one message, then makes that address wait without locking the account', async () => {
    const login = (password: string, remoteAddress: string) =>
      server.call(null, { method: 'POST', url: '/api/account/Login', remoteAddress, payload: { Account: 'vicedean', Password: server.encrypt(password) } });
    const wrongAccount = await post(null, '/api/account/Login', { Account: 'nobody', Password: server.encrypt('x') });
    expect(wrongAccount.json()).toEqual({ Message: '账号或密码错误' });
    for (let i = 1; i <= 5; i++) {
      const response = await login('Wrong@2026', '10.1.0.1');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Message: '账号或密码错误' });
    }
    const rightButWaiting = await login(SEED_ACCOUNTS.vicedean.Password, '10.1.0.1');
    expect(rightButWaiting.statusCode).toBe(400);
    expect(rightButWaiting.json()).toEqual({ Message: '登录尝试过于频繁,请2秒后再试' });
    expect((await login(SEED_ACCOUNTS.vicedean.Password, '10.1.0.2')).statusCode).toBe(200);
  });

  it('refuses disabled users', async () => {
    const admin = await server.login('admin');
    const users = await server.list(admin, 'User', { Condition: { Filters: [{ Name: 'Account', Compare: '==', Value: 'reviewer' }] } });
    const reviewer = users.Data[0];
    expect(reviewer).not.toHaveProperty('Password');
    const put = await server.call(admin, { method: 'PUT', url: '/api/User/Put', payload: { Id: reviewer.Id, Enabled: false } });
    expect(put.statusCode).toBe(200);
    const login = await post(null, '/api/account/Login', { Account: 'reviewer', Password: server.encrypt(SEED_ACCOUNTS.reviewer.Password) });
    expect(login.json()).toEqual({ Message: '账号已被停用' });
    await server.call(admin, { method: 'PUT', url: '/api/User/Put', payload: { Id: reviewer.Id, Enabled: true } });
  });

  it('logs out: the session is gone and the cookie cleared', async () => {
    const cookie = await server.login('staff');
    const out = await post(cookie, '/api/account/LogOut');
    expect(out.json()).toBe(true);
    expect(String(out.headers['set-cookie'])).toMatch(/^sid=;/);
    expect((await server.call(cookie, { method: 'GET', url: '/api/account/GetCurrent' })).statusCode).toBe(401);
  });

  it("switches the active role among the user's own roles and remembers it for the next login", async () => {
    const cookie = await server.login('dean');
    const me = (await server.call(cookie, { method: 'GET', url: '/api/account/GetCurrent' })).json<CurrentUser>();
    expect(me.Roles.map((r) => r.EnCode)).toEqual(['004', '003']);
    expect(me.Curr.Role_Id).toBe(me.Roles[0].Id);
    const staffRole = me.Roles[1];
    const switched = await post(cookie, `/api/account/SetAccountRole/${staffRole.Id}`);
    expect(switched.json<CurrentUser>().Curr.Role_Id).toBe(staffRole.Id);
    // The researcher role may add theses; the dean role may not.
    const permissions = (await server.call(cookie, { method: 'GET', url: '/api/Permission/Permissions' })).json<Array<{ EnCode: string }>>();
    expect(permissions.some((p) => p.EnCode === 'Add')).toBe(true);
    const again = await server.login('dean');
    expect((await server.call(again, { method: 'GET', url: '/api/account/GetCurrent' })).json<CurrentUser>().Curr.Role_Id).toBe(staffRole.Id);
    const foreign = await post(cookie, '/api/account/SetAccountRole/not-my-role');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ Message: '角色不存在' });
  });

  it("changes the password with the spec's rules and messages", async () => {
    const cookie = await server.login('staff');
    const change = (oldPassword: string, newPassword: string, reNewPassword: string) =>
      post(cookie, '/api/account/rePassword', { oldPassword, newPassword, reNewPassword });
    expect((await change('Staff@2026', 'Staff@2026', 'Staff@2026')).json()).toEqual({ Message: '新旧密码不可相同' });
    expect((await change('Staff@2026', 'New@20261', 'New@20262')).json()).toEqual({ Message: '2次密码不一致' });
    expect((await change('Staff@2026', 'weakpassword', 'weakpassword')).json()).toEqual({ Message: '密码强度不对,要求8-16位大小写字母+数字+特殊符号' });
    expect((await change('Wrong@2026', 'New@2026x', 'New@2026x')).json()).toEqual({ Message: '原密码错误' });
    const ok = await post(cookie, '/api/account/rePassword', {
      oldPassword: server.encrypt('Staff@2026'),
      newPassword: server.encrypt('New@2026x'),
      reNewPassword: server.encrypt('New@2026x'),
    });
    expect(ok.json()).toBe(true);
    const login = await post(null, '/api/account/Login', { Account: 'staff', Password: server.encrypt('New@2026x') });
    expect(login.statusCode).toBe(200);
    expect((await change('New@2026x', 'Staff@2026', 'Staff@2026')).json()).toBe(true);
  });

  it('temporary leave ends the session until it is cancelled with the password', async () => {
    const cookie = await server.login('staff');
    expect((await post(cookie, '/api/account/TempLeave')).json()).toBe(true);
    expect((await server.call(cookie, { method: 'GET', url: '/api/account/GetCurrent' })).statusCode).toBe(401);
    // Whoever finds the screen cannot resume the session without the password.
    for (const payload of [{}, { Password: server.encrypt('Wrong@2026') }]) {
      const refused = await post(cookie, '/api/account/CancelTempLeave', payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ Message: '密码错误' });
      expect((await server.call(cookie, { method: 'GET', url: '/api/account/GetCurrent' })).statusCode).toBe(401);
    }
    const back = await post(cookie, '/api/account/CancelTempLeave', { Password: server.encrypt(SEED_ACCOUNTS.staff.Password) });
    expect(back.json<CurrentUser>().Account).toBe('staff');
    expect((await server.call(cookie, { method: 'GET', url: '/api/account/GetCurrent' })).statusCode).toBe(200);
  });

  it('registers a public user with the public role (009), validated like the User module', async () => {
    const regist = (payload: Record<string, unknown>) => post(null, '/api/account/Regist', payload);
    expect((await regist({ Account: 'newbie', Name: '新人', Password: server.encrypt('weak') })).json()).toEqual({
      Message: '密码强度不对,要求8-16位大小写字母+数字+特殊符号',
    });
    expect((await regist({ Account: 'staff', Name: '重复', Password: server.encrypt('Good@2026') })).json()).toEqual({ Message: '账号重复!' });
    expect((await regist({ Account: 'newbie', Name: '新人', Password: server.encrypt('Good@2026'), Phone: '123' })).json()).toEqual({
      Message: '手机号码无效',
    });
    const created = await regist({ Account: 'newbie', Name: '新人', Password: server.encrypt('Good@2026'), Phone: '13912345678' });
    expect(created.statusCode).toBe(200);
    const login = await post(null, '/api/account/Login', { Account: 'newbie', Password: server.encrypt('Good@2026') });
    expect(login.json<CurrentUser>().Roles.map((r) => r.EnCode)).toEqual(['009']);
  });
});
