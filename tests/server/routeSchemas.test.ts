/**
 * The wire contract is enforced at run time: every route that takes a body declares its schema (contract/wire/), so
 * the body is canonicalised and validated before the handler reads it. The routes still reading their own bodies are
 * listed here; the list only shrinks (a route given a schema must leave it, a new route must come with one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.js';

/** Bodies not yet declared: records (dynamic bags), uploads (multipart), calls that read no body, and the registration and feedback forms. */
const READ_BY_HAND = new Set([
  'POST /api/:module/Post',
  'PUT /api/:module/Put',
  'POST /api/account/Regist',
  'POST /api/User/ApproveRegist/:id',
  'POST /api/account/LogOut',
  'POST /api/account/SetAccountRole/:roleId',
  'POST /api/account/TempLeave',
  'POST /api/MessageNotify/read/:id',
  'POST /api/Notice/Cancel/:id',
  'POST /hub/message/negotiate',
  'POST /api/FriendMessage/readThread/:userId',
  'POST /api/handleFeedback',
  'POST /api/common/uploadPackage',
  'POST /api/common/rollbackPackage',
  'POST /api/common/UpdateSingImg',
  'POST /api/import/:module/Upload',
  'POST /api/resource/post',
  'POST /api/FriendMessage/read/:id',
]);

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('route schemas', () => {
  it('every POST and PUT route declares its body schema, but for the ones listed as still read by hand', () => {
    const withBodies = server.app.declaredRoutes.filter((route) => route.method === 'POST' || route.method === 'PUT');
    const undeclared = withBodies.filter((route) => !route.schemaParts.includes('body')).map((route) => `${route.method} ${route.url}`);
    const declared = withBodies.filter((route) => route.schemaParts.includes('body')).map((route) => `${route.method} ${route.url}`);
    expect(undeclared.filter((route) => !READ_BY_HAND.has(route))).toEqual([]);
    expect(declared.filter((route) => READ_BY_HAND.has(route))).toEqual([]);
    expect(declared).toEqual(expect.arrayContaining(['POST /api/:module/List', 'POST /api/FlowState/Decide', 'POST /api/export/:module/Start']));
  });

  it('answers a body that fails its schema with the schema\u2019s Chinese text, keys in any case', async () => {
    const cookie = await server.login('admin');
    const list = (payload: unknown) => server.call(cookie, { method: 'POST', url: '/api/Thesis/List', payload: payload as object });
    const tooMany = await list({ condition: { filters: Array.from({ length: 101 }, () => ({ name: 'Title', compare: '==', value: 'x' })) } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ Message: '查询条件过多(最多 100 个)' });
    const page = await list({ pageindex: '3', pagesize: '2' });
    expect(page.statusCode).toBe(200);
  });
});
