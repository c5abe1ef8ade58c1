/**
 * `POST /api/score/person/{personId}` (个人科研成果): one person's scored rows of every scheme, newest first — a page of
 * them, among the newest SCORE_LIMITS.maxRankingRows — with the sums per scheme and per category of all of them; a
 * person without rows still answers with their name. Without a read scope, the rows are the person's newest facts
 * (scorePersonFacts.ts) and the sums the facts' sums (ScoreFactSum: a few rows per scheme, year and category, however
 * many records); with one, both come from the schemes' rows scored directly.
 */
import { sql } from 'kysely';
import type { ScorePersonResult } from '../../contract/index.js';
import type { HeavyReads } from '../platform/db/heavyReads.js';
import type { DialectName } from '../platform/db/types.js';
import { notFound } from '../platform/http/httpError.js';
import { listRow } from './scoreDisplay.js';
import { factsServe, fromHundredths, sumsOfSchemes } from './scoreFactReads.js';
import { personRowsFromFacts } from './scorePersonFacts.js';
import { unionOfSchemes } from './scoreRanking.js';
import { pointsOf, roundedSum, scoredRows, type ScoredFilters, type SchemeScope } from './scoredRows.js';
import type { ScorePlan } from './scorePlan.js';

export const PERSON_NOT_FOUND = '人员不存在';
/** The category row of a person's records that no 评价指标类别 names. */
export const UNCATEGORISED = '未列入评价指标类别';

export interface PersonInput {
  plans: readonly ScorePlan[];
  dialect: DialectName;
  personId: string;
  filters: ScoredFilters;
  reads: ReadonlyMap<string, SchemeScope | null>;
  /** The page of rows: skipped from the newest, shown. */
  offset: number;
  limit: number;
  /** Score the rows even where the facts could answer: while they are built whole, and in tests comparing the two. */
  direct?: boolean;
}

type Row = Record<string, unknown>;
/** One (scheme, category) of the person's rows: how many, and their points. */
interface Sum {
  scheme: string;
  category: string | null;
  count: number;
  points: number;
}

/** The person's name and department's name; not found without them. */
async function ownerOf(statistics: HeavyReads, input: PersonInput): Promise<Row> {
  const [first] = input.plans;
  const person = first.personLabel;
  const dept = first.deptLabel;
  const [owner] = await statistics.lookup(sql<Row>`select ${sql.ref(`pr.${person.field}`)} as owner_name, ${sql.ref(`pd.${dept.field}`)} as owner_dept
    from ${sql.table(person.module.name)} as pr left join ${sql.table(dept.module.name)} as pd on ${sql.ref('pd.Id')} = ${sql.ref('pr.Dept_Id')}
    where ${sql.ref('pr.Id')} = ${input.personId}`);
  if (owner === undefined) throw notFound(PERSON_NOT_FOUND);
  return owner;
}

/** The page's rows scored directly, with the earner's and the department's names. */
async function rowsScoredDirectly(statistics: HeavyReads, input: PersonInput, filters: ScoredFilters): Promise<Row[]> {
  const [first] = input.plans;
  const person = first.personLabel;
  const dept = first.deptLabel;
  const union = sql.join(
    input.plans.map((plan) => {
      const scored = scoredRows({ plan, dialect: input.dialect, filters, read: input.reads.get(plan.scheme.Code) ?? null, detail: true });
      return sql`select cast(${plan.scheme.Code} as text) as scheme, s.* from (${scored}) as s`;
    }),
    sql` union all `,
  );
  return statistics.rows(sql<Row>`select ${sql.ref(`pr.${person.field}`)} as person_name, ${sql.ref(`dn.${dept.field}`)} as dept_name, s.*
    from (${union}) as s
    join ${sql.table(person.module.name)} as pr on ${sql.ref('pr.Id')} = s.pid
    left join ${sql.table(dept.module.name)} as dn on ${sql.ref('dn.Id')} = s.dept_id
    order by (s.d is null), s.d desc, s.scheme, s.rid
    limit ${sql.lit(input.limit)} offset ${sql.lit(input.offset)}`);
}

/** Every row's sums per (scheme, category): from the facts' sums, or the rows scored directly. */
async function sumsOf(statistics: HeavyReads, input: PersonInput, filters: ScoredFilters, fromFacts: boolean): Promise<Sum[]> {
  const grouped = fromFacts
    ? sql<Row>`select g.scheme, g.category, sum(g.cnt) as cnt, sum(g.pts) as pts
      from (${sumsOfSchemes(input.plans, filters, input.reads)}) as g group by g.scheme, g.category having sum(g.cnt) > 0`
    : sql<Row>`select g.scheme, g.category, count(*) as cnt, ${roundedSum(sql`g.points`)} as pts
      from (${unionOfSchemes({ plans: input.plans, dialect: input.dialect, filters, reads: input.reads })}) as g group by g.scheme, g.category`;
  // The facts' sums of one person are a few rows per scheme, year and category: a lookup by the person's index.
  const rows = await (fromFacts ? statistics.lookup(grouped) : statistics.rows(grouped));
  return rows.map((row) => ({
    scheme: String(row.scheme),
    category: row.category === null || row.category === undefined ? null : String(row.category),
    count: Number(row.cnt),
    // The sums count the facts' points in hundredths (exact); the rows scored directly in points, rounded by the database.
    points: pointsOf(fromFacts ? fromHundredths(row.pts) : row.pts),
  }));
}

export async function scorePerson(statistics: HeavyReads, input: PersonInput): Promise<ScorePersonResult> {
  const filters = { ...input.filters, personId: input.personId };
  const fromFacts = factsServe(input.plans, input.reads, input.direct);
  // The three reads at once: the rows need only the person's name, stamped on them after.
  const [owner, rows, sums] = await Promise.all([
    ownerOf(statistics, input),
    fromFacts
      ? personRowsFromFacts(statistics, { plans: input.plans, dialect: input.dialect, filters, reads: input.reads, offset: input.offset, limit: input.limit })
      : rowsScoredDirectly(statistics, input, filters),
    sumsOf(statistics, input, filters, fromFacts),
  ]);
  const scored = fromFacts ? rows.map((row) => Object.assign(row, { person_name: owner.owner_name })) : rows;
  const byCode = new Map(input.plans.map((plan) => [plan.scheme.Code, plan]));
  const schemes = input.plans.map((plan) => ({ Code: plan.scheme.Code, Title: plan.scheme.Title, Count: 0, Points: 0 }));
  const categories = new Map<string, { Category: string; Count: number; Points: number }>();
  for (const sum of sums) {
    const scheme = schemes.find((s) => s.Code === sum.scheme);
    if (scheme) {
      scheme.Count += sum.count;
      scheme.Points = pointsOf(scheme.Points + sum.points);
    }
    // A record in no category (a paper no rule scores) is still one of the person's records: the table by category
    // counts what the cards count (论文积分 4 项 beside a table of 2 read as two papers lost).
    const categoryName = sum.category ?? UNCATEGORISED;
    const category = categories.get(categoryName) ?? { Category: categoryName, Count: 0, Points: 0 };
    category.Count += sum.count;
    category.Points = pointsOf(category.Points + sum.points);
    categories.set(categoryName, category);
  }
  return {
    Person_Id: input.personId,
    Name: String(owner.owner_name ?? ''),
    Dept: owner.owner_dept === null || owner.owner_dept === undefined ? null : String(owner.owner_dept),
    Schemes: schemes,
    Categories: [...categories.values()].sort((a, b) => b.Points - a.Points || a.Category.localeCompare(b.Category, 'zh-Hans-CN')),
    Rows: scored.map((row) => ({ ...listRow(byCode.get(String(row.scheme)) as ScorePlan, row), Scheme: String(row.scheme) })),
    Total: schemes.reduce((sum, scheme) => sum + scheme.Count, 0),
    TotalPoints: pointsOf(schemes.reduce((sum, scheme) => sum + scheme.Points, 0)),
  };
}
