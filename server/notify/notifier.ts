/**
 * notifyUser: stores a Notify row for the user and pushes it live — hub event `NotifyMessage` with the row (prepended
 * to the list) and `Notify` with the content (shown as a success alert). Writers inside a transaction store
 * with insertNotify and call push() after the commit, so nobody is told about work that was rolled back.
 */
import type { ApiRecord } from '../../contract/index.js';
import type { AppContext } from '../appContext.js';
import type { Row } from '../platform/db/types.js';
import type { Hub } from '../hub/index.js';
import { insertNotify, notifyRecord, type NotifyInput } from './notifyStore.js';

export class Notifier {
  constructor(
    private readonly ctx: AppContext,
    private readonly hub: Hub,
  ) {}

  async notifyUser(userId: string, input: NotifyInput): Promise<ApiRecord> {
    const row = await insertNotify(this.ctx.db, userId, input);
    return this.push(row);
  }

  /** Pushes a stored Notify row to its receiver's connections. */
  push(row: Row): ApiRecord {
    const record = notifyRecord(this.ctx.catalogue, row);
    const receiver = String(row.Receiver_Id);
    // The row first: the app builds its alert (type, title, 查看) from it and then knows the `Notify` that follows
    // is the same news (src/layout/toolbar/liveAlertPairing.ts); a client that only hears `Notify` still shows its text.
    void this.hub.sendEventsToUser(receiver, [
      { target: 'NotifyMessage', arguments: [record] },
      { target: 'Notify', arguments: [String(row.Content ?? '')] },
    ]);
    return record;
  }
}
