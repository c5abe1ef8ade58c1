/**
 * The heart of scoring: a scheme + the caller's filters → one SQL subquery of its scored rows, one row per (record,
 * person) with the points of the rule that applies. Every list, ranking, personal page and tree query is built on it,
 * so the points are computed in SQL, from the ScoreRule rows as they are now (an edited rule counts at once).
 *
 *   u  — one row per earner of a record (Thesis: the first author's row and the corresponding author's row), with
 *        its factor values (the role itself for `$Role`), department, date and, for lists, name and columns;
 *   s1 — joined to the scheme's ScoreRule rows that match (a rule value `*` matches any filled value); the most
 *        specific rule wins (exact values before `*`, factor one before factor two);
 *   s2 — a person holding two roles of one record keeps only the role with the higher points (then the earlier role).
 *
 * Identifiers come only from the checked scheme (schemas/scores, resolved at start); every value — the scheme code,
 * roles, filter values — is a bound parameter. Dates are 'YYYY-MM-DD' text on both databases, so a year is a
 * substring. Column values are selected as text (one shape for every scheme, so schemes can be put under each other
 * with UNION ALL) and turned back into numbers by the display step.
 */
import { sql, type RawBuilder } from 'kysely';
import { SCORE_LIMITS } from '../../contract/index.js';
import type { DialectName } from '../platform/db/types.js';
import { columnRef, conditionExpression, scopeConditions, SOURCE_ALIAS, valueOf, viaAlias, type ReportScope, type ResolvedPath } from '../reports/index.js';
import type { ScorePlan } from './scorePlan.js';
import { ANY_VALUE } from './validateScoreFile.js';

export type Sql = RawBuilder<unknown>;

export const SCORE_RULE_TABLE = 'ScoreRule';

/** The filters of a score call, read and bounded by readScoreRequest.ts. */
export interface ScoredFilters {
  fromYear: number | null;
  toYear: number | null;
  deptId: string | null;
  personId: string | null;
  category: string | null;
}

/**
 * The source rows of a scheme the caller reaches, as a report's scope: the module's read scope (row-level privacy) and,
 * under a data scope the caller's role sets for the scheme's module, its owner and departments (scoreReach.ts). null:
 * every row — what the facts hold.
 */
export type SchemeScope = ReportScope;

export const NO_FILTERS: ScoredFilters = { fromYear: null, toYear: null, deptId: null, personId: null, category: null };

export interface ScoredRowsInput {
  plan: ScorePlan;
  dialect: DialectName;
  filters: ScoredFilters;
  /** The rows the caller reaches (SchemeScope), null: every row. */
  read: SchemeScope | null;
  /** Also select what a list shows: name, factor values and columns. Rankings need ids and points only. */
  detail: boolean;
  /**
   * Only these source rows: a subquery of distinct ids in a column `Id` (sourceIds() for a list). They drive the
   * query — read first, each source row then found by its key — so a few rows cost a few lookups, never a scan of
   * the rows meeting the scheme's conditions (SQLite would otherwise pick an index on FlowStatus and test each row).
   */
  rids?: Sql;
}

/** Output columns of the subquery (see the file comment); f0..f1 and c0..c7 / cl0..cl7 are padded with nulls. */
export const factorAlias = (i: number): string => `f${i}`;
export const columnAlias = (i: number): string => `c${i}`;
export const columnLabelAlias = (i: number): string => `cl${i}`;

const RIDS_ALIAS = 'sf_k';

/** Distinct ids of `table` as scoredRows' `rids` takes them. */
export function sourceIds(table: string, ids: readonly string[]): Sql {
  return sql`select ${sql.ref('Id')} from ${sql.table(table)} where ${sql.ref('Id')} in (${sql.join(ids)})`;
}

const text = (value: string): Sql => sql`cast(${value} as text)`;
const NULL_TEXT: Sql = sql`cast(null as text)`;

function yearOf(value: Sql): Sql {
  return sql`substr(${value}, 1, 4)`;
}

function branchConditions(input: ScoredRowsInput, earner: ResolvedPath): Sql[] {
  const { plan, filters } = input;
  const date = valueOf(plan.date);
  return [
    sql`${valueOf(earner)} is not null`,
    ...plan.where.map(({ condition, path }) => conditionExpression(condition, path, input.dialect)),
    ...(filters.fromYear !== null ? [sql`${yearOf(date)} >= ${String(filters.fromYear)}`] : []),
    ...(filters.toYear !== null ? [sql`${yearOf(date)} <= ${String(filters.toYear)}`] : []),
    ...(filters.deptId !== null ? [sql`${columnRef(plan.dept)} = ${filters.deptId}`] : []),
    ...(filters.personId !== null ? [sql`${columnRef(earner)} = ${filters.personId}`] : []),
    ...(input.read !== null ? scopeConditions(input.read) : []),
    ...(input.rids !== undefined ? [sql`${sql.ref(`${SOURCE_ALIAS}.Id`)} = ${sql.ref(`${RIDS_ALIAS}.Id`)}`] : []),
  ];
}

/** The factor values of a source row `t` (the earner's role for `$Role`) as f0..f1. */
function factorColumns(plan: ScorePlan, role: Sql): Sql[] {
  return Array.from({ length: SCORE_LIMITS.maxFactors }, (_, i) => {
    const factor = plan.factors[i];
    const value = factor === undefined ? NULL_TEXT : factor.path === null ? role : valueOf(factor.path);
    return sql`${value} as ${sql.id(factorAlias(i))}`;
  });
}

/** The joins of the relations a scheme reads through (Via paths) from its source row `t`. */
function viaJoins(plan: ScorePlan): Sql[] {
  return [...plan.vias.values()].map(
    (via) =>
      sql`left join ${sql.table(String(via.Relate))} as ${sql.id(viaAlias(via.Name))} on ${sql.ref(`${viaAlias(via.Name)}.Id`)} = ${sql.ref(`${SOURCE_ALIAS}.${via.Name}`)}`,
  );
}

/** What a list shows of a source row `t` beyond its points: name, c0…c7 and their relations' names cl0…cl7, with the joins they need. */
function detailColumns(plan: ScorePlan): { selected: Sql[]; joins: Sql[] } {
  const selected: Sql[] = [sql`${valueOf(plan.name)} as name`];
  const joins: Sql[] = [];
  for (let i = 0; i < SCORE_LIMITS.maxColumns; i += 1) {
    const column = plan.columns[i];
    selected.push(sql`${column ? sql`cast(${columnRef(column.path)} as text)` : NULL_TEXT} as ${sql.id(columnAlias(i))}`);
    if (column?.label) {
      const alias = `cl_${i}`;
      joins.push(sql`left join ${sql.table(column.label.module.name)} as ${sql.id(alias)} on ${sql.ref(`${alias}.Id`)} = ${valueOf(column.path)}`);
      selected.push(sql`cast(${sql.ref(`${alias}.${column.label.field}`)} as text) as ${sql.id(columnLabelAlias(i))}`);
    } else {
      selected.push(sql`${NULL_TEXT} as ${sql.id(columnLabelAlias(i))}`);
    }
  }
  return { selected, joins };
}

/**
 * What a list row shows of the source rows `ids` names (a subquery of distinct ids in a column `Id`, as `rids`),
 * without scoring them: rid, then the factors, name and columns as detail scoredRows selects them — except a `$Role`
 * factor, null here: the role is the scored row's, not the record's (roleFactors gives it).
 */
export function shownOfSource(plan: ScorePlan, ids: Sql): Sql {
  const detail = detailColumns(plan);
  return sql`select ${sql.ref(`${SOURCE_ALIAS}.Id`)} as rid, ${sql.join([...factorColumns(plan, NULL_TEXT), ...detail.selected])}
    from (${ids}) as ${sql.id(RIDS_ALIAS)} cross join ${sql.table(plan.source.name)} as ${sql.id(SOURCE_ALIAS)}
    ${sql.join([...viaJoins(plan), ...detail.joins], sql` `)}
    where ${sql.ref(`${SOURCE_ALIAS}.Id`)} = ${sql.ref(`${RIDS_ALIAS}.Id`)}`;
}

/** The `$Role` factors of a row that earned its points as `role`, by their output column (f0…). */
export function roleFactors(plan: ScorePlan, role: unknown): Record<string, unknown> {
  return Object.fromEntries(plan.factors.flatMap((factor, i) => (factor.path === null ? [[factorAlias(i), role]] : [])));
}

/** One earner's rows: `select … from <module> t left join <vias> … where …`. */
function earnerBranch(input: ScoredRowsInput, index: number): Sql {
  const { plan } = input;
  const earner = plan.earners[index];
  const person = valueOf(earner.path);
  const selected: Sql[] = [
    sql`${sql.ref(`${SOURCE_ALIAS}.Id`)} as rid`,
    sql`${person} as pid`,
    sql`${text(earner.role)} as role`,
    sql`${sql.lit(index)} as ord`,
    ...factorColumns(plan, text(earner.role)),
    sql`${valueOf(plan.dept)} as dept_id`,
    sql`${valueOf(plan.date)} as d`,
  ];
  const joins: Sql[] = viaJoins(plan);
  if (input.detail) {
    const detail = detailColumns(plan);
    selected.push(...detail.selected);
    joins.push(...detail.joins);
  }
  const where = sql.join(branchConditions(input, earner.path), sql` and `);
  // CROSS JOIN: SQLite keeps the ids as the outer loop (PostgreSQL plans it as the inner join it is).
  const from = input.rids === undefined ? sql`` : sql`(${input.rids}) as ${sql.id(RIDS_ALIAS)} cross join `;
  return sql`select ${sql.join(selected)} from ${from}${sql.table(plan.source.name)} as ${sql.id(SOURCE_ALIAS)} ${sql.join(joins, sql` `)} where ${where}`;
}

/** `r.ValueN` matches the row's factor value, or is `*` and the value is filled. */
function ruleMatch(index: number): Sql {
  const rule = sql.ref(`r.Value${index + 1}`);
  const value = sql.ref(`u.${factorAlias(index)}`);
  return sql`(${rule} = ${value} or (${rule} = ${ANY_VALUE} and ${value} is not null))`;
}

/** The scheme's scored rows (see the file comment) as a subquery: rid, pid, role, ord, f0, f1, dept_id, d, points, category[, name, c0…, cl0…]. */
export function scoredRows(input: ScoredRowsInput): Sql {
  const { plan } = input;
  const branches = sql.join(
    plan.earners.map((_, i) => earnerBranch(input, i)),
    sql` union all `,
  );
  const matches = plan.factors.map((_, i) => ruleMatch(i));
  const specificity = plan.factors.map((_, i) => sql`case when ${sql.ref(`r.Value${i + 1}`)} = ${ANY_VALUE} then 1 else 0 end`);
  const s1 = sql`select u.*, ${sql.ref('r.Points')} as rule_points, ${sql.ref('r.Category')} as rule_category,
    row_number() over (partition by u.rid, u.ord order by ${sql.join(specificity)}, ${sql.ref('r.Points')} desc, ${sql.ref('r.Id')}) as rule_rank
    from (${branches}) as u
    left join ${sql.table(SCORE_RULE_TABLE)} as r on ${sql.ref('r.Scheme')} = ${plan.scheme.Code} and ${sql.join(matches, sql` and `)}`;
  const s2 = sql`select s1.*, row_number() over (partition by s1.rid, s1.pid order by coalesce(s1.rule_points, 0) desc, s1.ord) as role_rank
    from (${s1}) as s1 where s1.rule_rank = 1`;
  const category = input.filters.category !== null ? sql` and s2.rule_category = ${input.filters.category}` : sql``;
  return sql`select s2.*, coalesce(s2.rule_points, 0) as points, s2.rule_category as category from (${s2}) as s2 where s2.role_rank = 1${category}`;
}

/** Points as the pages show them: two decimals, the floating noise of sums removed. */
export function pointsOf(raw: unknown): number {
  const n = Number(raw ?? 0);
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0;
}

/** A sum of points rounded in SQL (ranks compare rounded sums: SQLite and PostgreSQL add doubles in different orders). */
export function roundedSum(value: Sql): Sql {
  return sql`round(cast(sum(${value}) as numeric), 2)`;
}
