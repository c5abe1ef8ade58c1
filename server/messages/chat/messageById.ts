/** One message by id, as its parties see it (the caller checks who asks). */
import { sql } from 'kysely';
import type { FriendMessageItem } from '../../../contract/index.js';
import type { Db } from '../../platform/db/types.js';
import { attachmentJoin, messageColumns, toMessageItem, type MessageRow } from './messageRows.js';

export async function loadMessage(db: Db, id: string): Promise<FriendMessageItem | undefined> {
  const result = await sql<MessageRow>`select ${messageColumns} from ${sql.table('FriendMessage')} m ${attachmentJoin} where m.${sql.id('Id')} = ${id}`.execute(
    db,
  );
  const row = result.rows[0];
  return row ? toMessageItem(row) : undefined;
}
