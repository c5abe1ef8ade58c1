import { http as rest, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../contract/index';
import { API, formOf, recorder, useApiServer } from '../testing/apiServer';
import { decryptBody, nodeEncryptor, testKeyPair } from '../testing/rsa';
import { createHttpClient, FORM_CONTENT_TYPE } from './createHttpClient';
import { HttpError } from './httpError';
import { createPublicKeyStore } from './publicKeyStore';
import type { HttpClientOptions } from './types';

const server = useApiServer();
const { publicKey, privateKey } = testKeyPair();

function client(overrides: Partial<HttpClientOptions> = {}, key: string | null = null) {
  const notify = vi.fn();
  const navigateToLogin = vi.fn();
  const http = createHttpClient({
    baseUrl: API,
    publicKeys: createPublicKeyStore(key),
    encryptor: nodeEncryptor,
    notify,
    navigateToLogin,
    currentUrl: () => '/thesis/list',
    ...overrides,
  });
  if (key === null) http.publicKeys.set(null); // no key, no lazy load
  return { http, notify, navigateToLogin };
}

describe('createHttpClient requests', () => {
  it('form-encodes bodies with the form content type and strips related objects', async () => {
    const seen = recorder();
    server.use(
      rest.post(`${API}/api/Thesis/Post`, async ({ request }) => {
        await seen.record(request);
        return HttpResponse.json({ Id: 't1' });
      }),
    );
    const { http } = client();
    const answer = await http.post('/api/Thesis/Post', { Title: '论文', Dept_Id: 'd1', Dept: { Id: 'd1', Name: '科研处' }, Authors: [] });
    expect(answer).toEqual({ Id: 't1' });
    expect(seen.seen[0].contentType).toBe(FORM_CONTENT_TYPE);
    expect(Object.fromEntries(new URLSearchParams(seen.seen[0].body))).toEqual({ Title: '论文', Dept_Id: 'd1', Authors: '' });
  });

  it("hands another client (the export worker's) its key and page address, and takes that client's notices", () => {
    const { http, notify, navigateToLogin } = client({ lastUrl: () => '/thesis/list?page=2' }, publicKey);
    const delegation = http.delegation();
    expect(delegation).toMatchObject({ baseUrl: API, publicKey, currentUrl: '/thesis/list', lastUrl: '/thesis/list?page=2' });
    delegation.notify({ type: 'error', message: '导出失败' });
    delegation.navigateToLogin('/login?redirect=%2Fthesis%2Flist');
    expect(notify).toHaveBeenCalledWith({ type: 'error', message: '导出失败' });
    expect(navigateToLogin).toHaveBeenCalledWith('/login?redirect=%2Fthesis%2Flist');
  });

  it('sends credentials (the session cookie) with every fetch', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const { http } = client({ fetch });
    expect(await http.delete('/api/Thesis/Delete/1')).toBeUndefined();
    expect(fetch).toHaveBeenCalledWith(`${API}/api/Thesis/Delete/1`, expect.objectContaining({ credentials: 'include', method: 'DELETE' }));
  });

  it('sends JSON when asked', async () => {
    server.use(
      rest.post(`${API}/api/x/Save`, async ({ request }) => HttpResponse.json({ type: request.headers.get('content-type'), body: await request.json() })),
    );
    const { http } = client();
    expect(await http.post('/api/x/Save', { A: [1, 2] }, { json: true })).toEqual({ type: 'application/json;charset=UTF-8', body: { A: [1, 2] } });
  });

  it('returns undefined for 204, the string for a JSON string, the text for text', async () => {
    server.use(
      rest.delete(`${API}/api/M/Delete/1`, () => new HttpResponse(null, { status: 204 })),
      rest.get(`${API}/api/account/PublicKey`, () => HttpResponse.json('-----BEGIN PUBLIC KEY-----\nabc')),
      rest.get(`${API}/print`, () => HttpResponse.text('<html></html>')),
    );
    const { http } = client();
    expect(await http.delete('/api/M/Delete/1')).toBeUndefined();
    expect(await http.get('/api/account/PublicKey')).toBe('-----BEGIN PUBLIC KEY-----\nabc');
    expect(await http.get('/print')).toBe('<html></html>');
  });

  it('encodes GET params with the same nested keys', async () => {
    server.use(rest.get(`${API}/api/x/Find`, ({ request }) => HttpResponse.json(Object.fromEntries(new URL(request.url).searchParams))));
    const { http } = client();
    expect(await http.get('/api/x/Find', { A: { B: 1 }, Ids: ['p', 'q'] })).toEqual({ 'A.B': '1', 'Ids[0]': 'p', 'Ids[1]': 'q' });
  });
});

describe('createHttpClient encryption of list requests', () => {
  it('encrypts a long list body in 100-character chunks joined by || that the server decrypts', async () => {
    const received: Array<Record<string, string>> = [];
    server.use(
      rest.post(`${API}/api/Thesis/List`, async ({ request }) => {
        received.push(await formOf(request));
        return HttpResponse.json({ Total: 0, Data: [] });
      }),
    );
    const { http } = client({}, publicKey);
    const para = { PageIndex: 1, PageSize: 10, Condition: { KeyWord: 'cancer', Filters: [{ Name: 'Title;Journal', Compare: '$', Value: 'x'.repeat(120) }] } };
    await http.post('/api/Thesis/List', para);
    const form = received[0];
    expect(Object.keys(form).sort()).toEqual(['encrypted', 'isChunked', 'isEncrypted']);
    expect(form.isEncrypted).toBe('true');
    expect(form.isChunked).toBe('true');
    const { chunks, text } = decryptBody(form.encrypted, privateKey);
    expect(chunks.length).toBe(Math.ceil(JSON.stringify(para).length / 100));
    expect(chunks.slice(0, -1).every((c) => c.length === 100)).toBe(true);
    expect(JSON.parse(text)).toEqual(para);
  });

  it('encrypts a short list body as one block (isChunked false)', async () => {
    let form: Record<string, string> = {};
    server.use(
      rest.post(`${API}/api/MessageNotify/pageList`, async ({ request }) => {
        form = await formOf(request);
        return HttpResponse.json({ Data: [] });
      }),
    );
    const { http } = client({}, publicKey);
    await http.post('/api/MessageNotify/pageList', { pageIndex: 1, pageSize: 99 });
    expect(form.isChunked).toBe('false');
    expect(form.encrypted).not.toContain('||');
    expect(JSON.parse(decryptBody(form.encrypted, privateKey).text)).toEqual({ pageIndex: 1, pageSize: 99 });
  });

  it('encrypts GET params of a list request into the query', async () => {
    let query: Record<string, string> = {};
    server.use(
      rest.get(`${API}/api/Expert/ExpertPageList`, ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        return HttpResponse.json({ Total: 0, Data: [] });
      }),
    );
    const { http } = client({}, publicKey);
    await http.get('/api/Expert/ExpertPageList', { PageIndex: 1, PageSize: 5 });
    expect(query.isEncrypted).toBe('true');
    expect(JSON.parse(decryptBody(query.encrypted, privateKey).text)).toEqual({ PageIndex: 1, PageSize: 5 });
  });

  it('sends the plain body when encryption fails (long Chinese text)', async () => {
    let form: Record<string, string> = {};
    server.use(
      rest.post(`${API}/api/Thesis/List`, async ({ request }) => {
        form = await formOf(request);
        return HttpResponse.json({ Total: 0, Data: [] });
      }),
    );
    const { http } = client({}, publicKey);
    await http.post('/api/Thesis/List', { PageIndex: 1, Condition: { KeyWord: '长'.repeat(200) } });
    expect(form).toEqual({ PageIndex: '1', 'Condition.KeyWord': '长'.repeat(200) });
  });

  it('does not encrypt other requests, nor with encrypt: never, nor without a key', async () => {
    const bodies: string[] = [];
    server.use(
      rest.post(`${API}/api/*`, async ({ request }) => {
        bodies.push(await request.text());
        return HttpResponse.json(true);
      }),
    );
    const withKey = client({}, publicKey).http;
    await withKey.post('/api/Thesis/Post', { Title: 't' });
    await withKey.post('/api/Thesis/List', { PageIndex: 1 }, { encrypt: 'never' });
    await client().http.post('/api/Thesis/List', { PageIndex: 1 });
    expect(bodies).toEqual(['Title=t', 'PageIndex=1', 'PageIndex=1']);
  });

  it('fetches the public key before the first list request when none was loaded', async () => {
    let keyCalls = 0;
    let form: Record<string, string> = {};
    server.use(
      rest.get(`${API}/api/account/PublicKey`, () => {
        keyCalls += 1;
        return HttpResponse.json(publicKey);
      }),
      rest.post(`${API}/api/Thesis/List`, async ({ request }) => {
        form = await formOf(request);
        return HttpResponse.json({ Total: 0, Data: [] });
      }),
    );
    const http = createHttpClient({ baseUrl: API, encryptor: nodeEncryptor, currentUrl: () => '/' });
    await Promise.all([http.post('/api/Thesis/List', { PageIndex: 1 }), http.post('/api/Thesis/List', { PageIndex: 2 })]);
    await http.post('/api/Thesis/List', { PageIndex: 3 });
    expect(keyCalls).toBe(1);
    expect(JSON.parse(decryptBody(form.encrypted, privateKey).text)).toEqual({ PageIndex: 3 });
  });

  it('loads the encryption library while the key of the first list request is on its way, not after it', async () => {
    const events: string[] = [];
    server.use(
      rest.get(`${API}/api/account/PublicKey`, async () => {
        events.push('key asked');
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json(publicKey);
      }),
      rest.post(`${API}/api/Thesis/List`, () => HttpResponse.json({ Total: 0, Data: [] })),
    );
    const encryptor = { prepare: vi.fn(() => events.push('library asked')), encrypt: vi.fn(nodeEncryptor.encrypt) };
    const http = createHttpClient({ baseUrl: API, encryptor, currentUrl: () => '/' });
    await http.post('/api/Thesis/List', { PageIndex: 1 });
    expect(events).toEqual(['library asked', 'key asked']);
    expect(encryptor.encrypt).toHaveBeenCalled();
    // Without a key (its call failed), a list request does not load the library.
    const keyless = createHttpClient({ baseUrl: API, encryptor, currentUrl: () => '/' });
    keyless.publicKeys.set(null);
    encryptor.prepare.mockClear();
    await keyless.post('/api/Thesis/List', { PageIndex: 1 });
    expect(encryptor.prepare).not.toHaveBeenCalled();
  });

  it('asks for the encryption library when told a list page is opening, before any call is made', () => {
    const encryptor = { prepare: vi.fn(), encrypt: vi.fn(nodeEncryptor.encrypt) };
    const fetch = vi.fn();
    const http = createHttpClient({ baseUrl: API, encryptor, currentUrl: () => '/', fetch });
    http.prepareListEncryption();
    expect(encryptor.prepare).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('ignores a failing public key call (bodies stay plain)', async () => {
    server.use(
      rest.get(`${API}/api/account/PublicKey`, () => HttpResponse.json({ Message: 'x' }, { status: 500 })),
      rest.post(`${API}/api/Thesis/List`, async ({ request }) => HttpResponse.json(await formOf(request))),
    );
    const notify = vi.fn();
    const http = createHttpClient({ baseUrl: API, encryptor: nodeEncryptor, notify, currentUrl: () => '/' });
    expect(await http.post('/api/Thesis/List', { PageIndex: 1 })).toEqual({ PageIndex: '1' });
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('createHttpClient error catalogue', () => {
  const failWith = (status: number, body?: unknown) =>
    server.use(rest.get(`${API}/api/x`, () => (body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status }))));

  it('401 navigates to the login page with the last URL and rejects', async () => {
    failWith(401, { Message: '未登陆' });
    const { http, navigateToLogin, notify } = client({ lastUrl: () => '/thesis/list?tab=2' });
    await expect(http.get('/api/x')).rejects.toMatchObject({ statusCode: 401, message: '未登陆', handled: true });
    expect(navigateToLogin).toHaveBeenCalledWith('/login?redirect=%2Fthesis%2Flist%3Ftab%3D2');
    expect(notify).not.toHaveBeenCalled();
  });

  it('401 on the login page does not navigate', async () => {
    failWith(401);
    const { http, navigateToLogin } = client({ currentUrl: () => '/login' });
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(navigateToLogin).not.toHaveBeenCalled();
  });

  it('503 toasts 系统正在更新,请稍后重试!', async () => {
    failWith(503);
    const { http, notify } = client();
    await expect(http.get('/api/x')).rejects.toMatchObject({ statusCode: 503, handled: true });
    expect(notify).toHaveBeenCalledWith({ type: 'error', message: MESSAGES.updating });
  });

  it('a Message is toasted and rejected with', async () => {
    failWith(400, { Message: '标题不能为空' });
    const { http, notify } = client();
    const error = await http.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: '标题不能为空', statusCode: 400, handled: true });
    expect(notify).toHaveBeenCalledWith({ type: 'error', message: '标题不能为空' });
  });

  it('the generic 500 message is suppressed', async () => {
    failWith(500, { Message: MESSAGES.generic500 });
    const { http, notify } = client();
    await expect(http.get('/api/x')).rejects.toMatchObject({ message: MESSAGES.generic500, statusCode: 500, handled: false });
    expect(notify).not.toHaveBeenCalled();
  });

  it('no Message → 发生异常!', async () => {
    failWith(403);
    const { http, notify } = client();
    await expect(http.get('/api/x')).rejects.toMatchObject({ message: '发生异常!', statusCode: 403, handled: false });
    expect(notify).not.toHaveBeenCalled();
  });

  it('silent calls reject without toast or navigation', async () => {
    failWith(401, { Message: '未登陆' });
    const { http, navigateToLogin } = client();
    await expect(http.get('/api/x', undefined, { silent: true })).rejects.toMatchObject({ statusCode: 401, handled: false });
    expect(navigateToLogin).not.toHaveBeenCalled();
  });

  it('a network failure rejects with 发生异常! and status 0', async () => {
    const { http } = client({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(http.get('/api/x')).rejects.toMatchObject({ message: '发生异常!', statusCode: 0, handled: false });
  });
});

describe('createHttpClient files', () => {
  it('downloads a Blob, unencrypted even for list-like URLs', async () => {
    server.use(
      rest.get(
        `${API}/api/resource/get/r1/a.pdf`,
        ({ request }) => new HttpResponse(new URL(request.url).search, { headers: { 'content-type': 'application/pdf' } }),
      ),
    );
    const { http } = client({}, publicKey);
    const blob = await http.download('/api/resource/get/r1/a.pdf', { has_download: true });
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('?has_download=true');
  });

  it('uploads files[] with progress through XMLHttpRequest, with credentials', async () => {
    const sent: { url?: string; method?: string; withCredentials?: boolean; form?: FormData } = {};
    class FakeXhr {
      upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      withCredentials = false;
      status = 0;
      responseText = '';
      open(method: string, url: string) {
        sent.method = method;
        sent.url = url;
      }
      getResponseHeader() {
        return 'application/json';
      }
      abort() {}
      send(form: FormData) {
        sent.withCredentials = this.withCredentials;
        sent.form = form;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
        this.status = 200;
        this.responseText = JSON.stringify([{ Id: 'r1', Name: 'a.txt' }]);
        this.onload?.();
      }
    }
    const progress: number[] = [];
    const { http } = client({ createXhr: () => new FakeXhr() as unknown as XMLHttpRequest });
    const file = new File(['hello'], 'a.txt', { type: 'text/plain' });
    const answer = await http.upload('/api/resource/post', [file], { onProgress: (p) => progress.push(p) });
    expect(answer).toEqual([{ Id: 'r1', Name: 'a.txt' }]);
    expect(sent).toMatchObject({ url: `${API}/api/resource/post`, method: 'POST', withCredentials: true });
    expect((sent.form!.get('files[]') as File).name).toBe('a.txt');
    expect(progress).toEqual([25, 100]);
  });
});
