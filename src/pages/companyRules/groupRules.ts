/**
 * The rules centre's reading view: rules matching a keyword (title, document number, summary), grouped by category
 * (RuleType), each group newest first with pinned (IsTop) rules ahead; categories in the order first seen.
 */
export interface RuleRow {
  Id: string;
  Title: string;
  DocNo?: string | null;
  RuleType?: string | null;
  Summary?: string | null;
  IssueDate?: string | null;
  IsTop?: boolean | null;
  Status?: string | null;
}

export interface RuleGroup {
  category: string;
  rules: RuleRow[];
}

export const UNCATEGORISED = '未分类';

export function matchesKeyword(rule: RuleRow, keyword: string): boolean {
  const wanted = keyword.trim().toLowerCase();
  if (wanted === '') return true;
  return [rule.Title, rule.DocNo, rule.Summary].some((text) => (text ?? '').toLowerCase().includes(wanted));
}

export function groupRules(rules: readonly RuleRow[], keyword: string): RuleGroup[] {
  const groups = new Map<string, RuleRow[]>();
  for (const rule of rules) {
    if (!matchesKeyword(rule, keyword)) continue;
    const category = rule.RuleType?.trim() || UNCATEGORISED;
    groups.set(category, [...(groups.get(category) ?? []), rule]);
  }
  const order = (a: RuleRow, b: RuleRow) => Number(Boolean(b.IsTop)) - Number(Boolean(a.IsTop)) || (b.IssueDate ?? '').localeCompare(a.IssueDate ?? '');
  return [...groups.entries()].map(([category, list]) => ({ category, rules: [...list].sort(order) }));
}
