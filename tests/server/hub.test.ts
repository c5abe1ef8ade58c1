/**
 * The hub at /hub/message with the real @microsoft/signalr client: negotiate, WebSocket, JSON protocol, events
 * to one user and to all, online users, keep-alive pings, and refusal of anonymous callers.
 */
import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHubClient } from '../../src/hub/hubClient.js';
import type { DataUpdate, OnlineUser } from '../../contract/hub.js';
import { startServer, type TestServer } from './helpers.js';
import { createHubClients, nextEvent } from './hubTestClient.js';

let server: TestServer;
let base: string;
const clients = createHubClients();
const connect = (cookie: string | null, serverTimeoutMs?: number) => clients.connect(base, cookie, serverTimeoutMs);

beforeAll(async () => {
  // Pings every 200 ms so a test can show they keep a connection with a 1 s server timeout alive.
  server = await startServer({ hub: { pingIntervalMs: 200 } });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await clients.stopAll();
  await server.close();
});

describe('negotiate', () => {
  it('answers version 1 with a connection id, a token and the WebSockets transport', async () => {
    const cookie = await server.login('staff');
    const response = await server.call(cookie, { method: 'POST', url: '/hub/message/negotiate?negotiateVersion=1' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ negotiateVersion: number; connectionId: string; connectionToken: string; availableTransports: unknown[] }>();
    expect(body.negotiateVersion).toBe(1);
    expect(body.connectionId).not.toBe(body.connectionToken);
    expect(body.availableTransports).toEqual([{ transport: 'WebSockets', transferFormats: ['Text'] }]);
  });

  it('refuses anonymous callers with 401 未登陆', async () => {
    const response = await server.call(null, { method: 'POST', url: '/hub/message/negotiate?negotiateVersion=1' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ Message: '未登陆' });
  });
});

describe('connections', () => {
  it('delivers Notify to the user, data_update to everyone, and announces online users', async () => {
    const staffCookie = await server.login('staff');
    const reviewerCookie = await server.login('reviewer');
    const staff = connect(staffCookie);
    const staffSeesSelf = nextEvent<[OnlineUser[]]>(staff, 'userChange', (users) => users.some((u) => u.Account === 'staff'));
    await staff.start();
    expect(staff.state).toBe(HubConnectionState.Connected);
    expect((await staffSeesSelf)[0]).toEqual(expect.arrayContaining([{ Name: '陈思远', Account: 'staff' }]));

    const staffSeesReviewer = nextEvent<[OnlineUser[]]>(staff, 'userChange', (users) => users.some((u) => u.Account === 'reviewer'));
    const reviewer = connect(reviewerCookie);
    await reviewer.start();
    const [online] = await staffSeesReviewer;
    expect(online.map((u) => u.Account).sort()).toEqual(['reviewer', 'staff']);

    const staffId = (await server.call(staffCookie, { method: 'GET', url: '/api/account/GetCurrent' })).json<{ Id: string }>().Id;
    const notified = nextEvent<[string]>(staff, 'Notify');
    let reviewerGotIt = false;
    reviewer.on('Notify', () => {
      reviewerGotIt = true;
    });
    await server.app.hub.sendToUser(staffId, 'Notify', '您有一条新的审批');
    expect((await notified)[0]).toBe('您有一条新的审批');

    const both = Promise.all([nextEvent<[string, string]>(staff, 'data_update'), nextEvent<[string, string]>(reviewer, 'data_update')]);
    await server.app.hub.broadcast('data_update', 'Thesis', JSON.stringify({ type: 'updated', ids: ['x'] }));
    for (const [name, payload] of await both) {
      expect(name).toBe('Thesis');
      expect(JSON.parse(payload)).toEqual({ type: 'updated', ids: ['x'] });
    }
    expect(reviewerGotIt).toBe(false);

    const staffSeesReviewerLeave = nextEvent<[OnlineUser[]]>(staff, 'userChange', (users) => !users.some((u) => u.Account === 'reviewer'));
    await reviewer.stop();
    expect((await staffSeesReviewerLeave)[0].map((u) => u.Account)).toEqual(['staff']);
    await staff.stop();
  });

  it("tells of a module's changes only users who may list it", async () => {
    const adminCookie = await server.login('admin');
    const staffCookie = await server.login('staff');
    const admin = connect(adminCookie);
    const staff = connect(staffCookie);
    await Promise.all([admin.start(), staff.start()]);
    const staffHeard: string[] = [];
    staff.on('data_update', (name: string) => staffHeard.push(name));

    // Staff cannot list users (403 on User/List), so a new user is news to the admin only.
    const adminHearsUser = nextEvent<[string, string]>(admin, 'data_update', (name) => name === 'User');
    const user = await server.call(adminCookie, {
      method: 'POST',
      url: '/api/User/Post',
      payload: { Account: 'hubnews1', Name: '消息测试', Password: 'Good@2026' },
    });
    expect(user.statusCode).toBe(200);
    await adminHearsUser;
    // A change staff may see, sent after: once it has arrived, the earlier one would have too.
    const staffHearsJournal = nextEvent<[string, string]>(staff, 'data_update', (name) => name === 'Journal');
    expect((await server.call(adminCookie, { method: 'POST', url: '/api/Journal/Post', payload: { Name: '消息测试期刊' } })).statusCode).toBe(200);
    await staffHearsJournal;
    expect(staffHeard).toEqual(['Journal']);
    await Promise.all([admin.stop(), staff.stop()]);
  });

  it("tells of a record of a user-owned module only its owner and those who see everyone's records", async () => {
    const [staffCookie, reviewerCookie, deanCookie] = [await server.login('staff'), await server.login('reviewer'), await server.login('dean')];
    const [staff, reviewer, dean] = [connect(staffCookie), connect(reviewerCookie), connect(deanCookie)];
    await Promise.all([staff.start(), reviewer.start(), dean.start()]);
    const deanHeard: string[] = [];
    dean.on('data_update', (name: string) => deanHeard.push(name));

    // A thesis is the staff member's own: the dean may list theses but sees only his own, so he is not told.
    const ownerAndReviewerHear = Promise.all([staff, reviewer].map((c) => nextEvent<[string, string]>(c, 'data_update', (name) => name === 'Thesis')));
    const refs = await Promise.all(['Journal', 'Person', 'Dept'].map(async (m) => (await server.list(staffCookie, m, {})).Data[0]));
    const thesis = await server.call(staffCookie, {
      method: 'POST',
      url: '/api/Thesis/Post',
      payload: { Title: '只告诉能看到的人', Journal_Id: refs[0].Id, FirstAuthor_Id: refs[1].Id, Dept_Id: refs[2].Id, PublishDate: '2025-03-01' } as Record<
        string,
        unknown
      >,
    });
    expect(thesis.statusCode).toBe(200);
    await ownerAndReviewerHear;
    // A change everyone may see, sent after: once the dean has it, the thesis news would have come before.
    const deanHearsJournal = nextEvent<[string, string]>(dean, 'data_update', (name) => name === 'Journal');
    expect(
      (await server.call(await server.login('admin'), { method: 'POST', url: '/api/Journal/Post', payload: { Name: '所有人可见的期刊' } })).statusCode,
    ).toBe(200);
    await deanHearsJournal;
    expect(deanHeard).toEqual(['Journal']);
    await Promise.all([staff.stop(), reviewer.stop(), dean.stop()]);
  });

  it('lists a user with two connections once', async () => {
    const cookie = await server.login('dean');
    const first = connect(cookie);
    await first.start();
    const second = connect(cookie);
    const announced = nextEvent<[OnlineUser[]]>(first, 'userChange');
    await second.start();
    const [users] = await announced;
    expect(users.filter((u) => u.Account === 'dean')).toHaveLength(1);
    await Promise.all([first.stop(), second.stop()]);
  });

  it('stays open past the client server-timeout because the server pings', async () => {
    const connection = connect(await server.login('vicedean'), 1000);
    let closed = false;
    connection.onclose(() => {
      closed = true;
    });
    await connection.start();
    await new Promise((r) => setTimeout(r, 2500));
    expect(closed).toBe(false);
    expect(connection.state).toBe(HubConnectionState.Connected);
    await connection.stop();
  });

  it('answers a client invocation with a completion error (the hub exposes no methods)', async () => {
    const connection = connect(await server.login('admin'));
    await connection.start();
    await expect(connection.invoke('NoSuchMethod', 1)).rejects.toThrow(/Unknown hub method 'NoSuchMethod'/);
    expect(connection.state).toBe(HubConnectionState.Connected);
    await connection.stop();
  });

  it('refuses an unauthenticated client', async () => {
    const connection = connect(null);
    await expect(connection.start()).rejects.toThrow(/401/);
    expect(connection.state).toBe(HubConnectionState.Disconnected);
  });

  it('refuses a logged-out session and a forged cookie', async () => {
    const cookie = await server.login('staff');
    await server.call(cookie, { method: 'POST', url: '/api/account/LogOut' });
    await expect(connect(cookie).start()).rejects.toThrow(/401/);
    await expect(connect('sid=forged').start()).rejects.toThrow(/401/);
  });
});

describe('data_update after generic writes', () => {
  it('reaches the app client as a parsed update: created, updated, deleted', async () => {
    const cookie = await server.login('admin');
    const hub = createHubClient({
      baseUrl: base,
      connect: async (url) => clients.connectTo(url, cookie),
    });
    const updates: DataUpdate[] = [];
    hub.onDataUpdate((u) => updates.push(u));
    await hub.start();
    expect(hub.connected).toBe(true);
    const waitFor = async (count: number): Promise<void> => {
      for (let i = 0; i < 100 && updates.length < count; i++) await new Promise((r) => setTimeout(r, 20));
    };

    const created = await server.call(cookie, { method: 'POST', url: '/api/Journal/Post', payload: { Name: '测试期刊数据更新', ISSN: '1234-5678' } });
    expect(created.statusCode).toBe(200);
    const id = created.json<{ Id: string }>().Id;
    await waitFor(1);
    await server.call(cookie, { method: 'PUT', url: '/api/Journal/Put', payload: { Id: id, Name: '测试期刊数据更新2' } });
    await waitFor(2);
    await server.call(cookie, { method: 'DELETE', url: `/api/Journal/Delete/${id}` });
    await waitFor(3);
    expect(updates).toEqual([
      { name: 'Journal', data: { type: 'created', ids: [id] } },
      { name: 'Journal', data: { type: 'updated', ids: [id] } },
      { name: 'Journal', data: { type: 'deleted', ids: [id] } },
    ]);
    await hub.stop();
  });
});
