/**
 * Notifications: notifyUser stores a row and pushes Notify + NotifyMessage through the hub; pageList answers the
 * caller's own (unread) notifications; read/{id} marks one of the caller's own as read.
 */
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, PageResult } from '../../contract/index.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let staff: string, reviewer: string;
let staffId: string;
let connection: HubConnection;

const unreadBody = { pageIndex: 1, pageSize: 99, Condition: { Filters: [{ Name: 'IsRead', Compare: '==', Value: false }] } };
const pageList = async (cookie: string, body: unknown = unreadBody, encrypted = false): Promise<PageResult> => {
  const response = await server.call(cookie, {
    method: 'POST',
    url: '/api/MessageNotify/pageList',
    payload: (encrypted ? server.encryptBody(body) : body) as Record<string, unknown>,
  });
  expect(response.statusCode).toBe(200);
  return response.json<PageResult>();
};

beforeAll(async () => {
  server = await startServer();
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  [staff, reviewer] = await Promise.all([server.login('staff'), server.login('reviewer')]);
  staffId = (await server.call(staff, { method: 'GET', url: '/api/account/GetCurrent' })).json<{ Id: string }>().Id;
  connection = new HubConnectionBuilder()
    .withUrl(`${base}/hub/message`, { headers: { Cookie: staff }, transport: HttpTransportType.WebSockets })
    .configureLogging(LogLevel.None)
    .build();
  await connection.start();
});
afterAll(async () => {
  await connection.stop();
  await server.close();
});

describe('notifyUser', () => {
  it('stores the notification and pushes Notify (content) and NotifyMessage (the row) to the user', async () => {
    const content = new Promise<string>((resolve) => connection.on('Notify', (text: string) => resolve(text)));
    const message = new Promise<ApiRecord>((resolve) => connection.on('NotifyMessage', (row: ApiRecord) => resolve(row)));
    const stored = await server.app.notifier.notifyUser(staffId, { Title: '经费到账提醒', Content: '您的课题经费已到账', Type: '工作提醒' });
    expect(await content).toBe('您的课题经费已到账');
    const pushed = await message;
    expect(pushed).toMatchObject({
      Id: stored.Id,
      Title: '经费到账提醒',
      Content: '您的课题经费已到账',
      Type: '工作提醒',
      IsRead: false,
      Receiver_Id: staffId,
    });
    expect(pushed.SendTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('MessageNotify', () => {
  it('lists only the caller’s unread notifications, plain or encrypted', async () => {
    await server.app.notifier.notifyUser(staffId, { Title: '会议通知', Content: '周五科研例会', Type: '系统通知' });
    const page = await pageList(staff);
    expect(page.Total).toBe(page.Data.length);
    expect(page.Data.map((n) => n.Title)).toEqual(expect.arrayContaining(['经费到账提醒', '会议通知']));
    expect(page.Data.every((n) => n.Receiver_Id === staffId && n.IsRead === false)).toBe(true);
    expect((await pageList(staff, unreadBody, true)).Total).toBe(page.Total);
    const others = await pageList(reviewer);
    expect(others.Data.some((n) => n.Receiver_Id === staffId)).toBe(false);
  });

  it('marks one read (own only)', async () => {
    const [first] = (await pageList(staff)).Data;
    const foreign = await server.call(reviewer, { method: 'POST', url: `/api/MessageNotify/read/${String(first.Id)}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ Message: '通知不存在' });
    const read = await server.call(staff, { method: 'POST', url: `/api/MessageNotify/read/${String(first.Id)}` });
    expect(read.statusCode).toBe(200);
    expect(read.json<ApiRecord>()).toMatchObject({ Id: first.Id, IsRead: true });
    expect((await pageList(staff)).Data.some((n) => n.Id === first.Id)).toBe(false);
  });

  it('refuses anonymous callers', async () => {
    const response = await server.call(null, { method: 'POST', url: '/api/MessageNotify/pageList', payload: unreadBody });
    expect(response.statusCode).toBe(401);
  });
});
