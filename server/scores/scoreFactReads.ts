/**
 * What the score reads take from the facts (scoreFactTables.ts) instead of scoring the source rows: the conditions of
 * a call's filters on a fact or a sum row, and the sums of the chosen schemes put under each other. Used only when the
 * caller reaches every source row of the schemes: under a row-level read scope (none of the scored modules has one
 * today) or a role's data scope (scoreReach.ts: a 科室主任's 本部门及以下), the reads score the reached rows directly
 * (scoredRows.ts) — the facts carry neither a record's creator nor a read scope's columns.
 */
import { sql } from 'kysely';
import type { DialectName } from '../platform/db/types.js';
import type { SchemeScope, ScoredFilters, Sql } from './scoredRows.js';
import type { ScorePlan } from './scorePlan.js';
import { listIndexName, POINT_SCALE, SUM_TABLE, type ListIndexName } from './scoreFactTables.js';

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

/** Whether the facts may answer: no scheme read under a row-level scope, and the caller did not ask for the rows scored directly (`direct`: the test that facts equal them). */
export function factsServe(plans: readonly ScorePlan[], reads: ReadonlyMap<string, SchemeScope | null>, direct = false): boolean {
  return !direct && plans.every((plan) => (reads.get(plan.scheme.Code) ?? null) === null);
}

/** The chosen schemes' sums as (scheme, pid, dept_id, cnt, pts) — points in hundredths. */
export function sumsOfSchemes(plans: readonly ScorePlan[], filters: ScoredFilters): Sql {
  const codes = plans.map((plan) => plan.scheme.Code);
  return sql`select sm."Scheme" as scheme, sm."Pid" as pid, sm."Dept" as dept_id, sm."Cnt" as cnt, sm."Pts" as pts
    from ${sql.table(SUM_TABLE)} as sm where ${whereAll([sql`sm."Scheme" in (${sql.join(codes)})`, ...factConditions('sm', filters)])}`;
}

/** Hundredths back to points. */
export const fromHundredths = (raw: unknown): number => Math.round(Number(raw ?? 0)) / POINT_SCALE;
