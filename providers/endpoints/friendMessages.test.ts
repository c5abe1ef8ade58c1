import { http as rest, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, formOf, useApiServer } from '../testing/apiServer';
import { testKeyPair } from '../testing/rsa';
import { testHttpClient } from '../testing/testHttpClient';
import { getThread, getUnreadFriendMessageCount, markThreadRead, searchContacts, sendFriendMessage } from './friendMessages';

const server = useApiServer();
const { publicKey } = testKeyPair();

describe('friend message endpoints', () => {
  it('search the directory by keyword, plain even when a key is held (no page list)', async () => {
    let url: URL | null = null;
    server.use(
      rest.get(`${API}/api/FriendMessage/contacts`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json([{ Id: 'u1', Name: '林晓雯', WorkCode: 'K001', DeptName: '科研处' }]);
      }),
    );
    expect(await searchContacts(testHttpClient(publicKey).http, '林')).toEqual([{ Id: 'u1', Name: '林晓雯', WorkCode: 'K001', DeptName: '科研处' }]);
    expect(url!.searchParams.get('keyword')).toBe('林');
    expect(url!.searchParams.has('encrypted')).toBe(false);
  });

  it('page a thread back from the oldest message shown', async () => {
    let url: URL | null = null;
    server.use(
      rest.get(`${API}/api/FriendMessage/thread/:userId`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ Messages: [], HasMore: false });
      }),
    );
    await getThread(testHttpClient(publicKey).http, 'u 1', 'm9', 30);
    expect(url!.pathname).toBe('/api/FriendMessage/thread/u%201');
    expect(Object.fromEntries(url!.searchParams)).toEqual({ before: 'm9', take: '30' });
  });

  it('send receiver, content and attachment only, form-encoded and plain', async () => {
    let form: Record<string, string> = {};
    server.use(
      rest.post(`${API}/api/FriendMessage/send`, async ({ request }) => {
        form = await formOf(request);
        return HttpResponse.json({ Id: 'm1' });
      }),
    );
    await sendFriendMessage(testHttpClient(publicKey).http, { Receiver_Id: 'u1', Content: '第一行\n第二行', Attachment_Id: 'r1' });
    expect(form).toEqual({ Receiver_Id: 'u1', Content: '第一行\n第二行', Attachment_Id: 'r1' });
  });

  it('mark a thread read, and read the unread count (none, silently, when the call fails)', async () => {
    server.use(
      rest.post(`${API}/api/FriendMessage/readThread/u1`, () => HttpResponse.json({ Count: 3 })),
      rest.get(`${API}/api/FriendMessage/unreadCount`, () => HttpResponse.json({ Message: '权限不足' }, { status: 403 })),
    );
    const { http, notify } = testHttpClient();
    expect(await markThreadRead(http, 'u1')).toEqual({ Count: 3 });
    expect(await getUnreadFriendMessageCount(http)).toBe(0);
    expect(notify).not.toHaveBeenCalled();
  });
});
