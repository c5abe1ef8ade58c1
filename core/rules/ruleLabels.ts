/**
 * The rule catalogue's rules (ruleCatalogue.ts) as a person reads them in the module designer, with their parameters:
 * 必填, 长度 2–300, 唯一, 月份. A rule the catalogue does not know shows its own name, so nothing in a file is hidden
 * from the administrator.
 */
import type { FieldRule } from '../../contract/index.js';
import { catalogueRule } from './ruleCatalogue.js';

export function ruleLabel(rule: Pick<FieldRule, 'RuleName' | 'RulePars'>): string {
  const known = catalogueRule(rule.RuleName);
  if (!known) return rule.RuleName;
  const pars = rule.RulePars ?? [];
  switch (known.pars) {
    case 'createOnly':
      return pars.includes('create') ? `新增时${known.label}` : known.label;
    case 'lengthRange': {
      const [min, max] = pars.map(Number);
      if (!Number.isFinite(min) || !Number.isFinite(max)) return known.label;
      return min > 0 ? `长度 ${min}–${max}` : `最长 ${max}`;
    }
    default:
      return known.label;
  }
}

/** A field's rules in their order, joined for one table cell; '' when it has none. */
export function ruleLabels(rules: readonly Pick<FieldRule, 'RuleName' | 'RulePars'>[] | null | undefined): string {
  return (rules ?? []).map(ruleLabel).join('、');
}
