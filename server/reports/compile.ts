/**
 * A report plan + the user's filter values + the caller's scope → one aggregate SQL query (and, when the totals cannot
 * be added up from the rows, one more without grouping). Identifiers come only from the plan (checked against the
 * catalogue at start); every value — filter values, condition values, band bounds, age cut-off dates, the numbers of a
 * derived measure — is a bound parameter. The same text runs on SQLite and PostgreSQL: dates are stored as
 * 'YYYY-MM-DD[ HH:mm:ss]' text on both, so years, months and quarters are substrings, and ages compare birthdays with
 * cut-off dates computed here.
 *
 * Shape: `select * from (select <dims>, <labels>, <measures> from t left join … where … group by 1, 2, …) g
 * order by … limit n`. Grouping by position and ordering in the outer query keep bound parameters out of GROUP BY
 * and ORDER BY, which PostgreSQL would otherwise see as expressions different from the selected ones.
 *
 * With Parts, the grouped select reads `(select <dims>, <own measure values, typed nulls for the others> from t …
 * union all select … from <part> …) u`, grouped once, the relation names joined after the union; each branch has its
 * own conditions, filters, joins and scope. Derived measures are one more select over the grouped one (and over the
 * totals), so they are computed from the aggregates of the same row.
 */
import { sql, type RawBuilder } from 'kysely';
import { REPORT_LIMITS, type ReportBand, type ReportCondition } from '../../contract/index.js';
import { containsText } from '../platform/db/containsText.js';
import type { DialectName } from '../platform/db/types.js';
import type { ColumnValue } from '../platform/db/types.js';
import type { DepartmentScope, ReadScope } from '../records/index.js';
import type { DerivedExpression } from '../../core/report/derivedExpression.js';
import { isNumericField, type ResolvedPath } from './fieldPaths.js';
import type { FilterValue } from './filterValues.js';
import { firstStageColumns, groupsBeforeRelations, type PlannedSource, type ReportPlan } from './plan.js';
import { CUBE_COUNT, cubeValue, type ReportCubeSpec } from './reportCube.js';

export interface ReportScope {
  /** Only rows created by this user (user-owned modules, callers who see only their own records). */
  ownerId: string | null;
  /** With `ownerId`: rows of these departments too (the role's data scope). */
  departments?: DepartmentScope | null;
  read: ReadScope | null;
}

export interface CompileInput {
  plan: ReportPlan;
  dialect: DialectName;
  filters: ReadonlyMap<string, FilterValue>;
  /** The caller's scope in the report's own Module. */
  scope: ReportScope;
  /** The caller's scope in each part's module, by part Name (a part without one is refused: no rows unscoped). */
  partScopes?: ReadonlyMap<string, ReportScope>;
  /** The day ages are counted to (AgeBands). */
  today: Date;
  /** Read the report's cube instead of its table (reportCube.ts cubeAnswers says when it may). */
  cube?: ReportCubeSpec;
}

export interface CompiledReport {
  rows: RawBuilder<Record<string, unknown>>;
  /** The measures over every matching row, without grouping (the 合计 row when it cannot be summed from the rows). */
  totals: RawBuilder<Record<string, unknown>>;
  /** Rows the query asks for: one more than it may answer, so a cut is known. */
  fetch: number;
  /** Rows the report answers at most: its Limit, or REPORT_LIMITS.maxRows. */
  keep: number;
}

export const SOURCE_ALIAS = 't';
export const viaAlias = (via: string): string => `j_${via}`;
export const dimensionAlias = (i: number): string => `d${i}`;
export const labelAlias = (i: number): string => `n${i}`;
export const measureAlias = (i: number): string => `m${i}`;
/** Derived measures follow the base ones: m{measures.length + i}. */
export const derivedAlias = (plan: ReportPlan, i: number): string => measureAlias(plan.measures.length + i);

type Sql = RawBuilder<unknown>;

export function columnRef(path: ResolvedPath): Sql {
  return sql.ref(`${path.via ? viaAlias(path.via.Name) : SOURCE_ALIAS}.${path.field.Name}`);
}

/** A text column's empty string counts as not filled, as null does. */
export function valueOf(path: ResolvedPath): Sql {
  const ref = columnRef(path);
  return isNumericField(path.field) || path.field.Type === 'Boolean' ? ref : sql`nullif(${ref}, '')`;
}

/** A bound number; PostgreSQL would type it as the bigint column it meets, so a fraction is bound as a double. */
function boundNumber(value: number, dialect: DialectName): Sql {
  return dialect === 'postgres' ? sql`cast(${value} as double precision)` : sql`${value}`;
}

function boundValue(path: ResolvedPath, value: ColumnValue | boolean, dialect: DialectName): Sql {
  if (typeof value === 'boolean') return sql`${value ? 1 : 0}`;
  if (typeof value === 'number') return boundNumber(value, dialect);
  if (isNumericField(path.field) && value !== null) return boundNumber(Number(value), dialect);
  return sql`${value}`;
}

/** 'YYYY-MM-DD' of the day `years` whole years before `today`. */
export function yearsBefore(today: Date, years: number): string {
  const d = new Date(today.getFullYear() - years, today.getMonth(), today.getDate());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(d.getFullYear()).padStart(4, '0')}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The band index of each value, bands in the descriptor's order; a value in no band gets the index after the last
 * (其他, sorted after the bands), an empty value null (未填写, sorted last).
 */
function bandCase(value: Sql, bands: readonly ReportBand[], test: (band: ReportBand) => Sql[]): Sql {
  const whens = bands.map((band, i) => sql`when ${sql.join(test(band), sql` and `)} then ${sql.lit(i)}`);
  return sql`case when ${value} is null then null ${sql.join(whens, sql` `)} else ${sql.lit(bands.length)} end`;
}

function dimensionExpression(input: CompileInput, index: number, path: ResolvedPath): Sql {
  const { dimension } = input.plan.dimensions[index];
  const value = valueOf(path);
  const bucket = dimension.Bucket ?? { Kind: 'Value' as const };
  switch (bucket.Kind) {
    case 'Value':
      return value;
    case 'Year':
      return sql`substr(${value}, 1, 4)`;
    case 'Month':
      return sql`substr(${value}, 1, 7)`;
    case 'Quarter':
      return sql`substr(${value}, 1, 4) || '-' || case when substr(${value}, 6, 2) <= '03' then '1' when substr(${value}, 6, 2) <= '06' then '2' when substr(${value}, 6, 2) <= '09' then '3' else '4' end`;
    case 'NumberBands':
      return bandCase(value, bucket.Bands, (band) => [
        ...(band.Min !== undefined ? [sql`${value} >= ${boundNumber(band.Min, input.dialect)}`] : []),
        ...(band.Max !== undefined ? [sql`${value} < ${boundNumber(band.Max, input.dialect)}`] : []),
      ]);
    case 'AgeBands': {
      // Whole years from the date to today: age >= Min ⇔ born on or before today − Min years; age < Max ⇔ after today − Max.
      const day = sql`substr(${value}, 1, 10)`;
      return bandCase(value, bucket.Bands, (band) => [
        ...(band.Min !== undefined ? [sql`${day} <= ${yearsBefore(input.today, Math.ceil(band.Min))}`] : []),
        ...(band.Max !== undefined ? [sql`${day} > ${yearsBefore(input.today, Math.ceil(band.Max))}`] : []),
      ]);
    }
  }
}

const cubeRef = (column: string): Sql => sql.ref(`${SOURCE_ALIAS}.${column}`);

/**
 * A measure over cube rows: counts are the kept counts summed; a sum is null where no row had a value, as SQL's sum
 * is; an average is the summed sum over the summed count of values.
 */
function cubeMeasure(input: CompileInput, cube: ReportCubeSpec, index: number): Sql {
  const { measure, path } = input.plan.measures[index];
  if (measure.Aggregate === 'count' || !path) return sql`sum(${cubeRef(CUBE_COUNT)})`;
  if (measure.Aggregate === 'countDistinct') return sql`count(distinct ${valueOf(path)})`;
  const value = cubeValue(cube, path.field.Name);
  const real = sql.raw(input.dialect === 'postgres' ? 'double precision' : 'real');
  if (measure.Aggregate === 'avg') return sql`cast(sum(${cubeRef(value.sum)}) as ${real}) / nullif(sum(${cubeRef(value.count)}), 0)`;
  return sql`case when sum(${cubeRef(value.count)}) > 0 then sum(${cubeRef(value.sum)}) end`;
}

function measureExpression(input: CompileInput, index: number): Sql {
  if (input.cube) return cubeMeasure(input, input.cube, index);
  const { measure, path } = input.plan.measures[index];
  if (measure.Aggregate === 'count' || !path) return sql`count(*)`;
  const value = valueOf(path);
  switch (measure.Aggregate) {
    case 'countDistinct':
      return sql`count(distinct ${value})`;
    case 'sum':
      return sql`sum(${value})`;
    case 'avg':
      return sql`avg(${value})`;
    case 'min':
      return sql`min(${value})`;
    case 'max':
      return sql`max(${value})`;
  }
}

export function conditionExpression(condition: ReportCondition, path: ResolvedPath, dialect: DialectName): Sql {
  // Equality, in and lower bounds use the bare column (its index serves them); an empty text never meets them. The
  // null tests and upper bounds count '' as empty, so an empty date is not "before" every date.
  const value = valueOf(path);
  const column = columnRef(path);
  const bound = (v: string | number | boolean) => boundValue(path, v, dialect);
  const single = Array.isArray(condition.Value) ? condition.Value[0] : condition.Value;
  switch (condition.Operator) {
    case 'isNull':
      return sql`${value} is null`;
    case 'notNull':
      return sql`${value} is not null`;
    case 'in':
      return sql`${column} in (${sql.join((condition.Value as Array<string | number>).map(bound))})`;
    // Like the list's "!=", rows without a value are kept: excluding some values must not hide the unfilled ones.
    case 'notIn':
      return sql`(${value} is null or ${value} not in (${sql.join((condition.Value as Array<string | number>).map(bound))}))`;
    case '!=':
      return sql`(${value} is null or ${value} <> ${bound(single as string)})`;
    case '==':
      return sql`${column} = ${bound(single as string)}`;
    case '>':
      return sql`${column} > ${bound(single as string)}`;
    case '>=':
      return sql`${column} >= ${bound(single as string)}`;
    case '<':
      return sql`${value} < ${bound(single as string)}`;
    case '<=':
      return sql`${value} <= ${bound(single as string)}`;
  }
}

function filterExpression(value: FilterValue, path: ResolvedPath, dialect: DialectName): Sql[] {
  // Ranges read a substring of the date, so an empty date must be null there; values and keywords use the bare column.
  const column = valueOf(path);
  const bare = columnRef(path);
  switch (value.kind) {
    case 'yearRange':
      return [
        ...(value.from !== null ? [sql`substr(${column}, 1, 4) >= ${String(value.from)}`] : []),
        ...(value.to !== null ? [sql`substr(${column}, 1, 4) <= ${String(value.to)}`] : []),
      ];
    case 'dateRange':
      return [
        ...(value.from !== null ? [sql`substr(${column}, 1, 10) >= ${value.from}`] : []),
        ...(value.to !== null ? [sql`substr(${column}, 1, 10) <= ${value.to}`] : []),
      ];
    case 'values':
      return [sql`${bare} in (${sql.join(value.values.map((v) => boundValue(path, v, dialect)))})`];
    case 'keyword':
      return [containsText(bare, value.text, dialect)];
  }
}

export function scopeConditions(scope: ReportScope): Sql[] {
  const conditions: Sql[] = [];
  if (scope.ownerId !== null) {
    const owner = sql`${sql.ref(`${SOURCE_ALIAS}.Create_User_Id`)} = ${scope.ownerId}`;
    const departments = scope.departments;
    conditions.push(
      departments && departments.ids.length > 0
        ? sql`(${owner} or ${sql.ref(`${SOURCE_ALIAS}.${departments.column}`)} in (${sql.join(departments.ids.map((id) => sql`${id}`))}))`
        : owner,
    );
  }
  if (scope.read !== null) {
    conditions.push(
      scope.read.anyOf.length === 0
        ? sql`1 = 0`
        : sql`(${sql.join(
            scope.read.anyOf.map(({ column, equals }) => sql`${sql.ref(`${SOURCE_ALIAS}.${column}`)} = ${equals}`),
            sql` or `,
          )})`,
    );
  }
  return conditions;
}

function scopeOf(input: CompileInput, source: PlannedSource): ReportScope {
  if (source.part === null) return input.scope;
  const scope = input.partScopes?.get(source.part);
  if (!scope) throw new Error(`报表 ${input.plan.descriptor.Code} 的组成部分 ${source.part} 没有访问范围`);
  return scope;
}

/**
 * FROM … WHERE … of one source: its joins, its conditions, the filters that narrow it, the caller's scope in it.
 * Without `joins` when nothing of it reads a related record (the two-stage shape's first stage).
 */
function sourceFrom(input: CompileInput, source: PlannedSource, withJoins = true): Sql {
  const joins: Sql[] = !withJoins
    ? []
    : [...source.vias.values()].map(
        (via) =>
          sql`left join ${sql.table(String(via.Relate))} as ${sql.id(viaAlias(via.Name))} on ${sql.ref(`${viaAlias(via.Name)}.Id`)} = ${sql.ref(`${SOURCE_ALIAS}.${via.Name}`)}`,
      );
  const conditions: Sql[] = [
    // A cube holds only the rows meeting the report's conditions (reportCube.ts).
    ...(input.cube ? [] : source.where.map(({ condition, path }) => conditionExpression(condition, path, input.dialect))),
    // A filter this source does not map: none of its rows is known to meet it, so it contributes none (every number
    // shown meets every filter set).
    ...[...input.filters].flatMap(([key, value]) => {
      const path = source.filters.get(key);
      return path ? filterExpression(value, path, input.dialect) : [sql`1 = 0`];
    }),
    ...scopeConditions(scopeOf(input, source)),
    // A combination whose rows were all deleted stays in the cube with a count of 0 until its next rebuild.
    ...(input.cube ? [sql`${cubeRef(CUBE_COUNT)} > 0`] : []),
  ];
  const where = conditions.length === 0 ? sql`` : sql`where ${sql.join(conditions, sql` and `)}`;
  const table = input.cube ? input.cube.table : source.module.name;
  return sql`from ${sql.table(table)} as ${sql.id(SOURCE_ALIAS)} ${sql.join(joins, sql` `)} ${where}`;
}

/**
 * A measure's value in one union branch: its own source gives the row's value (1 for a count), the others a null of
 * the same type — PostgreSQL types a union column pairwise, and two untyped nulls would make it text.
 */
function branchMeasure(input: CompileInput, index: number, sourceIndex: number): Sql {
  const { measure, path, source } = input.plan.measures[index];
  const numeric =
    measure.Aggregate === 'count' || measure.Aggregate === 'countDistinct' ? null : sql.raw(input.dialect === 'postgres' ? 'double precision' : 'real');
  const type = measure.Aggregate === 'count' ? sql.raw('integer') : (numeric ?? sql.raw('text'));
  if (source !== sourceIndex) return sql`cast(null as ${type})`;
  if (measure.Aggregate === 'count' || !path) return sql`1`;
  return sql`cast(${valueOf(path)} as ${type})`;
}

function unionMeasure(input: CompileInput, index: number): Sql {
  const value = sql.ref(`u.${measureAlias(index)}`);
  switch (input.plan.measures[index].measure.Aggregate) {
    case 'count':
      return sql`count(${value})`;
    case 'countDistinct':
      return sql`count(distinct ${value})`;
    case 'sum':
      return sql`sum(${value})`;
    case 'avg':
      return sql`avg(${value})`;
    case 'min':
      return sql`min(${value})`;
    case 'max':
      return sql`max(${value})`;
  }
}

/** Every source's rows with their dimension values and measure values: `(… union all …) as u`. */
function unionOfSources(input: CompileInput): Sql {
  const branches = input.plan.sources.map((source, s) => {
    const dims = source.dimensions.map((path, i) => sql`${dimensionExpression(input, i, path)} as ${sql.id(dimensionAlias(i))}`);
    const measures = input.plan.measures.map((_, i) => sql`${branchMeasure(input, i, s)} as ${sql.id(measureAlias(i))}`);
    return sql`select ${sql.join([...dims, ...measures])} ${sourceFrom(input, source)}`;
  });
  return sql`(${sql.join(branches, sql` union all `)}) as u`;
}

/**
 * Two stages, when dimensions read a related record (the project leader's birthday) but nothing else of the report
 * does — not its conditions, the filters set, nor its measures: a lookup per row (300,000 projects → 300,000 Person
 * lookups) becomes a lookup per group of the source's own keys (≈ 2,000 leaders × levels). So:
 *  - inner, `t`: the source rows grouped by the dimensions of their own, each relation column read and each
 *    countDistinct column (plan.ts firstStageColumns; named as the column, so the joins and distinct counts read as
 *    in one stage), with partial aggregates: count(*), sum, min, max, and for avg its sum and count of values;
 *  - outer: the related records joined to those groups, the related dimensions computed there, the partials
 *    combined: counts and sums summed, min of mins, max of maxes, avg = sum of sums / sum of counts, countDistinct =
 *    count(distinct) over the inner key (each distinct value is one inner group per outer group, so none is counted twice).
 * The answer is the one-stage answer (tests/server/reportTwoStage.test.ts compares them with a hand count).
 */
function groupsBeforeJoin(input: CompileInput): boolean {
  if (!groupsBeforeRelations(input.plan)) return false;
  const source = input.plan.sources[0];
  return ![...input.filters.keys()].some((key) => source.filters.get(key)?.via);
}

const partialAlias = (i: number): string => `p${i}`;
const partialCountAlias = (i: number): string => `q${i}`;

/** The first stage's partials over cube rows: the same names and meanings as over the table's rows. */
function cubePartials(cube: ReportCubeSpec, aggregate: string, path: ResolvedPath | null, i: number): Sql[] {
  if (aggregate === 'countDistinct') return [];
  if (aggregate === 'count' || !path) return [sql`sum(${cubeRef(CUBE_COUNT)}) as ${sql.id(partialAlias(i))}`];
  const value = cubeValue(cube, path.field.Name);
  const sum = sql`case when sum(${cubeRef(value.count)}) > 0 then sum(${cubeRef(value.sum)}) end`;
  if (aggregate === 'avg') return [sql`${sum} as ${sql.id(partialAlias(i))}`, sql`sum(${cubeRef(value.count)}) as ${sql.id(partialCountAlias(i))}`];
  return [sql`${sum} as ${sql.id(partialAlias(i))}`];
}

/** The grouped query and the totals in two stages: the totals combine the same first stage's partials, ungrouped. */
function twoStage(input: CompileInput): { grouped: Sql; totals: Sql } {
  const { plan } = input;
  const source = plan.sources[0];
  const real = sql.raw(input.dialect === 'postgres' ? 'double precision' : 'real');
  const inner = (name: string) => sql.ref(`${SOURCE_ALIAS}.${name}`);
  const keys: Sql[] = [];
  plan.dimensions.forEach((d, i) => {
    if (!d.path.via) keys.push(sql`${dimensionExpression(input, i, d.path)} as ${sql.id(dimensionAlias(i))}`);
  });
  // Relation and countDistinct columns keep their own names: the joins and the distinct counts read them as in one stage.
  for (const column of firstStageColumns(plan)) keys.push(sql`${inner(column)} as ${sql.id(column)}`);
  const partials: Sql[] = [];
  plan.measures.forEach(({ measure, path }, i) => {
    const value = path ? valueOf(path) : null;
    if (input.cube) {
      partials.push(...cubePartials(input.cube, measure.Aggregate, path, i));
      return;
    }
    switch (measure.Aggregate) {
      case 'countDistinct':
        break;
      case 'count':
        partials.push(sql`count(*) as ${sql.id(partialAlias(i))}`);
        break;
      case 'avg':
        partials.push(sql`sum(${value}) as ${sql.id(partialAlias(i))}`, sql`count(${value}) as ${sql.id(partialCountAlias(i))}`);
        break;
      default:
        partials.push(sql`${sql.raw(measure.Aggregate)}(${value}) as ${sql.id(partialAlias(i))}`);
    }
  });
  const innerGroupBy = sql.join(keys.map((_, k) => sql.raw(String(k + 1))));
  const first = sql`select ${sql.join([...keys, ...partials])} ${sourceFrom(input, source, false)} group by ${innerGroupBy}`;
  const vias = [...new Map(plan.dimensions.flatMap((d) => (d.path.via ? [[d.path.via.Name, d.path.via] as const] : []))).values()];
  const joins = vias.map(
    (via) => sql`left join ${sql.table(String(via.Relate))} as ${sql.id(viaAlias(via.Name))} on ${sql.ref(`${viaAlias(via.Name)}.Id`)} = ${inner(via.Name)}`,
  );
  const dims = plan.dimensions.map(
    (d, i) => sql`${d.path.via ? dimensionExpression(input, i, d.path) : inner(dimensionAlias(i))} as ${sql.id(dimensionAlias(i))}`,
  );
  const measures = plan.measures.map(({ measure, path }, i) => {
    const p = inner(partialAlias(i));
    const as = sql.id(measureAlias(i));
    switch (measure.Aggregate) {
      // valueOf of the same column, read from the first stage (a path of the source: `t.` is the first stage here).
      case 'countDistinct':
        return sql`count(distinct ${valueOf(path as ResolvedPath)}) as ${as}`;
      case 'count':
      case 'sum':
        return sql`sum(${p}) as ${as}`;
      // Cast: SQLite divides integers as integers.
      case 'avg':
        return sql`cast(sum(${p}) as ${real}) / nullif(sum(${inner(partialCountAlias(i))}), 0) as ${as}`;
      default:
        return sql`${sql.raw(measure.Aggregate)}(${p}) as ${as}`;
    }
  });
  const groupBy = sql.join(plan.dimensions.map((_, i) => sql.raw(String(i + 1))));
  return {
    grouped: sql`select ${sql.join([...dims, ...measures])} from (${first}) as ${sql.id(SOURCE_ALIAS)} ${sql.join(joins, sql` `)} group by ${groupBy}`,
    // A distinct count over the ~8,000 first-stage groups, not over the 300,000 rows (a sort of them on SQLite).
    totals: sql`select ${sql.join(measures)} from (${first}) as ${sql.id(SOURCE_ALIAS)}`,
  };
}

/** A derived measure over the aggregates of `g`: counts and sums with no rows count as 0, a division by 0 is null. */
function derivedExpression(input: CompileInput, expression: DerivedExpression, from: string): Sql {
  const real = sql.raw(input.dialect === 'postgres' ? 'double precision' : 'real');
  const walk = (node: DerivedExpression): Sql => {
    switch (node.kind) {
      case 'number':
        return boundNumber(node.value, input.dialect);
      case 'measure': {
        const index = input.plan.measures.findIndex((m) => m.measure.Key === node.key);
        const ref = sql.ref(`${from}.${measureAlias(index)}`);
        const aggregate = input.plan.measures[index].measure.Aggregate;
        return aggregate === 'count' || aggregate === 'sum' || aggregate === 'countDistinct'
          ? sql`cast(coalesce(${ref}, 0) as ${real})`
          : sql`cast(${ref} as ${real})`;
      }
      case 'negate':
        return sql`(-${walk(node.operand)})`;
      case 'binary':
        return node.operator === '/'
          ? sql`(${walk(node.left)} / nullif(${walk(node.right)}, 0))`
          : sql`(${walk(node.left)} ${sql.raw(node.operator)} ${walk(node.right)})`;
    }
  };
  return walk(expression);
}

/** `select a.*, <derived> from (<query>) as a`, or the query itself when the report derives nothing. */
function withDerived(input: CompileInput, query: Sql): Sql {
  if (input.plan.derived.length === 0) return query;
  const derived = input.plan.derived.map((d, i) => sql`${derivedExpression(input, d.expression, 'a')} as ${sql.id(derivedAlias(input.plan, i))}`);
  return sql`select ${sql.join([sql`a.*`, ...derived])} from (${query}) as a`;
}

/** Outer ORDER BY: the sort key, then every dimension, so equal keys come in a stable order; unfilled values last. */
function orderClause(plan: ReportPlan): Sql {
  const sortBy = plan.descriptor.Sort?.By ?? plan.descriptor.Dimensions[0].Key;
  const desc = plan.descriptor.Sort?.Desc === true;
  const dimensionKeys = (i: number): string[] => (plan.dimensions[i].labelModule ? [labelAlias(i), dimensionAlias(i)] : [dimensionAlias(i)]);
  const dimensionIndex = plan.descriptor.Dimensions.findIndex((d) => d.Key === sortBy);
  const measureIndex = plan.descriptor.Measures.findIndex((m) => m.Key === sortBy);
  const derivedIndex = plan.derived.findIndex((d) => d.derived.Key === sortBy);
  const first = dimensionIndex >= 0 ? dimensionKeys(dimensionIndex) : measureIndex >= 0 ? [measureAlias(measureIndex)] : [derivedAlias(plan, derivedIndex)];
  const rest = plan.dimensions.flatMap((_, i) => (i === dimensionIndex ? [] : dimensionKeys(i)));
  const by = (alias: string, descending: boolean): Sql =>
    sql`(${sql.ref(`g.${alias}`)} is null), ${sql.ref(`g.${alias}`)} ${sql.raw(descending ? 'desc' : 'asc')}`;
  return sql.join([...first.map((a) => by(a, desc)), ...rest.map((a) => by(a, false))]);
}

/**
 * The names of related records (a department's name for its Id) joined to the groups, not to every row: a million
 * rows grouped into 400 look names up 400 times, and the grouping can follow an index's order (reportIndexes.ts),
 * which a joined name in the GROUP BY would defeat.
 */
function labelled(input: CompileInput, grouped: Sql): Sql {
  const labels: Sql[] = [];
  const joins: Sql[] = [];
  input.plan.dimensions.forEach((d, i) => {
    if (!d.labelModule || !d.labelField) return;
    labels.push(sql`${sql.ref(`l${i}.${d.labelField}`)} as ${sql.id(labelAlias(i))}`);
    joins.push(sql`left join ${sql.table(d.labelModule.name)} as ${sql.id(`l${i}`)} on ${sql.ref(`l${i}.Id`)} = ${sql.ref(`a.${dimensionAlias(i)}`)}`);
  });
  if (labels.length === 0) return grouped;
  return sql`select ${sql.join([sql`a.*`, ...labels])} from (${grouped}) as a ${sql.join(joins, sql` `)}`;
}

/** Rows a report answers at most: its Limit (a ranking's top N), or REPORT_LIMITS.maxRows. */
export const rowsKept = (plan: ReportPlan): number => Math.min(plan.descriptor.Limit ?? REPORT_LIMITS.maxRows, REPORT_LIMITS.maxRows);

export function compileReport(input: CompileInput): CompiledReport {
  const { plan } = input;
  const keep = rowsKept(plan);
  const fetch = keep + 1;
  const groupBy = sql.join(plan.dimensions.map((_, i) => sql.raw(String(i + 1))));
  let grouped: Sql;
  let totals: Sql;
  if (plan.sources.length === 1) {
    const dims = plan.dimensions.map((d, i) => sql`${dimensionExpression(input, i, d.path)} as ${sql.id(dimensionAlias(i))}`);
    const measures = plan.measures.map((_, i) => sql`${measureExpression(input, i)} as ${sql.id(measureAlias(i))}`);
    const source = plan.sources[0];
    if (groupsBeforeJoin(input)) {
      ({ grouped, totals } = twoStage(input));
    } else {
      grouped = sql`select ${sql.join([...dims, ...measures])} ${sourceFrom(input, source)} group by ${groupBy}`;
      totals = sql`select ${sql.join(measures)} ${sourceFrom(input, source)}`;
    }
  } else {
    const dims = plan.dimensions.map((_, i) => sql.ref(`u.${dimensionAlias(i)}`));
    const measures = plan.measures.map((_, i) => sql`${unionMeasure(input, i)} as ${sql.id(measureAlias(i))}`);
    const union = unionOfSources(input);
    grouped = sql`select ${sql.join([...dims, ...measures])} from ${union} group by ${groupBy}`;
    totals = sql`select ${sql.join(measures)} from ${union}`;
  }
  const rows = sql<
    Record<string, unknown>
  >`select * from (${withDerived(input, labelled(input, grouped))}) as g order by ${orderClause(plan)} limit ${sql.lit(fetch)}`;
  return { rows, totals: withDerived(input, totals) as RawBuilder<Record<string, unknown>>, fetch, keep };
}
