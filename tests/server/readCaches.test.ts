/**
 * What a list call reads besides its page — the caller's session and account, the names shown beside
 * related ids — is kept between calls while its table is not written (generationCache.ts). Every change is seen on
 * the very next call: a renamed journal, a disabled account, a session ended by another connection to the database.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../contract/index.js';
import { hashToken } from '../../server/auth/sessions.js';
import { openDatabase } from '../../server/platform/db/database.js';
import { startServer, type TestServer } from './helpers.js';
import { testDatabaseUrl } from './testDatabase.js';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
});
afterAll(() => server.close());

const currentUser = (cookie: string) => server.call(cookie, { method: 'GET', url: '/api/account/GetCurrent' });

describe('caches of what a call reads', () => {
  it("shows a related row's new name on the next page", async () => {
    const [thesis] = (await server.list(admin, 'Thesis', { PageSize: 1, Condition: { Filters: [{ Name: 'Journal_Id', Compare: '!=', Value: '' }] } })).Data;
    const journalId = String(thesis.Journal_Id);
    const shown = async () =>
      (
        (await server.list(admin, 'Thesis', { PageSize: 1, Condition: { Filters: [{ Name: 'Id', Compare: '==', Value: thesis.Id }] } })).Data[0]
          .Journal as ApiRecord
      ).Name;
    const journal = (await server.call(admin, { method: 'GET', url: `/api/Journal/Get/${journalId}` })).json<ApiRecord>();
    expect(await shown()).toBe(journal.Name);
    expect(await shown()).toBe(journal.Name);
    const renamed = await server.call(admin, {
      method: 'PUT',
      url: '/api/Journal/Put',
      payload: { Id: journalId, RowVersion: journal.RowVersion, Name: '改名后的期刊' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await shown()).toBe('改名后的期刊');
  });

  it("refuses a disabled account's session on its next call, and lets the account log in at once when enabled again", async () => {
    const reviewer = await server.login('reviewer');
    expect((await currentUser(reviewer)).statusCode).toBe(200);
    const [account] = (await server.list(admin, 'User', { Condition: { Filters: [{ Name: 'Account', Compare: '==', Value: 'reviewer' }] } })).Data;
    expect((await server.call(admin, { method: 'PUT', url: '/api/User/Put', payload: { Id: account.Id, Enabled: false } })).statusCode).toBe(200);
    expect((await currentUser(reviewer)).statusCode).toBe(401);
    await expect(server.login('reviewer')).rejects.toThrow();
    expect((await server.call(admin, { method: 'PUT', url: '/api/User/Put', payload: { Id: account.Id, Enabled: true } })).statusCode).toBe(200);
    // Disabling ended the session for good (D-SEC-11); the account, read again, logs in.
    expect((await currentUser(reviewer)).statusCode).toBe(401);
    expect((await currentUser(await server.login('reviewer'))).statusCode).toBe(200);
  });

  it('ends a session another connection deleted on its next call', async () => {
    const staff = await server.login('staff');
    expect((await currentUser(staff)).statusCode).toBe(200);
    expect((await currentUser(staff)).statusCode).toBe(200);
    const token = decodeURIComponent(/sid=([^;]+)/.exec(staff)![1]);
    const other = openDatabase(server.dataDir, await testDatabaseUrl(server.dataDir));
    try {
      await sql`delete from ${sql.table('Session')} where ${sql.ref('Id')} = ${hashToken(token)}`.execute(other.db);
    } finally {
      await other.close();
    }
    expect((await currentUser(staff)).statusCode).toBe(401);
  });
});
