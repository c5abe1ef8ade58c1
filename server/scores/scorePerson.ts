/**
 * `POST /api/score/person/{personId}` (个人科研成果): one person's scored rows of every scheme, newest first, with
 * the sums per scheme and per category; a person without rows still answers with their name. The rows are bounded
 * (SCORE_LIMITS.maxRankingRows). Without a read scope, they are the person's newest facts (scorePersonFacts.ts);
 * with one, the schemes' rows scored directly in one query.
 */
import { sql } from 'kysely';
import { SCORE_LIMITS, type ScorePersonResult } from '../../contract/index.js';
import type { HeavyReads } from '../platform/db/heavyReads.js';
import type { DialectName } from '../platform/db/types.js';
import { notFound } from '../platform/http/httpError.js';
import { listRow } from './scoreDisplay.js';
import { factsServe } from './scoreFactReads.js';
import { personRowsFromFacts } from './scorePersonFacts.js';
import { pointsOf, scoredRows, type ScoredFilters, type SchemeScope } from './scoredRows.js';
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
  /** Score the rows even where the facts could answer: while they are built whole, and in tests comparing the two. */
  direct?: boolean;
}

type Row = Record<string, unknown>;
interface PersonRows {
  /** owner_name, owner_dept. */
  owner: Row;
  scored: Row[];
}

/** Scored directly: the person left-joined to the schemes' scored rows, so a person without rows still has a row. */
async function scoredDirectly(statistics: HeavyReads, input: PersonInput, filters: ScoredFilters): Promise<PersonRows> {
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
  const rows = await statistics.rows(sql<Row>`select ${sql.ref(`pr.${person.field}`)} as owner_name, ${sql.ref(`pd.${dept.field}`)} as owner_dept,
      ${sql.ref(`pr.${person.field}`)} as person_name, ${sql.ref(`dn.${dept.field}`)} as dept_name, s.*
    from ${sql.table(person.module.name)} as pr
    left join ${sql.table(dept.module.name)} as pd on ${sql.ref('pd.Id')} = ${sql.ref('pr.Dept_Id')}
    left join (${union}) as s on s.pid = ${sql.ref('pr.Id')}
    left join ${sql.table(dept.module.name)} as dn on ${sql.ref('dn.Id')} = s.dept_id
    where ${sql.ref('pr.Id')} = ${input.personId}
    order by (s.d is null), s.d desc, s.scheme, s.rid
    limit ${sql.lit(SCORE_LIMITS.maxRankingRows)}`);
  if (rows.length === 0) throw notFound(PERSON_NOT_FOUND);
  return { owner: rows[0], scored: rows.filter((row) => row.scheme !== null && row.scheme !== undefined) };
}

async function fromTheFacts(statistics: HeavyReads, input: PersonInput, filters: ScoredFilters): Promise<PersonRows> {
  const [first] = input.plans;
  const person = first.personLabel;
  const dept = first.deptLabel;
  const [owner] = await statistics.lookup(sql<Row>`select ${sql.ref(`pr.${person.field}`)} as owner_name, ${sql.ref(`pd.${dept.field}`)} as owner_dept
    from ${sql.table(person.module.name)} as pr left join ${sql.table(dept.module.name)} as pd on ${sql.ref('pd.Id')} = ${sql.ref('pr.Dept_Id')}
    where ${sql.ref('pr.Id')} = ${input.personId}`);
  if (owner === undefined) throw notFound(PERSON_NOT_FOUND);
  return {
    owner,
    scored: await personRowsFromFacts(statistics, { plans: input.plans, dialect: input.dialect, filters, reads: input.reads }, owner.owner_name),
  };
}

export async function scorePerson(statistics: HeavyReads, input: PersonInput): Promise<ScorePersonResult> {
  const filters = { ...input.filters, personId: input.personId };
  const fromFacts = factsServe(input.plans, input.reads, input.direct);
  const { owner, scored } = fromFacts ? await fromTheFacts(statistics, input, filters) : await scoredDirectly(statistics, input, filters);
  const byCode = new Map(input.plans.map((plan) => [plan.scheme.Code, plan]));
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
    Name: String(owner.owner_name ?? ''),
    Dept: owner.owner_dept === null || owner.owner_dept === undefined ? null : String(owner.owner_dept),
    Schemes: schemes,
    Categories: [...categories.values()].sort((a, b) => b.Points - a.Points || a.Category.localeCompare(b.Category, 'zh-Hans-CN')),
    Rows: result,
    TotalPoints: pointsOf(result.reduce((sum, r) => sum + r.Points, 0)),
  };
}
