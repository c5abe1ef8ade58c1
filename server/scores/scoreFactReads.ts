/**
 * What the score reads take from the facts (scoreFactTables.ts) instead of scoring the source rows: the conditions of
 * a call's filters on a fact or a sum row, and the sums of the chosen schemes put under each other. A role's data scope
 * (scoreReach.ts: a 科室主任's 本部门及以下) is read from them too: a fact's department is its record's 科室, and the
 * records the caller entered are looked up by their creator (reachCondition). Under a row-level read scope (none of
 * the scored modules has one today) the reads score the rows directly (scoredRows.ts): the facts lack its columns.
 */
import { sql } from 'kysely';
import type { DialectName } from '../platform/db/types.js';
import type { SchemeScope, ScoredFilters, Sql } from './scoredRows.js';
import type { ScorePlan } from './scorePlan.js';
import { FACT_TABLE, listIndexName, POINT_SCALE, SUM_TABLE, type ListIndexName } from './scoreFactTables.js';

/** The filters on a ScoreFact or ScoreFactSum row `alias` (the same columns on both); Yr is substr(date, 1, 4) as scoredRows.ts compares it. */
export function factConditions(alias: string, filters: ScoredFilters): Sql[] {
  const ref = (column: string) => sql.ref(`${alias}.${column}`);
  return [
    ...(filters.fromYear !== null ? [sql`${ref('Yr')} >= ${String(filters.fromYear)}`] : []),
    ...(filters.toYear !== null ? [sql`${ref('Yr')} <= ${String(filters.toYear)}`] : []),
    ...(filters.deptId !== null ? [sql`${ref('Dept')} = ${filters.deptId}`] : []),
    ...(filters.personId !== null ? [sql`${ref('Pid')} = ${filters.personId}`] : []),
    ...(filters.category !== null ? [sql`${ref('Category')} = ${filters.category}`] : []),
  ];
}

/**
 * SQLite: the year range again as a range of the sort key, so a list reads just the years asked for in its order.
 * Implied by the Yr conditions there (texts compare byte by byte: Yr >= '2020' is d >= '2020', is '1' || d >= '12020';
 * Yr <= '2022' is d < '2023'). PostgreSQL compares by the database's collation, where that need not hold: its indexes
 * carry the year before the sort key instead (scoreFactTables.ts).
 */
export function sortKeyRange(alias: string, filters: ScoredFilters, dialect: DialectName): Sql[] {
  if (dialect !== 'sqlite') return [];
  const key = sql.ref(`${alias}.Sk`);
  return [
    ...(filters.fromYear !== null ? [sql`${key} >= ${`1${filters.fromYear}`}`] : []),
    ...(filters.toYear !== null ? [sql`${key} < ${`1${filters.toYear + 1}`}`] : []),
  ];
}

/**
 * SQLite: the index a list's page reads, named (INDEXED BY): the one whose equality columns are the filters given,
 * so the rows come in the list's order from the first one that matches. Left to itself, without statistics of the
 * facts, SQLite took the order index for a department and a category no row has and read all of it.
 */
export function pageIndex(filters: ScoredFilters, dialect: DialectName): Sql {
  if (dialect !== 'sqlite') return sql``;
  const name: ListIndexName =
    filters.personId !== null
      ? 'sf_fact_person'
      : filters.deptId !== null && filters.category !== null
        ? 'sf_fact_dept_category'
        : filters.deptId !== null
          ? 'sf_fact_dept'
          : filters.category !== null
            ? 'sf_fact_category'
            : 'sf_fact_order';
  return sql` indexed by ${sql.id(listIndexName(name, dialect))}`;
}

export function whereAll(conditions: readonly Sql[]): Sql {
  return sql.join(conditions, sql` and `);
}

/**
 * Whether the facts hold what a scheme's scope asks: every row; or a data scope's reach, when the scheme's 科室 is the
 * very column the scope names (the fact's "Dept" is then the record's). Never a row-level read scope.
 */
function factsHold(plan: ScorePlan, scope: SchemeScope | null): boolean {
  if (scope === null || scope.ownerId === null) return scope === null || scope.read === null;
  const column = scope.departments?.column ?? null;
  return scope.read === null && plan.dept.via === null && (column === null || plan.dept.field.Name === column);
}

/** Whether the facts may answer: every scheme's scope held by them, and the caller did not ask for the rows scored directly (`direct`: the test that facts equal them). */
export function factsServe(plans: readonly ScorePlan[], reads: ReadonlyMap<string, SchemeScope | null>, direct = false): boolean {
  return !direct && plans.every((plan) => factsHold(plan, reads.get(plan.scheme.Code) ?? null));
}

/** The records of the scheme's module the scope's owner entered (their Id), for a fact's "Rid". */
function ownRecords(plan: ScorePlan, ownerId: string): Sql {
  return sql`select ${sql.ref('Id')} from ${sql.table(plan.source.name)} where ${sql.ref('Create_User_Id')} = ${ownerId}`;
}

/**
 * The facts (alias `alias`, a ScoreFact) of the rows a data scope reaches: their department among its departments, or
 * their record entered by the caller — the records' own condition (recordScope.ts) on the facts. None for no scope.
 */
export function reachCondition(alias: string, plan: ScorePlan, scope: SchemeScope | null): Sql[] {
  if (scope === null || scope.ownerId === null) return [];
  const own = sql`${sql.ref(`${alias}.Rid`)} in (${ownRecords(plan, scope.ownerId)})`;
  const ids = scope.departments?.ids ?? [];
  return [ids.length === 0 ? own : sql`(${sql.ref(`${alias}.Dept`)} in (${sql.join(ids)}) or ${own})`];
}

/**
 * The chosen schemes' sums as (scheme, pid, dept_id, category, cnt, pts) — points in hundredths. A scheme under a data scope
 * adds its departments' sums and, one by one, the facts of the records its caller entered outside them.
 */
export function sumsOfSchemes(plans: readonly ScorePlan[], filters: ScoredFilters, reads?: ReadonlyMap<string, SchemeScope | null>): Sql {
  const scopeOf = (plan: ScorePlan): SchemeScope | null => reads?.get(plan.scheme.Code) ?? null;
  const whole = plans.filter((plan) => (scopeOf(plan)?.ownerId ?? null) === null).map((plan) => plan.scheme.Code);
  const parts: Sql[] = [];
  const sums = (
    conditions: Sql[],
  ): Sql => sql`select sm."Scheme" as scheme, sm."Pid" as pid, sm."Dept" as dept_id, sm."Category" as category, sm."Cnt" as cnt, sm."Pts" as pts
    from ${sql.table(SUM_TABLE)} as sm where ${whereAll([...conditions, ...factConditions('sm', filters)])}`;
  if (whole.length > 0 || plans.length === 0) parts.push(sums([sql`sm."Scheme" in (${whole.length > 0 ? sql.join(whole) : sql`null`})`]));
  for (const plan of plans) {
    const scope = scopeOf(plan);
    if (scope === null || scope.ownerId === null) continue;
    const ids = scope.departments?.ids ?? [];
    if (ids.length > 0) parts.push(sums([sql`sm."Scheme" = ${plan.scheme.Code}`, sql`sm."Dept" in (${sql.join(ids)})`]));
    const outside = ids.length > 0 ? [sql`(sf."Dept" is null or sf."Dept" not in (${sql.join(ids)}))`] : [];
    parts.push(sql`select sf."Scheme" as scheme, sf."Pid" as pid, sf."Dept" as dept_id, sf."Category" as category, 1 as cnt, sf."Pts" as pts
      from ${sql.table(FACT_TABLE)} as sf where ${whereAll([
        sql`sf."Scheme" = ${plan.scheme.Code}`,
        ...factConditions('sf', filters),
        sql`sf."Rid" in (${ownRecords(plan, scope.ownerId)})`,
        ...outside,
      ])}`);
  }
  return sql.join(parts, sql` union all `);
}

/** Hundredths back to points. */
export const fromHundredths = (raw: unknown): number => Math.round(Number(raw ?? 0)) / POINT_SCALE;
