/**
 * SQLite: which instance builds a scheme's facts whole. Instances sharing one SQLite file each ran the whole build of a
 * scheme at once — each deleting what the other had written, the one done first marking the scheme built over facts the
 * other had deleted. A build now holds a lease, kept in the scheme's state row (its Hash, which reads as not built
 * meanwhile): taken only when no live one is there, renewed as the build goes, lost when another took it after it ran
 * out (a build stalled past LEASE_MS), given back at a close. A crash leaves it to run out. PostgreSQL builds in one
 * transaction holding the state row's lock instead (scoreFactRefresh.ts).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../platform/db/types.js';
import { STATE_TABLE } from './scoreFactTables.js';

/** How long a lease holds without being renewed. */
export const LEASE_MS = 60_000;
/** A lease is renewed when this much of it has gone. */
const RENEW_AFTER_MS = LEASE_MS / 6;
const PREFIX = 'building:';

export const leaseToken = (now: number): string => `${PREFIX}${now + LEASE_MS}:${randomUUID()}`;

/** Whether a state row's Hash is a lease that has not run out. */
export function isLiveLease(hash: string, now: number): boolean {
  if (!hash.startsWith(PREFIX)) return false;
  const until = Number(hash.slice(PREFIX.length).split(':')[0]);
  return Number.isFinite(until) && until > now;
}

export class BuildLease {
  private renewedAt = Date.now();

  private constructor(
    private readonly db: Db,
    private readonly code: string,
    private token: string,
  ) {}

  /** The scheme marked unbuilt under a new lease; null when another instance's lease is live. */
  static async take(db: Db, code: string): Promise<BuildLease | null> {
    return db.transaction().execute(async (trx) => {
      // The write lock first: a read-then-write transaction fails if another connection wrote meanwhile.
      await trx.updateTable(STATE_TABLE).set({ Built: sql`"Built"` }).where('Scheme', '=', code).execute();
      const state = await trx.selectFrom(STATE_TABLE).select('Hash').where('Scheme', '=', code).executeTakeFirst();
      const now = Date.now();
      if (state && isLiveLease(state.Hash, now)) return null;
      const token = leaseToken(now);
      await trx.updateTable(STATE_TABLE).set({ Built: 0, Hash: token }).where('Scheme', '=', code).execute();
      return new BuildLease(db, code, token);
    });
  }

  /** Renewed when due; false when it is not this build's any more (stop: another instance builds). */
  async keep(): Promise<boolean> {
    const now = Date.now();
    if (now - this.renewedAt < RENEW_AFTER_MS) return true;
    const next = leaseToken(now);
    const [result] = await this.db.updateTable(STATE_TABLE).set({ Hash: next }).where('Scheme', '=', this.code).where('Hash', '=', this.token).execute();
    if (Number(result.numUpdatedRows) === 0) return false;
    this.token = next;
    this.renewedAt = now;
    return true;
  }

  /** The scheme marked built for `hash`, if the lease is still this build's. */
  async finish(hash: string): Promise<boolean> {
    const [result] = await this.db
      .updateTable(STATE_TABLE)
      .set({ Built: 1, Hash: hash })
      .where('Scheme', '=', this.code)
      .where('Hash', '=', this.token)
      .execute();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Given back (a close halfway): the next start, or another instance, builds at once. */
  async release(): Promise<void> {
    await this.db.updateTable(STATE_TABLE).set({ Hash: '' }).where('Scheme', '=', this.code).where('Hash', '=', this.token).execute();
  }
}
