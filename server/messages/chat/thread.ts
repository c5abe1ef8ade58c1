/**
 * The caller's thread with one person, paged back in time: newest first from the newest (or from just before the
 * message `before`, which must be of this thread), `take` at a time, and whether older ones are left.
 */
import { sql } from 'kysely';
import { FRIEND_MESSAGE_ERRORS, type FriendThreadPage } from '../../../contract/index.js';
import type { Db } from '../../platform/db/types.js';
import { badRequest } from '../../platform/http/httpError.js';
import { attachmentJoin, messageColumns, newestFirst, sendOrder, toMessageItem, type MessageRow } from './messageRows.js';

export interface ThreadQuery {
  callerId: string;
  otherId: string;
  before: string | null;
  take: number;
}

const between = (callerId: string, otherId: string) =>
  sql`((m.${sql.id('Sender_Id')} = ${callerId} and m.${sql.id('Receiver_Id')} = ${otherId}) or (m.${sql.id('Sender_Id')} = ${otherId} and m.${sql.id('Receiver_Id')} = ${callerId}))`;

async function olderThan(db: Db, query: ThreadQuery) {
  if (query.before === null) return sql`1 = 1`;
  const anchor = await sql<{ SendTime: string; SendOrder: string; Id: string }>`
    select m.${sql.id('SendTime')} as ${sql.id('SendTime')}, ${sendOrder} as ${sql.id('SendOrder')}, m.${sql.id('Id')} as ${sql.id('Id')}
    from ${sql.table('FriendMessage')} m where m.${sql.id('Id')} = ${query.before} and ${between(query.callerId, query.otherId)}`.execute(db);
  const row = anchor.rows[0];
  // Another thread's message (or someone else's) is no place to page from: its existence is none of the caller's business.
  if (!row) throw badRequest(FRIEND_MESSAGE_ERRORS.beforeUnknown);
  const time = sql`m.${sql.id('SendTime')}`,
    id = sql`m.${sql.id('Id')}`;
  // The row order of newestFirst, spelled out.
  return sql`(${time} < ${row.SendTime} or (${time} = ${row.SendTime} and (${sendOrder} < ${row.SendOrder} or (${sendOrder} = ${row.SendOrder} and ${id} < ${row.Id}))))`;
}

export async function readThread(db: Db, query: ThreadQuery): Promise<FriendThreadPage> {
  const older = await olderThan(db, query);
  const result = await sql<MessageRow>`
    select ${messageColumns} from ${sql.table('FriendMessage')} m ${attachmentJoin}
    where ${between(query.callerId, query.otherId)} and ${older}
    order by ${newestFirst} limit ${query.take + 1}`.execute(db);
  const rows = result.rows.slice(0, query.take);
  return { Messages: rows.map(toMessageItem), HasMore: result.rows.length > query.take };
}

/** The receiver marks every unread message `otherId` sent them read: one statement; answers how many. */
export async function markThreadRead(db: Db, callerId: string, otherId: string, now: string): Promise<number> {
  const result = await db
    .updateTable('FriendMessage')
    .set({ IsRead: 1, ReadTime: now, Modify_Time: now, Modify_User_Id: callerId, RowVersion: sql`${sql.ref('RowVersion')} + 1` })
    .where('Receiver_Id', '=', callerId)
    .where('Sender_Id', '=', otherId)
    .where('IsRead', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** How many messages wait unread for the caller. */
export async function countUnread(db: Db, callerId: string): Promise<number> {
  const row = await db
    .selectFrom('FriendMessage')
    .select((eb) => eb.fn.countAll<number | string>().as('Count'))
    .where('Receiver_Id', '=', callerId)
    .where('IsRead', '=', 0)
    .executeTakeFirst();
  return Number(row?.Count ?? 0);
}
