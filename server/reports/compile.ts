/**
 * A report plan + the user's filter values + the caller's scope → one aggregate SQL query (and, when the totals cannot
 * be added up from the rows, one more without grouping). Identifiers come only from the plan (checked against the
 * catalogue at start); every value — filter values, condition values, band bounds, age cut-off dates — is a bound
 * parameter. The same text runs on SQLite and PostgreSQL: dates are stored as 'YYYY-MM-DD[ HH:mm:ss]' text on both, so
 * years, months and quarters are substrings, and ages compare birthdays with cut-off dates computed here.
 *
 * Shape: `select * from (select <dims>, <labels>, <measures> from t left join … where … group by 1, 2, …) g
 * order by … limit n`. Grouping by position and ordering in the outer query keep bound parameters out of GROUP BY
 * and ORDER BY, which PostgreSQL would otherwise see as expressions different from the selected ones.
 */
import { sql, type RawBuilder } from 'kysely';
import { REPORT_LIMITS, type ReportBand, type ReportCondition } from '../../contract/index.js';
import type { DialectName } from '../platform/db/types.js';
import type { ColumnValue } from '../platform/db/types.js';
import type { ReadScope } from '../records/recordScope.js';
import { isNumericField, type ResolvedPath } from './fieldPaths.js';
import type { FilterValue } from './filterValues.js';
import type { ReportPlan } from './plan.js';

export interface ReportScope {
  /** Only rows created by this user (user-owned modules, callers who see only their own records). */
  ownerId: string | null;
  read: ReadScope | null;
}

export interface CompileInput {
  plan: ReportPlan;
  dialect: DialectName;
  filters: ReadonlyMap<string, FilterValue>;
  scope: ReportScope;
  /** The day ages are counted to (AgeBands). */
  today: Date;
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

type Sql = RawBuilder<unknown>;

function columnRef(path: ResolvedPath): Sql {
  return sql.ref(`${path.via ? viaAlias(path.via.Name) : SOURCE_ALIAS}.${path.field.Name}`);
}

/** A text column's empty string counts as not filled, as null does. */
function valueOf(path: ResolvedPath): Sql {
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

function dimensionExpression(input: CompileInput, index: number): Sql {
  const { path, dimension } = input.plan.dimensions[index];
  const value = valueOf(path);
  const bucket = dimension.Bucket ?? { Kind: 'Value' as const };
  switch (bucket.Kind) {
    case 'Value': return value;
    case 'Year': return sql`substr(${value}, 1, 4)`;
    case 'Month': return sql`substr(${value}, 1, 7)`;
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

function measureExpression(input: CompileInput, index: number): Sql {
  const { measure, path } = input.plan.measures[index];
  if (measure.Aggregate === 'count' || !path) return sql`count(*)`;
  const value = valueOf(path);
  switch (measure.Aggregate) {
    case 'countDistinct': return sql`count(distinct ${value})`;
    case 'sum': return sql`sum(${value})`;
    case 'avg': return sql`avg(${value})`;
    case 'min': return sql`min(${value})`;
    case 'max': return sql`max(${value})`;
  }
}

function conditionExpression(condition: ReportCondition, path: ResolvedPath, dialect: DialectName): Sql {
  // Equality, in and lower bounds use the bare column (its index serves them); an empty text never meets them. The
  // null tests and upper bounds count '' as empty, so an empty date is not "before" every date.
  const value = valueOf(path);
  const column = columnRef(path);
  const bound = (v: string | number | boolean) => boundValue(path, v, dialect);
  const single = Array.isArray(condition.Value) ? condition.Value[0] : condition.Value;
  switch (condition.Operator) {
    case 'isNull': return sql`${value} is null`;
    case 'notNull': return sql`${value} is not null`;
    case 'in': return sql`${column} in (${sql.join((condition.Value as Array<string | number>).map(bound))})`;
    // Like the list's "!=", rows without a value are kept: excluding some values must not hide the unfilled ones.
    case 'notIn': return sql`(${value} is null or ${value} not in (${sql.join((condition.Value as Array<string | number>).map(bound))}))`;
    case '!=': return sql`(${value} is null or ${value} <> ${bound(single as string)})`;
    case '==': return sql`${column} = ${bound(single as string)}`;
    case '>': return sql`${column} > ${bound(single as string)}`;
    case '>=': return sql`${column} >= ${bound(single as string)}`;
    case '<': return sql`${value} < ${bound(single as string)}`;
    case '<=': return sql`${value} <= ${bound(single as string)}`;
  }
}

/** '%' and '_' match literally; '!' is the escape character (same meaning in SQLite and PostgreSQL). */
function likePattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

function filterExpression(value: FilterValue, path: ResolvedPath, dialect: DialectName): Sql[] {
  // Ranges read a substring of the date, so an empty date must be null there; values and keywords use the bare column.
  const column = valueOf(path);
  const bare = columnRef(path);
  switch (value.kind) {
    case 'yearRange': return [
      ...(value.from !== null ? [sql`substr(${column}, 1, 4) >= ${String(value.from)}`] : []),
      ...(value.to !== null ? [sql`substr(${column}, 1, 4) <= ${String(value.to)}`] : []),
    ];
    case 'dateRange': return [
      ...(value.from !== null ? [sql`substr(${column}, 1, 10) >= ${value.from}`] : []),
      ...(value.to !== null ? [sql`substr(${column}, 1, 10) <= ${value.to}`] : []),
    ];
    case 'values': return [sql`${bare} in (${sql.join(value.values.map((v) => boundValue(path, v, dialect)))})`];
    case 'keyword':
      // SQLite's LIKE ignores the case of Latin letters; PostgreSQL's ILIKE does the same.
      return [sql`${bare} ${sql.raw(dialect === 'postgres' ? 'ilike' : 'like')} ${likePattern(value.text)} escape '!'`];
  }
}

function scopeConditions(scope: ReportScope): Sql[] {
  const conditions: Sql[] = [];
  if (scope.ownerId !== null) conditions.push(sql`${sql.ref(`${SOURCE_ALIAS}.Create_User_Id`)} = ${scope.ownerId}`);
  if (scope.read !== null) {
    conditions.push(scope.read.anyOf.length === 0
      ? sql`1 = 0`
      : sql`(${sql.join(scope.read.anyOf.map(({ column, equals }) => sql`${sql.ref(`${SOURCE_ALIAS}.${column}`)} = ${equals}`), sql` or `)})`);
  }
  return conditions;
}

function fromClause(input: CompileInput): Sql {
  const { plan } = input;
  const joins: Sql[] = [...plan.vias.values()].map((via) => sql`left join ${sql.table(String(via.Relate))} as ${sql.id(viaAlias(via.Name))} on ${sql.ref(`${viaAlias(via.Name)}.Id`)} = ${sql.ref(`${SOURCE_ALIAS}.${via.Name}`)}`);
  const conditions: Sql[] = [
    ...plan.where.map(({ condition, path }) => conditionExpression(condition, path, input.dialect)),
    ...[...input.filters].flatMap(([key, value]) => {
      const planned = plan.filters.get(key);
      return planned ? filterExpression(value, planned.path, input.dialect) : [];
    }),
    ...scopeConditions(input.scope),
  ];
  const where = conditions.length === 0 ? sql`` : sql`where ${sql.join(conditions, sql` and `)}`;
  return sql`from ${sql.table(plan.source.name)} as ${sql.id(SOURCE_ALIAS)} ${sql.join(joins, sql` `)} ${where}`;
}

/** Outer ORDER BY: the sort key, then every dimension, so equal keys come in a stable order; unfilled values last. */
function orderClause(plan: ReportPlan): Sql {
  const sortBy = plan.descriptor.Sort?.By ?? plan.descriptor.Dimensions[0].Key;
  const desc = plan.descriptor.Sort?.Desc === true;
  const dimensionKeys = (i: number): string[] => (plan.dimensions[i].labelModule ? [labelAlias(i), dimensionAlias(i)] : [dimensionAlias(i)]);
  const dimensionIndex = plan.descriptor.Dimensions.findIndex((d) => d.Key === sortBy);
  const measureIndex = plan.descriptor.Measures.findIndex((m) => m.Key === sortBy);
  const first = dimensionIndex >= 0 ? dimensionKeys(dimensionIndex) : [measureAlias(measureIndex)];
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

export function compileReport(input: CompileInput): CompiledReport {
  const { plan } = input;
  const dims = plan.dimensions.map((_, i) => sql`${dimensionExpression(input, i)} as ${sql.id(dimensionAlias(i))}`);
  const measures = plan.measures.map((_, i) => sql`${measureExpression(input, i)} as ${sql.id(measureAlias(i))}`);
  const groupBy = sql.join(dims.map((_, i) => sql.raw(String(i + 1))));
  const keep = Math.min(plan.descriptor.Limit ?? REPORT_LIMITS.maxRows, REPORT_LIMITS.maxRows);
  const fetch = keep + 1;
  const grouped = sql`select ${sql.join([...dims, ...measures])} ${fromClause(input)} group by ${groupBy}`;
  const rows = sql<Record<string, unknown>>`select * from (${labelled(input, grouped)}) as g order by ${orderClause(plan)} limit ${sql.lit(fetch)}`;
  const totals = sql<Record<string, unknown>>`select ${sql.join(measures)} ${fromClause(input)}`;
  return { rows, totals, fetch, keep };
}
