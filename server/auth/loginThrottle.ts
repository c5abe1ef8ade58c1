/**
 * Login throttling instead of a lockout an outsider could trigger (D-SEC-2). Two counters per
 * attempt: one for the (account, address) pair and one for the account from addresses it never logged in from.
 * After a counter's free failures each further attempt has to wait 2^k seconds (capped), so the real user at their
 * usual address is never held up by an attacker elsewhere, while the attacker is slowed.
 *
 * An attempt is counted *before* its password is checked, in one UPDATE that also checks and moves the waiting time:
 * parallel attempts each get their own count, and none can slip in between a read and a write. A success resets
 * both counters. Accounts that do not exist are counted and answered the same way, so nothing tells them apart.
 */
import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../platform/db/types.js';

const TABLE = 'LoginThrottle';
/** Wrong passwords from one address for one account before each further attempt has to wait. */
export const PAIR_FREE_FAILURES = 5;
/** Wrong passwords for one account from unfamiliar addresses before each further attempt from them has to wait. */
export const ACCOUNT_FREE_FAILURES = 20;
export const MAX_WAIT_SECONDS = 15 * 60;
/** A day without attempts forgets the failures. */
export const FORGET_FAILURES_AFTER_MS = 24 * 60 * 60 * 1000;
/** An address the account logged in from stays familiar this long after its last attempt. */
const KNOWN_ADDRESS_KEPT_MS = 180 * 24 * 60 * 60 * 1000;
/** Old rows are removed now and then, from a login, so the table does not grow with made-up account names. */
const PURGE_INTERVAL_MS = 60 * 1000;

export const throttledMessage = (seconds: number): string => `登录尝试过于频繁,请${seconds}秒后再试`;

/** Seconds the next attempt waits once `failures` attempts have been counted. */
export function waitSecondsAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(2 ** (failures - free + 1), MAX_WAIT_SECONDS);
}

/**
 * The next allowed time after this attempt, `waitSecondsAfter` in SQL over the row's count before the increment, so the
 * UPDATE that counts also sets the wait. A free attempt leaves the time as it is: writing its own `now` there would
 * refuse a parallel attempt whose `now` was taken a millisecond earlier. The waits are this file's constants, written
 * as literals: PostgreSQL cannot type bare parameters in a CASE.
 */
function nextAllowedAtSql(free: number, now: number): RawBuilder<number> {
  const counted = sql`${sql.ref('Failures')} + 1`;
  const from = sql`cast(${now} as bigint)`;
  const steps: RawBuilder<unknown>[] = [];
  for (let failures = free; waitSecondsAfter(failures, free) < MAX_WAIT_SECONDS; failures += 1) {
    steps.push(sql`when ${counted} = ${sql.lit(failures)} then ${from} + ${sql.lit(waitSecondsAfter(failures, free) * 1000)}`);
  }
  return sql<number>`case when ${counted} < ${sql.lit(free)} then ${sql.ref('NextAllowedAt')} ${sql.join(steps, sql` `)} else ${from} + ${sql.lit(MAX_WAIT_SECONDS * 1000)} end`;
}

function throttleKey(scope: 'pair' | 'account', account: string, address: string): string {
  return createHash('sha256')
    .update(JSON.stringify([scope, account.trim().toLowerCase(), scope === 'pair' ? address : '']))
    .digest('hex');
}

export interface ThrottleRefusal {
  retryAfterSeconds: number;
}

type Reservation = { refusal: ThrottleRefusal } | { refusal: null; known: boolean };

/** Counts one attempt on a key unless it has to wait; answers how long it has to wait, or whether the key is familiar. */
async function reserve(db: Db, id: string, free: number, now: number): Promise<Reservation> {
  // Creates the row, or forgets its failures after a quiet day (the same statement, so two first attempts cannot clash).
  await db
    .insertInto(TABLE)
    .values({ Id: id, Failures: 0, NextAllowedAt: 0, LastAttemptAt: now, Known: 0 })
    .onConflict((conflict) =>
      conflict
        .column('Id')
        .doUpdateSet({ Failures: 0, NextAllowedAt: 0 })
        .where(`${TABLE}.LastAttemptAt`, '<', now - FORGET_FAILURES_AFTER_MS),
    )
    .execute();
  const counted = await db
    .updateTable(TABLE)
    .set({ Failures: sql`${sql.ref('Failures')} + 1`, NextAllowedAt: nextAllowedAtSql(free, now), LastAttemptAt: now })
    .where('Id', '=', id)
    .where('NextAllowedAt', '<=', now)
    .returning(['Failures', 'Known'])
    .executeTakeFirst();
  if (counted) return { refusal: null, known: counted.Known === 1 };
  const row = await db.selectFrom(TABLE).select('NextAllowedAt').where('Id', '=', id).executeTakeFirst();
  return { refusal: { retryAfterSeconds: Math.max(1, Math.ceil(((row?.NextAllowedAt ?? 0) - now) / 1000)) } };
}

export class LoginThrottle {
  private lastPurge = 0;

  constructor(private readonly db: Db) {}

  /** Counts an attempt before its password is checked: null when it may go on, else how long to wait. */
  async begin(account: string, address: string): Promise<ThrottleRefusal | null> {
    const now = Date.now();
    await this.purgeNowAndThen(now);
    const pair = await reserve(this.db, throttleKey('pair', account, address), PAIR_FREE_FAILURES, now);
    if (pair.refusal) return pair.refusal;
    // The account's own address is not held up by failures from elsewhere (nor does it add to them).
    if (pair.known) return null;
    return (await reserve(this.db, throttleKey('account', account, address), ACCOUNT_FREE_FAILURES, now)).refusal;
  }

  /** The password was right: both counters start again, and the address becomes familiar to the account. */
  async succeeded(account: string, address: string): Promise<void> {
    await this.db
      .updateTable(TABLE)
      .set({ Failures: 0, NextAllowedAt: 0, Known: 1 })
      .where('Id', '=', throttleKey('pair', account, address))
      .execute();
    await this.db
      .updateTable(TABLE)
      .set({ Failures: 0, NextAllowedAt: 0 })
      .where('Id', '=', throttleKey('account', account, address))
      .execute();
  }

  private async purgeNowAndThen(now: number): Promise<void> {
    if (now - this.lastPurge < PURGE_INTERVAL_MS) return;
    this.lastPurge = now;
    await this.db
      .deleteFrom(TABLE)
      .where((row) =>
        row.or([
          row.and([row('Known', '=', 0), row('LastAttemptAt', '<', now - FORGET_FAILURES_AFTER_MS)]),
          row('LastAttemptAt', '<', now - KNOWN_ADDRESS_KEPT_MS),
        ]),
      )
      .execute();
  }
}
