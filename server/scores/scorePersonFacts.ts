/**
 * A person's rows (scorePerson.ts) from the score facts, without scoring: the person's newest facts — as many as the
 * page reaches — read from the person's index of each scheme in its order (the newest overall are among each scheme's
 * newest) and put in the page's order by the database; then, per scheme among them, only those records read by id
 * for what a row shows (name, factors, columns). The points, category, department, date and role are the facts'.
 * Small queries rather than one over every scheme: PostgreSQL spent about as long planning that one (every scheme's
 * table with its indexes) as running it. A person with 100,000 papers costs what one with 2,000 does.
 */
import { sql, type RawBuilder } from 'kysely';
import { SCORE_LIMITS } from '../../contract/index.js';
import type { HeavyReads } from '../platform/db/heavyReads.js';
import type { DialectName } from '../platform/db/types.js';
import { factConditions, fromHundredths, pageIndex, reachCondition, sortKeyRange, whereAll } from './scoreFactReads.js';
import { FACT_TABLE, pageOrder } from './scoreFactTables.js';
import { roleFactors, shownOfSource, sourceIds, type SchemeScope, type ScoredFilters, type Sql } from './scoredRows.js';
import type { ScorePlan } from './scorePlan.js';

export interface PersonFactsInput {
  plans: readonly ScorePlan[];
  dialect: DialectName;
  /** With personId set: whose page. */
  filters: ScoredFilters;
  /** Each scheme's data scope (scoreReach.ts) by Code; absent or null: every fact of the person. */
  reads?: ReadonlyMap<string, SchemeScope | null>;
  /** The page: rows skipped from the newest, rows shown. */
  offset: number;
  limit: number;
}

interface Fact {
  Scheme: string;
  Rid: string;
  Pid: string;
  Role: string | null;
  Dept: string | null;
  Sk: string;
  Pts: unknown;
  Category: string | null;
  dept_name: unknown;
}

/**
 * The page's facts among the person's newest over the schemes (each scheme's newest offset + limit put under each other:
 * the page's are among them) with their department's name, newest first (the date, then scheme and record, as scored
 * rows are ordered).
 */
function newestFacts(input: PersonFactsInput): RawBuilder<Fact> {
  const { filters, dialect } = input;
  const [first] = input.plans;
  const ofScheme = (
    plan: ScorePlan,
    i: number,
  ): Sql => sql`select * from (select f."Scheme", f."Rid", f."Pid", f."Role", f."Dept", f."Sk", f."Pts", f."Category"
    from ${sql.table(FACT_TABLE)} as f${pageIndex(filters, dialect)}
    where ${whereAll([
      sql`f."Scheme" = ${plan.scheme.Code}`,
      ...factConditions('f', filters),
      ...sortKeyRange('f', filters, dialect),
      ...reachCondition('f', plan, input.reads?.get(plan.scheme.Code) ?? null),
    ])}
    order by ${pageOrder('f', dialect)} limit ${sql.lit(input.offset + input.limit)}) as ${sql.id(`n${i}`)}`;
  return sql<Fact>`select n.*, ${sql.ref(`dn.${first.deptLabel.field}`)} as dept_name
    from (${sql.join(input.plans.map(ofScheme), sql` union all `)}) as n
    left join ${sql.table(first.deptLabel.module.name)} as dn on ${sql.ref('dn.Id')} = n."Dept"
    order by n."Sk" desc, n."Scheme", n."Rid" limit ${sql.lit(input.limit)} offset ${sql.lit(input.offset)}`;
}

/**
 * The page's rows as scorePerson reads scored rows (scheme, rid, pid, role, dept_id, d, points, category, f0…, name,
 * c0…, cl0…, dept_name), newest first — without person_name, which the caller, who read the person, adds.
 */
export async function personRowsFromFacts(statistics: HeavyReads, input: PersonFactsInput): Promise<Array<Record<string, unknown>>> {
  // A page's worth of the person's index entries per scheme is a lookup (outside the gate on PostgreSQL, where a
  // person's page waited behind rankings for what takes milliseconds); all their rows at once, a statistic's read.
  const newest = newestFacts(input);
  const facts = await (input.offset + input.limit <= SCORE_LIMITS.maxPageSize ? statistics.lookup(newest) : statistics.rows(newest));
  const byScheme = new Map<string, string[]>();
  for (const fact of facts) {
    const rids = byScheme.get(fact.Scheme) ?? [];
    rids.push(fact.Rid);
    byScheme.set(fact.Scheme, rids);
  }
  const plans = input.plans.filter((plan) => byScheme.has(plan.scheme.Code));
  const shown = await Promise.all(
    plans.map((plan) =>
      statistics.lookup(shownOfSource(plan, sourceIds(plan.source.name, byScheme.get(plan.scheme.Code) as string[])) as RawBuilder<Record<string, unknown>>),
    ),
  );
  const detail = new Map<string, Record<string, unknown>>();
  plans.forEach((plan, i) => {
    for (const row of shown[i]) detail.set(`${plan.scheme.Code}\u0000${String(row.rid)}`, row);
  });
  const byCode = new Map(plans.map((plan) => [plan.scheme.Code, plan]));
  return facts.flatMap((fact) => {
    const row = detail.get(`${fact.Scheme}\u0000${fact.Rid}`);
    // The record went between the two reads: left out, as a read after that write would.
    if (row === undefined) return [];
    // Each record's row is read once (one fact per record and person): completed where it is.
    return [
      Object.assign(row, roleFactors(byCode.get(fact.Scheme) as ScorePlan, fact.Role), {
        scheme: fact.Scheme,
        pid: fact.Pid,
        role: fact.Role,
        dept_id: fact.Dept,
        category: fact.Category,
        points: fromHundredths(fact.Pts),
        dept_name: fact.dept_name,
        // The sort key is the date with '1' before it ('' for no date).
        d: fact.Sk === '' ? null : fact.Sk.slice(1),
      }),
    ];
  });
}
