/**
 * Behind a reverse proxy every user has the proxy's address. Logged-in calls are limited per
 * session, not per address, and with TRUST_PROXY the session cookie is Secure when the browser used HTTPS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions.js';
import { DECRYPTING_ROUTE_RATE_LIMIT } from '../../server/platform/http/rateLimits.js';
import { SEED_ACCOUNTS } from '../../server/seed/accounts.js';
import { startServer, type TestServer } from './helpers.js';

describe('rate limits behind one proxy address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ trustProxy: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it('does not refuse 200 logged-in users whose calls together pass the per-address limit', async () => {
    const staff = await server.login('staff');
    const current = (await server.call(staff, { method: 'GET', url: '/api/account/GetCurrent' })).json<{ Id: string; Curr: { Role_Id: string | null } }>();
    const db = server.app.appContext.db;
    const sessions = await Promise.all(Array.from({ length: 200 }, async () => `sid=${await createSession(db, current.Id, current.Curr.Role_Id)}`));
    // Each user's calls stay far below their own limit; all of them pass what one address may send.
    const callsPerUser = Math.ceil((DECRYPTING_ROUTE_RATE_LIMIT.max + 1) / sessions.length);
    // A filter the list refuses with 400 once the rate limit has let it through: cheap, and still counted.
    const payload = { Condition: { Filters: [{ Name: 'Title', Compare: '~', Value: 'x' }] } };
    const statuses = new Map<number, number>();
    for (let round = 0; round < callsPerUser; round += 1) {
      const answers = await Promise.all(
        sessions.map((cookie) =>
          server.call(cookie, {
            method: 'POST',
            url: '/api/Thesis/List',
            headers: { 'x-forwarded-for': '10.0.0.7' },
            payload,
          }),
        ),
      );
      for (const answer of answers) statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 400: callsPerUser * sessions.length });
  }, 120_000);
});

describe('the session cookie over HTTPS', () => {
  const login = async (server: TestServer, headers: Record<string, string>) => {
    const { Account, Password } = SEED_ACCOUNTS.staff;
    const response = await server.call(null, { method: 'POST', url: '/api/account/Login', headers, payload: { Account, Password: server.encrypt(Password) } });
    expect(response.statusCode).toBe(200);
    return String(response.headers['set-cookie']);
  };

  it('is Secure when a trusted proxy says the browser used HTTPS, not otherwise', async () => {
    const behindProxy = await startServer({ trustProxy: true });
    try {
      expect(await login(behindProxy, { 'x-forwarded-proto': 'https' })).toMatch(/;\s*Secure/i);
      expect(await login(behindProxy, {})).not.toMatch(/;\s*Secure/i);
    } finally {
      await behindProxy.close();
    }
    const direct = await startServer();
    try {
      // Without TRUST_PROXY anyone could send the header: it is ignored.
      expect(await login(direct, { 'x-forwarded-proto': 'https' })).not.toMatch(/;\s*Secure/i);
    } finally {
      await direct.close();
    }
  }, 90_000); // two more servers, each seeding its database
});
