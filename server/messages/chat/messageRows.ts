/** A FriendMessage row (with its attachment's name joined) as the two parties see it. */
import { sql } from 'kysely';
import type { FriendMessageItem } from '../../../contract/index.js';

/** The message columns under alias `m`, the attachment's name as AttachmentName (join `attachmentJoin`). */
export const messageColumns = sql`m.${sql.id('Id')} as ${sql.id('Id')}, m.${sql.id('Sender_Id')} as ${sql.id('Sender_Id')}, m.${sql.id('Receiver_Id')} as ${sql.id('Receiver_Id')}, m.${sql.id('Content')} as ${sql.id('Content')}, m.${sql.id('SendTime')} as ${sql.id('SendTime')}, m.${sql.id('IsRead')} as ${sql.id('IsRead')}, m.${sql.id('ReadTime')} as ${sql.id('ReadTime')}, m.${sql.id('Attachment_Id')} as ${sql.id('Attachment_Id')}, r.${sql.id('Name')} as ${sql.id('AttachmentName')}`;
export const attachmentJoin = sql`left join ${sql.table('Resource')} r on r.${sql.id('Id')} = m.${sql.id('Attachment_Id')}`;

/** The send order within one second (sendOrder.ts); empty for messages written before it was kept. */
export const sendOrder = sql`coalesce(m.${sql.id('SendOrder')}, '')`;

/** Newest first: by send time, then the order within the second, then (for older messages) by id, so paging is stable. */
export const newestFirst = sql`m.${sql.id('SendTime')} desc, ${sendOrder} desc, m.${sql.id('Id')} desc`;

export interface MessageRow {
  Id: string;
  Sender_Id: string | null;
  Receiver_Id: string | null;
  Content: string | null;
  SendTime: string | null;
  IsRead: number | string | null;
  ReadTime: string | null;
  Attachment_Id: string | null;
  AttachmentName: string | null;
}

export function toMessageItem(row: MessageRow): FriendMessageItem {
  const attachmentId = row.Attachment_Id ? String(row.Attachment_Id) : null;
  return {
    Id: String(row.Id),
    Sender_Id: String(row.Sender_Id ?? ''),
    Receiver_Id: String(row.Receiver_Id ?? ''),
    Content: row.Content ?? '',
    SendTime: row.SendTime ?? '',
    IsRead: Number(row.IsRead ?? 0) === 1,
    ReadTime: row.ReadTime ?? null,
    // A file that is gone still shows as an attachment, named for what it was.
    Attachment: attachmentId ? { Id: attachmentId, Name: row.AttachmentName ?? '附件' } : null,
  };
}
