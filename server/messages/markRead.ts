/** The receiver marks a message or notification read: one statement, only on a row addressed to them. */
import { sql } from 'kysely';
import { nowText } from '../platform/db/time.js';
import type { Db, Row } from '../platform/db/types.js';
import { RECEIVER_FIELD } from './privateMailHooks.js';

/** The row as it is after the call, or undefined when no row with this id is addressed to the receiver. */
export async function markRead(db: Db, table: string, id: string, receiverId: string): Promise<Row | undefined> {
  const now = nowText();
  await db
    .updateTable(table)
    .set({ IsRead: 1, ReadTime: now, Modify_Time: now, Modify_User_Id: receiverId, RowVersion: sql`${sql.ref('RowVersion')} + 1` })
    .where('Id', '=', id)
    .where(RECEIVER_FIELD, '=', receiverId)
    .where('IsRead', '=', 0)
    .execute();
  return db.selectFrom(table).selectAll().where('Id', '=', id).where(RECEIVER_FIELD, '=', receiverId).executeTakeFirst();
}
