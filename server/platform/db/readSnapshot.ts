/**
 * Reads that must agree with one another: several statements that together describe one moment, e.g. a record, its
 * approval instance and the instance's open items. Read one after the other outside a transaction, a write committed
 * between two of them gives a state that never existed (the instance still 审核中, the record already 已通过), and the
 * answer computed from it is wrong in a way that depends on timing.
 *
 * PostgreSQL: a READ ONLY transaction at REPEATABLE READ sees one snapshot and takes no locks (it cannot fail with a
 * serialization error, having written nothing). SQLite: a transaction on the server's connection; nothing else runs
 * on that connection until it ends, and the reads are a few indexed lookups.
 */
import type { Db, DialectName } from './types.js';

export async function readSnapshot<T>(db: Db, dialect: DialectName, work: (snapshot: Db) => Promise<T>): Promise<T> {
  if (dialect === 'postgres') return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(work);
  return db.transaction().execute(work);
}
