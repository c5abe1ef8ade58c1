/**
 * Notice rows (internal table `Notice`, files in `NoticeAttachment`) and their copies, one Notify row per recipient
 * (Notify.Notice_Id). The copies of one notice are written with multi-row inserts inside the caller's transaction,
 * so a notice to 5,000 people is a dozen statements, not 5,000.
 */
import type {
  NoticeAttachment,
  NoticeAudience,
  NoticeDetail,
  NoticeReceiptPerson,
  NoticeReceipts,
  NoticeState,
  NoticeSummary,
} from '../../../contract/notify.js';
import { NOTICE_LIMITS, NOTICE_NOTIFY_TYPE } from '../../../contract/notify.js';
import { htmlToText } from '../../../core/notices/noticeHtmlPolicy.js';
import { newId } from '../../platform/db/ids.js';
import { insertMany, type InsertTarget } from '../../platform/db/insertMany.js';
import type { InternalRow } from '../../platform/db/internalDb.js';
import type { Db, Row } from '../../platform/db/types.js';
import { NOTIFY_MODULE } from '../notifyStore.js';
import { describeAudience } from './noticeAudience.js';

export const NOTICE_TABLE = 'Notice';
export const NOTICE_ATTACHMENT_TABLE = 'NoticeAttachment';
export const STATE_SCHEDULED: NoticeState = '待发送';
export const STATE_SENT: NoticeState = '已发送';
export const STATE_CANCELLED: NoticeState = '已撤销';

export type NoticeRow = InternalRow<'Notice'>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

export function parseAudience(stored: string): NoticeAudience {
  try {
    const parsed = JSON.parse(stored) as NoticeAudience;
    return { Kind: parsed.Kind, Ids: Array.isArray(parsed.Ids) ? parsed.Ids.map(String) : [] };
  } catch {
    return { Kind: 'users', Ids: [] };
  }
}

export async function loadNotice(db: Db, id: string): Promise<NoticeRow | undefined> {
  return db.selectFrom(NOTICE_TABLE).selectAll().where('Id', '=', id).executeTakeFirst();
}

export async function insertAttachments(db: Db, noticeId: string, resourceIds: readonly string[]): Promise<void> {
  if (resourceIds.length === 0) return;
  await db
    .insertInto(NOTICE_ATTACHMENT_TABLE)
    .values(resourceIds.map((resourceId, index) => ({ Id: newId(), Notice_Id: noticeId, Resource_Id: resourceId, SortCode: index })))
    .execute();
}

/**
 * Writes one Notify row per recipient, as sent now by the notice's sender; answers the rows as stored. `target`: the
 * Notify table and its columns (moduleTableDefinition of the catalogue's Notify) on the handle `db` belongs to.
 */
export async function insertCopies(db: Db, target: InsertTarget, notice: NoticeRow, recipientIds: readonly string[], now: string): Promise<Row[]> {
  const sender = notice.Sender_Id;
  const excerpt = htmlToText(notice.Body).slice(0, NOTICE_LIMITS.excerptLength);
  const rows: Row[] = recipientIds.map((receiverId) => ({
    Id: newId(),
    Create_Time: now,
    Modify_Time: now,
    Create_User_Id: sender,
    Modify_User_Id: sender,
    RowVersion: 1,
    Title: notice.Title,
    Type: NOTICE_NOTIFY_TYPE,
    Content: excerpt,
    Url: notice.Url,
    Attachment_Id: null,
    Receiver_Id: receiverId,
    Sender_Id: sender,
    SendTime: now,
    IsRead: 0,
    ReadTime: null,
    Notice_Id: notice.Id,
    Level: 'info',
  }));
  await insertMany(db, target, rows);
  return rows;
}

/** Read counts of the notices, by id. */
async function readCounts(db: Db, noticeIds: readonly string[]): Promise<Map<string, number>> {
  if (noticeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom(NOTIFY_MODULE)
    .select((eb) => ['Notice_Id', eb.fn.countAll<number | string>().as('Count')])
    .where('Notice_Id', 'in', [...noticeIds])
    .where('IsRead', '=', 1)
    .groupBy('Notice_Id')
    .execute();
  return new Map(rows.map((row) => [text(row.Notice_Id), Number(row.Count)]));
}

async function userNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((id) => id !== ''))];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('User').select(['Id', 'Name']).where('Id', 'in', unique).execute();
  return new Map(rows.map((row) => [text(row.Id), text(row.Name)]));
}

export async function toSummaries(db: Db, notices: readonly NoticeRow[]): Promise<NoticeSummary[]> {
  const ids = notices.map((n) => n.Id);
  const [counts, names] = await Promise.all([
    readCounts(db, ids),
    userNames(
      db,
      notices.map((n) => n.Sender_Id),
    ),
  ]);
  const summaries: NoticeSummary[] = [];
  for (const notice of notices) {
    const audience = parseAudience(notice.Audience);
    summaries.push({
      Id: notice.Id,
      Title: notice.Title,
      Audience: audience,
      AudienceText: await describeAudience(db, audience),
      Sender_Id: notice.Sender_Id,
      SenderName: names.get(notice.Sender_Id) ?? '',
      Create_Time: notice.Create_Time,
      SendAt: notice.SendAt,
      SendTime: notice.SendTime,
      State: notice.State as NoticeState,
      RecipientCount: notice.RecipientCount,
      ReadCount: counts.get(notice.Id) ?? 0,
    });
  }
  return summaries;
}

export async function noticeDetail(db: Db, notice: NoticeRow): Promise<NoticeDetail> {
  const [summary] = await toSummaries(db, [notice]);
  // Joined by table names, not aliases: an aliased table reads as a module's bag of columns (types.ts).
  const files = await db
    .selectFrom(NOTICE_ATTACHMENT_TABLE)
    .innerJoin('Resource', 'Resource.Id', 'NoticeAttachment.Resource_Id')
    .select(['Resource.Id', 'Resource.Name'])
    .where('NoticeAttachment.Notice_Id', '=', notice.Id)
    .orderBy('NoticeAttachment.SortCode')
    .execute();
  const attachments: NoticeAttachment[] = files.map((file) => ({ Id: file.Id, Name: file.Name }));
  return { ...summary, Body: notice.Body, Url: notice.Url, Attachments: attachments };
}

export async function noticeReceipts(db: Db, noticeId: string): Promise<NoticeReceipts> {
  const rows = await db
    .selectFrom(`${NOTIFY_MODULE} as n`)
    .leftJoin('User as u', 'u.Id', 'n.Receiver_Id')
    .select(['n.Receiver_Id as User_Id', 'n.IsRead as IsRead', 'n.ReadTime as ReadTime', 'u.Name as Name', 'u.Account as Account'])
    .where('n.Notice_Id', '=', noticeId)
    .orderBy('u.Name')
    .orderBy('u.Account')
    .execute();
  const person = (row: Row): NoticeReceiptPerson => ({
    User_Id: text(row.User_Id),
    Name: text(row.Name),
    Account: text(row.Account),
    ReadTime: textOrNull(row.ReadTime),
  });
  const read = rows
    .filter((row) => Number(row.IsRead) === 1)
    .map(person)
    .sort((a, b) => text(b.ReadTime).localeCompare(text(a.ReadTime)));
  const unread = rows.filter((row) => Number(row.IsRead) !== 1).map(person);
  return { Notice_Id: noticeId, ReadCount: read.length, UnreadCount: unread.length, Read: read, Unread: unread };
}

/** Whether the user holds a copy of the notice. */
export async function receivedNotice(db: Db, noticeId: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom(NOTIFY_MODULE).select('Id').where('Notice_Id', '=', noticeId).where('Receiver_Id', '=', userId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Whether the file is attached to a notice the user sent or received (they may then download it). */
export async function mayReadNoticeFile(db: Db, userId: string, fileId: string): Promise<boolean> {
  const notices = await db.selectFrom(NOTICE_ATTACHMENT_TABLE).select('Notice_Id').where('Resource_Id', '=', fileId).execute();
  for (const { Notice_Id } of notices) {
    const notice = await loadNotice(db, Notice_Id);
    if (notice && (notice.Sender_Id === userId || (notice.State === STATE_SENT && (await receivedNotice(db, Notice_Id, userId))))) return true;
  }
  return false;
}
