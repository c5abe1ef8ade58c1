/**
 * Publishing and releasing notices. A notice sent now is stored with its copies in one transaction, then pushed live
 * (`NotifyMessage` and `Notify` to each recipient's connections) after the commit. A scheduled one is stored 待发送 and
 * released by `releaseDue` once its time has come: the release claims the row (待发送 → 已发送) in the same transaction
 * as the copies, so two instances (or a restart in the middle) never send it twice, and a notice due while the server
 * was down goes out at the next start. Sender and send time are the server's.
 */
import type { NoticeAudience, PublishResult } from '../../../contract/notify.js';
import { NOTICE_MESSAGES } from '../../../contract/notify.js';
import type { ReadDraft } from '../../../core/notices/noticeDraft.js';
import type { AppContext } from '../../appContext.js';
import { newId } from '../../platform/db/ids.js';
import { nowText } from '../../platform/db/time.js';
import type { Row } from '../../platform/db/types.js';
import type { InsertTarget } from '../../platform/db/insertMany.js';
import { moduleTableDefinition } from '../../platform/db/schemaSync.js';
import { serializableWrite } from '../../platform/db/serializableWrite.js';
import { badRequest, conflict, notFound } from '../../platform/http/httpError.js';
import type { Notifier } from '../notifier.js';
import { NOTIFY_MODULE } from '../notifyStore.js';
import { checkAudience, resolveRecipients } from './noticeAudience.js';
import {
  insertAttachments,
  insertCopies,
  loadNotice,
  NOTICE_TABLE,
  parseAudience,
  type NoticeRow,
  STATE_CANCELLED,
  STATE_SCHEDULED,
  STATE_SENT,
} from './noticeStore.js';

export interface Publisher {
  userId: string;
  isAdmin: boolean;
}

export class NoticeService {
  constructor(
    private readonly ctx: AppContext,
    private readonly notifier: Notifier,
  ) {}

  async publish(draft: ReadDraft, sender: Publisher): Promise<PublishResult> {
    const { db } = this.ctx;
    await checkAudience(db, draft.Audience);
    await this.checkAttachments(draft.Attachment_Ids, sender.userId);
    const now = nowText();
    const id = newId();
    const notice: NoticeRow = {
      Id: id,
      Title: draft.Title,
      Body: draft.Body,
      Url: draft.Url,
      Audience: JSON.stringify(draft.Audience),
      Sender_Id: sender.userId,
      Create_Time: now,
      SendAt: draft.SendAt,
      SendTime: null,
      State: STATE_SCHEDULED,
      RecipientCount: 0,
    };
    if (draft.SendAt !== null) {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto(NOTICE_TABLE).values(notice).execute();
        await insertAttachments(trx, id, draft.Attachment_Ids);
      });
      return { Id: id, State: STATE_SCHEDULED, RecipientCount: 0 };
    }
    const recipients = await resolveRecipients(db, draft.Audience, sender.userId);
    if (recipients.length === 0) throw badRequest(NOTICE_MESSAGES.noRecipients);
    // Only new rows are written and nothing read in the transaction guards them, so there is no check for
    // SERIALIZABLE to protect; on PostgreSQL its predicate locks on ~1,000 copies cost a few ms of the fan-out.
    const copies = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto(NOTICE_TABLE)
        .values({ ...notice, State: STATE_SENT, SendTime: now, RecipientCount: recipients.length })
        .execute();
      await insertAttachments(trx, id, draft.Attachment_Ids);
      return insertCopies(trx, this.copyTarget(), { ...notice, SendTime: now }, recipients, now);
    });
    this.pushAll(copies);
    return { Id: id, State: STATE_SENT, RecipientCount: recipients.length };
  }

  /** Releases every scheduled notice due by `now`; answers how many went out. */
  async releaseDue(now: string = nowText()): Promise<number> {
    const due = await this.ctx.db
      .selectFrom(NOTICE_TABLE)
      .select('Id')
      .where('State', '=', STATE_SCHEDULED)
      .where('SendAt', '<=', now)
      .orderBy('SendAt')
      .limit(100)
      .execute();
    let released = 0;
    for (const { Id } of due) if (await this.release(Id)) released += 1;
    return released;
  }

  /** The sender (or an administrator) withdraws a notice not yet sent. */
  async cancel(noticeId: string, caller: Publisher): Promise<void> {
    requireSenderOrAdmin(await loadNotice(this.ctx.db, noticeId), caller);
    const result = await this.ctx.db
      .updateTable(NOTICE_TABLE)
      .set({ State: STATE_CANCELLED })
      .where('Id', '=', noticeId)
      .where('State', '=', STATE_SCHEDULED)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw conflict(NOTICE_MESSAGES.notCancellable);
  }

  private async release(noticeId: string): Promise<boolean> {
    const { db, dialect } = this.ctx;
    const copies = await serializableWrite(db, dialect, async (trx) => {
      const now = nowText();
      const claimed = await trx
        .updateTable(NOTICE_TABLE)
        .set({ State: STATE_SENT, SendTime: now })
        .where('Id', '=', noticeId)
        .where('State', '=', STATE_SCHEDULED)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return null;
      const notice = await loadNotice(trx, noticeId);
      if (!notice) return null;
      const audience: NoticeAudience = parseAudience(notice.Audience);
      const recipients = await resolveRecipients(trx, audience, notice.Sender_Id);
      await trx.updateTable(NOTICE_TABLE).set({ RecipientCount: recipients.length }).where('Id', '=', noticeId).execute();
      return insertCopies(trx, this.copyTarget(), notice, recipients, now);
    });
    if (copies === null) return false;
    this.pushAll(copies);
    return true;
  }

  /** Files must be the sender's own uploads: a notice is no way to hand out someone else's file. */
  private async checkAttachments(ids: readonly string[], senderId: string): Promise<void> {
    if (ids.length === 0) return;
    const rows = await this.ctx.db
      .selectFrom('Resource')
      .select('Id')
      .where('Id', 'in', [...ids])
      .where('Create_User_Id', '=', senderId)
      .execute();
    if (rows.length !== ids.length) throw badRequest(NOTICE_MESSAGES.attachmentUnknown);
  }

  private copyTarget(): InsertTarget {
    const notify = this.ctx.catalogue.find(NOTIFY_MODULE);
    if (!notify) throw new Error('the catalogue has no Notify module');
    return { db: this.ctx.db, dialect: this.ctx.dialect, table: NOTIFY_MODULE, columns: moduleTableDefinition(notify).columns };
  }

  private pushAll(copies: readonly Row[]): void {
    for (const row of copies) this.notifier.push(row);
  }
}

/** Who may see a notice's receipts: its sender and administrators; anyone else is told it does not exist. */
export function requireSenderOrAdmin(notice: NoticeRow | undefined, caller: Publisher): NoticeRow {
  if (!notice || (notice.Sender_Id !== caller.userId && !caller.isAdmin)) throw notFound(NOTICE_MESSAGES.notFound);
  return notice;
}
