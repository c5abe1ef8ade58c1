/**
 * A list filtered by a range (a date span, a minimum) and ordered by another column, on SQLite (D-PERF-34d). The
 * planner reads a wide range's matches through the range column's index and sorts them all for one page, where
 * walking the order's index and checking each entry's row against the range finds the page after a few dozen rows. A
 * walk's cost depends on where the matches sit in the order (a publish date range and the entry time go together: a
 * span of old papers sits at the far end of the newest-first order), so the walk is taken only where a probe has seen
 * the page in the first rows of the order: each range column's matches counted through its index (a few are sorted),
 * then the first HEAD_ROWS rows of the order checked against the ranges. A walked range is written `+column`, which no
 * index serves, so the planner walks the order (or an equality's index in that order). Pure.
 */
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { moduleTableDefinition } from '../platform/db/schemaSync.js';
import { requireColumn } from './fieldNames.js';
import { deriveListIndexes } from './listIndexes.js';
import type { ListRequest } from './pagePara.js';

/**
 * A range with fewer matches is read through its index and sorted (a few milliseconds); counting up to it through the
 * index is cheap. A range with more is looked for in the first HEAD_ROWS rows of the list's order.
 */
export const FEW_RANGE_ROWS = 2_000;

/**
 * Rows of the list's order (its other conditions applied) the probe checks against the range: a page whose rows are
 * all among them is found walking no more than these, wherever the range's other matches sit in the order.
 */
export const HEAD_ROWS = 2_000;

/** Range columns probed per list at most (each is one count through its index). */
export const MAX_PROBED_RANGES = 3;

const RANGE_COMPARES: ReadonlySet<string> = new Set(['>', '>=', '<', '<=']);

/** `>`, `>=`, `<`, `<=`: a range's bounds. Pure. */
export const isRangeCompare = (compare: string): boolean => RANGE_COMPARES.has(compare);

/**
 * The columns the list bounds by a range (`>`, `>=`, `<`, `<=` with a value) that lead an index (a derived list index
 * or one of the table's own, schemaSync.ts: else the planner has no index to prefer, and a probe would scan the table), other than
 * the sort column (whose range the order's own index serves), when an index walks the list's order; at most
 * MAX_PROBED_RANGES. Pure.
 */
export function rangeColumns(module: CatalogueModule, request: ListRequest, sortColumn: string): string[] {
  const listIndexes = deriveListIndexes(module);
  if (!listIndexes.some((index) => index.columns.join(',') === `${sortColumn},Id`)) return [];
  const leading = new Set([...listIndexes.map((index) => index.columns[0]), ...moduleTableDefinition(module).indexes.map((columns) => columns[0])]);
  const columns = new Set<string>();
  for (const filter of request.filters) {
    const value = filter.Value;
    if (!isRangeCompare(filter.Compare) || value === null || value === undefined || String(value).trim() === '') continue;
    const column = requireColumn(module, filter.Name).name;
    if (column !== sortColumn && leading.has(column)) columns.add(column);
  }
  return [...columns].slice(0, MAX_PROBED_RANGES);
}

/** What a list's probe found: its ranges' matches (each counted up to FEW_RANGE_ROWS, the fewest), and the matches
 * among the first HEAD_ROWS rows of its order. */
export interface RangeProbe {
  fewest: number;
  headMatches: number;
}

/**
 * Whether a page needing `rowsNeeded` rows (offset + size) walks the list's order: the ranges are not few, and the
 * first HEAD_ROWS rows of the order hold the page — so the walk ends within them. Otherwise (a narrow range, a page
 * deeper than the head holds) the range's index and a sort, whose cost is the range's matches. Pure.
 */
export const walksRanges = (probe: RangeProbe, rowsNeeded: number): boolean => probe.fewest >= FEW_RANGE_ROWS && probe.headMatches >= rowsNeeded;
