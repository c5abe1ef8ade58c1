/**
 * Bad input answers a clear Chinese 400 (never a 500) and changes nothing — page index, filter
 * count, `in` length, value length, nesting depth, NUL characters, malformed bodies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let staff: string;

beforeAll(async () => {
  server = await startServer();
  staff = await server.login('staff');
});
afterAll(() => server.close());

const thesisCount = async (): Promise<number> => (await server.list(staff, 'Thesis', { PageSize: 1 })).Total;

async function expect400(response: { statusCode: number; json<T>(): T }, message: string | RegExp): Promise<void> {
  expect(response.statusCode).toBe(400);
  const body = response.json<{ Message: string }>();
  if (typeof message === 'string') expect(body.Message).toBe(message);
  else expect(body.Message).toMatch(message);
}

const list = (body: unknown, headers: Record<string, string> = {}) =>
  server.call(staff, { method: 'POST', url: '/api/Thesis/List', headers, payload: body as string });
const filter = (Compare: string, Value: unknown, Name = 'Title') => ({ Condition: { Filters: [{ Name, Compare, Value }] } });

describe('list bounds', () => {
  it('refuses a page index beyond any real list', async () => {
    await expect400(await list({ PageIndex: 1e308, PageSize: 10 }), '页码超出范围(最大 1000000)');
    await expect400(await list({ PageIndex: '1e308' }), '页码超出范围(最大 1000000)');
    expect((await list({ PageIndex: 1_000_000, PageSize: 10 })).statusCode).toBe(200);
  });

  it('refuses more than 100 filters, 1,000 `in` values, 1,000-character values', async () => {
    const filters = Array.from({ length: 1001 }, () => ({ Name: 'Title', Compare: '$', Value: 'a' }));
    await expect400(await list({ Condition: { Filters: filters } }), '查询条件过多(最多 100 个)');
    const ids = Array.from({ length: 40_000 }, (_, i) => `id${i}`).join(',');
    await expect400(await list(filter('in', ids, 'Id')), '查询值过多(一个条件最多 1000 个)');
    await expect400(await list(filter('$', 'x'.repeat(50_000))), '查询值过长(最多 1000 个字符)');
    await expect400(await list({ Condition: { KeyWord: '心'.repeat(50_000) } }), '查询值过长(最多 1000 个字符)');
    const manyIns = Array.from({ length: 3 }, () => ({ Name: 'Id', Compare: 'in', Value: Array.from({ length: 1000 }, (_, i) => `v${i}`).join(',') }));
    await expect400(await list({ Condition: { Filters: manyIns } }), '查询值过多(最多 2000 个)');
  });

  it('answers numbers beyond a column range instead of failing in the database', async () => {
    const total = (await server.list(staff, 'Thesis', { PageSize: 1 })).Total;
    expect((await server.list(staff, 'Thesis', filter('<', 1e308, 'Pages'))).Total).toBeLessThanOrEqual(total);
    expect((await server.list(staff, 'Thesis', filter('>', '-1e300', 'ImpactFactor'))).Total).toBeLessThanOrEqual(total);
    expect((await server.list(staff, 'Thesis', filter('in', '1e300,2', 'Pages'))).Total).toBeLessThanOrEqual(total);
  });
});

describe('body shape bounds', () => {
  it('refuses a form key nested 100,000 deep, and as deep JSON', async () => {
    const before = await thesisCount();
    const deepKey = `Title${'[0]'.repeat(100_000)}=x`;
    const form = await server.call(staff, {
      method: 'POST',
      url: '/api/Thesis/Post',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: deepKey,
    });
    await expect400(form, '请求数据层级过深');
    const deepJson = `{"Title":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const json = await server.call(staff, { method: 'POST', url: '/api/Thesis/Post', headers: { 'content-type': 'application/json' }, payload: deepJson });
    await expect400(json, '请求数据层级过深');
    const deepList = await server.call(staff, {
      method: 'POST',
      url: '/api/Thesis/List',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `Condition${'.A'.repeat(50_000)}=1`,
    });
    await expect400(deepList, '请求数据层级过深');
    expect(await thesisCount()).toBe(before);
  });

  it('refuses NUL characters in bodies, queries and paths — also in an anonymous login', async () => {
    const before = await thesisCount();
    await expect400(await server.call(staff, { method: 'POST', url: '/api/Thesis/Post', payload: { Title: 'a\u0000b' } }), '请求数据包含无效字符');
    await expect400(
      await server.call(staff, {
        method: 'POST',
        url: '/api/Thesis/Post',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'Title=a%00b',
      }),
      '请求数据包含无效字符',
    );
    await expect400(await list(filter('$', 'a\u0000')), '请求数据包含无效字符');
    await expect400(await server.call(staff, { method: 'GET', url: '/api/Thesis/Get/a%00b' }), '请求数据包含无效字符');
    await expect400(
      await server.call(null, { method: 'POST', url: '/api/account/Login', payload: { Account: 'adm\u0000in', Password: 'x' } }),
      '请求数据包含无效字符',
    );
    await expect400(await server.call(null, { method: 'POST', url: '/api/account/Login', payload: { 'Acc\u0000ount': 'admin' } }), '请求数据包含无效字符');
    expect(await thesisCount()).toBe(before);
  });
});

describe('malformed bodies', () => {
  it('answers 400 or 413 in Chinese for what Fastify and the multipart parser refuse', async () => {
    const post = (headers: Record<string, string>, payload: string | Buffer) =>
      server.call(staff, { method: 'POST', url: '/api/Thesis/Post', headers, payload });
    await expect400(await post({ 'content-type': 'application/json' }, '{"Title":'), '请求数据格式错误');
    await expect400(await post({ 'content-type': 'application/json' }, '{"__proto__":{"x":1}}'), '请求数据格式错误');
    await expect400(await post({ 'content-type': 'application/xml' }, '<Title>x</Title>'), '不支持的请求内容类型');
    const tooLarge = await post({ 'content-type': 'application/json' }, `{"Title":"${'x'.repeat(6 * 1024 * 1024)}"}`);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ Message: '上传内容超过大小限制' });
    const upload = (contentType: string, payload: string) =>
      server.call(staff, { method: 'POST', url: '/api/resource/post', headers: { 'content-type': contentType }, payload });
    const part = '--x\r\nContent-Disposition: form-data; name="files[]"; filename="a.txt"\r\n\r\nabc\r\n--x--\r\n';
    // The upload routes name what is missing.
    await expect400(await upload('multipart/form-data', part), '上传内容格式错误:缺少分隔符(boundary)');
    await expect400(
      await server.call(staff, { method: 'POST', url: '/api/common/UpdateSingImg', headers: { 'content-type': 'multipart/form-data' }, payload: part }),
      '上传内容格式错误:缺少分隔符(boundary)',
    );
    await expect400(await post({ 'content-type': 'multipart/form-data' }, part), '请求数据格式错误');
  });
});
