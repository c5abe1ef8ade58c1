/**
 * Two server instances over one PostgreSQL database (npm run test:postgres; skipped on SQLite, where one server owns
 * its data folder): each caches sessions, accounts and list totals until their table is written, and hears the other's
 * writes through the table-write notices (server/platform/db/tableWriteNotices.ts) — also after its listening
 * connection was cut, when it connects again and forgets what it had cached.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_CHANNEL } from '../../server/platform/db/tableWriteNotices.js';
import { startServer, tempDataDir, type TestServer } from './helpers.js';
import { testPostgresUrl } from './testDatabase.js';

/** Asks `probe` until it gives `expected` (2 s at most unless told): the other instance hears of a commit within moments. */
async function eventually<T>(probe: () => Promise<T>, expected: T, attempts = 40): Promise<T> {
  let seen = await probe();
  for (let attempt = 0; attempt < attempts && seen !== expected; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = await probe();
  }
  return seen;
}

describe.skipIf(!testPostgresUrl())('caches of two instances over one PostgreSQL database', () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    first = await startServer({ dataDir });
    second = await startServer({ dataDir });
    // Both listening (a total is kept up to 10 s by an instance that is not): a row the first adds counts on the second
    // within moments.
    const admin = await first.login('admin');
    const before = await journalTotal(second, admin);
    await addJournal(first, admin, '确认两实例都在监听的期刊');
    expect(await eventually(() => journalTotal(second, admin), before + 1)).toBe(before + 1);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  const currentUser = (server: TestServer, cookie: string) => server.call(cookie, { method: 'GET', url: '/api/account/GetCurrent' });
  const journalTotal = async (server: TestServer, cookie: string) => (await server.list(cookie, 'Journal', { PageIndex: 1, PageSize: 1 })).Total;
  const addJournal = async (server: TestServer, cookie: string, name: string) => {
    const response = await server.call(cookie, { method: 'POST', url: '/api/Journal/Post', payload: { Name: name } });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('ends a session on the other instance when it logs out on one', async () => {
    const staff = await first.login('staff');
    expect((await currentUser(second, staff)).statusCode).toBe(200);
    expect((await currentUser(second, staff)).statusCode).toBe(200);
    expect((await first.call(staff, { method: 'POST', url: '/api/account/LogOut' })).statusCode).toBe(200);
    expect(await eventually(async () => (await currentUser(second, staff)).statusCode, 401)).toBe(401);
  });

  it('counts a row the other instance added', async () => {
    const admin = await first.login('admin');
    const before = await journalTotal(second, admin);
    expect(await journalTotal(second, admin)).toBe(before);
    await addJournal(first, admin, '另一实例新增的期刊');
    expect(await eventually(() => journalTotal(second, admin), before + 1)).toBe(before + 1);
  });

  it('forgets its cached answers when its listening connection comes back after being cut', async () => {
    const admin = await first.login('admin');
    const before = await journalTotal(second, admin);
    // Cut every listening connection to this database (both instances'), as a PostgreSQL restart or a network fault would.
    const cut = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and query = ${`listen ${WRITE_CHANNEL}`}`.execute(first.app.appContext.db);
    expect(cut.rows.length).toBe(2);
    // Written while nobody listens: the notice is lost, so the second instance must not keep its total — it forgets
    // what it cached when it listens again (within moments; a total it kept meanwhile is 10 s old at most).
    await addJournal(first, admin, '断线期间新增的期刊');
    expect(await eventually(() => journalTotal(second, admin), before + 1, 100)).toBe(before + 1);
  });
});
