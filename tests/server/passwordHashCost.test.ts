/**
 * scrypt at today's recommended cost, N = 2^17, r = 8, p = 1, and an older hash made again at that
 * cost on the next successful login. This server runs at the default cost, unlike the other test servers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordHasher, readPasswordHashCost } from '../../server/auth/password.js';
import { SEED_ACCOUNTS } from '../../server/seed/accounts.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ passwordHashCost: undefined });
}, 60_000);
afterAll(() => server.close());

const CURRENT_COST_PREFIX = 'scrypt$131072$8$1$';

async function storedHash(account: string): Promise<string> {
  const { db } = server.app.appContext;
  const user = await db.selectFrom('User').select('Id').where('Account', '=', account).executeTakeFirstOrThrow();
  const row = await db.selectFrom('Credential').select('PasswordHash').where('User_Id', '=', String(user.Id)).executeTakeFirstOrThrow();
  return row.PasswordHash;
}
const login = (account: string, password: string) =>
  server.call(null, { method: 'POST', url: '/api/account/Login', payload: { Account: account, Password: server.encrypt(password) } });

describe('password hash cost', () => {
  it('hashes at N = 2^17 by default', async () => {
    expect(await storedHash('admin')).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('rehashes an older hash at the current cost on the next successful login, not on a failed one', async () => {
    const { db } = server.app.appContext;
    const user = await db.selectFrom('User').select('Id').where('Account', '=', 'staff').executeTakeFirstOrThrow();
    const oldHash = await new PasswordHasher(14).hash(SEED_ACCOUNTS.staff.Password);
    expect(oldHash.startsWith('scrypt$16384$8$1$')).toBe(true);
    await db.updateTable('Credential').set({ PasswordHash: oldHash }).where('User_Id', '=', String(user.Id)).execute();

    expect((await login('staff', 'Wrong@2026')).statusCode).toBe(400);
    expect(await storedHash('staff')).toBe(oldHash);

    expect((await login('staff', SEED_ACCOUNTS.staff.Password)).statusCode).toBe(200);
    const rehashed = await storedHash('staff');
    expect(rehashed.startsWith(CURRENT_COST_PREFIX)).toBe(true);
    expect((await login('staff', SEED_ACCOUNTS.staff.Password)).statusCode).toBe(200);
    expect(await storedHash('staff')).toBe(rehashed);
  });

  it('reads PASSWORD_HASH_COST: 17 when unset, at least 14, a clear message otherwise', () => {
    expect(readPasswordHashCost(undefined)).toBe(17);
    expect(readPasswordHashCost('')).toBe(17);
    expect(readPasswordHashCost('15')).toBe(15);
    for (const bad of ['13', '21', '16.5', 'abc']) expect(() => readPasswordHashCost(bad)).toThrow(/^PASSWORD_HASH_COST 应为 14 到 20 之间的整数/);
  });
});
