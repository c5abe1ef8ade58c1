/**
 * VerififyUnique answers only for the module's fields with the `unique` rule: asking about any other
 * column — whose records a user created, say — is a 400 in Chinese, whoever asks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let staff: string, admin: string, adminId: string;

beforeAll(async () => {
  server = await startServer();
  [staff, admin] = await Promise.all([server.login('staff'), server.login('admin')]);
  adminId = (await server.call(admin, { method: 'GET', url: '/api/account/GetCurrent' })).json<{ Id: string }>().Id;
});
afterAll(() => server.close());

const verify = (cookie: string, payload: Record<string, unknown>) => server.call(cookie, { method: 'POST', url: '/api/Common/VerififyUnique', payload });

describe('VerififyUnique', () => {
  it('refuses columns without the unique rule', async () => {
    for (const cookie of [staff, admin]) {
      const byCreator = await verify(cookie, { ModuleName: 'Thesis', KeyValues: [{ Key: 'Create_User_Id', Value: adminId }] });
      expect(byCreator.statusCode).toBe(400);
      expect(byCreator.json()).toEqual({ Message: '填报人不是唯一字段,不能校验重复' });
      const plain = await verify(cookie, { ModuleName: 'Thesis', KeyValues: [{ Key: 'title', Value: 'x' }] });
      expect(plain.statusCode).toBe(400);
      expect(plain.json<{ Message: string }>().Message).toMatch(/不是唯一字段/);
    }
  });

  it('still answers for unique fields', async () => {
    expect((await verify(staff, { ModuleName: 'Journal', KeyValues: [{ Key: 'Name', Value: '不存在的期刊' }] })).json()).toBe(false);
  });
});
