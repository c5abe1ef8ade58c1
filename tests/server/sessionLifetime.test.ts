/**
 * Sessions end after an absolute lifetime beside the idle one, even when used all along; their idle clock is written
 * at most once in TOUCH_INTERVAL_MS of use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, SESSION_ABSOLUTE_MS, TOUCH_INTERVAL_MS } from '../../server/auth/sessions.js';
import { formatDateTime } from '../../server/platform/db/time.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const HOUR_MS = 60 * 60 * 1000;

/** Backdates a session's login while it stays freshly used. */
async function loggedInAgo(cookie: string, ms: number): Promise<void> {
  await server.app.appContext.db
    .updateTable('Session')
    .set({ Create_Time: formatDateTime(new Date(Date.now() - ms)), LastSeen: Date.now() })
    .where('Id', '=', hashToken(cookie.replace(/^sid=/, '')))
    .execute();
}
const current = (cookie: string) => server.call(cookie, { method: 'GET', url: '/api/account/GetCurrent' });

describe('session lifetime', () => {
  it('keeps a busy session until the absolute lifetime, then treats it as logged out', async () => {
    expect(SESSION_ABSOLUTE_MS).toBe(7 * 24 * HOUR_MS);
    const cookie = await server.login('staff');
    await loggedInAgo(cookie, SESSION_ABSOLUTE_MS - HOUR_MS);
    expect((await current(cookie)).statusCode).toBe(200);
    await loggedInAgo(cookie, SESSION_ABSOLUTE_MS + HOUR_MS);
    const expired = await current(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ Message: '未登陆' });
    // Gone for good: a fresh timestamp does not bring it back.
    await loggedInAgo(cookie, 0);
    expect((await current(cookie)).statusCode).toBe(401);
  });

  it('does not let a left session be resumed after its lifetime either', async () => {
    const cookie = await server.login('staff');
    await server.call(cookie, { method: 'POST', url: '/api/account/TempLeave' });
    await loggedInAgo(cookie, SESSION_ABSOLUTE_MS + HOUR_MS);
    const back = await server.call(cookie, { method: 'POST', url: '/api/account/CancelTempLeave', payload: { Password: server.encrypt('Staff@2026') } });
    expect(back.statusCode).toBe(401);
  });

  it('writes the idle clock once ten minutes of use have passed, not on every request', async () => {
    expect(TOUCH_INTERVAL_MS).toBe(10 * 60 * 1000);
    const cookie = await server.login('staff');
    const id = hashToken(cookie.replace(/^sid=/, ''));
    const db = server.app.appContext.db;
    const lastSeen = async () => (await db.selectFrom('Session').select('LastSeen').where('Id', '=', id).executeTakeFirstOrThrow()).LastSeen;
    const fiveMinutesAgo = Date.now() - 5 * 60 * 1000;
    await db.updateTable('Session').set({ LastSeen: fiveMinutesAgo }).where('Id', '=', id).execute();
    expect((await current(cookie)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(fiveMinutesAgo);
    await db
      .updateTable('Session')
      .set({ LastSeen: Date.now() - 11 * 60 * 1000 })
      .where('Id', '=', id)
      .execute();
    const before = Date.now();
    expect((await current(cookie)).statusCode).toBe(200);
    expect(await lastSeen()).toBeGreaterThanOrEqual(before);
  });
});
