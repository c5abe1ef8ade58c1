/**
 * The caller's conversations, in one query: for each person they exchanged messages with, the last message (either
 * way) and how many of that person's messages the caller has not read, most recent conversation first.
 */
import { sql } from 'kysely';
import { CONVERSATION_LIMIT, type FriendConversation } from '../../../contract/index.js';
import type { Db } from '../../platform/db/types.js';
import { contactJoins, toContact, type ContactRow } from './contacts.js';
import { attachmentJoin, messageColumns, newestFirst, toMessageItem, type MessageRow } from './messageRows.js';

type ConversationRow = MessageRow & ContactRow & { Other_Id: string; Unread: number | string };

export async function listConversations(db: Db, callerId: string): Promise<FriendConversation[]> {
  const other = sql`case when m.${sql.id('Sender_Id')} = ${callerId} then m.${sql.id('Receiver_Id')} else m.${sql.id('Sender_Id')} end`;
  const unreadHere = sql`case when m.${sql.id('Receiver_Id')} = ${callerId} and m.${sql.id('IsRead')} = 0 then 1 else 0 end`;
  const result = await sql<ConversationRow>`
    with ranked as (
      select ${messageColumns}, ${other} as ${sql.id('Other_Id')},
        row_number() over (partition by ${other} order by ${newestFirst}) as ${sql.id('Position')},
        sum(${unreadHere}) over (partition by ${other}) as ${sql.id('Unread')}
      from ${sql.table('FriendMessage')} m ${attachmentJoin}
      where m.${sql.id('Sender_Id')} = ${callerId} or m.${sql.id('Receiver_Id')} = ${callerId}
    )
    select c.*, u.${sql.id('Id')} as ${sql.id('ContactId')}, u.${sql.id('Name')} as ${sql.id('ContactName')}, p.${sql.id('WorkCode')} as ${sql.id('WorkCode')}, d.${sql.id('Name')} as ${sql.id('DeptName')}
    from ranked c left join ${sql.table('User')} u on u.${sql.id('Id')} = c.${sql.id('Other_Id')} ${contactJoins}
    where c.${sql.id('Position')} = 1
    order by c.${sql.id('SendTime')} desc, c.${sql.id('Id')} desc
    limit ${CONVERSATION_LIMIT}`.execute(db);
  return result.rows.map((row) => ({
    // A user removed since keeps their conversation, under their id's place with no name.
    Contact: toContact({ ...row, ContactId: row.ContactId ?? row.Other_Id, ContactName: row.ContactName ?? '已删除用户' }),
    LastMessage: toMessageItem(row),
    Unread: Number(row.Unread ?? 0),
  }));
}
