/**
 * A report's cube: the source rows meeting its fixed conditions, pre-aggregated by every other column the
 * report reads — dimensions, filters, countDistinct fields, each relation a path goes through — holding per
 * combination the row count and, for each summed or averaged field, the sum and the count of its values. The compiler then reads the cube
 * in place of the table (compile.ts `cube`): the same conditions, filters and groupings over a few thousand rows
 * instead of a million, counts summed, sums summed, an average the summed sum over the summed count of values.
 *
 * A date column only read as a year (a Year dimension, a year range filter) is kept as its year, as a month when a
 * dimension reads its month or quarter, as its day for a date range or an age: the compiler's substrings of the kept
 * form are those of the full date, so its expressions stay as they are. Any other use keeps the column whole.
 *
 * Pure: which reports have a cube and its columns. reportCubeSql.ts writes its table, triggers and rebuild.
 */
import { createHash } from 'node:crypto';
import type { ReportAggregate, ReportCondition, ReportFilterKind } from '../../contract/index.js';
import type { FilterValue } from './filterValues.js';
import type { ReportScope } from './compile.js';
import { isNumericField, type ResolvedPath } from './fieldPaths.js';
import { groupsBeforeRelations, type ReportPlan } from './plan.js';

/** How a key column keeps its source column: whole, or the first 4, 7 or 10 characters of a non-empty date. */
export type CubeKeyForm = 'column' | 'year' | 'month' | 'day';

export interface CubeKey {
  column: string;
  form: CubeKeyForm;
}

/** A field whose values the report adds up: its sum and the count of its values. */
export interface CubeValue {
  field: string;
  /** Numbers bare; a text field's '' counts as no value (compile.ts valueOf). */
  text: boolean;
  sum: string;
  count: string;
}

export interface ReportCubeSpec {
  code: string;
  /** `rc_…`, with a digest of the definition: a changed descriptor gets a new cube. */
  table: string;
  source: string;
  keys: CubeKey[];
  values: CubeValue[];
  /** The report's fixed conditions: only rows meeting them are counted (the compiler does not apply them again). */
  where: Array<{ condition: ReportCondition; path: ResolvedPath }>;
  /** The filters the cube can answer; a request setting another (a keyword) reads the table. */
  filterKeys: ReadonlySet<string>;
  /**
   * With a countDistinct measure: each row carries the revision of its last change (CUBE_VERSION), so the server's
   * copy in memory (cubeMirror.ts) reads only what changed since it last looked.
   */
  versioned: boolean;
}

export const CUBE_PREFIX = 'rc_';
export const CUBE_COUNT = '__n';
/** SQLite only: the key columns as one text, unique (its unique indexes hold nulls apart; PostgreSQL's need not). */
export const CUBE_KEY = '__k';
/** A versioned cube's column: the revision (ReportCubeRevision) of the write that last changed the row; 0 when filled. */
export const CUBE_VERSION = '__v';
/** PostgreSQL keeps 63 bytes of a name; the triggers add `_i`, `_u`, `_d`. */
const MAX_NAME_LENGTH = 60;
const CUBE_AGGREGATES: readonly ReportAggregate[] = ['count', 'sum', 'avg', 'countDistinct'];
/** The finer form wins: a day holds its month, a month its year; anything else needs the whole column. */
const FORM_RANK: Record<CubeKeyForm, number> = { year: 0, month: 1, day: 2, column: 3 };

const sourceColumn = (path: ResolvedPath): string => (path.via ? path.via.Name : path.field.Name);

function formOfFilter(kind: ReportFilterKind): CubeKeyForm {
  return kind === 'yearRange' ? 'year' : kind === 'dateRange' ? 'day' : 'column';
}

/**
 * The cube of a report, or null when none answers it exactly: parts, min or max, a measure or a fixed condition
 * through a relation (its value could change with the related record, which the triggers do not watch).
 */
export function reportCubeSpec(plan: ReportPlan): ReportCubeSpec | null {
  if (plan.sources.length !== 1) return null;
  if (plan.where.some(({ path }) => path.via)) return null;
  if (!plan.measures.every(({ measure }) => CUBE_AGGREGATES.includes(measure.Aggregate))) return null;
  if (plan.measures.some(({ measure, path }) => measure.Aggregate !== 'countDistinct' && path?.via)) return null;
  const forms = new Map<string, CubeKeyForm>();
  const use = (column: string, form: CubeKeyForm) => {
    const before = forms.get(column);
    if (before === undefined || FORM_RANK[form] > FORM_RANK[before]) forms.set(column, form);
  };
  for (const { dimension, path } of plan.dimensions) {
    if (path.via) {
      use(path.via.Name, 'column');
      continue;
    }
    const kind = dimension.Bucket?.Kind ?? 'Value';
    use(path.field.Name, kind === 'Year' ? 'year' : kind === 'Month' || kind === 'Quarter' ? 'month' : kind === 'AgeBands' ? 'day' : 'column');
  }
  const filterKeys = new Set<string>();
  for (const [key, { filter, path }] of plan.filters) {
    if (filter.Kind === 'keyword') continue;
    filterKeys.add(key);
    use(sourceColumn(path), path.via ? 'column' : formOfFilter(filter.Kind));
  }
  // Two stages group by the relation columns first (plan.ts): they are keys anyway, as relation dimensions are.
  if (groupsBeforeRelations(plan)) for (const d of plan.dimensions) if (d.path.via) use(d.path.via.Name, 'column');
  const values = new Map<string, CubeValue>();
  plan.measures.forEach(({ measure, path }) => {
    if (!path) return;
    if (measure.Aggregate === 'countDistinct') {
      use(sourceColumn(path), 'column');
      return;
    }
    const field = path.field.Name;
    if (!values.has(field)) {
      const i = values.size;
      values.set(field, {
        field,
        text: path.field.Type !== 'Decimal' && path.field.Type !== 'Int32' && path.field.Type !== 'Boolean',
        sum: `__s${i}`,
        count: `__c${i}`,
      });
    }
  });
  const keys = [...forms].map(([column, form]) => ({ column, form })).sort((a, b) => (a.column < b.column ? -1 : a.column > b.column ? 1 : 0));
  const where = plan.where.map(({ condition }) => condition);
  const versioned = mirrorAnswersShape(plan);
  const definition = JSON.stringify({ source: plan.source.name, keys, values: [...values.values()], where, ...(versioned ? { versioned } : {}) });
  const digest = createHash('sha256').update(definition).digest('hex').slice(0, 10);
  const code = plan.descriptor.Code.replace(/[^A-Za-z0-9]/g, '_');
  const table = `${CUBE_PREFIX}${code.slice(0, MAX_NAME_LENGTH - CUBE_PREFIX.length - digest.length - 1)}_${digest}`;
  return { code: plan.descriptor.Code, table, source: plan.source.name, keys, values: [...values.values()], where: plan.where, filterKeys, versioned };
}

/**
 * Whether the server's copy of the cube in memory answers the report (cubeMirror.ts, D-PERF-5c): one with a distinct
 * count, whose cube has nearly a row per source row when a key of many values (a first author, a project leader)
 * meets several filters, so neither the cube nor the table answers it within its budget in SQL, where a pass over the
 * copy takes milliseconds. One module; measures on its own columns; dimensions of any bucket and filters, on its own
 * columns or through a relation (the related records are looked up per request, as the SQL joins them), but no
 * dimension of a bare number or yes/no (their order and type are the database's); no derived measures. Keyword
 * filters read the table.
 */
function mirrorAnswersShape(plan: ReportPlan): boolean {
  if (plan.sources.length !== 1 || plan.derived.length > 0) return false;
  if (!plan.measures.some(({ measure }) => measure.Aggregate === 'countDistinct')) return false;
  if (plan.measures.some(({ path }) => path?.via)) return false;
  const plainText = (path: ResolvedPath) => !isNumericField(path.field) && path.field.Type !== 'Boolean';
  return !plan.dimensions.some(({ dimension, path }) => (dimension.Bucket?.Kind ?? 'Value') === 'Value' && !plainText(path));
}

/** Whether this request can read the cube: no row scope (the cube holds every row) and only filters it keeps. */
export function cubeAnswers(spec: ReportCubeSpec, filters: ReadonlyMap<string, FilterValue>, scope: ReportScope): boolean {
  if (scope.ownerId !== null || scope.read !== null) return false;
  return [...filters.keys()].every((key) => spec.filterKeys.has(key));
}

/** The cube's columns for a measured field (compile.ts). */
export function cubeValue(spec: ReportCubeSpec, field: string): CubeValue {
  const value = spec.values.find((v) => v.field === field);
  if (!value) throw new Error(`报表 ${spec.code} 的汇总表没有 ${field}`);
  return value;
}
