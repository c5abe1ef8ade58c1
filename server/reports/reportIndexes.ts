/**
 * The indexes the report descriptors call for (issue 14, "indexes follow from the descriptors"). A report's query
 * reads one source table: rows meeting its fixed conditions, narrowed by the user's filters, grouped by its
 * dimensions, adding up its measures. One index per report serves all of it — the fixed equality columns first (a
 * seek), then the date-range filter (a range within it), then the select filters, dimensions and measured columns
 * (checked and read inside the index, so the table itself is not visited: a covering index) — as long as that stays
 * cheap (MAX_INDEX_COLUMNS). Indexes the module already has, or another report's index starting with the same
 * columns, serve as well and are not made again; a table gets at most MAX_REPORT_INDEXES_PER_TABLE, those serving
 * the most reports first, so writes do not pay for an index per report.
 *
 * Pure: which indexes, not how they are made (syncReportIndexes.ts creates them at start).
 */
import { createHash } from 'node:crypto';
import type { ReportFilterKind } from '../../contract/index.js';
import type { ResolvedPath } from './fieldPaths.js';
import type { ReportPlan } from './plan.js';

/** Columns of one derived index at most: wider ones cost more to write and scan than they save. */
export const MAX_INDEX_COLUMNS = 8;
/** Derived indexes per table at most: every one costs each insert and update of the table. */
export const MAX_REPORT_INDEXES_PER_TABLE = 3;
/** Derived indexes carry this prefix, so a start can tell them from the module's own and drop those no longer derived. */
export const REPORT_INDEX_PREFIX = 'rx_';
/** PostgreSQL truncates identifiers at 63 bytes; a name must stay unique within that. */
const MAX_NAME_LENGTH = 63;

export interface ReportIndex {
  table: string;
  columns: string[];
  /** Codes of the reports it serves (at least one). */
  reports: string[];
}

const RANGE_FILTERS: readonly ReportFilterKind[] = ['yearRange', 'dateRange'];
const SELECT_FILTERS: readonly ReportFilterKind[] = ['select', 'multiSelect'];

/** The source-table column a path reads: its own field, or for a path through a relation the relation's column. */
const sourceColumn = (path: ResolvedPath): string => (path.via ? path.via.Name : path.field.Name);

/** The columns one report's query reads: `seek` narrows the index scan, `covered` is read and checked inside it. */
export interface ReportIndexColumns {
  /** The fixed equality columns, then the first date-range filter: after a range, columns no longer narrow a scan. */
  seek: string[];
  /** The select filters, dimensions, measured columns, other conditions and ranges, in that order; none repeated. */
  covered: string[];
}

/**
 * The source-table columns one report's query reads, in the order an index serves it best. Keyword filters are left
 * out: `LIKE '%…%'` cannot seek, and their long texts would make the index as wide as the table.
 */
export function reportIndexColumns(plan: ReportPlan): ReportIndexColumns {
  const equality = plan.where.filter(({ condition, path }) => (condition.Operator === '==' || condition.Operator === 'in') && !path.via);
  const otherConditions = plan.where.filter((w) => !equality.includes(w));
  const filters = [...plan.filters.values()];
  const ranges = filters.filter(({ filter, path }) => RANGE_FILTERS.includes(filter.Kind) && !path.via);
  const selects = filters.filter(({ filter }) => SELECT_FILTERS.includes(filter.Kind));
  const seek = [...new Set([...equality.map(({ path }) => path.field.Name), ...ranges.slice(0, 1).map(({ path }) => path.field.Name)])];
  const covered = [
    ...selects.map(({ path }) => sourceColumn(path)),
    ...plan.dimensions.map(({ path }) => sourceColumn(path)),
    ...plan.measures.flatMap(({ path }) => (path ? [sourceColumn(path)] : [])),
    ...otherConditions.map(({ path }) => sourceColumn(path)),
    ...ranges.slice(1).map(({ path }) => path.field.Name),
  ];
  return { seek, covered: [...new Set(covered)].filter((column) => !seek.includes(column)) };
}

/** `prefix` is the first columns of `columns` (or all of them): an index on `columns` serves every query `prefix` would. */
function startsWith(columns: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length <= columns.length && prefix.every((column, i) => columns[i] === column);
}

/**
 * The indexes to make for `plans`, per source table: deduplicated against `existing` (the table's indexes from the
 * catalogue) and each other, at most MAX_REPORT_INDEXES_PER_TABLE per table, in a stable order.
 */
export function deriveReportIndexes(plans: readonly ReportPlan[], existing: (table: string) => readonly (readonly string[])[]): ReportIndex[] {
  // Reports with the same seek columns share one index whose covered columns are all of theirs: after the seek
  // columns the order no longer matters, so one index serves them all (up to MAX_INDEX_COLUMNS).
  const byTable = new Map<string, Array<ReportIndex & { seek: number }>>();
  for (const plan of plans) {
    const table = plan.source.name;
    const { seek, covered } = reportIndexColumns(plan);
    if (seek.length + covered.length === 0) continue;
    const candidates = byTable.get(table) ?? [];
    byTable.set(table, candidates);
    const fits = (c: ReportIndex & { seek: number }) => c.seek === seek.length && startsWith(c.columns, seek)
      && new Set([...c.columns, ...covered]).size <= MAX_INDEX_COLUMNS;
    const shared = candidates.find(fits);
    if (shared) {
      shared.columns = [...new Set([...shared.columns, ...covered])];
      shared.reports.push(plan.descriptor.Code);
    } else {
      candidates.push({ table, columns: [...seek, ...covered].slice(0, MAX_INDEX_COLUMNS), reports: [plan.descriptor.Code], seek: seek.length });
    }
  }
  const result: ReportIndex[] = [];
  for (const [table, candidates] of byTable) {
    const own = existing(table);
    const kept: ReportIndex[] = [];
    for (const candidate of candidates) {
      if (own.some((index) => startsWith(index, candidate.columns))) continue;
      // The longest index starting with these columns takes this one's reports (so does the longest of a chain).
      const longer = candidates
        .filter((other) => other.columns.length > candidate.columns.length && startsWith(other.columns, candidate.columns))
        .sort((a, b) => b.columns.length - a.columns.length)[0];
      if (longer) {
        longer.reports.push(...candidate.reports);
        continue;
      }
      kept.push({ table, columns: candidate.columns, reports: candidate.reports });
    }
    // Most reports served first; ties keep the order of the files (plans come sorted by file name).
    const ranked = kept.map((index, order) => ({ index, order }))
      .sort((a, b) => b.index.reports.length - a.index.reports.length || a.order - b.order)
      .slice(0, MAX_REPORT_INDEXES_PER_TABLE)
      .map(({ index }) => index);
    result.push(...ranked);
  }
  return result;
}

/**
 * A name that is the same at every start for the same columns: `rx_{table}_{columns}`, or when that is longer than
 * PostgreSQL keeps, its first part and a digest of the whole, so two long column lists never share a name.
 */
export function reportIndexName(table: string, columns: readonly string[]): string {
  const full = `${REPORT_INDEX_PREFIX}${table}_${columns.join('_')}`;
  if (full.length <= MAX_NAME_LENGTH) return full;
  const digest = createHash('sha256').update(full).digest('hex').slice(0, 10);
  return `${full.slice(0, MAX_NAME_LENGTH - digest.length - 1)}_${digest}`;
}
