/**
 * 站内消息 and 系统通知 are private to their sender and receiver (administrators included), and who sent them, when,
 * and whether they were read are the server's (D-SEC-5): list, get, print, update and delete of someone
 * else's message answer as if it did not exist; forged Sender_Id / SendTime / IsRead are not stored; only the
 * receiver marks read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../contract/index.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let admin: string, reviewer: string, staff: string, dean: string;
const ids: Record<string, string> = {};

const idOf = async (cookie: string) => (await server.call(cookie, { method: 'GET', url: '/api/account/GetCurrent' })).json<{ Id: string }>().Id;
const listIds = async (cookie: string, module: string) => (await server.list(cookie, module, { PageSize: 1000 })).Data.map((r) => r.Id);
const FORGED = { SendTime: '2001-01-01 00:00:00', IsRead: true, ReadTime: '2001-01-02 00:00:00' };
const NOT_FOUND = { Message: '数据不存在' };

beforeAll(async () => {
  server = await startServer();
  [admin, reviewer, staff, dean] = await Promise.all([server.login('admin'), server.login('reviewer'), server.login('staff'), server.login('dean')]);
  for (const [name, cookie] of Object.entries({ admin, reviewer, staff, dean })) ids[name] = await idOf(cookie);
});
afterAll(() => server.close());

async function send(cookie: string, module: string, body: Record<string, unknown>): Promise<ApiRecord> {
  const response = await server.call(cookie, { method: 'POST', url: `/api/${module}/Post`, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ApiRecord>();
}

const get = (cookie: string, module: string, id: string) => server.call(cookie, { method: 'GET', url: `/api/${module}/Get/${id}` });

function expectServerSet(record: ApiRecord, senderId: string): void {
  expect(record.Sender_Id).toBe(senderId);
  expect(record.IsRead).toBe(false);
  expect(record.ReadTime ?? null).toBeNull();
  expect(String(record.SendTime) > '2020').toBe(true);
}

describe('FriendMessage', () => {
  let message: ApiRecord;
  beforeAll(async () => {
    // The reviewer writes to the dean, pretending to be the administrator, with a back-dated message already read.
    message = await send(reviewer, 'FriendMessage', { Receiver_Id: ids.dean, Content: '请查收材料', Sender_Id: ids.admin, ...FORGED });
  });

  it('stores the sender, send time and read flag the server sets, not the forged ones', async () => {
    expectServerSet(message, ids.reviewer);
    const lowerCase = await send(reviewer, 'FriendMessage', { receiver_id: ids.dean, content: '再次提醒', sender_id: ids.admin, isread: true });
    expectServerSet(lowerCase, ids.reviewer);
  });

  it('is invisible to everyone but its sender and receiver, administrators included', async () => {
    for (const outsider of [staff, admin]) {
      expect(await listIds(outsider, 'FriendMessage')).not.toContain(message.Id);
      expect((await get(outsider, 'FriendMessage', String(message.Id))).json()).toEqual(NOT_FOUND);
      expect((await server.call(outsider, { method: 'GET', url: `/api/print/FriendMessage/${message.Id}` })).statusCode).toBe(404);
      const printed = await server.call(outsider, { method: 'POST', url: '/api/print/FriendMessage/list', payload: {} });
      expect(printed.body).not.toContain('请查收材料');
    }
    for (const party of [reviewer, dean]) {
      expect(await listIds(party, 'FriendMessage')).toContain(message.Id);
      expect((await get(party, 'FriendMessage', String(message.Id))).json<ApiRecord>().Content).toBe('请查收材料');
    }
  });

  it('cannot be changed or deleted by an outsider, and only its sender edits it', async () => {
    // The administrator may update and delete messages, but not other people's.
    const put = await server.call(admin, { method: 'PUT', url: '/api/FriendMessage/Put', payload: { Id: message.Id, Content: '改写' } });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual(NOT_FOUND);
    const del = await server.call(admin, { method: 'DELETE', url: `/api/FriendMessage/Delete/${message.Id}` });
    expect(del.json()).toEqual(NOT_FOUND);
    expect((await get(reviewer, 'FriendMessage', String(message.Id))).json<ApiRecord>().Content).toBe('请查收材料');

    // The administrator's own message: the receiver (who may not edit) is refused, the sender cannot forge the rest.
    const own = await send(admin, 'FriendMessage', { Receiver_Id: ids.dean, Content: '会议通知' });
    const edited = await server.call(admin, {
      method: 'PUT',
      url: '/api/FriendMessage/Put',
      payload: { Id: own.Id, Content: '会议改期', Receiver_Id: ids.staff, Sender_Id: ids.dean, IsRead: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ApiRecord>()).toMatchObject({ Content: '会议改期', Receiver_Id: ids.dean, Sender_Id: ids.admin, IsRead: false });
    const received = await send(reviewer, 'FriendMessage', { Receiver_Id: ids.admin, Content: '原文' });
    const rewritten = await server.call(admin, { method: 'PUT', url: '/api/FriendMessage/Put', payload: { Id: received.Id, Content: '篡改' } });
    expect(rewritten.statusCode).toBe(403);
    expect(rewritten.json()).toEqual({ Message: '只能修改自己发送的消息' });
  });

  it('is marked read by its receiver only', async () => {
    for (const other of [reviewer, staff, admin]) {
      const refused = await server.call(other, { method: 'POST', url: `/api/FriendMessage/read/${message.Id}` });
      expect(refused.statusCode).toBe(404);
    }
    expect((await get(dean, 'FriendMessage', String(message.Id))).json<ApiRecord>().IsRead).toBe(false);
    const read = await server.call(dean, { method: 'POST', url: `/api/FriendMessage/read/${message.Id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json<ApiRecord>()).toMatchObject({ Id: message.Id, IsRead: true });
    expect(read.json<ApiRecord>().ReadTime).toBeTruthy();
    expect((await get(reviewer, 'FriendMessage', String(message.Id))).json<ApiRecord>().IsRead).toBe(true);
  });
});

describe('Notify', () => {
  let notice: ApiRecord;
  beforeAll(async () => {
    // The reviewer (who may add notifications) sends one to staff "from" the administrator.
    notice = await send(reviewer, 'Notify', {
      Title: '系统升级',
      Type: '系统通知',
      Content: '请点击链接',
      Url: '/Thesis/list',
      Receiver_Id: ids.staff,
      Sender_Id: ids.admin,
      ...FORGED,
    });
  });

  it('stores the server-set sender, send time and read flag', () => {
    expectServerSet(notice, ids.reviewer);
  });

  it('is listed and read by its receiver and sender only', async () => {
    for (const outsider of [dean, admin]) {
      expect(await listIds(outsider, 'Notify')).not.toContain(notice.Id);
      expect((await get(outsider, 'Notify', String(notice.Id))).statusCode).toBe(404);
      const pageList = await server.call(outsider, { method: 'POST', url: '/api/MessageNotify/pageList', payload: { PageSize: 99 } });
      expect(pageList.json<{ Data: ApiRecord[] }>().Data.map((r) => r.Id)).not.toContain(notice.Id);
    }
    // Every notification the administrator lists is one they sent or received.
    const adminsOwn = (await server.list(admin, 'Notify', { PageSize: 1000 })).Data;
    expect(adminsOwn.every((n) => n.Sender_Id === ids.admin || n.Receiver_Id === ids.admin)).toBe(true);
    expect(await listIds(staff, 'Notify')).toContain(notice.Id);
    expect(await listIds(reviewer, 'Notify')).toContain(notice.Id);
    expect((await server.call(admin, { method: 'DELETE', url: `/api/Notify/Delete/${notice.Id}` })).statusCode).toBe(404);
    expect((await server.call(admin, { method: 'PUT', url: '/api/Notify/Put', payload: { Id: notice.Id, Title: 'x' } })).statusCode).toBe(404);
  });

  it('is marked read by its receiver only', async () => {
    expect((await server.call(reviewer, { method: 'POST', url: `/api/MessageNotify/read/${notice.Id}` })).statusCode).toBe(404);
    const read = await server.call(staff, { method: 'POST', url: `/api/MessageNotify/read/${notice.Id}` });
    expect(read.json<ApiRecord>()).toMatchObject({ Id: notice.Id, IsRead: true });
  });
});
