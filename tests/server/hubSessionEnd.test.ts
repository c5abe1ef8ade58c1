/**
 * A hub connection lives no longer than the login session it was opened in (D-SEC-1): logging out, temporary leave,
 * a password change (for the other sessions) and expiry close it, so nothing more is sent to it; other sessions of
 * the same user keep theirs. Scaled out, a logout on one instance closes the sockets on another.
 */
import { randomUUID } from 'node:crypto';
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/sessions.js';
import { HUB_CLOSE_ERRORS } from '../../server/hub/hubCloseErrors.js';
import { startServer, tempDataDir, type TestServer } from './helpers.js';
import { redisReachable, redisUrl } from './testRedis.js';
import { createHubClients, nextEvent, openRawHubSocket, type RawHubSocket } from './hubTestClient.js';

const clients = createHubClients();
const raws: RawHubSocket[] = [];
const pause = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Resolves with the error the client was closed with. */
const closedWith = (connection: HubConnection): Promise<Error | undefined> => new Promise((resolve) => connection.onclose(resolve));

const userIdOf = async (server: TestServer, cookie: string): Promise<string> =>
  (await server.call(cookie, { method: 'GET', url: '/api/account/GetCurrent' })).json<{ Id: string }>().Id;

/** Sends a Notify to the user and tells whether `socket` got it. */
const notifyReaches = async (server: TestServer, userId: string, socket: RawHubSocket): Promise<boolean> => {
  const text = `通知-${randomUUID()}`;
  await server.app.hub.sendToUser(userId, 'Notify', text);
  for (let i = 0; i < 25 && !socket.frames.some((f) => f.includes(text)); i++) await pause(20);
  return socket.frames.some((f) => f.includes(text));
};

afterAll(async () => {
  for (const raw of raws) raw.close();
  await clients.stopAll();
});

describe('one instance', () => {
  let server: TestServer;
  let base: string;
  const raw = async (cookie: string): Promise<RawHubSocket> => {
    const socket = await openRawHubSocket(base, cookie);
    raws.push(socket);
    return socket;
  };

  beforeAll(async () => {
    server = await startServer({ hub: { sessionCheckIntervalMs: 100 } });
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it('closes the sockets of a session that logs out; a Notify sent afterwards reaches none of them', async () => {
    const cookie = await server.login('staff');
    const otherSession = await server.login('staff');
    const staffId = await userIdOf(server, cookie);
    const client = clients.connect(base, cookie);
    const clientClosed = closedWith(client);
    await client.start();
    let clientNotified = false;
    client.on('Notify', () => {
      clientNotified = true;
    });
    const socket = await raw(cookie);
    const otherSocket = await raw(otherSession);

    expect((await server.call(cookie, { method: 'POST', url: '/api/account/LogOut' })).statusCode).toBe(200);

    expect((await clientClosed)?.message).toContain(HUB_CLOSE_ERRORS.sessionEnded);
    expect(await socket.closed()).toBe(1008);
    expect(await notifyReaches(server, staffId, otherSocket)).toBe(true);
    expect(socket.frames.join('')).not.toContain('通知-');
    expect(clientNotified).toBe(false);
    expect(server.app.hub.registry.forUser(staffId)).toHaveLength(1);
  });

  it('closes the sockets of a session on temporary leave', async () => {
    const cookie = await server.login('reviewer');
    const socket = await raw(cookie);
    expect((await server.call(cookie, { method: 'POST', url: '/api/account/TempLeave' })).statusCode).toBe(200);
    expect(await socket.closed()).toBe(1008);
    expect(await notifyReaches(server, await userIdOf(server, await server.login('reviewer')), socket)).toBe(false);
  });

  it("closes the sockets of the other sessions when the password changes, keeping the changer's own", async () => {
    const [changer, other] = [await server.login('vicedean'), await server.login('vicedean')];
    const [ownSocket, otherSocket] = [await raw(changer), await raw(other)];
    const change = await server.call(changer, {
      method: 'POST',
      url: '/api/account/rePassword',
      payload: { oldPassword: server.encrypt('Vice@2026'), newPassword: server.encrypt('Vice@2026x'), reNewPassword: server.encrypt('Vice@2026x') },
    });
    expect(change.json()).toBe(true);
    expect(await otherSocket.closed()).toBe(1008);
    expect(await notifyReaches(server, await userIdOf(server, changer), ownSocket)).toBe(true);
  });

  it('closes the sockets of a session that expired or was deleted without a logout', async () => {
    const [expiring, deleted] = [await server.login('dean'), await server.login('dean')];
    const deanId = await userIdOf(server, expiring);
    const [expiringSocket, deletedSocket] = [await raw(expiring), await raw(deleted)];
    const idOf = (cookie: string): string => hashToken(cookie.slice('sid='.length));
    const db = server.app.appContext.db;
    await db.updateTable('Session').set({ LastSeen: 0 }).where('Id', '=', idOf(expiring)).execute();
    await db.deleteFrom('Session').where('Id', '=', idOf(deleted)).execute();
    expect(await expiringSocket.closed()).toBe(1008);
    expect(await deletedSocket.closed()).toBe(1008);
    expect(await notifyReaches(server, deanId, expiringSocket)).toBe(false);
  });
});

describe.skipIf(!redisReachable)('two instances sharing one database and Redis', () => {
  let first: TestServer;
  let second: TestServer;
  let firstBase: string;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const redis = { url: redisUrl, namespace: `kygl-test-${randomUUID()}` };
    first = await startServer({ dataDir, redis });
    second = await startServer({ dataDir, redis });
    firstBase = await first.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('closes on one instance the sockets of a session logged out on the other', async () => {
    const cookie = await first.login('staff');
    const client = clients.connect(firstBase, cookie);
    const clientClosed = closedWith(client);
    const online = nextEvent(client, 'userChange');
    await client.start();
    await online;
    expect((await second.call(cookie, { method: 'POST', url: '/api/account/LogOut' })).statusCode).toBe(200);
    expect((await clientClosed)?.message).toContain(HUB_CLOSE_ERRORS.sessionEnded);
  });
});
