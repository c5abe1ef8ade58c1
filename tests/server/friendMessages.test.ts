/**
 * 站内消息 as a chat: the colleague directory any logged-in user may search (nothing private in it), the
 * conversations with unread counts, a thread paged back in time, send with the server's sender, time and read flag,
 * marking a thread read, live news over the hub to the two parties only, and privacy: a third user reads nothing,
 * through the chat calls or the generic ones. Bad input is a Chinese 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubConnection } from '@microsoft/signalr';
import {
  CONTACT_SEARCH_LIMIT,
  FRIEND_MESSAGE_ERRORS,
  FRIEND_MESSAGE_MAX_LENGTH,
  FRIEND_MESSAGE_PATHS,
  type ApiRecord,
  type FriendContact,
  type FriendConversation,
  type FriendMessageItem,
  type FriendThreadPage,
} from '../../contract/index.js';
import { SEED_ACCOUNTS } from '../../server/seed/accounts.js';
import { startServer, type TestServer } from './helpers.js';
import { createHubClients, nextEvent } from './hubTestClient.js';

let server: TestServer;
let base: string;
let admin: string, reviewer: string, staff: string, dean: string;
const ids: Record<string, string> = {};
const hubs = createHubClients();

const get = (cookie: string, url: string) => server.call(cookie, { method: 'GET', url });
const post = (cookie: string, url: string, payload: Record<string, unknown> = {}) => server.call(cookie, { method: 'POST', url, payload });

async function send(cookie: string, body: Record<string, unknown>): Promise<FriendMessageItem> {
  const response = await post(cookie, FRIEND_MESSAGE_PATHS.send, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FriendMessageItem>();
}

async function thread(cookie: string, otherId: string, query = ''): Promise<FriendThreadPage> {
  const response = await get(cookie, `${FRIEND_MESSAGE_PATHS.thread(otherId)}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FriendThreadPage>();
}

const conversations = async (cookie: string) => (await get(cookie, FRIEND_MESSAGE_PATHS.conversations)).json<FriendConversation[]>();
const unread = async (cookie: string) => (await get(cookie, FRIEND_MESSAGE_PATHS.unreadCount)).json<{ Count: number }>().Count;

async function upload(cookie: string, name: string): Promise<string> {
  const boundary = '----friendmessageboundary';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n内容\r\n--${boundary}--\r\n`,
  );
  const response = await server.call(cookie, {
    method: 'POST',
    url: '/api/resource/post',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Array<{ Id: string }>>()[0].Id;
}

async function connected(cookie: string): Promise<HubConnection> {
  const connection = hubs.connect(base, cookie);
  await connection.start();
  return connection;
}

beforeAll(async () => {
  server = await startServer();
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  [admin, reviewer, staff, dean] = await Promise.all([server.login('admin'), server.login('reviewer'), server.login('staff'), server.login('dean')]);
  for (const [name, cookie] of Object.entries({ admin, reviewer, staff, dean })) {
    ids[name] = (await get(cookie, '/api/account/GetCurrent')).json<{ Id: string }>().Id;
  }
});
afterAll(async () => {
  await hubs.stopAll();
  await server.close();
});

describe('the colleague directory', () => {
  it('finds colleagues by name, work code or department for staff, who may not list people', async () => {
    expect((await server.call(staff, { method: 'POST', url: '/api/User/List', payload: {} })).statusCode).toBe(403);
    const byName = (await get(staff, `${FRIEND_MESSAGE_PATHS.contacts}?keyword=${encodeURIComponent(SEED_ACCOUNTS.reviewer.Name)}`)).json<FriendContact[]>();
    expect(byName).toEqual([expect.objectContaining({ Id: ids.reviewer, Name: SEED_ACCOUNTS.reviewer.Name, DeptName: '科研处' })]);
    // Only what a directory shows: no account, phone, mail or roles.
    expect(Object.keys(byName[0]).sort()).toEqual(['DeptName', 'Id', 'Name', 'WorkCode']);

    const workCode = byName[0].WorkCode;
    expect(workCode).toBeTruthy();
    const byCode = (await get(staff, `${FRIEND_MESSAGE_PATHS.contacts}?keyword=${encodeURIComponent(String(workCode))}`)).json<FriendContact[]>();
    expect(byCode.map((c) => c.Id)).toContain(ids.reviewer);

    const byDept = (await get(staff, `${FRIEND_MESSAGE_PATHS.contacts}?keyword=${encodeURIComponent('普外科')}`)).json<FriendContact[]>();
    expect(byDept.map((c) => c.Name)).toContain(SEED_ACCOUNTS.dean.Name);
    expect(byDept.every((c) => c.DeptName === '普外科')).toBe(true);
  });

  it('leaves out the caller, bounds the answer, and treats wildcards as text', async () => {
    const everyone = (await get(staff, FRIEND_MESSAGE_PATHS.contacts)).json<FriendContact[]>();
    expect(everyone.length).toBeGreaterThan(3);
    expect(everyone.length).toBeLessThanOrEqual(CONTACT_SEARCH_LIMIT);
    expect(everyone.map((c) => c.Id)).not.toContain(ids.staff);
    expect((await get(staff, `${FRIEND_MESSAGE_PATHS.contacts}?keyword=%25`)).json()).toEqual([]);
  });

  it('refuses a search text over 50 characters, and anyone not logged in', async () => {
    const long = await get(staff, `${FRIEND_MESSAGE_PATHS.contacts}?keyword=${encodeURIComponent('张'.repeat(51))}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ Message: FRIEND_MESSAGE_ERRORS.keywordTooLong });
    expect((await server.call(null, { method: 'GET', url: FRIEND_MESSAGE_PATHS.contacts })).statusCode).toBe(401);
  });
});

describe('a conversation between staff and the reviewer', () => {
  let first: FriendMessageItem;
  // The demo data may already hold messages between them: what this suite adds is counted from there.
  let before: { thread: number; unread: number; unreadOfStaff: number };
  beforeAll(async () => {
    const unreadOf = async (cookie: string, otherId: string) => (await conversations(cookie)).find((c) => c.Contact.Id === otherId)?.Unread ?? 0;
    before = {
      thread: (await thread(staff, ids.reviewer, '?take=100')).Messages.length,
      unread: await unreadOf(reviewer, ids.staff),
      unreadOfStaff: await unread(reviewer),
    };
  });

  it('stores the sender, time and read flag the server sets, whatever the body says', async () => {
    first = await send(staff, {
      Receiver_Id: ids.reviewer,
      Content: '林老师，申报书已上传',
      Sender_Id: ids.admin,
      SendTime: '2001-01-01 00:00:00',
      IsRead: true,
    });
    expect(first).toMatchObject({
      Sender_Id: ids.staff,
      Receiver_Id: ids.reviewer,
      Content: '林老师，申报书已上传',
      IsRead: false,
      ReadTime: null,
      Attachment: null,
    });
    expect(first.SendTime > '2020').toBe(true);
    const stored = (await get(reviewer, `/api/FriendMessage/Get/${first.Id}`)).json<ApiRecord>();
    expect(stored).toMatchObject({ Sender_Id: ids.staff, IsRead: false });
  });

  it('shows each party the conversation with the other, with the receiver’s unread count', async () => {
    const second = await send(staff, { Receiver_Id: ids.reviewer, Content: '请您审阅' });
    const [ofReviewer] = (await conversations(reviewer)).filter((c) => c.Contact.Id === ids.staff);
    expect(ofReviewer).toMatchObject({
      Unread: before.unread + 2,
      Contact: { Name: SEED_ACCOUNTS.staff.Name, DeptName: '心血管内科' },
      LastMessage: { Id: second.Id, Content: '请您审阅' },
    });
    const [ofStaff] = (await conversations(staff)).filter((c) => c.Contact.Id === ids.reviewer);
    expect(ofStaff).toMatchObject({ LastMessage: { Id: second.Id } });
    expect(await unread(reviewer)).toBe(before.unreadOfStaff + 2);
  });

  it('is marked read by the receiver only, thread at a time', async () => {
    const bySender = await post(staff, FRIEND_MESSAGE_PATHS.readThread(ids.reviewer));
    expect(bySender.json()).toEqual({ Count: 0 });
    const mine = (page: FriendThreadPage) => page.Messages.filter((m) => m.Sender_Id === ids.staff);
    expect((await thread(staff, ids.reviewer)).Messages.find((m) => m.Id === first.Id)?.IsRead).toBe(false);

    const byReceiver = await post(reviewer, FRIEND_MESSAGE_PATHS.readThread(ids.staff));
    expect(byReceiver.json()).toEqual({ Count: before.unread + 2 });
    const seen = await thread(staff, ids.reviewer, '?take=100');
    expect(mine(seen).every((m) => m.IsRead && m.ReadTime !== null)).toBe(true);
    expect(await unread(reviewer)).toBe(before.unreadOfStaff - before.unread);
    expect((await conversations(reviewer)).find((c) => c.Contact.Id === ids.staff)?.Unread).toBe(0);
  });

  it('pages the thread back in time without losing or repeating a message', async () => {
    for (let i = 1; i <= 5; i += 1) await send(reviewer, { Receiver_Id: ids.staff, Content: `回复 ${i}` });
    const all = (await thread(staff, ids.reviewer, '?take=100')).Messages;
    expect(all).toHaveLength(before.thread + 7);
    // Sent within a second or two of each other, they still show in the order they were written.
    expect(all.slice(0, 5).map((m) => m.Content)).toEqual(['回复 5', '回复 4', '回复 3', '回复 2', '回复 1']);
    const seen: string[] = [];
    let page = await thread(staff, ids.reviewer, '?take=3');
    for (;;) {
      seen.push(...page.Messages.map((m) => m.Id));
      if (!page.HasMore) break;
      page = await thread(staff, ids.reviewer, `?take=3&before=${page.Messages[page.Messages.length - 1].Id}`);
    }
    expect(seen).toEqual(all.map((m) => m.Id));
    const times = all.map((m) => m.SendTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('carries an attachment the sender uploaded, readable by the receiver', async () => {
    const file = await upload(staff, '申报书.txt');
    const message = await send(staff, { Receiver_Id: ids.reviewer, Content: '附件请查收', Attachment_Id: file });
    expect(message.Attachment).toEqual({ Id: file, Name: '申报书.txt' });
    expect((await get(reviewer, `/api/resource/get/${file}/x.txt?has_download=true`)).statusCode).toBe(200);
    expect((await get(dean, `/api/resource/get/${file}/x.txt?has_download=true`)).statusCode).not.toBe(200);
  });
});

describe('privacy', () => {
  let secret: FriendMessageItem;
  beforeAll(async () => {
    secret = await send(staff, { Receiver_Id: ids.reviewer, Content: '只给林老师看的内容' });
  });

  it('shows a third user nothing of it through the chat calls', async () => {
    for (const outsider of [dean, admin]) {
      expect((await conversations(outsider)).some((c) => c.LastMessage.Content.includes('只给林老师'))).toBe(false);
      expect((await thread(outsider, ids.staff)).Messages.map((m) => m.Id)).not.toContain(secret.Id);
      expect((await thread(outsider, ids.reviewer)).Messages.map((m) => m.Id)).not.toContain(secret.Id);
      // Paging from someone else's message is no way to learn of it.
      const probe = await get(outsider, `${FRIEND_MESSAGE_PATHS.thread(ids.staff)}?before=${secret.Id}`);
      expect(probe.statusCode).toBe(400);
      expect(probe.json()).toEqual({ Message: FRIEND_MESSAGE_ERRORS.beforeUnknown });
      expect((await post(outsider, FRIEND_MESSAGE_PATHS.readThread(ids.staff))).json()).toEqual({ Count: 0 });
    }
    expect((await thread(reviewer, ids.staff)).Messages.find((m) => m.Id === secret.Id)).toMatchObject({ IsRead: false, Content: '只给林老师看的内容' });
  });

  it('shows a third user nothing of it through the generic calls', async () => {
    for (const outsider of [dean, admin]) {
      const listed = await server.list(outsider, 'FriendMessage', { PageSize: 1000 });
      expect(listed.Data.map((r) => r.Id)).not.toContain(secret.Id);
      expect((await get(outsider, `/api/FriendMessage/Get/${secret.Id}`)).statusCode).toBe(404);
      expect((await post(outsider, `/api/FriendMessage/read/${secret.Id}`)).statusCode).toBe(404);
    }
  });

  it('tells only the receiver of a new message, and the sender’s own tabs of the change', async () => {
    const [ofReviewer, ofStaff, ofDean] = await Promise.all([connected(reviewer), connected(staff), connected(dean)]);
    const deanHeard: unknown[] = [];
    ofDean.on('FriendMsg', (...args: unknown[]) => deanHeard.push(args));
    ofDean.on('data_update', (...args: unknown[]) => deanHeard.push(args));
    const staffFriendMsg: unknown[] = [];
    ofStaff.on('FriendMsg', (...args: unknown[]) => staffFriendMsg.push(args));
    const arrived = nextEvent<[FriendMessageItem]>(ofReviewer, 'FriendMsg', (m) => m.Content === '实时消息');
    const toldSender = nextEvent<[string, string]>(ofStaff, 'data_update', (name) => name === 'FriendMessage');
    const message = await send(staff, { Receiver_Id: ids.reviewer, Content: '实时消息' });
    const [received] = await arrived;
    expect(received).toMatchObject({ Id: message.Id, Sender_Id: ids.staff, Receiver_Id: ids.reviewer, IsRead: false });
    expect(JSON.parse((await toldSender)[1])).toEqual({ type: 'created', ids: [message.Id] });

    // The reviewer reads it: staff hears of it (and can show 已读).
    const toldRead = nextEvent<[string, string]>(ofStaff, 'data_update', (name, payload) => name === 'FriendMessage' && JSON.parse(payload).type === 'updated');
    await post(reviewer, FRIEND_MESSAGE_PATHS.readThread(ids.staff));
    await toldRead;
    // A message through the generic Post is news as well.
    const generic = nextEvent<[FriendMessageItem]>(ofReviewer, 'FriendMsg', (m) => m.Content === '经由通用接口');
    const created = await post(staff, '/api/FriendMessage/Post', { Receiver_Id: ids.reviewer, Content: '经由通用接口' });
    expect(created.statusCode, created.body).toBe(200);
    await generic;
    expect(deanHeard).toEqual([]);
    expect(staffFriendMsg).toEqual([]);
  });
});

describe('bad input', () => {
  const refused = async (cookie: string, body: Record<string, unknown>, message: string) => {
    const response = await post(cookie, FRIEND_MESSAGE_PATHS.send, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ Message: message });
  };

  it('refuses a message without receiver or content, too long, to oneself, to nobody or to a disabled user', async () => {
    await refused(staff, { Content: '你好' }, FRIEND_MESSAGE_ERRORS.receiverRequired);
    await refused(staff, { Receiver_Id: ids.reviewer, Content: '   ' }, FRIEND_MESSAGE_ERRORS.contentRequired);
    await refused(staff, { Receiver_Id: ids.reviewer, Content: '长'.repeat(FRIEND_MESSAGE_MAX_LENGTH + 1) }, FRIEND_MESSAGE_ERRORS.contentTooLong);
    await refused(staff, { Receiver_Id: ids.staff, Content: '自言自语' }, FRIEND_MESSAGE_ERRORS.receiverSelf);
    await refused(staff, { Receiver_Id: '00000000-0000-0000-0000-000000000000', Content: '你好' }, FRIEND_MESSAGE_ERRORS.receiverUnknown);
    await refused(staff, { Receiver_Id: 'x'.repeat(500), Content: '你好' }, FRIEND_MESSAGE_ERRORS.receiverUnknown);
    await refused(staff, { Receiver_Id: { $ne: null }, Content: ['a', 'b'] }, FRIEND_MESSAGE_ERRORS.receiverRequired);

    const user = (await get(admin, `/api/User/Get/${ids.dean}`)).json<ApiRecord>();
    const disabled = await server.call(admin, { method: 'PUT', url: '/api/User/Put', payload: { Id: user.Id, Enabled: false } });
    expect(disabled.statusCode, disabled.body).toBe(200);
    try {
      await refused(staff, { Receiver_Id: ids.dean, Content: '你好' }, FRIEND_MESSAGE_ERRORS.receiverUnknown);
      // The generic Post keeps the same rule, and a disabled user is not in the directory.
      const generic = await post(staff, '/api/FriendMessage/Post', { Receiver_Id: ids.dean, Content: '你好' });
      expect(generic.json()).toEqual({ Message: FRIEND_MESSAGE_ERRORS.receiverUnknown });
      const found = (await get(staff, `${FRIEND_MESSAGE_PATHS.contacts}?keyword=${encodeURIComponent(SEED_ACCOUNTS.dean.Name)}`)).json<FriendContact[]>();
      expect(found).toEqual([]);
    } finally {
      await server.call(admin, { method: 'PUT', url: '/api/User/Put', payload: { Id: user.Id, Enabled: true } });
    }
    const toSelfGeneric = await post(staff, '/api/FriendMessage/Post', { Receiver_Id: ids.staff, Content: '自言自语' });
    expect(toSelfGeneric.json()).toEqual({ Message: FRIEND_MESSAGE_ERRORS.receiverSelf });
  });

  it('refuses someone else’s file or a made-up one as attachment', async () => {
    const reviewersFile = await upload(reviewer, '审核意见.txt');
    await refused(staff, { Receiver_Id: ids.reviewer, Content: '附件', Attachment_Id: reviewersFile }, FRIEND_MESSAGE_ERRORS.attachmentInvalid);
    await refused(staff, { Receiver_Id: ids.reviewer, Content: '附件', Attachment_Id: 'no-such-file' }, FRIEND_MESSAGE_ERRORS.attachmentInvalid);
    expect((await get(staff, `/api/resource/get/${reviewersFile}/x.txt?has_download=true`)).statusCode).not.toBe(200);
  });

  it('refuses thread paging out of bounds', async () => {
    for (const take of ['0', '101', 'abc', '1.5']) {
      const response = await get(staff, `${FRIEND_MESSAGE_PATHS.thread(ids.reviewer)}?take=${take}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Message: FRIEND_MESSAGE_ERRORS.takeInvalid });
    }
    expect((await get(staff, `${FRIEND_MESSAGE_PATHS.thread(ids.reviewer)}?before=nope`)).statusCode).toBe(400);
  });

  it('asks for a login, and for the module’s permissions', async () => {
    for (const url of [FRIEND_MESSAGE_PATHS.conversations, FRIEND_MESSAGE_PATHS.unreadCount, FRIEND_MESSAGE_PATHS.thread(ids.staff)]) {
      expect((await server.call(null, { method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await server.call(null, { method: 'POST', url: FRIEND_MESSAGE_PATHS.send, payload: { Receiver_Id: ids.staff, Content: 'x' } })).statusCode).toBe(
      401,
    );
  });
});
