/**
 * Statistics for indexes just made on a table that has rows. Without them SQLite's planner takes an equality on an
 * index's first column to match a handful of rows: a report index led by 流程状态 (four values over a million rows)
 * was chosen over the owner's index for a person's list, seconds a page. PostgreSQL gathers what an expression index
 * needs with its table's statistics.
 */
import { sql } from 'kysely';
import type { Db, DialectName } from './types.js';

export async function analyzeNewIndexes(db: Db, dialect: DialectName, made: ReadonlyArray<{ name: string; table: string }>): Promise<void> {
  if (made.length === 0) return;
  if (dialect === 'sqlite') {
    for (const { name } of made) await sql`analyze ${sql.id(name)}`.execute(db);
    return;
  }
  for (const table of new Set(made.map((index) => index.table))) await sql`analyze ${sql.table(table)}`.execute(db);
}
