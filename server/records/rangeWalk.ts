/**
 * A list filtered by a range (a date span, a minimum) or by a common value (a flow status, an inclusion type), and
 * ordered by another column, on SQLite (D-PERF-34d). The planner reads such a filter's matches through an index
 * leading with its column (a list index, or a report's whose leading columns it skips over) and sorts them all for
 * one page, where walking the order's index and checking each entry's row finds the page after a few dozen rows. A
 * walk's cost depends on where the matches sit in the order (a publish date range and the entry time go together: a
 * span of old papers sits at the far end of the newest-first order), so the walk is taken only where a probe has seen
 * the page in the first rows of the order: a range's matches counted through its index first (a few are sorted),
 * then the first HEAD_ROWS rows of the table in the order checked against all the list's conditions. A walked filter
 * is written `+column`, which no index serves, so the planner walks the order (or an equality's list index in that
 * order). Pure: the probe's statements are in listQuery.ts (walkedColumnsOf).
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
 * The first rows of the table in the list's order, checked against all its conditions: a page whose rows are all
 * among them is found walking no more than these, wherever the other matches sit in the order.
 */
export const HEAD_ROWS = 2_000;

/** Range columns counted per list at most (each is one count through its index). */
export const MAX_PROBED_RANGES = 3;

const RANGE_COMPARES: ReadonlySet<string> = new Set(['>', '>=', '<', '<=']);
const EQUALITY_COMPARES: ReadonlySet<string> = new Set(['==', 'in']);

/** `>`, `>=`, `<`, `<=`: a range's bounds. Pure. */
export const isRangeCompare = (compare: string): boolean => RANGE_COMPARES.has(compare);

/** The filters a walk may test instead of their index: a range's bounds, `==` and `in`. Pure. */
export const isWalkableCompare = (compare: string): boolean => RANGE_COMPARES.has(compare) || EQUALITY_COMPARES.has(compare);

/** The columns a list's page may walk its order past (walkCandidates). */
export interface WalkCandidates {
  /** Bounded by a range and leading an index: counted through it first. */
  ranges: string[];
  /** Compared by `==` or `in`, and no list index serves them in this order. */
  equalities: string[];
}

/** A module's list index keys (columns joined by commas) and the columns leading any of its indexes, derived once. */
const moduleIndexes = new WeakMap<CatalogueModule, { keys: ReadonlySet<string>; leading: ReadonlySet<string> }>();

function indexesOf(module: CatalogueModule): { keys: ReadonlySet<string>; leading: ReadonlySet<string> } {
  let indexes = moduleIndexes.get(module);
  if (!indexes) {
    const listIndexes = deriveListIndexes(module);
    indexes = {
      keys: new Set(listIndexes.map((index) => index.columns.join(','))),
      leading: new Set([...listIndexes.map((index) => index.columns[0]), ...moduleTableDefinition(module).indexes.map((columns) => columns[0])]),
    };
    moduleIndexes.set(module, indexes);
  }
  return indexes;
}

/**
 * When a list index walks the list's order, the columns the list filters by that a walk may test instead: those it
 * bounds by a range (with a value) that lead an index (a derived list index or one of the table's own, schemaSync.ts:
 * else the planner has no index to prefer, and counting would scan the table), at most MAX_PROBED_RANGES; and those
 * it compares by `==` or `in` (with a value) for which no list index (column, sort, Id) gives the order. Never the
 * sort column (its own index serves its range). Pure.
 */
export function walkCandidates(module: CatalogueModule, request: ListRequest, sortColumn: string): WalkCandidates {
  const none = { ranges: [], equalities: [] };
  if (!request.filters.some((filter) => isWalkableCompare(filter.Compare))) return none;
  const { keys, leading } = indexesOf(module);
  if (!keys.has(`${sortColumn},Id`)) return none;
  const ranges = new Set<string>();
  const equalities = new Set<string>();
  for (const filter of request.filters) {
    const value = filter.Value;
    if (!isWalkableCompare(filter.Compare) || value === null || value === undefined || String(value).trim() === '') continue;
    const column = requireColumn(module, filter.Name).name;
    if (column === sortColumn || column === 'Id') continue;
    if (isRangeCompare(filter.Compare)) {
      if (leading.has(column)) ranges.add(column);
    } else if (!keys.has(`${column},${sortColumn},Id`)) equalities.add(column);
  }
  return { ranges: [...ranges].slice(0, MAX_PROBED_RANGES), equalities: [...equalities] };
}

/**
 * What a list's probe found: the fewest matches of its ranges (each counted up to FEW_RANGE_ROWS; FEW_RANGE_ROWS
 * without ranges), and its matches among the first HEAD_ROWS rows of its order.
 */
export interface WalkProbe {
  fewest: number;
  headMatches: number;
}

/**
 * Whether a page needing `rowsNeeded` rows (offset + size) walks the list's order: no range is few, and the first
 * HEAD_ROWS rows of the order hold the page — so the walk ends within them. Otherwise (a narrow range, a rare value,
 * a page deeper than the head holds) the planner's own way, usually the filter's index and a sort. Pure.
 */
export const walksOrder = (probe: WalkProbe, rowsNeeded: number): boolean => probe.fewest >= FEW_RANGE_ROWS && probe.headMatches >= rowsNeeded;
