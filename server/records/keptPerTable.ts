/**
 * A value read from the database per handle and table, kept for a while whatever is written meanwhile (statistics
 * that move slowly: PostgreSQL's row estimate, the CJK index's bigram shares). Concurrent asks share one read; a
 * failed read is not kept, so the next ask reads again.
 */
import type { Db } from '../platform/db/types.js';

export type KeptPerTable<T> = (db: Db, table: string, read: () => Promise<T>) => Promise<T>;

export function keptPerTable<T>(keptMs: number): KeptPerTable<T> {
  const kept = new WeakMap<Db, Map<string, { at: number; value: Promise<T> }>>();
  return (db, table, read) => {
    let tables = kept.get(db);
    if (!tables) kept.set(db, (tables = new Map()));
    const entry = tables.get(table);
    if (entry && Date.now() - entry.at < keptMs) return entry.value;
    const value = read();
    tables.set(table, { at: Date.now(), value });
    value.catch(() => {
      if (tables.get(table)?.value === value) tables.delete(table);
    });
    return value;
  };
}
