import { http as rest, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, formOf, useApiServer } from '../testing/apiServer';
import { decryptBody, testKeyPair } from '../testing/rsa';
import { testHttpClient } from '../testing/testHttpClient';
import { getUnreadNotificationPage, UNREAD_NOTIFY_BODY } from './notify';

const server = useApiServer();
const { publicKey, privateKey } = testKeyPair();

describe('notify endpoints', () => {
  it('getUnreadNotificationPage posts page 1 of 99 unread, form-encoded, and answers the page', async () => {
    let form: Record<string, string> = {};
    server.use(
      rest.post(`${API}/api/MessageNotify/pageList`, async ({ request }) => {
        form = await formOf(request);
        return HttpResponse.json({ Total: 1, Data: [{ Id: 'n1', Title: '审核通过' }] });
      }),
    );
    expect(await getUnreadNotificationPage(testHttpClient().http)).toEqual({ Total: 1, Data: [{ Id: 'n1', Title: '审核通过' }] });
    expect(form).toEqual({
      pageIndex: '1',
      pageSize: '99',
      'Condition.Filters[0].Name': 'IsRead',
      'Condition.Filters[0].Value': 'false',
      'Condition.Filters[0].Compare': '==',
    });
  });

  it('is a paging request: encrypted when a key is held', async () => {
    let form: Record<string, string> = {};
    server.use(
      rest.post(`${API}/api/MessageNotify/pageList`, async ({ request }) => {
        form = await formOf(request);
        return HttpResponse.json({ Total: 0, Data: [] });
      }),
    );
    expect(await getUnreadNotificationPage(testHttpClient(publicKey).http)).toEqual({ Total: 0, Data: [] });
    expect(form.isEncrypted).toBe('true');
    expect(JSON.parse(decryptBody(form.encrypted, privateKey).text)).toEqual(UNREAD_NOTIFY_BODY);
  });

  it('answers no notifications, without a toast, when the call fails', async () => {
    const { http, notify } = testHttpClient();
    server.use(rest.post(`${API}/api/MessageNotify/pageList`, () => HttpResponse.json(null)));
    expect(await getUnreadNotificationPage(http)).toEqual({ Total: 0, Data: [] });
    server.use(rest.post(`${API}/api/MessageNotify/pageList`, () => HttpResponse.json({ Message: '未登录' }, { status: 401 })));
    await expect(getUnreadNotificationPage(http)).rejects.toMatchObject({ statusCode: 401 });
    expect(notify).not.toHaveBeenCalled();
  });
});
