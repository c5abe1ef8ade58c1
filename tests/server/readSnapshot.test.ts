/**
 * readSnapshot on SQLite and PostgreSQL (npm run test:postgres): reads made in one snapshot agree with one another even
 * when another request commits a write between them — the write lands, and is seen, once the snapshot has ended.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/platform/db/ids.js';
import { readSnapshot } from '../../server/platform/db/readSnapshot.js';
import type { Db } from '../../server/platform/db/types.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 300_000);
afterAll(async () => server?.close());

const titleOf = async (db: Db, id: string): Promise<string> =>
  String((await db.selectFrom('Notify').select('Title').where('Id', '=', id).executeTakeFirstOrThrow()).Title);

describe('readSnapshot', () => {
  it('does not see a write committed between two of its reads, and the write is there after it', async () => {
    const { db, dialect } = server.app.appContext;
    const id = newId();
    await db.insertInto('Notify').values({ Id: id, Title: '之前', Receiver_Id: 'someone', IsRead: 0 }).execute();
    let write: Promise<unknown> | undefined;
    const [first, second] = await readSnapshot(db, dialect, async (snapshot) => {
      const before = await titleOf(snapshot, id);
      write = db.updateTable('Notify').set({ Title: '之后' }).where('Id', '=', id).execute();
      // PostgreSQL commits the write now, on another connection; SQLite's waits for the snapshot's transaction to end.
      await Promise.race([write, new Promise((resolve) => setTimeout(resolve, 200))]);
      return [before, await titleOf(snapshot, id)];
    });
    await write;
    expect([first, second]).toEqual(['之前', '之前']);
    expect(await titleOf(db, id)).toBe('之后');
  }, 60_000);
});
