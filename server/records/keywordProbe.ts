/**
 * The keyword's first pages on SQLite (D-PERF-16e). Through the FTS index a list reads all the keyword's matches and
 * sorts them: cheap for a rare word, but the cost grows with the matches, and a common word's matches are a large
 * share of the table — where the plain LIKE, walking the list's order, meets ten matches in a few dozen rows. So a
 * shallow page in an order a list index walks chooses (keywordWay) between sorting the matches, walking the index
 * checking each entry against them, and for a common keyword first looking at the first PROBE_ROWS rows of the order
 * with the LIKE (their matches are the first matches of the whole list, in order). Worth it only when an index walks
 * that order (syncListIndexes.ts): otherwise the first rows are found by sorting every row, so this decides from the
 * list indexes the module derives. Pure.
 */
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { requireColumn } from './fieldNames.js';
import { deriveListIndexes } from './listIndexes.js';
import type { ListRequest } from './pagePara.js';
import type { RecordScope } from './recordScope.js';

/**
 * Rows of the list's order looked at: a few milliseconds, lost when the page is not among them. A keyword in one row
 * of a few hundred fills a page of ten here, cheaper than reading its matches through FTS; a rarer one is read through
 * FTS, where a LIKE over every row would grow with the table.
 */
export const PROBE_ROWS = 5_000;

/** A keyword the index offers at least this many rows for is common: counting stops here, so counting stays cheap. */
export const COMMON_KEYWORD_ROWS = 10_000;

/**
 * Walking the list index costs about this many entries per match the index offers, as sorting the matches does
 * (sorting reads each match's row, checks its LIKE and sorts; walking only steps through the index).
 */
export const WALK_ENTRIES_PER_MATCH = 16;

/**
 * How a shallow keyword page is read, from how many rows the keyword index offers (`candidates`, counted up to
 * COMMON_KEYWORD_ROWS), the table's size and the rows the page needs (offset + size). Pure.
 * - `probe`: a common keyword: the first PROBE_ROWS rows of the order, the LIKE over them (its page comes within a
 *   few dozen rows); then `walk` when they do not hold the page.
 * - `walk`: the list index in order, each entry checked against the index's matches: about rows × size ÷
 *   candidates entries.
 * - `sort`: the matches read through the keyword index and sorted (its cost grows with the matches).
 */
export function keywordWay(candidates: number, tableRows: number, rowsNeeded: number): 'probe' | 'walk' | 'sort' {
  if (candidates >= COMMON_KEYWORD_ROWS) return 'probe';
  if (candidates === 0) return 'sort';
  const walked = (rowsNeeded * Math.max(tableRows, candidates)) / candidates;
  return walked <= candidates * WALK_ENTRIES_PER_MATCH ? 'walk' : 'sort';
}

const OWNER_COLUMN = 'Create_User_Id';

/** The equality columns of the list's conditions, or null when a condition is not a plain equality. */
function equalityColumns(module: CatalogueModule, request: ListRequest, scope: RecordScope): string[] | null {
  // A department scope or an approver's tasks make an OR: not a plain equality an index walks.
  if (scope.read !== null || (scope.ownerId !== null && (scope.departments || scope.tasks))) return null;
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
