/**
 * Runs a compiled report: the grouped query, then the display texts in memory (the answer is at most
 * REPORT_LIMITS.maxRows groups). Totals (合计) are added up from the rows when they are every group and every measure
 * adds up (count, sum, min, max); otherwise — an avg or countDistinct measure, a derived measure (its total is
 * computed from the totals, not added up from the rows: a rate's total is not the sum of the rates), or rows cut at
 * the limit — one more query computes them over every matching row. So a request runs one or two queries. Hidden
 * measures (steps of a derived one) are left out of the answer.
 */
import type { ReportAggregate, ReportMeasureFormat, ReportResult } from '../../contract/index.js';
import type { HeavyReads } from '../platform/db/heavyReads.js';
import { derivedAlias, dimensionAlias, labelAlias, measureAlias, type CompiledReport } from './compile.js';
import { dimensionText } from './displayTexts.js';
import type { ReportPlan } from './plan.js';

const ADDABLE: readonly ReportAggregate[] = ['count', 'sum', 'min', 'max'];

/** Numbers as the page shows them: floating noise of sums removed (PostgreSQL and SQLite add in different orders). */
function measureNumber(raw: unknown, aggregate: ReportAggregate): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const n = Number(raw);
  if (!Number.isFinite(n)) return null;
  return Number(n.toFixed(aggregate === 'avg' ? 4 : 6));
}

/**
 * A derived number to the precision it is shown in: an amount to the cent, an integer whole, a rate or a decimal to
 * four places. 5% of a sum and a sum of 5%s differ by fractions of a cent, which would read as -0.00; adding 0 turns
 * a negative zero into 0.
 */
function derivedNumber(raw: unknown, format: ReportMeasureFormat | undefined): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const n = Number(raw);
  if (!Number.isFinite(n)) return null;
  return Number(n.toFixed(format === 'money' ? 2 : format === 'int' ? 0 : 4)) + 0;
}

function addUp(values: Array<number | null>, aggregate: ReportAggregate): number | null {
  const present = values.filter((v): v is number => v !== null);
  if (aggregate === 'count') return present.reduce((a, b) => a + b, 0);
  if (present.length === 0) return null;
  if (aggregate === 'min') return Math.min(...present);
  if (aggregate === 'max') return Math.max(...present);
  return Number(present.reduce((a, b) => a + b, 0).toFixed(6));
}

/** A report's rows as its query answers them (aliases d0…, n0…, m0…), one more than it keeps when cut, and its totals. */
export interface RawReport {
  rows: Array<Record<string, unknown>>;
  /** Read only when the totals cannot be added up from the rows. */
  totals: () => Promise<Record<string, unknown>>;
  keep: number;
}

export async function runReport(statistics: HeavyReads, plan: ReportPlan, compiled: CompiledReport): Promise<ReportResult> {
  return shapeReport(plan, {
    rows: await statistics.rows(compiled.rows),
    totals: async () => (await statistics.rows(compiled.totals))[0] ?? {},
    keep: compiled.keep,
  });
}

/** The answer the page reads: display texts, numbers as shown, totals, whether the rows were cut. */
export async function shapeReport(plan: ReportPlan, raw: RawReport): Promise<ReportResult> {
  const { descriptor } = plan;
  const cut = raw.rows.length > raw.keep;
  const kept = cut ? raw.rows.slice(0, raw.keep) : raw.rows;
  const rows = kept.map((row) => {
    const out: Record<string, string | number | null> = {};
    plan.dimensions.forEach((d, i) => {
      out[d.dimension.Key] = dimensionText(d, row[dimensionAlias(i)], row[labelAlias(i)]);
    });
    plan.measures.forEach(({ measure }, i) => {
      if (measure.Hidden !== true) out[measure.Key] = measureNumber(row[measureAlias(i)], measure.Aggregate);
    });
    plan.derived.forEach(({ derived }, i) => {
      out[derived.Key] = derivedNumber(row[derivedAlias(plan, i)], derived.Format);
    });
    return out;
  });
  const totals: Record<string, number | null> = {};
  const shown = plan.measures.filter(({ measure }) => measure.Hidden !== true);
  if (!cut && plan.derived.length === 0 && shown.every(({ measure }) => ADDABLE.includes(measure.Aggregate))) {
    for (const { measure } of shown)
      totals[measure.Key] = addUp(
        rows.map((r) => r[measure.Key] as number | null),
        measure.Aggregate,
      );
  } else {
    const all = await raw.totals();
    plan.measures.forEach(({ measure }, i) => {
      if (measure.Hidden === true) return;
      totals[measure.Key] =
        measureNumber(all[measureAlias(i)], measure.Aggregate) ?? (measure.Aggregate === 'count' || measure.Aggregate === 'countDistinct' ? 0 : null);
    });
    plan.derived.forEach(({ derived }, i) => {
      totals[derived.Key] = derivedNumber(all[derivedAlias(plan, i)], derived.Format);
    });
  }
  return {
    Code: descriptor.Code,
    Title: descriptor.Title,
    Rows: rows,
    Totals: totals,
    // A Limit (a ranking's top N) is the report's design; only the row cap is a cut the page tells about.
    Truncated: cut && descriptor.Limit === undefined,
  };
}
