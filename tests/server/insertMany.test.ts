/**
 * insertMany on SQLite and PostgreSQL (npm run test:postgres): every row and every value arrives as given — text,
 * integers, reals and nulls — across the batch boundaries of both dialects (400 VALUES rows, 10,000 unnest rows).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/platform/db/ids.js';
import { insertMany, type InsertColumn } from '../../server/platform/db/insertMany.js';
import { moduleTableDefinition } from '../../server/platform/db/schemaSync.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 300_000);
afterAll(async () => server?.close());

describe('insertMany', () => {
  it('writes 10,401 Notify rows with their text, numbers and nulls, in one transaction', async () => {
    const { db, dialect, catalogue } = server.app.appContext;
    const columns: readonly InsertColumn[] = moduleTableDefinition(catalogue.find('Notify')!).columns;
    const noticeId = newId();
    const rows = Array.from({ length: 10_401 }, (_, i) => ({
      Id: newId(), Create_Time: '2026-11-27 08:00:00', RowVersion: 1, Title: `批量'写入" ${i}`, Type: '通知', Content: i % 3 === 0 ? null : `内容${i}`,
      Receiver_Id: `user-${i % 7}`, SendTime: '2026-11-27 08:00:00', IsRead: i % 2, ReadTime: null, Notice_Id: noticeId,
    }));
    await db.transaction().execute((trx) => insertMany(trx, dialect, 'Notify', columns, rows));
    const stored = await db.selectFrom('Notify').select(['Id', 'Title', 'Content', 'IsRead', 'RowVersion', 'ReadTime', 'Url'])
      .where('Notice_Id', '=', noticeId).orderBy('Id').execute();
    expect(stored).toHaveLength(rows.length);
    const byId = new Map(stored.map((row) => [String(row.Id), row]));
    for (const row of [rows[0]!, rows[399]!, rows[400]!, rows[9_999]!, rows[10_000]!, rows[10_400]!]) {
      const saved = byId.get(row.Id)!;
      expect({ ...saved, IsRead: Number(saved.IsRead), RowVersion: Number(saved.RowVersion) }).toEqual({
        Id: row.Id, Title: row.Title, Content: row.Content, IsRead: row.IsRead, RowVersion: 1, ReadTime: null, Url: null,
      });
    }
  }, 120_000);
});
