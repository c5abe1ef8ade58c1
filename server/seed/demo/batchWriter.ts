/**
 * Writes generated rows fast and dialect-neutrally: multi-row INSERTs through Kysely, as many rows per statement
 * as the bind-variable limit allows, inside transactions of a few thousand rows (one commit per batch, not per row).
 */
import type { Db, Row } from '../../platform/db/types.js';

/** Below SQLite's 32766 bind variables (and PostgreSQL's 65535). */
export const BIND_VARIABLE_BUDGET = 30000;
export const ROWS_PER_TRANSACTION = 5000;

export function rowsPerStatement(columnCount: number): number {
  return Math.max(1, Math.floor(BIND_VARIABLE_BUDGET / Math.max(1, columnCount)));
}

/** Inserts up to `count` rows drawn from nextRow (null = no more); returns how many were written. */
export async function writeRows(db: Db, table: string, columnCount: number, count: number, nextRow: () => Row | null): Promise<number> {
  const perStatement = rowsPerStatement(columnCount);
  let written = 0;
  let exhausted = false;
  while (written < count && !exhausted) {
    const transactionRows = Math.min(ROWS_PER_TRANSACTION, count - written);
    await db.transaction().execute(async (trx) => {
      let inTransaction = 0;
      while (inTransaction < transactionRows && !exhausted) {
        const batch: Row[] = [];
        const size = Math.min(perStatement, transactionRows - inTransaction);
        while (batch.length < size) {
          const row = nextRow();
          if (row === null) {
            exhausted = true;
            break;
          }
          batch.push(row);
        }
        if (batch.length > 0) await trx.insertInto(table).values(batch).execute();
        inTransaction += batch.length;
      }
      written += inTransaction;
    });
  }
  return written;
}
