/**
 * The rule editor's table as data. Two factors: factor 1's options are the rows, factor 2's the columns, a cell the
 * points of that pair. One factor: a row per option with one points column. Each row counts under one
 * evaluation-indicator category. Saving sends the whole table as rule rows (PUT replaces the scheme's table).
 *
 * A stored rule may use `*` (any value): the grid shows each cell's points as the server applies them (the exact
 * rule, else the most specific wildcard one), and saving writes every filled cell as an exact rule — the same points
 * for every option shown, and a table an administrator can read cell by cell.
 */
import { SCORE_LIMITS, type ScoreRuleEntry, type ScoreSchemeInfo } from '../../../contract/index';

export const ANY_VALUE = '*';
export const POINTS_COLUMN_LABEL = '积分';

export interface GridOption {
  value: string;
  label: string;
}

export interface GridRow extends GridOption {
  category: string;
  /** Points per column; null: no rule (the combination earns nothing). */
  cells: Array<number | null>;
}

export interface RuleGrid {
  code: string;
  /** The factors' labels: rows, then columns (two factors). */
  rowLabel: string;
  columnLabel: string | null;
  columns: GridOption[];
  rows: GridRow[];
  defaultCategory: string;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The most specific rule matching a combination: an exact one beats one with `*`. */
function ruleFor(rules: readonly ScoreRuleEntry[], values: readonly string[]): ScoreRuleEntry | undefined {
  let best: ScoreRuleEntry | undefined;
  let bestWildcards = Number.POSITIVE_INFINITY;
  for (const rule of rules) {
    if (rule.Values.length !== values.length) continue;
    if (!rule.Values.every((value, index) => value === values[index] || value === ANY_VALUE)) continue;
    const wildcards = rule.Values.filter((value) => value === ANY_VALUE).length;
    if (wildcards < bestWildcards) (best = rule), (bestWildcards = wildcards);
  }
  return best;
}

/** A factor's options; a factor the server gave none for shows the values its rules name. */
function optionsOf(factor: ScoreSchemeInfo['Factors'][number] | undefined, rules: readonly ScoreRuleEntry[], index: number): GridOption[] {
  const options = (factor?.Options ?? []).map((option) => ({ value: option.Value, label: option.Label || option.Value }));
  if (options.length > 0) return options;
  const seen = [...new Set(rules.map((rule) => rule.Values[index]).filter((value): value is string => typeof value === 'string' && value !== ANY_VALUE))];
  return seen.map((value) => ({ value, label: value }));
}

export function ruleGridOf(scheme: ScoreSchemeInfo): RuleGrid {
  const [first, second] = scheme.Factors;
  const rules = scheme.Rules.filter((rule) => Array.isArray(rule.Values) && rule.Values.length === scheme.Factors.length);
  const rowOptions = optionsOf(first, rules, 0);
  const columns = second ? optionsOf(second, rules, 1) : [{ value: '', label: POINTS_COLUMN_LABEL }];
  const rows = rowOptions.map((row) => {
    const matches = columns.map((column) => ruleFor(rules, second ? [row.value, column.value] : [row.value]));
    const category = matches.find((rule) => rule?.Category)?.Category || scheme.Category;
    return { ...row, category, cells: matches.map((rule) => (rule ? round2(rule.Points) : null)) };
  });
  return {
    code: scheme.Code,
    rowLabel: first?.Label ?? '',
    columnLabel: second?.Label ?? null,
    columns,
    rows,
    defaultCategory: scheme.Category,
  };
}

/** The table's rules, one per filled cell, as `PUT /api/score/rules/{code}` takes them. */
export function rulesOfGrid(grid: RuleGrid): ScoreRuleEntry[] {
  const twoFactors = grid.columnLabel !== null;
  return grid.rows.flatMap((row) =>
    row.cells.flatMap((points, index) =>
      points === null
        ? []
        : [
            {
              Values: twoFactors ? [row.value, grid.columns[index].value] : [row.value],
              Points: round2(points),
              Category: row.category || grid.defaultCategory,
            },
          ],
    ),
  );
}

/** One cell changed (cleared with null); the number is kept to two decimals. */
export function setCell(grid: RuleGrid, rowIndex: number, columnIndex: number, points: number | null): RuleGrid {
  const value = points === null || !Number.isFinite(points) ? null : round2(points);
  return {
    ...grid,
    rows: grid.rows.map((row, r) => (r === rowIndex ? { ...row, cells: row.cells.map((cell, c) => (c === columnIndex ? value : cell)) } : row)),
  };
}

export function setRowCategory(grid: RuleGrid, rowIndex: number, category: string): RuleGrid {
  return { ...grid, rows: grid.rows.map((row, r) => (r === rowIndex ? { ...row, category } : row)) };
}

/** Whether the table differs from the one loaded (the editor warns before leaving). */
export function gridChanged(loaded: RuleGrid, edited: RuleGrid): boolean {
  return JSON.stringify(rulesOfGrid(loaded)) !== JSON.stringify(rulesOfGrid(edited));
}

/** What keeps a table from being saved, in Chinese; empty when it may be. The server checks the same again. */
export function gridProblems(grid: RuleGrid): string[] {
  const problems: string[] = [];
  const rules = rulesOfGrid(grid);
  if (rules.length > SCORE_LIMITS.maxRules) problems.push(`积分规则不能超过 ${SCORE_LIMITS.maxRules} 条`);
  const outOfRange = rules.find((rule) => rule.Points < 0 || rule.Points > SCORE_LIMITS.maxPoints);
  if (outOfRange) problems.push(`积分须在 0 到 ${SCORE_LIMITS.maxPoints} 之间（${outOfRange.Values.join(' × ')}）`);
  const noCategory = grid.rows.find((row) => row.cells.some((cell) => cell !== null) && !(row.category || grid.defaultCategory));
  if (noCategory) problems.push(`请选择“${noCategory.label}”的评价指标类别`);
  return problems;
}
