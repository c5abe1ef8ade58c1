/**
 * PostgreSQL ending the server's idle connections (a restart, an administrator) is heard, not fatal: the next query
 * opens a new connection and is answered. A pause of a quiet office does not close them: the next request does not pay
 * for a new backend and its cold catalog.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../../server/platform/db/postgres.js';
import { testDatabaseUrl, testPostgresUrl } from './testDatabase.js';

describe.runIf(testPostgresUrl())('the PostgreSQL pool', () => {
  it('survives PostgreSQL ending its idle connections', async () => {
    const url = (await testDatabaseUrl(fs.mkdtempSync(path.join(os.tmpdir(), 'pg-pool-'))))!;
    const opened = openPostgresDatabase(url);
    try {
      const pids = await Promise.all(
        [1, 2, 3].map(async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(opened.db)).rows[0].pid),
      );
      const admin = new pg.Client({ connectionString: testPostgresUrl() });
      await admin.connect();
      try {
        for (const pid of new Set(pids)) await admin.query('select pg_terminate_backend($1)', [pid]);
      } finally {
        await admin.end();
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      const answer = (await sql<{ n: number }>`select 1 + 1 as n`.execute(opened.db)).rows[0].n;
      expect(Number(answer)).toBe(2);
    } finally {
      await opened.close();
    }
  });

  it('keeps an idle connection through a pause longer than the driver default idle timeout of 10 s', async () => {
    const url = (await testDatabaseUrl(fs.mkdtempSync(path.join(os.tmpdir(), 'pg-pool-'))))!;
    const opened = openPostgresDatabase(url);
    const backend = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(opened.db)).rows[0].pid;
    try {
      const before = await backend();
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      expect(await backend()).toBe(before);
    } finally {
      await opened.close();
    }
  }, 30_000);
});
