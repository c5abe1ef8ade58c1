/**
 * An administrator taking access away ends it at once (D-SEC-11): resetting a user's password, disabling the user,
 * taking a role away from them or deleting a role they hold ends their sessions — the old session's next call answers
 * 401 未登陆 — and closes their hub sockets. Giving more (a role added) ends nothing; an administrator changing their
 * own account keeps the session they do it from.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type ApiRecord, type CurrentUser } from '../../contract/index.js';
import { startServer, type TestServer } from './helpers.js';
import { openRawHubSocket, type RawHubSocket } from './hubTestClient.js';
import { loginChangingInitialPassword } from './initialPassword.js';

/** The password each user chose at their first login (the administrator set Start@2026). */
const OWN_PASSWORD = 'Mine@2026x';

let server: TestServer;
let base: string;
let admin: string;
const sockets: RawHubSocket[] = [];
let serial = 0;

beforeAll(async () => {
  server = await startServer();
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await server.login('admin');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.close();
});

const roleIdOf = async (code: string): Promise<string> => {
  const roles = await server.list(admin, 'Role', { PageIndex: 1, PageSize: 100 });
  const role = roles.Data.find((r) => r.EnCode === code);
  if (!role) throw new Error(`no role ${code}`);
  return String(role.Id);
};

const logIn = async (account: string, password: string): Promise<LightMyRequestResponse> =>
  server.call(null, { method: 'POST', url: '/api/account/Login', payload: { Account: account, Password: server.encrypt(password) } });

const cookieOf = (response: LightMyRequestResponse): string => {
  const sid = response.cookies.find((c) => c.name === 'sid');
  if (response.statusCode !== 200 || !sid) throw new Error(`login failed: ${response.body}`);
  return `sid=${sid.value}`;
};

/** A user made by the administrator, logged in, with an open hub socket. */
async function loggedInUser(roleIds: string[]): Promise<{ id: string; account: string; cookie: string; socket: RawHubSocket }> {
  serial += 1;
  const account = `taken${serial}`;
  const created = await server.call(admin, {
    method: 'POST',
    url: '/api/User/Post',
    payload: { Account: account, Name: `用户${serial}`, Password: 'Start@2026', Role_Ids: roleIds, Enabled: true },
  });
  expect(created.statusCode, created.body).toBe(200);
  const cookie = await loginChangingInitialPassword(server, account, 'Start@2026', OWN_PASSWORD);
  const socket = await openRawHubSocket(base, cookie);
  sockets.push(socket);
  return { id: String(created.json<ApiRecord>().Id), account, cookie, socket };
}

const current = (cookie: string) => server.call(cookie, { method: 'GET', url: '/api/account/GetCurrent' });
const putUser = (cookie: string, values: Record<string, unknown>) => server.call(cookie, { method: 'PUT', url: '/api/User/Put', payload: values });

async function expectEnded(user: { cookie: string; socket: RawHubSocket }): Promise<void> {
  const answer = await current(user.cookie);
  expect(answer.statusCode).toBe(401);
  expect(answer.json<{ Message: string }>().Message).toBe(MESSAGES.notLoggedIn);
  expect(await user.socket.closed()).toBe(1008);
}

describe('an administrator taking access away', () => {
  it('ends the sessions of a user whose password they reset', async () => {
    const user = await loggedInUser([await roleIdOf('003')]);
    expect((await putUser(admin, { Id: user.id, Password: 'Reset@2026x' })).statusCode).toBe(200);
    await expectEnded(user);
    expect((await logIn(user.account, OWN_PASSWORD)).statusCode).toBe(400);
    expect((await logIn(user.account, 'Reset@2026x')).statusCode).toBe(200);
  });

  it('ends the sessions of a user they disable', async () => {
    const user = await loggedInUser([await roleIdOf('003')]);
    expect((await putUser(admin, { Id: user.id, Enabled: false })).statusCode).toBe(200);
    await expectEnded(user);
    expect((await current(admin)).statusCode).toBe(200);
  });

  it('ends the sessions of a user a role is taken from, but not of one given a role', async () => {
    const [staff, dean] = [await roleIdOf('003'), await roleIdOf('004')];
    const given = await loggedInUser([staff]);
    expect((await putUser(admin, { Id: given.id, Role_Ids: [staff, dean] })).statusCode).toBe(200);
    expect((await current(given.cookie)).json<CurrentUser>().Roles.map((r) => r.EnCode)).toEqual(['003', '004']);

    const taken = await loggedInUser([staff, dean]);
    expect((await putUser(admin, { Id: taken.id, Role_Ids: [staff] })).statusCode).toBe(200);
    await expectEnded(taken);
    expect((await current(given.cookie)).statusCode).toBe(200);
  });

  it('ends the sessions of the holders of a role they delete, and takes the role out of their roles', async () => {
    const role = await server.call(admin, { method: 'POST', url: '/api/Role/Post', payload: { Name: '临时角色', EnCode: 'T01' } });
    expect(role.statusCode, role.body).toBe(200);
    const roleId = String(role.json<ApiRecord>().Id);
    const staff = await roleIdOf('003');
    const holder = await loggedInUser([roleId, staff]);
    const bystander = await loggedInUser([staff]);
    expect((await server.call(admin, { method: 'DELETE', url: `/api/Role/Delete/${roleId}` })).statusCode).toBe(204);
    await expectEnded(holder);
    expect((await current(bystander.cookie)).statusCode).toBe(200);
    const row = (await server.call(admin, { method: 'GET', url: `/api/User/Get/${holder.id}` })).json<ApiRecord>();
    expect(row.Role_Ids).toEqual([staff]);
    const again = cookieOf(await logIn(holder.account, OWN_PASSWORD));
    expect((await current(again)).json<CurrentUser>().Roles.map((r) => r.EnCode)).toEqual(['003']);
  });

  it('keeps the session an administrator resets their own password from, ending their others', async () => {
    const self = await loggedInUser([await roleIdOf('001')]);
    await server.call(admin, { method: 'PUT', url: '/api/User/Put', payload: { Id: self.id, IsAdmin: true } });
    const other = cookieOf(await logIn(self.account, OWN_PASSWORD));
    const otherSocket = await openRawHubSocket(base, other);
    sockets.push(otherSocket);
    expect((await putUser(self.cookie, { Id: self.id, Password: 'Own@2026xy' })).statusCode).toBe(200);
    expect((await current(self.cookie)).statusCode).toBe(200);
    await expectEnded({ cookie: other, socket: otherSocket });
  });
});
