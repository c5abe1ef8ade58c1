/**
 * Several server instances over one database (SQLite here, PostgreSQL in npm run test:postgres) with REDIS_URL:
 * hub messages published on one instance reach sockets on the other, and every instance announces everyone online.
 */
import { randomUUID } from 'node:crypto';
import {
  DefaultHttpClient,
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  NullLogger,
  type HttpRequest,
  type HttpResponse,
} from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser, PermissionNode } from '../../contract/index.js';
import type { OnlineUser } from '../../contract/hub.js';
import { LOGIN_RATE_LIMIT } from '../../server/platform/http/rateLimits.js';
import { startServer, tempDataDir, type TestServer } from './helpers.js';
import { redisReachable, redisUrl } from './testRedis.js';
import { createHubClients, nextEvent } from './hubTestClient.js';

describe('a Redis that does not answer', () => {
  it('stops the start with a message; the data folder still opens afterwards', async () => {
    const dataDir = tempDataDir();
    // Port 1: nothing listens there.
    await expect(startServer({ dataDir, redis: { url: 'redis://127.0.0.1:1' } })).rejects.toThrow(/无法连接 Redis\(REDIS_URL\)/);
    const again = await startServer({ dataDir });
    await again.close();
  });
});

describe.skipIf(!redisReachable)('two instances sharing one database and Redis', () => {
  let first: TestServer;
  let second: TestServer;
  let firstBase: string;
  let secondBase: string;
  const clients = createHubClients();

  beforeAll(async () => {
    const dataDir = tempDataDir();
    // A namespace of its own, so parallel runs on one Redis do not hear each other.
    const redis = { url: redisUrl, namespace: `kygl-test-${randomUUID()}` };
    first = await startServer({ dataDir, redis });
    second = await startServer({ dataDir, redis });
    firstBase = await first.app.listen({ port: 0, host: '127.0.0.1' });
    secondBase = await second.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await clients.stopAll();
    await second?.close();
    await first?.close();
  });

  it('delivers a message sent on one instance to a user connected to the other, and lists users of both as online', async () => {
    const staffCookie = await first.login('staff');
    const reviewerCookie = await second.login('reviewer');
    const staff = clients.connect(firstBase, staffCookie);
    await staff.start();

    const staffSeesReviewer = nextEvent<[OnlineUser[]]>(staff, 'userChange', (users) => users.some((u) => u.Account === 'reviewer'));
    const reviewer = clients.connect(secondBase, reviewerCookie);
    await reviewer.start();
    expect((await staffSeesReviewer)[0].map((u) => u.Account).sort()).toEqual(['reviewer', 'staff']);

    // A session made on one instance is valid on the other: they share the database.
    const staffId = (await second.call(staffCookie, { method: 'GET', url: '/api/account/GetCurrent' })).json<{ Id: string }>().Id;
    const notified = nextEvent<[string]>(staff, 'Notify');
    await second.app.hub.sendToUser(staffId, 'Notify', '您有一条新的审批');
    expect((await notified)[0]).toBe('您有一条新的审批');

    // A record saved through one instance: users on both hear data_update.
    const both = Promise.all([nextEvent<[string, string]>(staff, 'data_update'), nextEvent<[string, string]>(reviewer, 'data_update')]);
    const created = await second.call(await second.login('admin'), {
      method: 'POST',
      url: '/api/Journal/Post',
      payload: { Name: '多实例测试期刊', ISSN: '2345-6789' },
    });
    expect(created.statusCode).toBe(200);
    for (const [module] of await both) expect(module).toBe('Journal');

    const staffSeesReviewerLeave = nextEvent<[OnlineUser[]]>(staff, 'userChange', (users) => !users.some((u) => u.Account === 'reviewer'));
    await reviewer.stop();
    expect((await staffSeesReviewerLeave)[0].map((u) => u.Account)).toEqual(['staff']);
  });

  it('applies a role change saved on one instance on the other at once (its permission cache is dropped)', async () => {
    const staff = await second.login('staff');
    const post = () => second.call(staff, { method: 'POST', url: '/api/Journal/Post', payload: { Name: '跨实例授权期刊' } });
    expect((await post()).statusCode).toBe(403);

    const admin = await first.login('admin');
    const me = (await first.call(staff, { method: 'GET', url: '/api/account/GetCurrent' })).json<CurrentUser>();
    const role = (await first.call(admin, { method: 'GET', url: `/api/Role/Get/${me.Curr.Role_Id}` })).json<{ Id: string; Permission_Ids: string[] }>();
    const nodes = (await first.call(admin, { method: 'GET', url: '/api/Permission/Permissions' })).json<PermissionNode[]>();
    const journal = nodes.find((n) => n.EnCode === 'Journal' && n.Parent_Id === null);
    const add = nodes.find((n) => n.Parent_Id === journal?.Id && n.EnCode === 'Add');
    const put = await first.call(admin, { method: 'PUT', url: '/api/Role/Put', payload: { Id: role.Id, Permission_Ids: [...role.Permission_Ids, add?.Id] } });
    expect(put.statusCode).toBe(200);

    // The other instance hears of the change over Redis within moments.
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      status = (await post()).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(200);
  });

  it('connects when negotiate and the WebSocket land on different instances (no sticky sessions needed)', async () => {
    const cookie = await first.login('dean');
    const negotiated: string[] = [];
    /** Sends negotiate to the first instance, as a load balancer might, while the socket goes to the second. */
    class NegotiateElsewhere extends DefaultHttpClient {
      override send(request: HttpRequest): Promise<HttpResponse> {
        const url = request.url?.replace(secondBase, firstBase);
        if (url?.includes('/negotiate')) negotiated.push(url);
        return super.send({ ...request, url });
      }
    }
    const connection = new HubConnectionBuilder()
      .withUrl(`${secondBase}/hub/message`, {
        headers: { Cookie: cookie },
        transport: HttpTransportType.WebSockets,
        httpClient: new NegotiateElsewhere(NullLogger.instance),
      })
      .configureLogging(LogLevel.None)
      .build();
    await connection.start();
    expect(connection.state).toBe(HubConnectionState.Connected);
    expect(negotiated).toHaveLength(1);
    expect(negotiated[0]).toContain(firstBase);
    expect(second.app.hub.registry.onlineUsers().map((u) => u.Account)).toContain('dean');
    await connection.stop();
  });

  it("counts an address's login attempts on both instances together", async () => {
    // Attempts for an account that does not exist (no account is locked by them), turn about on each instance.
    // With counters per instance, each would allow the limit: twice as many attempts in all.
    const attempt = (server: TestServer) =>
      server.call(null, { method: 'POST', url: '/api/account/Login', payload: { Account: 'no-such-account', Password: server.encrypt('x') } });
    let refusedAt = -1;
    for (let i = 0; i <= LOGIN_RATE_LIMIT.max && refusedAt < 0; i += 1) {
      if ((await attempt(i % 2 === 0 ? first : second)).statusCode === 429) refusedAt = i;
    }
    // The earlier logins of this file count too, so the refusal may come a little before the limit, never after.
    expect(refusedAt).toBeGreaterThan(LOGIN_RATE_LIMIT.max - 20);
    expect((await attempt(first)).statusCode).toBe(429);
    expect((await attempt(second)).statusCode).toBe(429);
    // About 300 logins, each hashing a password on purpose (scrypt): seconds of work, more on a loaded machine.
  }, 60_000);
});
