/**
 * The keyword's first pages on SQLite (D-PERF-16e). Through the FTS index a list reads all the keyword's matches and
 * sorts them: a few milliseconds for a rare word, 0.2–1.4 s at 1,000,000 rows for one in every fifth row — where the
 * plain LIKE, walking the list's order, meets ten matches in fifty rows. So a shallow page first looks at the first
 * PROBE_ROWS rows of the list's order (the other conditions applied, the keyword's LIKE over them): when they hold the
 * whole page, that is the page — their matches are the first matches of the whole list, in order — else the page
 * is read through the index. Tried only for a keyword common enough (PROBE_MIN_CANDIDATES). Worth it only when an index walks that order (syncListIndexes.ts): otherwise the first
 * rows are found by sorting every row, so this decides from the list indexes the module derives. Pure.
 */
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { requireColumn } from './fieldNames.js';
import { deriveListIndexes } from './listIndexes.js';
import type { ListRequest } from './pagePara.js';
import type { RecordScope } from './recordScope.js';

/**
 * Rows of the list's order looked at: ~2–3 ms at 1,000,000 rows, lost when the page is not among them. A keyword in
 * one row of 500 fills a page of ten here (through FTS, its ~2,000 matches took ~11 ms); a rarer one is read through
 * FTS (a keyword in one row of 100,000: ~3 ms, where LIKE over every row took ~1.4 s).
 */
export const PROBE_ROWS = 5_000;

/**
 * The probe is tried only for a keyword the index offers at least this many rows for (counted in ~0.1 ms): fewer are
 * quicker to sort through the index (26 matches: ~0.2 ms) than the probe is to walk (~5 ms for 5,000 rows), and they
 * are seldom dense enough to fill a page within the first PROBE_ROWS rows.
 */
export const PROBE_MIN_CANDIDATES = 2_000;
const OWNER_COLUMN = 'Create_User_Id';

/** The equality columns of the list's conditions, or null when a condition is not a plain equality. */
function equalityColumns(module: CatalogueModule, request: ListRequest, scope: RecordScope): string[] | null {
  if (scope.read !== null) return null;
  const columns = new Set<string>();
  for (const filter of request.filters) {
    const value = filter.Value;
    if (filter.Compare !== '==' || value === null || value === undefined || String(value).trim() === '') return null;
    columns.add(requireColumn(module, filter.Name).name);
  }
  if (scope.ownerId !== null) columns.add(OWNER_COLUMN);
  return [...columns];
}

/** Whether a page at `offset` in `sortColumn`'s order is worth probing (the order walked by a list index). */
export function probesFirstRows(module: CatalogueModule, request: ListRequest, scope: RecordScope, sortColumn: string, offset: number): boolean {
  // Deeper pages are filled from these rows only by a common keyword.
  if (offset + request.pageSize > PROBE_ROWS / 10) return false;
  const equalities = equalityColumns(module, request, scope);
  if (equalities === null || equalities.length > 1) return false;
  const key = [...equalities, sortColumn, 'Id'].join(',');
  return deriveListIndexes(module).some((index) => index.columns.join(',') === key);
}
