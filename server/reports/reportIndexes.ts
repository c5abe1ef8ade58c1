/**
 * The indexes the report descriptors call for (D-PERF-5a: "indexes follow from the descriptors"). A report's query
 * reads one source table: rows meeting its fixed conditions, narrowed by the user's filters, grouped by its
 * dimensions, adding up its measures. One index serves all of it:
 *  - its key: the fixed equality columns (a seek), then the year or date range filter (a range within it), then the
 *    dimensions — each written as the compiler writes it (compile.ts: `nullif(Dept_Id, '')`, the year as
 *    `substr(nullif(StartDate, ''), 1, 4)`), so the range filter seeks on the index and the rows come out already in
 *    group order: no sort of a million rows, the cost that dominates an aggregation (a GROUP BY matches an index in
 *    any order of its terms);
 *  - then the plain columns the query reads (select filters, measured fields, the dimensions' own columns), so the
 *    table itself is not visited: a covering index, as long as it stays cheap (MAX_INDEX_PARTS).
 * Reports with the same key share one index covering all of their columns; a key that starts another report's key
 * joins it. Indexes the module already has are not made again; a table gets at most MAX_REPORT_INDEXES_PER_TABLE,
 * those serving the most reports first, so writes do not pay for an index per report.
 *
 * Pure: which indexes, not how they are made (syncReportIndexes.ts creates them at start). The expression forms
 * here must stay those compile.ts writes; tests/server/reportIndexes.test.ts checks the plans use them.
 */
import { createHash } from 'node:crypto';
import type { ReportFilterKind } from '../../contract/index.js';
import type { DialectName } from '../platform/db/types.js';
import { isNumericField, type ResolvedPath } from './fieldPaths.js';
import { firstStageColumns, groupsBeforeRelations, type PlannedDimension, type ReportPlan } from './plan.js';

/** Parts of one derived index at most: wider ones cost more to write and scan than they save. */
export const MAX_INDEX_PARTS = 10;
/**
 * Derived indexes per table at most: every one costs each insert and update of the table. 4: Problem's reports need
 * four keys (by year, by level, 国家级/省部级 by department, the leader's age or title grouped by leader first), and its
 * records are written by hand, a few a minute at most.
 */
export const MAX_REPORT_INDEXES_PER_TABLE = 4;
/** Derived indexes carry this prefix, so a start can tell them from the module's own and drop those no longer derived. */
export const REPORT_INDEX_PREFIX = 'rx_';
/** PostgreSQL truncates identifiers at 63 bytes; a name must stay unique within that. */
const MAX_NAME_LENGTH = 63;

/**
 * How a part reads its column, as the compiler writes it: `column` bare; `text` an empty text as null
 * (`nullif(c, '')`); `year`, `month`, `day` the first 4, 7, 10 characters of a date (`substr(nullif(c, ''), 1, n)`).
 */
export type IndexPartForm = 'column' | 'text' | 'year' | 'month' | 'day';

export interface IndexPart {
  column: string;
  form: IndexPartForm;
}

export interface ReportIndex {
  table: string;
  parts: IndexPart[];
  /** Codes of the reports it serves (at least one). */
  reports: string[];
}

/** One report's index: `key` in order (seek, range, groups), then `covered` plain columns in any order. */
export interface ReportIndexPlan {
  key: IndexPart[];
  covered: string[];
}

const RANGE_FILTERS: readonly ReportFilterKind[] = ['yearRange', 'dateRange'];
const SELECT_FILTERS: readonly ReportFilterKind[] = ['select', 'multiSelect'];

const column = (name: string): IndexPart => ({ column: name, form: 'column' });
const partKey = (part: IndexPart): string => (part.form === 'column' ? part.column : `${part.form}(${part.column})`);

/** The source-table column a path reads: its own field, or for a path through a relation the relation's column. */
const sourceColumn = (path: ResolvedPath): string => (path.via ? path.via.Name : path.field.Name);

/** compile.ts valueOf: numbers and booleans bare, texts with '' as null. */
const valueForm = (path: ResolvedPath): IndexPartForm => (isNumericField(path.field) || path.field.Type === 'Boolean' ? 'column' : 'text');

/** A dimension as an index part, when the compiler writes it without bound values (not bands, not quarters, not through a relation). */
function dimensionPart({ dimension, path }: PlannedDimension): IndexPart | null {
  if (path.via) return null;
  switch (dimension.Bucket?.Kind ?? 'Value') {
    case 'Value':
      return { column: path.field.Name, form: valueForm(path) };
    case 'Year':
      return { column: path.field.Name, form: 'year' };
    case 'Month':
      return { column: path.field.Name, form: 'month' };
    default:
      return null;
  }
}

/**
 * The first stage's grouping (compile.ts twoStageGrouped) as index parts: the source's own dimensions as the
 * compiler writes them, then the relation and countDistinct columns bare; null when the report is one stage or an
 * own dimension cannot be a part.
 */
function firstStageKey(plan: ReportPlan): IndexPart[] | null {
  if (!groupsBeforeRelations(plan)) return null;
  const own = plan.dimensions.filter((d) => !d.path.via).map(dimensionPart);
  if (!own.every((part) => part !== null)) return null;
  return [...(own as IndexPart[]), ...firstStageColumns(plan).map(column)];
}

/** The fields the report's own module's measures read (a part's measures read another table: D-REPORT-9). */
function ownMeasurePaths(plan: ReportPlan): ResolvedPath[] {
  return plan.measures.flatMap(({ path, source }) => (path && source === 0 ? [path] : []));
}

/**
 * One report's index. Keyword filters are left out: `LIKE '%…%'` cannot seek, and their long texts would make the
 * index as wide as the table.
 */
export function reportIndexPlan(plan: ReportPlan, dialect: DialectName = 'sqlite'): ReportIndexPlan {
  const equality = plan.where.filter(({ condition, path }) => (condition.Operator === '==' || condition.Operator === 'in') && !path.via);
  const filters = [...plan.filters.values()];
  const range = filters.find(({ filter, path }) => RANGE_FILTERS.includes(filter.Kind) && !path.via);
  const key: IndexPart[] = equality.map(({ path }) => column(path.field.Name));
  const rangePart: IndexPart[] = range ? [{ column: range.path.field.Name, form: range.filter.Kind === 'yearRange' ? 'year' : 'day' }] : [];
  const firstStage = firstStageKey(plan);
  if (firstStage) {
    // Two stages (compile.ts), grouped first by these. SQLite groups by sorting unless the index gives the order, so
    // there they come before the range: the rows come out grouped (no sort of 300,000 rows, which costs several times
    // what the range's seek saves) and the range is checked on the index entries. PostgreSQL hashes the ~8,000
    // groups, so there the range seeks first and they follow, covered (and the key joins a range-first one).
    key.push(...(dialect === 'postgres' ? [...rangePart, ...firstStage] : [...firstStage, ...rangePart]));
  } else {
    key.push(...rangePart);
    // Group order only when every dimension can be a part: one that cannot means a sort anyway.
    const dimensionParts = plan.dimensions.map(dimensionPart);
    if (dimensionParts.every((part) => part !== null)) key.push(...(dimensionParts as IndexPart[]));
  }
  const unique = [...new Map(key.map((part) => [partKey(part), part])).values()];
  // What every run reads first (dimensions, measures, conditions, the range), the select filters — read only when
  // set — last: when the cut at MAX_INDEX_PARTS falls, it falls on a filter, and the report as first opened stays covered.
  const covered = [
    ...plan.dimensions.map(({ path }) => sourceColumn(path)),
    ...ownMeasurePaths(plan).map(sourceColumn),
    ...plan.where.map(({ path }) => sourceColumn(path)),
    ...filters.filter(({ filter }) => RANGE_FILTERS.includes(filter.Kind)).map(({ path }) => sourceColumn(path)),
    ...filters.filter(({ filter }) => SELECT_FILTERS.includes(filter.Kind)).map(({ path }) => sourceColumn(path)),
  ];
  return { key: unique, covered: [...new Set(covered)].filter((name) => !unique.some((p) => p.form === 'column' && p.column === name)) };
}

/**
 * The indexes of the modules a report reads through a relation (a project's leader's birthday): their `Id`, then the
 * fields read there, so each row's lookup reads the index alone instead of the index and then the record.
 */
export function relatedIndexPlans(plan: ReportPlan): Array<ReportIndexPlan & { table: string }> {
  const paths = [
    ...plan.dimensions.map((d) => d.path),
    ...ownMeasurePaths(plan),
    ...[...plan.filters.values()].map((f) => f.path),
    ...plan.where.map((w) => w.path),
  ];
  return [...plan.vias.values()].map((via) => ({
    table: String(via.Relate),
    key: [column('Id')],
    covered: [...new Set(paths.filter((p) => p.via?.Name === via.Name).map((p) => p.field.Name))],
  }));
}

/** The index's parts: its key, then the covered columns it does not hold yet, cut at MAX_INDEX_PARTS. */
function partsOf(key: readonly IndexPart[], covered: readonly string[]): IndexPart[] {
  const plain = new Set(key.filter((p) => p.form === 'column').map((p) => p.column));
  return [...key, ...covered.filter((name) => !plain.has(name)).map(column)].slice(0, MAX_INDEX_PARTS);
}

/** `prefix` is the first parts of `parts` (or all of them): an index on `parts` serves every query `prefix` would. */
function startsWith(parts: readonly IndexPart[], prefix: readonly IndexPart[]): boolean {
  return prefix.length <= parts.length && prefix.every((part, i) => partKey(parts[i]) === partKey(part));
}

interface Candidate {
  key: IndexPart[];
  covered: string[];
  reports: string[];
}

/**
 * The indexes to make for `plans`, per source table: deduplicated against `existing` (the table's plain indexes
 * from the catalogue) and each other, at most MAX_REPORT_INDEXES_PER_TABLE per table, in a stable order.
 */
export function deriveReportIndexes(
  plans: readonly ReportPlan[],
  existing: (table: string) => readonly (readonly string[])[],
  dialect: DialectName = 'sqlite',
): ReportIndex[] {
  const byTable = new Map<string, Candidate[]>();
  const add = (table: string, { key, covered }: ReportIndexPlan, code: string) => {
    if (key.length + covered.length === 0) return;
    const candidates = byTable.get(table) ?? [];
    byTable.set(table, candidates);
    const same = candidates.find((c) => c.key.length === key.length && startsWith(c.key, key));
    if (same) {
      same.covered = [...new Set([...same.covered, ...covered])];
      if (!same.reports.includes(code)) same.reports.push(code);
    } else {
      candidates.push({ key, covered, reports: [code] });
    }
  };
  for (const plan of plans) {
    add(plan.source.name, reportIndexPlan(plan, dialect), plan.descriptor.Code);
    for (const related of relatedIndexPlans(plan)) add(related.table, related, plan.descriptor.Code);
  }
  const result: ReportIndex[] = [];
  for (const [table, candidates] of byTable) {
    const kept: Candidate[] = [];
    // Longest keys first, so a key that starts a longer one finds it already kept and joins it.
    for (const candidate of [...candidates].sort((a, b) => b.key.length - a.key.length)) {
      const longer = kept.find((other) => startsWith(other.key, candidate.key));
      if (longer) {
        longer.covered = [...new Set([...longer.covered, ...candidate.covered])];
        longer.reports.push(...candidate.reports);
      } else {
        kept.push({ ...candidate, reports: [...candidate.reports] });
      }
    }
    const own = existing(table).map((columns) => columns.map(column));
    // Most reports served first; ties keep the order of the files (plans come sorted by file name).
    const order = (c: Candidate) => candidates.findIndex((x) => x.reports[0] === c.reports[0]);
    const ranked = kept
      .map((c) => ({ table, parts: partsOf(c.key, c.covered), reports: c.reports, order: order(c) }))
      .filter((index) => !own.some((parts) => startsWith(parts, index.parts)))
      .sort((a, b) => b.reports.length - a.reports.length || a.order - b.order)
      .slice(0, MAX_REPORT_INDEXES_PER_TABLE)
      .map(({ order: _order, ...index }) => index);
    result.push(...ranked);
  }
  return result;
}

/**
 * A name that is the same at every start for the same parts: `rx_{table}_{parts}` (an expression part as
 * `{form}{Column}`), or when that is longer than PostgreSQL keeps, its first part and a digest of the whole, so two
 * long part lists never share a name.
 */
export function reportIndexName(table: string, parts: readonly IndexPart[]): string {
  const full = `${REPORT_INDEX_PREFIX}${table}_${parts.map((p) => (p.form === 'column' ? p.column : `${p.form}${p.column}`)).join('_')}`;
  if (full.length <= MAX_NAME_LENGTH) return full;
  const digest = createHash('sha256').update(full).digest('hex').slice(0, 10);
  return `${full.slice(0, MAX_NAME_LENGTH - digest.length - 1)}_${digest}`;
}
