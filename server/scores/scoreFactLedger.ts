/**
 * What a change of score facts does to ScoreFactSum (scoreFactTables.ts).
 */
import type { Db } from '../platform/db/types.js';
import { SUM_TABLE, type ScoreFactRow } from './scoreFactTables.js';

export const FACT_COLUMNS = ['Scheme', 'Rid', 'Pid', 'Dept', 'Yr', 'Sk', 'Pts', 'Category', 'Role'] as const;
export type FactRow = Pick<ScoreFactRow, (typeof FACT_COLUMNS)[number]>;
/** Rows per INSERT (9 columns: under SQLite's bound-parameter limit). */
export const ROWS_PER_INSERT = 400;

/**
 * ScoreFactSum is a ledger: a key (person, year, department, category) may have several rows, the sums are what they
 * add up to. A change of facts adds the difference (the old facts taken away, the new added) — so a write costs rows
 * in proportion to the facts it changed, not to everything its people ever scored — and a whole build writes one row
 * per key. Keys whose rows add up to no facts are left out by the reads (`having sum(Cnt) > 0`). Every so many rows
 * added, a scheme's ledger is added up again to one row per key (scoreFactRefresh.ts compactSums): the reads group it,
 * so a ledger left to grow with every write would slow them down.
 */
export class SumLedger {
  private readonly byKey = new Map<string, { row: FactRow; cnt: number; pts: number }>();

  add(row: FactRow, sign: 1 | -1): void {
    const key = JSON.stringify([row.Pid, row.Yr, row.Dept, row.Category]);
    const entry = this.byKey.get(key) ?? { row, cnt: 0, pts: 0 };
    entry.cnt += sign;
    entry.pts += sign * row.Pts;
    this.byKey.set(key, entry);
  }

  /**
   * `betweenInserts`: awaited after each INSERT — a whole build's sums (tens of thousands of keys) written at once held
   * SQLite's event loop for over a second; outside a transaction the build lets other requests run between them.
   */
  /** The rows written. */
  async write(db: Db, code: string, betweenInserts?: () => Promise<void>): Promise<number> {
    const rows = [...this.byKey.values()]
      .filter((e) => e.cnt !== 0 || e.pts !== 0)
      .map(({ row, cnt, pts }) => ({
        Scheme: code,
        Pid: row.Pid,
        Yr: row.Yr,
        Dept: row.Dept,
        Category: row.Category,
        Cnt: cnt,
        Pts: pts,
      }));
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      await db
        .insertInto(SUM_TABLE)
        .values(rows.slice(start, start + ROWS_PER_INSERT))
        .execute();
      await betweenInserts?.();
    }
    return rows.length;
  }
}
