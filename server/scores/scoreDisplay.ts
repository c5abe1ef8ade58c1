/**
 * A scored row as the pages show it (ScoreListRow): an enum's text rather than its key, a relation's name rather than
 * its id, numbers as numbers, dates as 'YYYY-MM-DD', points with two decimals. Never a raw id as a label.
 */
import type { FieldInfoStrut, ScoreListRow } from '../../contract/index.js';
import { isNumericField, UNKNOWN_RECORD } from '../reports/index.js';
import { columnAlias, columnLabelAlias, factorAlias, pointsOf } from './scoredRows.js';
import type { ScorePlan } from './scorePlan.js';

const isEmpty = (v: unknown): boolean => v === null || v === undefined || v === '';

function enumText(field: FieldInfoStrut, raw: unknown): string {
  const option = field.EnumValues?.find((o) => String(o.Key) === String(raw));
  return option ? String(option.Value) : String(raw);
}

function columnText(plan: ScorePlan, i: number, row: Record<string, unknown>): string | number | null {
  const column = plan.columns[i];
  const raw = row[columnAlias(i)];
  if (isEmpty(raw)) return null;
  if (column.label) return isEmpty(row[columnLabelAlias(i)]) ? UNKNOWN_RECORD : String(row[columnLabelAlias(i)]);
  const field = column.path.field;
  if (isNumericField(field)) return Number.isFinite(Number(raw)) ? Number(raw) : null;
  if (field.Type === 'Boolean') return Number(raw) === 1 || raw === 'true' ? '是' : '否';
  if (field.Type === 'DateTime') return String(raw).slice(0, 10);
  return enumText(field, raw);
}

/** `row` is a row of scoredRows (detail) joined with person_name and dept_name. */
export function listRow(plan: ScorePlan, row: Record<string, unknown>): ScoreListRow {
  const factors: Record<string, string | null> = {};
  plan.factors.forEach((factor, i) => {
    const raw = row[factorAlias(i)];
    factors[factor.key] = isEmpty(raw) ? null : factor.path ? enumText(factor.path.field, raw) : String(raw);
  });
  const columns: Record<string, string | number | null> = {};
  plan.columns.forEach((column, i) => {
    columns[column.Key] = columnText(plan, i, row);
  });
  return {
    Id: String(row.rid),
    Name: isEmpty(row.name) ? '' : String(row.name),
    Person: isEmpty(row.person_name) ? (isEmpty(row.pid) ? null : UNKNOWN_RECORD) : String(row.person_name),
    Person_Id: isEmpty(row.pid) ? null : String(row.pid),
    Role: String(row.role ?? ''),
    Dept: isEmpty(row.dept_name) ? null : String(row.dept_name),
    Date: isEmpty(row.d) ? null : String(row.d).slice(0, 10),
    Factors: factors,
    Columns: columns,
    Category: isEmpty(row.category) ? null : String(row.category),
    Points: pointsOf(row.points),
  };
}

/** The list's column headers: Key and the field's description. */
export function listColumns(plan: ScorePlan): Array<{ Key: string; Label: string }> {
  return plan.columns.map((c) => ({ Key: c.Key, Label: c.Label }));
}
