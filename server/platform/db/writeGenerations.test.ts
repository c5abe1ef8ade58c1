import { Kysely, sql, SqliteDialect } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Db } from './types.js';
import { WriteGenerations, writeGenerationsPlugin, writingTables } from './writeGenerations.js';

describe('write generations', () => {
  it('bumps the written table on insert, update and delete, every table on raw writes, nothing on reads', async () => {
    const generations = new WriteGenerations();
    const db: Db = new Kysely({ dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }), plugins: [writeGenerationsPlugin(generations)] });
    await sql`create table "A" ("Id" text primary key, "N" integer)`.execute(db);
    await sql`create table "B" ("Id" text primary key)`.execute(db);
    const a = () => generations.of('A');
    const b = () => generations.of('B');
    let [a0, b0] = [a(), b()];
    await db.insertInto('A').values({ Id: '1', N: 1 }).execute();
    expect(a()).not.toBe(a0);
    expect(b()).toBe(b0);
    for (const write of [
      () => db.updateTable('A').set({ N: 2 }).where('Id', '=', '1').execute(),
      () => db.transaction().execute((trx) => trx.deleteFrom('A').where('Id', '=', '1').execute()),
    ]) {
      a0 = a();
      await write();
      expect(a()).not.toBe(a0);
      expect(b()).toBe(b0);
    }
    [a0, b0] = [a(), b()];
    await db.selectFrom('A').selectAll().execute();
    await sql`select count(*) from "B"`.execute(db);
    expect([a(), b()]).toEqual([a0, b0]);
    await sql`delete from "B"`.execute(db);
    expect(a()).not.toBe(a0);
    expect(b()).not.toBe(b0);
    // A raw write that says which tables it writes moves only theirs.
    [a0, b0] = [a(), b()];
    await writingTables(['B'], sql`with gone as (select "Id" from "A") delete from "B" where "Id" in (select "Id" from gone)`).execute(db);
    expect(a()).toBe(a0);
    expect(b()).not.toBe(b0);
    expect(() => writingTables(['B" --'], sql`delete from "B"`)).toThrow();
    await db.destroy();
  });
});
