/**
 * SQLite reads on worker threads (sqliteReadPool.ts, readRows): the rows a worker answers are those the server's
 * connection would give; a worker's connection is another connection — it does not wait for, nor see, a transaction
 * open on the server's, and sees it once committed; a column added after a statement was first run is read; an error
 * is the statement's own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteDatabase, SQLITE_FILE_NAME, type OpenedDatabase } from './database.js';
import { readRawRows, readRows } from './rawSqlite.js';
import { startSqliteReadPool } from './sqliteReadPool.js';

let dir: string;
let opened: OpenedDatabase;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'read-pool-'));
  opened = openSqliteDatabase(dir);
  await sql`create table "Paper" ("Id" text primary key, "Title" text, "Year" integer, "Score" real)`.execute(opened.db);
  await opened.db
    .insertInto('Paper')
    .values([
      { Id: 'a', Title: '论文甲', Year: 2024, Score: 1.5 },
      { Id: 'b', Title: null, Year: 2025, Score: null },
    ])
    .execute();
});
afterAll(async () => {
  await opened.close();
  rmSync(dir, { recursive: true, force: true });
});

const papers = () => opened.db.selectFrom('Paper').selectAll().orderBy('Id');

describe('SQLite reads on worker threads', () => {
  it("answers the rows the server's connection answers", async () => {
    expect(await readRows(opened.db, papers())).toEqual(await papers().execute());
    expect(await readRows(opened.db, papers().where('Year', '>', 2024))).toEqual([{ Id: 'b', Title: null, Year: 2025, Score: null }]);
  });

  it("neither waits for nor sees a transaction open on the server's connection, and sees it once committed", async () => {
    await opened.db.transaction().execute(async (trx) => {
      await trx.insertInto('Paper').values({ Id: 'c', Title: '未提交', Year: 2026, Score: 2 }).execute();
      // Through Kysely this read would wait for the transaction, which waits for it: the test would time out.
      expect((await readRows(opened.db, papers())).map((row) => row.Id)).toEqual(['a', 'b']);
    });
    expect((await readRows(opened.db, papers())).map((row) => row.Id)).toEqual(['a', 'b', 'c']);
  });

  it('reads a column added after the statement was first run', async () => {
    expect(Object.keys((await readRows(opened.db, papers()))[0]!)).toEqual(['Id', 'Title', 'Year', 'Score']);
    await sql`alter table "Paper" add column "Journal" text`.execute(opened.db);
    await opened.db.updateTable('Paper').set({ Journal: '柳叶刀' }).where('Id', '=', 'a').execute();
    expect((await readRows(opened.db, papers()))[0]).toEqual({ Id: 'a', Title: '论文甲', Year: 2024, Score: 1.5, Journal: '柳叶刀' });
  });

  it("answers a raw aggregation (a report's) as Kysely does", async () => {
    const byYear = sql<{
      Year: number;
      Papers: number;
    }>`select ${sql.ref('Year')}, count(*) as ${sql.ref('Papers')} from ${sql.table('Paper')} group by 1 order by 1`;
    expect(await readRawRows(opened.db, byYear)).toEqual((await byYear.execute(opened.db)).rows);
  });

  it('fails as the statement fails', async () => {
    await expect(readRows(opened.db, opened.db.selectFrom('Missing').selectAll())).rejects.toThrow(/no such table/);
  });
});

describe('the pool itself', () => {
  // readRows falls back to the server's connection when a worker fails, so only the pool's own answer shows that its
  // workers start at all (a syntax error in their source once left every read on the event loop).
  it.each([undefined, '0'])('answers from a worker (SLOW_QUERY_MS %s)', async (slow) => {
    const before = process.env.SLOW_QUERY_MS;
    if (slow === undefined) delete process.env.SLOW_QUERY_MS;
    else process.env.SLOW_QUERY_MS = slow;
    const pool = startSqliteReadPool(join(dir, SQLITE_FILE_NAME), 1, '测试读取线程');
    try {
      const answer = await pool.read('select "Id" from "Paper" order by "Id"', []);
      expect(answer.map((row) => row.Id)).toEqual(expect.arrayContaining(['a', 'b']));
    } finally {
      await pool.close();
      if (before === undefined) delete process.env.SLOW_QUERY_MS;
      else process.env.SLOW_QUERY_MS = before;
    }
  });
});
