/** Notify rows (module Chat/Notify): one per receiver, unread until the receiver reads it. */
import type { ApiRecord, NotifyLevel } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { newId } from '../platform/db/ids.js';
import { nowText } from '../platform/db/time.js';
import type { Db, Row } from '../platform/db/types.js';
import { toApiRecord } from '../records/index.js';

export const NOTIFY_MODULE = 'Notify';

/** Values of the 通知类型 dictionary the server itself sends. */
export type NotifyType = '系统通知' | '审批通知' | '工作提醒' | '到期预警';

export interface NotifyInput {
  Title: string;
  Content: string;
  Type: NotifyType;
  Url?: string | null;
  /** Who caused it; null for the system. */
  Sender_Id?: string | null;
  /** What it tells of at a glance (contract NotifyLevel); info unless said. */
  Level?: NotifyLevel;
}

export function notifyModule(catalogue: Catalogue): CatalogueModule {
  const module = catalogue.find(NOTIFY_MODULE);
  if (!module) throw new Error('The catalogue has no Notify module (schemas/Chat/Notify.json)');
  return module;
}

/** Inserts the row (inside the caller's transaction when `db` is one) and returns it as stored. */
export async function insertNotify(db: Db, receiverId: string, input: NotifyInput): Promise<Row> {
  const now = nowText();
  const row: Row = {
    Id: newId(),
    Create_Time: now,
    Modify_Time: now,
    Create_User_Id: input.Sender_Id ?? null,
    Modify_User_Id: input.Sender_Id ?? null,
    RowVersion: 1,
    Title: input.Title.slice(0, 200),
    Type: input.Type,
    Content: input.Content.slice(0, 4000),
    Url: input.Url ?? null,
    Attachment_Id: null,
    Receiver_Id: receiverId,
    Sender_Id: input.Sender_Id ?? null,
    SendTime: now,
    IsRead: 0,
    ReadTime: null,
    Level: input.Level ?? 'info',
  };
  await db.insertInto(NOTIFY_MODULE).values(row).execute();
  return row;
}

export function notifyRecord(catalogue: Catalogue, row: Row): ApiRecord {
  return toApiRecord(notifyModule(catalogue), row);
}
