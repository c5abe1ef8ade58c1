/**
 * Notices from the notify centre: audience selection (roles, departments, people, everyone), sender, time and read
 * flag set by the server, receipts for the sender and administrators only, privacy of copies and notices, the
 * sanitized body, scheduled release (also across a restart), bounds, attachments readable by recipients.
 */
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, NoticeDetail, NoticeReceipts, NoticeSummary, PageResult, PublishResult } from '../../contract/index.js';
import { NOTICE_MESSAGES } from '../../contract/index.js';
import { formatDateTime } from '../../server/platform/db/time.js';
import { SEED_ACCOUNTS, type SeedAccountKey } from '../../server/seed/accounts.js';
import type {} from '../../server/notify/plugin.js';
import { multipartFile } from './commonMultipart.js';
import { startServer, tempDataDir, type TestServer } from './helpers.js';

let server: TestServer;
const cookies = {} as Record<SeedAccountKey, string>;
const ids = {} as Record<SeedAccountKey, string>;
let staffRoleId: string;
let cardiologyId: string;

const accounts: SeedAccountKey[] = ['admin', 'reviewer', 'staff', 'dean', 'vicedean', 'director'];

async function publish(who: SeedAccountKey, body: Record<string, unknown>) {
  return server.call(cookies[who], { method: 'POST', url: '/api/Notice/Publish', payload: body });
}
async function published(who: SeedAccountKey, body: Record<string, unknown>): Promise<PublishResult> {
  const response = await publish(who, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PublishResult>();
}
async function myNotifications(who: SeedAccountKey, body: Record<string, unknown> = {}): Promise<ApiRecord[]> {
  const response = await server.call(cookies[who], { method: 'POST', url: '/api/MessageNotify/pageList', payload: { pageIndex: 1, pageSize: 99, ...body } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PageResult>().Data;
}
const copyOf = async (who: SeedAccountKey, noticeId: string) => (await myNotifications(who)).find((n) => n.Notice_Id === noticeId);
const receivers = async (noticeId: string): Promise<SeedAccountKey[]> => {
  const found: SeedAccountKey[] = [];
  for (const who of accounts) if (await copyOf(who, noticeId)) found.push(who);
  return found;
};
const inSeconds = (seconds: number) => formatDateTime(new Date(Date.now() + seconds * 1000));
const notice = (patch: Record<string, unknown> = {}) => ({
  Title: '科研例会通知',
  Body: '<p>周五下午三点召开<b>科研例会</b></p>',
  Audience: { Kind: 'roles', Ids: [staffRoleId] },
  ...patch,
});

beforeAll(async () => {
  server = await startServer();
  for (const who of accounts) {
    cookies[who] = await server.login(who);
    ids[who] = (await server.call(cookies[who], { method: 'GET', url: '/api/account/GetCurrent' })).json<{ Id: string }>().Id;
  }
  const audience = (await server.call(cookies.admin, { method: 'GET', url: '/api/Notice/Audience' })).json<{
    Roles: Array<{ Id: string; Name: string }>;
    Depts: Array<{ Id: string; Name: string }>;
  }>();
  staffRoleId = audience.Roles.find((r) => r.Name === '科研人员')!.Id;
  cardiologyId = audience.Depts.find((d) => d.Name === '心血管内科')!.Id;
});
afterAll(() => server.close());

describe('audience', () => {
  it('a role reaches every holder of it (the dean and the director hold 科研人员 too), nobody else, never the sender', async () => {
    const { Id, State, RecipientCount } = await published('admin', notice());
    expect(State).toBe('已发送');
    expect(await receivers(Id)).toEqual(['staff', 'dean', 'director']);
    expect(RecipientCount).toBeGreaterThanOrEqual(3);
  });

  it('a department reaches its members', async () => {
    const { Id } = await published('admin', notice({ Audience: { Kind: 'depts', Ids: [cardiologyId] } }));
    expect(await receivers(Id)).toEqual(['staff', 'director']);
  });

  it('named people reach only them', async () => {
    const { Id, RecipientCount } = await published('dean', notice({ Audience: { Kind: 'users', Ids: [ids.reviewer, ids.vicedean] } }));
    expect(RecipientCount).toBe(2);
    expect(await receivers(Id)).toEqual(['reviewer', 'vicedean']);
  });

  it('everyone reaches every enabled user but the sender', async () => {
    const users = await server.list(cookies.admin, 'User', { PageSize: 1000 });
    const { Id, RecipientCount } = await published('admin', notice({ Audience: { Kind: 'all' } }));
    expect(RecipientCount).toBe(users.Data.filter((u) => u.Enabled !== false).length - 1);
    expect(await receivers(Id)).toEqual(accounts.filter((a) => a !== 'admin'));
  });
});

describe('what the server sets', () => {
  it('sender, send time, type and the unread flag are the server’s, whatever the body says', async () => {
    const { Id } = await published(
      'admin',
      notice({ Audience: { Kind: 'users', Ids: [ids.staff] }, Sender_Id: ids.reviewer, SendTime: '2000-01-01 00:00:00', IsRead: true, State: '已撤销' }),
    );
    const copy = await copyOf('staff', Id);
    expect(copy).toMatchObject({ Sender_Id: ids.admin, IsRead: false, Type: '公告通知', Title: '科研例会通知', Content: '周五下午三点召开科研例会' });
    expect(String(copy?.SendTime)).not.toBe('2000-01-01 00:00:00');
    expect(Math.abs(new Date(String(copy?.SendTime).replace(' ', 'T')).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('pushes the row (NotifyMessage) then its text (Notify) to the recipient’s connections', async () => {
    const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const connection: HubConnection = new HubConnectionBuilder()
      .withUrl(`${base}/hub/message`, { headers: { Cookie: cookies.staff }, transport: HttpTransportType.WebSockets })
      .configureLogging(LogLevel.None)
      .build();
    const heard: string[] = [];
    const both = new Promise<void>((resolve) => {
      connection.on('NotifyMessage', (row: ApiRecord) => heard.push(`row:${String(row.Title)}`));
      connection.on('Notify', (content: string) => {
        heard.push(`text:${content}`);
        resolve();
      });
    });
    await connection.start();
    try {
      await published('admin', notice({ Title: '实时通知', Body: '<p>请查收</p>', Audience: { Kind: 'users', Ids: [ids.staff] } }));
      await both;
      expect(heard).toEqual(['row:实时通知', 'text:请查收']);
    } finally {
      await connection.stop();
    }
  });
});

describe('receipts and privacy', () => {
  it('the sender sees who has read and who not; reading moves a recipient over', async () => {
    const { Id } = await published('admin', notice({ Audience: { Kind: 'depts', Ids: [cardiologyId] } }));
    const receipts = async (who: SeedAccountKey) => server.call(cookies[who], { method: 'GET', url: `/api/Notice/Receipts/${Id}` });
    let answer = (await receipts('admin')).json<NoticeReceipts>();
    expect(answer).toMatchObject({ ReadCount: 0, UnreadCount: 2 });
    expect(answer.Unread.map((p) => p.Name).sort()).toEqual([SEED_ACCOUNTS.director.Name, SEED_ACCOUNTS.staff.Name].sort());
    const copy = (await copyOf('staff', Id))!;
    expect((await server.call(cookies.staff, { method: 'POST', url: `/api/MessageNotify/read/${String(copy.Id)}` })).json()).toMatchObject({ IsRead: true });
    answer = (await receipts('admin')).json<NoticeReceipts>();
    expect(answer).toMatchObject({ ReadCount: 1, UnreadCount: 1, Read: [{ Name: SEED_ACCOUNTS.staff.Name }], Unread: [{ Name: SEED_ACCOUNTS.director.Name }] });
    expect(answer.Read[0].ReadTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const mine = (await server.call(cookies.admin, { method: 'POST', url: '/api/Notice/Mine', payload: { PageIndex: 1, PageSize: 100 } })).json<
      PageResult<NoticeSummary>
    >();
    expect(mine.Data.find((n) => n.Id === Id)).toMatchObject({
      ReadCount: 1,
      RecipientCount: 2,
      AudienceText: '按部门:心血管内科',
      SenderName: SEED_ACCOUNTS.admin.Name,
    });
    // A recipient, or anyone else, is not the sender: the receipts do not exist for them.
    expect((await receipts('staff')).statusCode).toBe(404);
    expect((await receipts('dean')).json()).toEqual({ Message: NOTICE_MESSAGES.notFound });
  });

  it('tells the sender’s connections when a recipient reads, so receipts follow live', async () => {
    const base = await server.app
      .listen({ port: 0, host: '127.0.0.1' })
      .catch(() => `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`);
    const connection: HubConnection = new HubConnectionBuilder()
      .withUrl(`${base}/hub/message`, { headers: { Cookie: cookies.dean }, transport: HttpTransportType.WebSockets })
      .configureLogging(LogLevel.None)
      .build();
    await connection.start();
    try {
      const { Id } = await published('dean', notice({ Audience: { Kind: 'users', Ids: [ids.staff] } }));
      const heard = new Promise<[string, string]>((resolve) => connection.on('data_update', (name: string, payload: string) => resolve([name, payload])));
      const copy = (await copyOf('staff', Id))!;
      await server.call(cookies.staff, { method: 'POST', url: `/api/MessageNotify/read/${String(copy.Id)}` });
      const [name, payload] = await heard;
      expect(name).toBe('Notice');
      expect(JSON.parse(payload)).toEqual({ type: 'updated', ids: [Id] });
    } finally {
      await connection.stop();
    }
  });

  it('administrators see every notice and its receipts; others do not see the list', async () => {
    const { Id } = await published('dean', notice({ Audience: { Kind: 'users', Ids: [ids.staff] } }));
    expect((await server.call(cookies.admin, { method: 'GET', url: `/api/Notice/Receipts/${Id}` })).json()).toMatchObject({ UnreadCount: 1 });
    const all = (await server.call(cookies.admin, { method: 'POST', url: '/api/Notice/All', payload: {} })).json<PageResult<NoticeSummary>>();
    expect(all.Data.some((n) => n.Id === Id && n.SenderName === SEED_ACCOUNTS.dean.Name)).toBe(true);
    expect((await server.call(cookies.dean, { method: 'POST', url: '/api/Notice/All', payload: {} })).statusCode).toBe(403);
    // The dean's own list holds his notice and none of the administrator's.
    const mine = (await server.call(cookies.dean, { method: 'POST', url: '/api/Notice/Mine', payload: {} })).json<PageResult<NoticeSummary>>();
    expect(mine.Data.length).toBeGreaterThan(0);
    expect(mine.Data.every((n) => n.Sender_Id === ids.dean)).toBe(true);
  });

  it('a user reads only their own copies and only notices addressed to them', async () => {
    const { Id } = await published('admin', notice({ Audience: { Kind: 'users', Ids: [ids.staff] } }));
    const copy = (await copyOf('staff', Id))!;
    expect((await myNotifications('reviewer')).some((n) => n.Notice_Id === Id)).toBe(false);
    expect((await server.call(cookies.reviewer, { method: 'POST', url: `/api/MessageNotify/read/${String(copy.Id)}` })).statusCode).toBe(404);
    expect((await server.call(cookies.reviewer, { method: 'GET', url: `/api/Notice/Get/${Id}` })).statusCode).toBe(404);
    expect((await server.call(cookies.reviewer, { method: 'GET', url: `/api/MessageNotify/Get/${String(copy.Id)}` })).statusCode).toBe(404);
    expect((await server.call(cookies.staff, { method: 'GET', url: `/api/MessageNotify/Get/${String(copy.Id)}` })).json()).toMatchObject({
      Id: copy.Id,
      Notice_Id: Id,
    });
    expect((await server.call(cookies.staff, { method: 'GET', url: `/api/Notice/Get/${Id}` })).json<NoticeDetail>()).toMatchObject({
      Id,
      Title: '科研例会通知',
    });
    const othersRows = await server.list(cookies.reviewer, 'Notify', { PageSize: 1000 });
    expect(othersRows.Data.some((n) => n.Id === copy.Id)).toBe(false);
    expect((await server.call(cookies.staff, { method: 'GET', url: `/api/Notify/Get/${String(copy.Id)}` })).statusCode).toBe(200);
    expect((await server.call(cookies.reviewer, { method: 'GET', url: `/api/Notify/Get/${String(copy.Id)}` })).statusCode).toBe(404);
  });

  it('read all marks the caller’s unread of a kind read, and nobody else’s', async () => {
    await published('admin', notice({ Audience: { Kind: 'depts', Ids: [cardiologyId] } }));
    await server.app.notifier.notifyUser(ids.staff, { Title: '系统维护', Content: '今晚维护', Type: '系统通知' });
    const directorUnread = (await myNotifications('director', { Condition: { Filters: [{ Name: 'IsRead', Compare: '==', Value: false }] } })).length;
    const answer = await server.call(cookies.staff, { method: 'POST', url: '/api/MessageNotify/readAll', payload: { Kind: '通知公告' } });
    expect(answer.json<{ Count: number }>().Count).toBeGreaterThan(0);
    const unread = await myNotifications('staff', { Condition: { Filters: [{ Name: 'IsRead', Compare: '==', Value: false }] } });
    expect(unread.map((n) => n.Type)).toContain('系统通知');
    expect(unread.some((n) => n.Type === '公告通知')).toBe(false);
    expect((await myNotifications('staff', { Kind: '系统' })).every((n) => ['系统通知', '工作提醒', '到期预警'].includes(String(n.Type)))).toBe(true);
    expect((await myNotifications('director', { Condition: { Filters: [{ Name: 'IsRead', Compare: '==', Value: false }] } })).length).toBe(directorUnread);
    await server.call(cookies.staff, { method: 'POST', url: '/api/MessageNotify/readAll', payload: {} });
    expect(await myNotifications('staff', { Condition: { Filters: [{ Name: 'IsRead', Compare: '==', Value: false }] } })).toEqual([]);
  });
});

describe('sanitizing', () => {
  it('keeps formatting and safe links, drops scripts, handlers and javascript: addresses', async () => {
    const hostile =
      '<p onclick="steal()">正文<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">坏链接</a>' +
      '<a href="/Thesis/list" onmouseover="x()">好链接</a><iframe src="https://evil.example"></iframe><style>*{}</style></p>';
    const { Id } = await published('admin', notice({ Body: hostile, Audience: { Kind: 'users', Ids: [ids.staff] } }));
    const detail = (await server.call(cookies.staff, { method: 'GET', url: `/api/Notice/Get/${Id}` })).json<NoticeDetail>();
    expect(detail.Body).toBe('<p>正文<a>坏链接</a><a href="/Thesis/list" target="_blank" rel="noopener noreferrer">好链接</a></p>');
    expect((await copyOf('staff', Id))?.Content).toBe('正文坏链接好链接');
  });
});

describe('scheduled notices', () => {
  it('wait until due, then go out once', async () => {
    const sendAt = inSeconds(3600);
    const { Id, State } = await published('admin', notice({ SendAt: sendAt, Audience: { Kind: 'users', Ids: [ids.staff] } }));
    expect(State).toBe('待发送');
    expect(await copyOf('staff', Id)).toBeUndefined();
    expect((await server.call(cookies.staff, { method: 'GET', url: `/api/Notice/Get/${Id}` })).statusCode).toBe(404);
    expect(await server.app.notices.releaseDue(inSeconds(60))).toBe(0);
    expect(await server.app.notices.releaseDue(inSeconds(3601))).toBeGreaterThanOrEqual(1);
    expect(await copyOf('staff', Id)).toMatchObject({ Title: '科研例会通知', IsRead: false });
    expect(await server.app.notices.releaseDue(inSeconds(3601))).toBe(0);
    expect((await myNotifications('staff')).filter((n) => n.Notice_Id === Id)).toHaveLength(1);
    const mine = (await server.call(cookies.admin, { method: 'POST', url: '/api/Notice/Mine', payload: {} })).json<PageResult<NoticeSummary>>();
    expect(mine.Data.find((n) => n.Id === Id)).toMatchObject({ State: '已发送', SendAt: sendAt, RecipientCount: 1 });
  });

  it('can be withdrawn before they go out, by their sender only', async () => {
    const { Id } = await published('admin', notice({ SendAt: inSeconds(3600) }));
    expect((await server.call(cookies.dean, { method: 'POST', url: `/api/Notice/Cancel/${Id}` })).statusCode).toBe(404);
    expect((await server.call(cookies.admin, { method: 'POST', url: `/api/Notice/Cancel/${Id}` })).statusCode).toBe(200);
    expect(await server.app.notices.releaseDue(inSeconds(3601))).toBe(0);
    expect(await copyOf('staff', Id)).toBeUndefined();
    expect((await server.call(cookies.admin, { method: 'POST', url: `/api/Notice/Cancel/${Id}` })).statusCode).toBe(409);
  });

  it('a notice due while the server was down goes out when it starts again', async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ dataDir });
    const admin = await first.login('admin');
    const staffId = (await first.call(await first.login('staff'), { method: 'GET', url: '/api/account/GetCurrent' })).json<{ Id: string }>().Id;
    const response = await first.call(admin, {
      method: 'POST',
      url: '/api/Notice/Publish',
      payload: notice({ SendAt: inSeconds(2), Audience: { Kind: 'users', Ids: [staffId] } }),
    });
    expect(response.json<PublishResult>().State).toBe('待发送');
    await first.close();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const second = await startServer({ dataDir });
    try {
      const staff = await second.login('staff');
      const page = (
        await second.call(staff, { method: 'POST', url: '/api/MessageNotify/pageList', payload: { pageIndex: 1, pageSize: 99 } })
      ).json<PageResult>();
      expect(page.Data.filter((n) => n.Notice_Id === response.json<PublishResult>().Id)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('bounds and permission', () => {
  it('answers a clear 400 for bad input and writes nothing', async () => {
    const before = (await server.call(cookies.admin, { method: 'POST', url: '/api/Notice/Mine', payload: {} })).json<PageResult>().Total;
    const cases: Array<[Record<string, unknown>, string]> = [
      [notice({ Title: '' }), NOTICE_MESSAGES.titleRequired],
      [notice({ Body: '<script>alert(1)</script>' }), NOTICE_MESSAGES.bodyRequired],
      [notice({ Body: 'x'.repeat(20_001) }), NOTICE_MESSAGES.bodyTooLong],
      [notice({ Audience: { Kind: 'roles', Ids: ['no-such-role'] } }), NOTICE_MESSAGES.audienceUnknown],
      [notice({ Audience: { Kind: 'users', Ids: ["1' or '1'='1"] } }), NOTICE_MESSAGES.audienceUnknown],
      [notice({ Audience: { Kind: 'nobody' } }), NOTICE_MESSAGES.audienceKind],
      [notice({ Url: 'javascript:alert(1)' }), NOTICE_MESSAGES.badUrl],
      [notice({ SendAt: '2000-01-01 00:00:00' }), NOTICE_MESSAGES.sendAtPast],
      [notice({ Attachment_Ids: ['not-a-file'] }), NOTICE_MESSAGES.attachmentUnknown],
      [notice({ Audience: { Kind: 'users', Ids: [ids.admin] } }), NOTICE_MESSAGES.noRecipients],
    ];
    for (const [body, message] of cases) {
      const response = await publish('admin', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual({ Message: message });
    }
    expect((await server.call(cookies.admin, { method: 'POST', url: '/api/Notice/Mine', payload: {} })).json<PageResult>().Total).toBe(before);
    expect((await server.call(cookies.staff, { method: 'POST', url: '/api/MessageNotify/pageList', payload: { Kind: '广告' } })).statusCode).toBe(400);
    expect((await server.call(cookies.admin, { method: 'POST', url: '/api/Notice/Mine', payload: { PageIndex: -1 } })).statusCode).toBe(400);
  });

  it('publishing needs Add on Notify; reading the picker too; anonymous callers are told to log in', async () => {
    expect((await publish('staff', notice())).statusCode).toBe(403);
    expect((await server.call(cookies.staff, { method: 'GET', url: '/api/Notice/Audience' })).statusCode).toBe(403);
    expect((await server.call(null, { method: 'POST', url: '/api/Notice/Publish', payload: notice() })).statusCode).toBe(401);
    expect((await server.call(null, { method: 'POST', url: '/api/Notice/Mine', payload: {} })).statusCode).toBe(401);
    const people = (
      await server.call(cookies.admin, { method: 'GET', url: `/api/Notice/People?KeyWord=${encodeURIComponent(SEED_ACCOUNTS.staff.Name)}` })
    ).json<Array<{ Id: string }>>();
    expect(people.map((p) => p.Id)).toContain(ids.staff);
    expect((await server.call(cookies.admin, { method: 'GET', url: `/api/Notice/People?KeyWord=${'x'.repeat(51)}` })).json()).toEqual({
      Message: NOTICE_MESSAGES.badKeyword,
    });
  });
});

describe('attachments', () => {
  it('recipients download the sender’s files; others are told they do not exist; someone else’s file cannot be attached', async () => {
    const upload = async (who: SeedAccountKey) => {
      const response = await server.call(cookies[who], { method: 'POST', url: '/api/resource/post', ...multipartFile('议程.txt', Buffer.from('议程')) });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<unknown>();
      return String((Array.isArray(answer) ? answer[0] : (answer as { Id: string })).Id);
    };
    const file = await upload('admin');
    expect((await publish('admin', notice({ Attachment_Ids: [await upload('reviewer')] }))).json()).toEqual({ Message: NOTICE_MESSAGES.attachmentUnknown });
    const { Id } = await published('admin', notice({ Attachment_Ids: [file], Audience: { Kind: 'users', Ids: [ids.staff] } }));
    expect((await server.call(cookies.staff, { method: 'GET', url: `/api/Notice/Get/${Id}` })).json<NoticeDetail>().Attachments).toEqual([
      { Id: file, Name: '议程.txt' },
    ]);
    expect((await server.call(cookies.staff, { method: 'GET', url: `/api/resource/get/${file}?has_download=true` })).statusCode).toBe(200);
    expect((await server.call(cookies.reviewer, { method: 'GET', url: `/api/resource/get/${file}?has_download=true` })).statusCode).toBe(404);
  });
});
