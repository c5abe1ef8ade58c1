/**
 * A write transaction whose checks hold until it commits (D-SCALE-7). SQLite runs one transaction at a time, so a unique check
 * and the insert after it cannot interleave with another request's. PostgreSQL (several instances, many
 * connections) runs them at once: there the transaction is SERIALIZABLE, and when PostgreSQL cancels one of two
 * conflicting transactions (SQLSTATE 40001, or 40P01 for a deadlock) it is run again, and then sees the other's row.
 *
 * Retries wait a random time up to a bound that doubles with each attempt ("full jitter"): writers that collided
 * once do not collide again in lockstep, which with a fixed or no wait they did (16 writers → a quarter of them
 * failed after 5 immediate retries). A conflict that outlasts the retry budget is answered 409 with a message to try
 * again, never 500: nothing was written and the caller's input is intact.
 */
import { conflict } from '../http/httpError.js';
import type { Db, DialectName } from './types.js';

const RETRYABLE_CODES = new Set(['40001', '40P01']);

export const WRITE_CONFLICT_MESSAGE = '数据正忙,请稍后重试';

export interface RetryPolicy {
  maxAttempts: number;
  /** The first retry waits up to this long; each further one up to twice as long as the one before. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** No new attempt starts after this long since the first. */
  budgetMs: number;
}

export const WRITE_RETRY_POLICY: RetryPolicy = { maxAttempts: 30, baseDelayMs: 5, maxDelayMs: 250, budgetMs: 10_000 };

function isRetryable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && RETRYABLE_CODES.has(String((error as { code?: unknown }).code));
}

/** A random wait in [0, min(maxDelay, base·2^(attempt−1))). */
export function retryDelayMs(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const bound = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(random() * bound);
}

export async function serializableWrite<T>(db: Db, dialect: DialectName, work: (trx: Db) => Promise<T>, policy: RetryPolicy = WRITE_RETRY_POLICY): Promise<T> {
  if (dialect !== 'postgres') return db.transaction().execute(work);
  const started = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().setIsolationLevel('serializable').execute(work);
    } catch (error) {
      if (!isRetryable(error)) throw error;
      const delay = retryDelayMs(attempt, policy);
      if (attempt >= policy.maxAttempts || Date.now() - started + delay > policy.budgetMs) throw conflict(WRITE_CONFLICT_MESSAGE);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * Work of its own transactions, or DDL, that PostgreSQL may cancel as a deadlock with another's (a background build
 * reading the tables while a new one's write triggers are installed): run again the same way, 409 past the budget.
 * The work must be safe to run twice.
 */
export async function retryingConflicts<T>(dialect: DialectName, work: () => Promise<T>, policy: RetryPolicy = WRITE_RETRY_POLICY): Promise<T> {
  if (dialect !== 'postgres') return work();
  const started = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isRetryable(error)) throw error;
      const delay = retryDelayMs(attempt, policy);
      if (attempt >= policy.maxAttempts || Date.now() - started + delay > policy.budgetMs) throw conflict(WRITE_CONFLICT_MESSAGE);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
