import { http as rest, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, formOf, useApiServer } from '../testing/apiServer';
import { testKeyPair } from '../testing/rsa';
import { testHttpClient } from '../testing/testHttpClient';
import { getUnreadNotificationPage } from './notify';
import { listNotices, listNotifications, markAllNotificationsRead, publishNotice, searchNoticePeople } from './notices';

const server = useApiServer();
const { publicKey } = testKeyPair();

describe('notice endpoints', () => {
  it('publishes as plain JSON even when a key is held (a long rich-text body would not survive RSA slices)', async () => {
    let seen: { type: string | null; body: unknown } = { type: null, body: null };
    server.use(
      rest.post(`${API}/api/Notice/Publish`, async ({ request }) => {
        seen = { type: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ Id: 'x1', State: '已发送', RecipientCount: 3 });
      }),
    );
    const draft = { Title: '例会', Body: '<p>周五</p>', Audience: { Kind: 'roles' as const, Ids: ['r1'] }, Attachment_Ids: [], Url: null, SendAt: null };
    expect(await publishNotice(testHttpClient(publicKey).http, draft)).toEqual({ Id: 'x1', State: '已发送', RecipientCount: 3 });
    expect(seen.type).toMatch(/application\/json/);
    expect(seen.body).toEqual(draft);
  });

  it('lists notifications of a kind, newest first by the server, and marks all of a kind read', async () => {
    let form: Record<string, string> = {};
    server.use(
      rest.post(`${API}/api/MessageNotify/pageList`, async ({ request }) => {
        form = await formOf(request);
        return HttpResponse.json({ Total: 1, Data: [{ Id: 'n1' }] });
      }),
      rest.post(`${API}/api/MessageNotify/readAll`, async ({ request }) => HttpResponse.json({ Count: (await formOf(request)).Kind === '审批' ? 2 : 0 })),
    );
    expect(await listNotifications(testHttpClient().http, { pageIndex: 2, pageSize: 20, kind: '通知公告' })).toEqual({ Total: 1, Data: [{ Id: 'n1' }] });
    expect(form).toMatchObject({ pageIndex: '2', pageSize: '20', Kind: '通知公告' });
    expect(await markAllNotificationsRead(testHttpClient().http, '审批')).toBe(2);
  });

  it('answers empty pages and lists for answers without them', async () => {
    server.use(
      rest.post(`${API}/api/Notice/Mine`, () => HttpResponse.json(null)),
      rest.get(`${API}/api/Notice/People`, ({ request }) => HttpResponse.json(new URL(request.url).searchParams.get('KeyWord') === '陈' ? null : [])),
    );
    expect(await listNotices(testHttpClient().http, 'mine', 1, 20)).toEqual({ Total: 0, Data: [] });
    expect(await searchNoticePeople(testHttpClient().http, ' 陈 ')).toEqual([]);
  });

  it('counts unread past the 99 listed, so the bell shows 99+', async () => {
    server.use(
      rest.post(`${API}/api/MessageNotify/pageList`, () => HttpResponse.json({ Total: 250, Data: Array.from({ length: 99 }, (_, i) => ({ Id: `n${i}` })) })),
    );
    const page = await getUnreadNotificationPage(testHttpClient().http);
    expect(page.Total).toBe(250);
    expect(page.Data).toHaveLength(99);
  });
});
