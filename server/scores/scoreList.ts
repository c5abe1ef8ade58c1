/**
 * `POST /api/score/{code}/list`: a scheme's scored rows, newest first, paged, with the row count and the points over
 * every row of the filter — one query (window totals beside the page's rows); a page past the end asks once more
 * for the totals alone.
 */
import { sql } from 'kysely';
import type { ScoreListResult } from '../../contract/index.js';
import type { HeavyReads } from '../platform/db/heavyReads.js';
import type { DialectName } from '../platform/db/types.js';
import type { ReadScope } from '../records/recordScope.js';
import { listColumns, listRow } from './scoreDisplay.js';
import { pointsOf, scoredRows, type ScoredFilters, type Sql } from './scoredRows.js';
import type { ScorePlan } from './scorePlan.js';

export interface ListInput {
  plan: ScorePlan;
  dialect: DialectName;
  filters: ScoredFilters;
  read: ReadScope | null;
  pageIndex: number;
  pageSize: number;
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

export async function scoreList(statistics: HeavyReads, input: ListInput): Promise<ScoreListResult> {
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
  return {
    Code: plan.scheme.Code,
    Title: plan.scheme.Title,
    Columns: listColumns(plan),
    Rows: rows.map((row) => listRow(plan, row)),
    Total: total,
    TotalPoints: totalPoints,
  };
}
