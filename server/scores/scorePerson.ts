/**
 * `POST /api/score/person/{personId}` (个人科研成果): one person's scored rows of every scheme, newest first, with
 * the sums per scheme and per category — one query: the person left-joined to the schemes' rows (UNION ALL), so a
 * person without rows still answers with their name. The rows are bounded (SCORE_LIMITS.maxRankingRows); without a
 * read scope, that many of the person's newest facts are picked from an index first and only they are scored.
 */
import { sql } from 'kysely';
import { SCORE_LIMITS, type ScorePersonResult } from '../../contract/index.js';
import type { HeavyReads } from '../platform/db/heavyReads.js';
import type { DialectName } from '../platform/db/types.js';
import { notFound } from '../platform/http/httpError.js';
import type { ReadScope } from '../records/recordScope.js';
import { listRow } from './scoreDisplay.js';
import { factConditions, factsServe, whereAll } from './scoreFactReads.js';
import { FACT_TABLE } from './scoreFactTables.js';
import { pointsOf, scoredRows, type ScoredFilters } from './scoredRows.js';
import type { ScorePlan } from './scorePlan.js';

export const PERSON_NOT_FOUND = '人员不存在';
/** The category row of a person's records that no 评价指标类别 names. */
export const UNCATEGORISED = '未列入评价指标类别';
const NEWEST = 'sf_newest';

export interface PersonInput {
  plans: readonly ScorePlan[];
  dialect: DialectName;
  personId: string;
  filters: ScoredFilters;
  reads: ReadonlyMap<string, ReadScope | null>;
  /** Score the rows even where the facts could answer (tests compare the two). */
  direct?: boolean;
}

export async function scorePerson(statistics: HeavyReads, input: PersonInput): Promise<ScorePersonResult> {
  const [first] = input.plans;
  const person = first.personLabel;
  const dept = first.deptLabel;
  const filters = { ...input.filters, personId: input.personId };
  const fromFacts = factsServe(input.plans, input.reads, input.direct);
  // From the facts: the person's newest rows (as many as the page shows) picked first, only those scored for display.
  const codes = input.plans.map((plan) => plan.scheme.Code);
  const newest = sql`with ${sql.id(NEWEST)} as materialized (select f."Scheme", f."Rid" from ${sql.table(FACT_TABLE)} as f
    where ${whereAll([sql`f."Scheme" in (${sql.join(codes)})`, ...factConditions('f', filters)])}
    order by f."Sk" desc, f."Scheme", f."Rid" limit ${sql.lit(SCORE_LIMITS.maxRankingRows)}) `;
  const union = sql.join(input.plans.map((plan) => {
    const read = input.reads.get(plan.scheme.Code) ?? null;
    const rids = fromFacts ? sql`select n."Rid" as ${sql.ref('Id')} from ${sql.id(NEWEST)} as n where n."Scheme" = ${plan.scheme.Code}` : undefined;
    const scored = scoredRows({ plan, dialect: input.dialect, filters, read, detail: true, rids });
    return sql`select cast(${plan.scheme.Code} as text) as scheme, s.* from (${scored}) as s`;
  }), sql` union all `);
  const rows = await statistics.rows(sql<Record<string, unknown>>`${fromFacts ? newest : sql``}select ${sql.ref(`pr.${person.field}`)} as owner_name, ${sql.ref(`pd.${dept.field}`)} as owner_dept,
      ${sql.ref(`pr.${person.field}`)} as person_name, ${sql.ref(`dn.${dept.field}`)} as dept_name, s.*
    from ${sql.table(person.module.name)} as pr
    left join ${sql.table(dept.module.name)} as pd on ${sql.ref('pd.Id')} = ${sql.ref('pr.Dept_Id')}
    left join (${union}) as s on s.pid = ${sql.ref('pr.Id')}
    left join ${sql.table(dept.module.name)} as dn on ${sql.ref('dn.Id')} = s.dept_id
    where ${sql.ref('pr.Id')} = ${input.personId}
    order by (s.d is null), s.d desc, s.scheme, s.rid
    limit ${sql.lit(SCORE_LIMITS.maxRankingRows)}`);
  if (rows.length === 0) throw notFound(PERSON_NOT_FOUND);
  const byCode = new Map(input.plans.map((plan) => [plan.scheme.Code, plan]));
  const scored = rows.filter((row) => row.scheme !== null && row.scheme !== undefined);
  const schemes = input.plans.map((plan) => ({ Code: plan.scheme.Code, Title: plan.scheme.Title, Count: 0, Points: 0 }));
  const categories = new Map<string, { Category: string; Count: number; Points: number }>();
  const result = scored.map((row) => {
    const plan = byCode.get(String(row.scheme)) as ScorePlan;
    const listed = { ...listRow(plan, row), Scheme: plan.scheme.Code };
    const scheme = schemes.find((s) => s.Code === plan.scheme.Code);
    if (scheme) {
      scheme.Count += 1;
      scheme.Points = pointsOf(scheme.Points + listed.Points);
    }
    // A record in no category (a paper no rule scores) is still one of the person's records: the table by category
    // counts what the cards count (论文积分 4 项 beside a table of 2 read as two papers lost).
    const categoryName = listed.Category ?? UNCATEGORISED;
    const category = categories.get(categoryName) ?? { Category: categoryName, Count: 0, Points: 0 };
    category.Count += 1;
    category.Points = pointsOf(category.Points + listed.Points);
    categories.set(categoryName, category);
    return listed;
  });
  return {
    Person_Id: input.personId,
    Name: String(rows[0].owner_name ?? ''),
    Dept: rows[0].owner_dept === null || rows[0].owner_dept === undefined ? null : String(rows[0].owner_dept),
    Schemes: schemes,
    Categories: [...categories.values()].sort((a, b) => b.Points - a.Points || a.Category.localeCompare(b.Category, 'zh-Hans-CN')),
    Rows: result,
    TotalPoints: pointsOf(result.reduce((sum, r) => sum + r.Points, 0)),
  };
}
