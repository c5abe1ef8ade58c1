/**
 * Self-registration (D-SEC-12): a registered account logs in with the public role (公众用户, 009), which reads public
 * pages and its own records but nobody else — no people or user directory, no approval candidates, no chat
 * contacts, no personal data. With REGISTRATION_APPROVAL the login is refused with 账号待管理员审核 until an
 * administrator approves the account (POST /api/User/ApproveRegist/{id}).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FRIEND_MESSAGE_PATHS,
  REGIST_STATUS,
  REGISTRATION_MESSAGES,
  type ApiRecord,
  type CurrentUser,
  type MyProfile,
  type RegistResult,
} from '../../contract/index.js';
import { startServer, type TestServer } from './helpers.js';

const register = (server: TestServer, account: string) =>
  server.call(null, {
    method: 'POST',
    url: '/api/account/Regist',
    payload: { Account: account, Name: '公众', Password: server.encrypt('Public@2026'), Phone: '13912345678', Email: `${account}@example.com` },
  });
const logIn = (server: TestServer, account: string, password = 'Public@2026') =>
  server.call(null, { method: 'POST', url: '/api/account/Login', payload: { Account: account, Password: server.encrypt(password) } });
const cookieOf = (response: Awaited<ReturnType<typeof logIn>>): string => {
  const sid = response.cookies.find((c) => c.name === 'sid');
  if (response.statusCode !== 200 || !sid) throw new Error(`login failed: ${response.body}`);
  return `sid=${sid.value}`;
};

describe('a registered public user', () => {
  let server: TestServer;
  let cookie: string;
  let registered: RegistResult;
  beforeAll(async () => {
    server = await startServer();
    registered = (await register(server, 'visitor')).json<RegistResult>();
    cookie = cookieOf(await logIn(server, 'visitor'));
  });
  afterAll(() => server.close());

  const status = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    (await server.call(cookie, { method, url, payload })).statusCode;

  it('logs in at once with the public role only', async () => {
    expect(registered).toMatchObject({ Account: 'visitor', AwaitingApproval: false });
    const me = (await server.call(cookie, { method: 'GET', url: '/api/account/GetCurrent' })).json<CurrentUser>();
    expect(me.Roles.map((r) => [r.EnCode, r.Name])).toEqual([['009', '公众用户']]);
    expect(me.IsAdmin).toBe(false);
  });

  it('reads no directory of people: no Person or User list, record or picker, no candidates, no chat contacts', async () => {
    const admin = await server.login('admin');
    const person = (await server.list(admin, 'Person', { PageIndex: 1, PageSize: 1 })).Data[0];
    const staff = (
      await server.list(admin, 'User', { PageIndex: 1, PageSize: 1, Condition: { Filters: [{ Name: 'Account', Compare: '==', Value: 'staff' }] } })
    ).Data[0];
    expect(await status('POST', '/api/Person/List', { PageIndex: 1, PageSize: 10 })).toBe(403);
    expect(await status('GET', `/api/Person/Get/${String(person.Id)}`)).toBe(403);
    expect(await status('POST', '/api/Person/PersonPageList', { PageIndex: 1, PageSize: 10 })).toBe(403);
    expect(await status('POST', '/api/User/List', { PageIndex: 1, PageSize: 10 })).toBe(403);
    expect(await status('GET', `/api/User/Get/${String(staff.Id)}`)).toBe(403);
    expect(await status('GET', '/api/FlowState/Candidates?KeyWord=')).toBe(403);
    expect(await status('GET', `${FRIEND_MESSAGE_PATHS.contacts}?keyword=`)).toBe(403);
    expect(await status('GET', '/api/Notice/People?KeyWord=')).toBe(403);
    expect(await status('POST', FRIEND_MESSAGE_PATHS.send, { ReceiverId: String(staff.Id), Content: '你好' })).toBe(403);
  });

  it('reads public pages and its own profile, with its own contact details', async () => {
    expect(await status('POST', '/api/News/List', { PageIndex: 1, PageSize: 10 })).toBe(200);
    expect(await status('POST', '/api/Essay/List', { PageIndex: 1, PageSize: 10 })).toBe(200);
    const profile = (await server.call(cookie, { method: 'GET', url: '/api/common/MyProfile' })).json<MyProfile>();
    expect(profile).toMatchObject({ Account: 'visitor', Phone: '13912345678' });
  });

  it('still lets staff and approvers find people', async () => {
    const staff = await server.login('staff');
    expect((await server.call(staff, { method: 'GET', url: `${FRIEND_MESSAGE_PATHS.contacts}?keyword=` })).statusCode).toBe(200);
    expect((await server.call(staff, { method: 'GET', url: '/api/FlowState/Candidates?KeyWord=林&ModuleName=Thesis&Purpose=Chosen' })).statusCode).toBe(200);
    const reviewer = await server.login('reviewer');
    expect((await server.call(reviewer, { method: 'GET', url: '/api/FlowState/Candidates?KeyWord=林&ModuleName=Thesis&Purpose=Chosen' })).statusCode).toBe(200);
  });
});

describe('with REGISTRATION_APPROVAL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ registrationApproval: true });
  });
  afterAll(() => server.close());

  it('refuses the login until an administrator approves the account, then lets it in', async () => {
    const registered = (await register(server, 'waiting')).json<RegistResult>();
    expect(registered.AwaitingApproval).toBe(true);
    const refused = await logIn(server, 'waiting');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ Message: string }>().Message).toBe(REGISTRATION_MESSAGES.pending);
    // A wrong password learns nothing of the account.
    expect((await logIn(server, 'waiting', 'Wrong@2026')).json<{ Message: string }>().Message).toBe('账号或密码错误');

    const admin = await server.login('admin');
    const pending = await server.list(admin, 'User', {
      PageIndex: 1,
      PageSize: 10,
      Condition: { Filters: [{ Name: 'RegistStatus', Compare: '==', Value: REGIST_STATUS.pending }] },
    });
    expect(pending.Data.map((row) => row.Account)).toEqual(['waiting']);
    // 注册审核 is the server's: a save of the form does not approve.
    await server.call(admin, { method: 'PUT', url: '/api/User/Put', payload: { Id: registered.Id, RegistStatus: REGIST_STATUS.approved } });
    expect((await logIn(server, 'waiting')).statusCode).toBe(400);

    const staff = await server.login('staff');
    expect((await server.call(staff, { method: 'POST', url: `/api/User/ApproveRegist/${registered.Id}` })).statusCode).toBe(403);
    const approved = await server.call(admin, { method: 'POST', url: `/api/User/ApproveRegist/${registered.Id}` });
    expect(approved.json()).toBe(true);
    const again = await server.call(admin, { method: 'POST', url: `/api/User/ApproveRegist/${registered.Id}` });
    expect([again.statusCode, again.json<{ Message: string }>().Message]).toEqual([400, REGISTRATION_MESSAGES.notPending]);
    const row = (await server.call(admin, { method: 'GET', url: `/api/User/Get/${registered.Id}` })).json<ApiRecord>();
    expect(row.RegistStatus).toBe(REGIST_STATUS.approved);

    const loggedIn = await logIn(server, 'waiting');
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json<CurrentUser>().Roles.map((r) => r.EnCode)).toEqual(['009']);
  });
});
