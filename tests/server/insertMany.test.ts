/**
 * insertMany on SQLite and PostgreSQL (npm run test:postgres): every row and every value arrives as given — text,
 * integers, reals and nulls — across the batch boundaries of both dialects (10,000 unnest rows; SQLite's single-row
 * statements on the connection itself); the rows are part of the caller's transaction (a rollback takes them back) and
 * the table's write generation moves, so cached totals of Notify are not answered again. A test of the module
 * itself, from its sources, over a database opened by the sources (the built server has its own copy of the module).
 */
import { describe, expect, it } from 'vitest';
import { newId } from '../../server/platform/db/ids.js';
import { insertMany, type InsertColumn, type InsertTarget } from '../../server/platform/db/insertMany.js';
import { moduleTableDefinition } from '../../server/platform/db/schemaSync.js';
import { writeGenerationsOf } from '../../server/platform/db/writeGenerations.js';
import { openedFromSources } from './sourceContext.js';

const context = openedFromSources();

describe('insertMany', () => {
  it('writes 10,401 Notify rows with their text, numbers and nulls, in one transaction', async () => {
    const { db, dialect, catalogue } = context().ctx;
    const columns: readonly InsertColumn[] = moduleTableDefinition(catalogue.find('Notify')!).columns;
    const noticeId = newId();
    const rows = Array.from({ length: 10_401 }, (_, i) => ({
      Id: newId(),
      Create_Time: '2026-11-27 08:00:00',
      RowVersion: 1,
      Title: `批量'写入" ${i}`,
      Type: '通知',
      Content: i % 3 === 0 ? null : `内容${i}`,
      Receiver_Id: `user-${i % 7}`,
      SendTime: '2026-11-27 08:00:00',
      IsRead: i % 2,
      ReadTime: null,
      Notice_Id: noticeId,
    }));
    const target: InsertTarget = { db, dialect, table: 'Notify', columns };
    const generation = writeGenerationsOf(db)?.of('Notify');
    await db.transaction().execute((trx) => insertMany(trx, target, rows));
    expect(writeGenerationsOf(db)?.of('Notify')).not.toBe(generation);
    const stored = await db
      .selectFrom('Notify')
      .select(['Id', 'Title', 'Content', 'IsRead', 'RowVersion', 'ReadTime', 'Url'])
      .where('Notice_Id', '=', noticeId)
      .orderBy('Id')
      .execute();
    expect(stored).toHaveLength(rows.length);
    const byId = new Map(stored.map((row) => [String(row.Id), row]));
    for (const row of [rows[0]!, rows[399]!, rows[400]!, rows[9_999]!, rows[10_000]!, rows[10_400]!]) {
      const saved = byId.get(row.Id)!;
      expect({ ...saved, IsRead: Number(saved.IsRead), RowVersion: Number(saved.RowVersion) }).toEqual({
        Id: row.Id,
        Title: row.Title,
        Content: row.Content,
        IsRead: row.IsRead,
        RowVersion: 1,
        ReadTime: null,
        Url: null,
      });
    }
  }, 120_000);

  it('writes a single row, and rows alike in all but one column', async () => {
    const { db, dialect, catalogue } = context().ctx;
    const target: InsertTarget = { db, dialect, table: 'Notify', columns: moduleTableDefinition(catalogue.find('Notify')!).columns };
    const noticeId = newId();
    const single = [{ Id: newId(), Title: '单条', IsRead: 1, Notice_Id: noticeId, Content: null }];
    const alike = Array.from({ length: 3 }, () => ({ Id: newId(), Title: '相同', IsRead: 0, Notice_Id: noticeId, Content: '同一内容' }));
    await db.transaction().execute(async (trx) => {
      await insertMany(trx, target, single);
      await insertMany(trx, target, alike);
    });
    const stored = await db.selectFrom('Notify').select(['Id', 'Title', 'IsRead', 'Content']).where('Notice_Id', '=', noticeId).orderBy('Id').execute();
    expect(stored.map((row) => ({ ...row, IsRead: Number(row.IsRead) }))).toEqual(
      [...single, ...alike].map(({ Id, Title, IsRead, Content }) => ({ Id, Title, IsRead, Content })).sort((a, b) => (a.Id < b.Id ? -1 : 1)),
    );
  }, 60_000);

  it("writes nothing when the caller's transaction is rolled back", async () => {
    const { db, dialect, catalogue } = context().ctx;
    const columns: readonly InsertColumn[] = moduleTableDefinition(catalogue.find('Notify')!).columns;
    const noticeId = newId();
    const rows = Array.from({ length: 50 }, () => ({ Id: newId(), Title: '撤回', Receiver_Id: 'user-1', IsRead: 0, Notice_Id: noticeId }));
    await expect(
      db.transaction().execute(async (trx) => {
        await insertMany(trx, { db, dialect, table: 'Notify', columns }, rows);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const count = await db
      .selectFrom('Notify')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('Notice_Id', '=', noticeId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  }, 60_000);
});
