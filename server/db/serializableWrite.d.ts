/**
 * A write transaction whose checks hold until it commits. SQLite runs one transaction at a time, so a unique check
 * and the insert after it cannot interleave with another request's. PostgreSQL (several instances, many
 * connections) runs them at once: there the transaction is SERIALIZABLE, and when PostgreSQL cancels one of two
 * conflicting transactions (SQLSTATE 40001) it is run again, and then sees the other's row.
 */
import type { Db, DialectName } from './types.js';
export declare function serializableWrite<T>(db: Db, dialect: DialectName, work: (trx: Db) => Promise<T>): Promise<T>;
