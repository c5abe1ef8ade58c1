/**
 * `POST /api/score/ranking`: people or departments by their points over the chosen schemes — one query over the
 * schemes' scored rows put under each other (UNION ALL), grouped, with the points per scheme beside the total, ranks
 * computed by the database (rank(): equal points share a rank, the next rank skips) on sums rounded to two decimals,
 * and the points of every group (not just the rows shown). Without a read scope the rows put under each other are
 * the schemes' sums (scoreFactTables.ts: a few rows per person and year) instead of their scored rows; points are then
 * hundredths, integers, so the sums are exact and ranks compare them as they are.
 */
import { sql } from 'kysely';
import type { ScoreRankingResult, ScoreRankingRow } from '../../contract/index.js';
import type { HeavyReads } from '../platform/db/heavyReads.js';
import type { DialectName } from '../platform/db/types.js';
import { factsServe, fromHundredths, sumsOfSchemes } from './scoreFactReads.js';
import { pointsOf, roundedSum, scoredRows, type ScoredFilters, type Sql, type SchemeScope } from './scoredRows.js';
import type { ScorePlan } from './scorePlan.js';

export interface RankingInput {
  plans: readonly ScorePlan[];
  dialect: DialectName;
  filters: ScoredFilters;
  /** The rows each scheme counts for the caller (SchemeScope), by Code. */
  reads: ReadonlyMap<string, SchemeScope | null>;
  by: 'person' | 'dept';
  limit: number;
  /** Score the rows even where the facts could answer: while they are built whole, and in tests comparing the two. */
  direct?: boolean;
}

/** Every chosen scheme's rows as (scheme, pid, dept_id, category, points). */
export function unionOfSchemes(input: Pick<RankingInput, 'plans' | 'dialect' | 'filters' | 'reads'>): Sql {
  return sql.join(
    input.plans.map((plan) => {
      const scored = scoredRows({ plan, dialect: input.dialect, filters: input.filters, read: input.reads.get(plan.scheme.Code) ?? null, detail: false });
      return sql`select cast(${plan.scheme.Code} as text) as scheme, s.pid, s.dept_id, s.category, s.points from (${scored}) as s`;
    }),
    sql` union all `,
  );
}

export async function scoreRanking(statistics: HeavyReads, input: RankingInput): Promise<ScoreRankingResult> {
  const [first] = input.plans;
  const person = first.personLabel;
  const dept = first.deptLabel;
  const fromFacts = factsServe(input.plans, input.reads, input.direct);
  // From the sums: hundredths in g.pts, rows counted in g.cnt; directly: points in g.points, one row each.
  const sum = (value: Sql): Sql => (fromFacts ? sql`sum(${value})` : roundedSum(value));
  const value = fromFacts ? sql`g.pts` : sql`g.points`;
  const bySchemes = input.plans.map((plan, i) => sql`${sum(sql`case when g.scheme = ${plan.scheme.Code} then ${value} else 0 end`)} as ${sql.id(`s${i}`)}`);
  const points = sum(value);
  const count = fromFacts ? sql`sum(g.cnt)` : sql`count(*)`;
  const rowsOf = fromFacts ? sumsOfSchemes(input.plans, input.filters, input.reads) : unionOfSchemes(input);
  const pointsFrom = (raw: unknown): number => pointsOf(fromFacts ? fromHundredths(raw) : raw);
  // The sums are a ledger (scoreFactRefresh.ts): a group whose rows add up to no scored row is not there.
  const having = fromFacts ? sql` having sum(g.cnt) > 0` : sql``;
  const grouped =
    input.by === 'person'
      ? sql`select g.pid as id, ${sql.ref(`p.${person.field}`)} as name, ${sql.ref(`dn.${dept.field}`)} as dept,
        ${sql.join(bySchemes)}, ${count} as cnt, ${points} as pts,
        rank() over (order by ${points} desc) as rk, sum(${points}) over () as all_points
      from (${rowsOf}) as g
      left join ${sql.table(person.module.name)} as p on ${sql.ref('p.Id')} = g.pid
      left join ${sql.table(dept.module.name)} as dn on ${sql.ref('dn.Id')} = ${sql.ref(`p.Dept_Id`)}
      group by g.pid, ${sql.ref(`p.${person.field}`)}, ${sql.ref(`dn.${dept.field}`)}${having}`
      : sql`select g.dept_id as id, ${sql.ref(`dn.${dept.field}`)} as name, cast(null as text) as dept,
        ${sql.join(bySchemes)}, ${count} as cnt, ${points} as pts,
        rank() over (order by ${points} desc) as rk, sum(${points}) over () as all_points
      from (${rowsOf}) as g
      left join ${sql.table(dept.module.name)} as dn on ${sql.ref('dn.Id')} = g.dept_id
      where g.dept_id is not null
      group by g.dept_id, ${sql.ref(`dn.${dept.field}`)}${having}`;
  const rows = await statistics.rows(
    sql<Record<string, unknown>>`select * from (${grouped}) as k order by k.rk, k.name, k.id limit ${sql.lit(input.limit + 1)}`,
  );
  const kept = rows.slice(0, input.limit);
  const result: ScoreRankingRow[] = kept.map((row) => {
    const schemes: Record<string, number> = {};
    input.plans.forEach((plan, i) => {
      schemes[plan.scheme.Code] = pointsFrom(row[`s${i}`]);
    });
    return {
      Rank: Number(row.rk),
      Id: String(row.id),
      Name: row.name === null || row.name === undefined ? '未知' : String(row.name),
      Dept: row.dept === null || row.dept === undefined ? null : String(row.dept),
      BySchemes: schemes,
      Count: Number(row.cnt),
      Points: pointsFrom(row.pts),
    };
  });
  return {
    By: input.by,
    Schemes: input.plans.map((plan) => ({ Code: plan.scheme.Code, Title: plan.scheme.Title })),
    Rows: result,
    TotalPoints: pointsFrom(rows[0]?.all_points),
    Truncated: rows.length > input.limit,
  };
}
