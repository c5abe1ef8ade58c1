/**
 * A write transaction whose checks hold until it commits. SQLite runs one transaction at a time, so a unique check
 * and the insert after it cannot interleave with another request's. PostgreSQL (several instances, many
 * connections) runs them at once: there the transaction is SERIALIZABLE, and when PostgreSQL cancels one of two
 * conflicting transactions (SQLSTATE 40001) it is run again, and then sees the other's row.
 */
import type { Db, DialectName } from './types.js';

const SERIALIZATION_FAILURE = '40001';
const MAX_ATTEMPTS = 5;

function isSerializationFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === SERIALIZATION_FAILURE;
}

export async function serializableWrite<T>(db: Db, dialect: DialectName, work: (trx: Db) => Promise<T>): Promise<T> {
  if (dialect !== 'postgres') return db.transaction().execute(work);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().setIsolationLevel('serializable').execute(work);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isSerializationFailure(error)) throw error;
    }
  }
}
