/**
 * `POST /api/score/{code}/list`: a scheme's scored rows, newest first, paged, with the row count and the points over
 * every row of the filter. From the facts (scoreFactTables.ts): the page's (record, person) pairs read in the list's
 * order from an index, the totals added up from the sums, then only the page's records scored for what a row shows.
 * A role's data scope is read from the facts too (scoreFactReads.ts). Under a row-level read scope, directly: one
 * query (window totals beside the page's rows); a page past the end asks once more for the totals alone.
 */
import { sql } from 'kysely';
import type { ScoreListResult } from '../../contract/index.js';
import type { HeavyReads } from '../platform/db/heavyReads.js';
import type { DialectName } from '../platform/db/types.js';
import { listColumns, listRow } from './scoreDisplay.js';
import { factConditions, factsServe, fromHundredths, pageIndex, reachCondition, sortKeyRange, sumsOfSchemes, whereAll } from './scoreFactReads.js';
import { FACT_TABLE, pageOrder } from './scoreFactTables.js';
import { NO_FILTERS, pointsOf, scoredRows, sourceIds, type ScoredFilters, type Sql, type SchemeScope } from './scoredRows.js';
import type { ScorePlan } from './scorePlan.js';

export interface ListInput {
  plan: ScorePlan;
  dialect: DialectName;
  filters: ScoredFilters;
  read: SchemeScope | null;
  pageIndex: number;
  pageSize: number;
  /** Score the rows even where the facts could answer: while they are built whole, and in tests comparing the two. */
  direct?: boolean;
}

/** Person and department names beside scored rows `s` (the person's name, the record's department). */
export function namesJoin(plan: ScorePlan): Sql {
  const person = plan.personLabel;
  const dept = plan.deptLabel;
  return sql`left join ${sql.table(person.module.name)} as p on ${sql.ref('p.Id')} = s.pid
    left join ${sql.table(dept.module.name)} as dn on ${sql.ref('dn.Id')} = s.dept_id`;
}

export function nameColumns(plan: ScorePlan): Sql {
  return sql`${sql.ref(`p.${plan.personLabel.field}`)} as person_name, ${sql.ref(`dn.${plan.deptLabel.field}`)} as dept_name`;
}

function listResult(plan: ScorePlan, rows: ReadonlyArray<Record<string, unknown>>, total: number, totalPoints: number): ScoreListResult {
  return {
    Code: plan.scheme.Code,
    Title: plan.scheme.Title,
    Columns: listColumns(plan),
    Rows: rows.map((row) => listRow(plan, row)),
    Total: total,
    TotalPoints: totalPoints,
  };
}

/** From the facts (the caller has no read scope on the module; a data scope's reach is read from them). */
async function listFromFacts(statistics: HeavyReads, input: ListInput): Promise<ScoreListResult> {
  const { plan } = input;
  // The totals from the sums (under a data scope: its departments' and the facts of the caller's own records); the
  // page from the facts in the list's order, also on the sort key.
  const sums = sumsOfSchemes([plan], input.filters, new Map([[plan.scheme.Code, input.read]]));
  const pageWhere = whereAll([
    sql`f."Scheme" = ${plan.scheme.Code}`,
    ...factConditions('f', input.filters),
    ...sortKeyRange('f', input.filters, input.dialect),
    ...reachCondition('f', plan, input.read),
  ]);
  const offset = (input.pageIndex - 1) * input.pageSize;
  const [page, [totals]] = await Promise.all([
    statistics.rows(sql<{
      rid: string;
      pid: string;
    }>`select f."Rid" as rid, f."Pid" as pid from ${sql.table(FACT_TABLE)} as f${pageIndex(input.filters, input.dialect)} where ${pageWhere}
      order by ${pageOrder('f', input.dialect)} limit ${sql.lit(input.pageSize)} offset ${sql.lit(offset)}`),
    statistics.rows(sql<{ n: unknown; pts: unknown }>`select sum(g.cnt) as n, sum(g.pts) as pts from (${sums}) as g`),
  ]);
  let rows: Array<Record<string, unknown>> = [];
  if (page.length > 0) {
    const rids = [...new Set(page.map((p) => String(p.rid)))];
    const scored = scoredRows({ plan, dialect: input.dialect, filters: NO_FILTERS, read: null, detail: true, rids: sourceIds(plan.source.name, rids) });
    const detail = await statistics.rows(sql<Record<string, unknown>>`select s.*, ${nameColumns(plan)} from (${scored}) as s ${namesJoin(plan)}`);
    const byPair = new Map(detail.map((row) => [`${String(row.rid)}\u0000${String(row.pid)}`, row]));
    rows = page.map((p) => byPair.get(`${String(p.rid)}\u0000${String(p.pid)}`)).filter((row): row is Record<string, unknown> => row !== undefined);
  }
  return listResult(plan, rows, Number(totals?.n ?? 0), pointsOf(fromHundredths(totals?.pts)));
}

export async function scoreList(statistics: HeavyReads, input: ListInput): Promise<ScoreListResult> {
  if (factsServe([input.plan], new Map([[input.plan.scheme.Code, input.read]]), input.direct)) return listFromFacts(statistics, input);
  const { plan } = input;
  const scored = scoredRows({ plan, dialect: input.dialect, filters: input.filters, read: input.read, detail: true });
  const offset = (input.pageIndex - 1) * input.pageSize;
  const rows = await statistics.rows(sql<Record<string, unknown>>`select s.*, ${nameColumns(plan)},
      count(*) over () as total_rows, sum(s.points) over () as total_points
    from (${scored}) as s ${namesJoin(plan)}
    order by (s.d is null), s.d desc, s.rid, s.pid limit ${sql.lit(input.pageSize)} offset ${sql.lit(offset)}`);
  let total = Number(rows[0]?.total_rows ?? 0);
  let totalPoints = pointsOf(rows[0]?.total_points);
  if (rows.length === 0 && offset > 0) {
    const [all] = await statistics.rows(sql<Record<string, unknown>>`select count(*) as total_rows, sum(s.points) as total_points from (${scored}) as s`);
    total = Number(all?.total_rows ?? 0);
    totalPoints = pointsOf(all?.total_points);
  }
  return listResult(plan, rows, total, totalPoints);
}
