/**
 * How long the 操作日志 keeps its lines (a setting the administrator changes on the page, default three years), and
 * the background purge of older lines: small batches by primary key (ids sort by their time), each its own short
 * statement with a pause between, so the event loop and the database serve requests meanwhile. Every instance may
 * purge; deleting what another already deleted deletes nothing.
 */
import { OPER_LOG_DEFAULT_RETENTION_MONTHS, OPER_LOG_MAX_RETENTION_MONTHS, OPER_LOG_MIN_RETENTION_MONTHS } from '../../contract/index.js';
import { idFloorAt } from '../platform/db/ids.js';
import { nowText } from '../platform/db/time.js';
import type { Db } from '../platform/db/types.js';
import { badRequest } from '../platform/http/httpError.js';
import { CHANGE_TABLE } from '../records/index.js';
import { OPER_LOG_MESSAGES } from './operLogMessages.js';

const SETTING_ID = 'OperLogRetentionMonths';
/** Lines deleted by one statement: a short write that never holds the table for long. */
export const PURGE_BATCH_LINES = 2_000;
/** The pause between two batches: requests' reads and writes go between them. */
const PURGE_PAUSE_MS = 20;

export async function readRetentionMonths(db: Db): Promise<number> {
  const row = await db.selectFrom('ServerSetting').select('Value').where('Id', '=', SETTING_ID).executeTakeFirst();
  const months = Number(row?.Value);
  return Number.isInteger(months) && months >= OPER_LOG_MIN_RETENTION_MONTHS && months <= OPER_LOG_MAX_RETENTION_MONTHS
    ? months
    : OPER_LOG_DEFAULT_RETENTION_MONTHS;
}

export function checkedRetentionMonths(raw: unknown): number {
  const months = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (!Number.isInteger(months) || months < OPER_LOG_MIN_RETENTION_MONTHS || months > OPER_LOG_MAX_RETENTION_MONTHS) {
    throw badRequest(OPER_LOG_MESSAGES.badRetention(OPER_LOG_MIN_RETENTION_MONTHS, OPER_LOG_MAX_RETENTION_MONTHS));
  }
  return months;
}

export async function saveRetentionMonths(db: Db, months: number, userId: string): Promise<void> {
  const values = { Value: String(months), Modify_Time: nowText(), Modify_User_Id: userId };
  await db
    .insertInto('ServerSetting')
    .values({ Id: SETTING_ID, ...values })
    .onConflict((conflict) => conflict.column('Id').doUpdateSet(values))
    .execute();
}

/** The first moment a kept line may have: `months` before `now`. */
export function retentionCutoff(months: number, now: Date): number {
  const cutoff = new Date(now.getTime());
  cutoff.setMonth(cutoff.getMonth() - months);
  return cutoff.getTime();
}

/** Deletes every line older than the retention, a batch at a time; the number deleted. `stopped` ends it early. */
export async function purgeOldLines(db: Db, now: Date, stopped: () => boolean = () => false): Promise<number> {
  const below = idFloorAt(retentionCutoff(await readRetentionMonths(db), now));
  let deleted = 0;
  while (!stopped()) {
    const ids = (await db.selectFrom(CHANGE_TABLE).select('Id').where('Id', '<', below).orderBy('Id').limit(PURGE_BATCH_LINES).execute()).map((row) => row.Id);
    if (ids.length === 0) break;
    const result = await db.deleteFrom(CHANGE_TABLE).where('Id', 'in', ids).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
    if (ids.length < PURGE_BATCH_LINES) break;
    await new Promise((resolve) => setTimeout(resolve, PURGE_PAUSE_MS));
  }
  return deleted;
}
