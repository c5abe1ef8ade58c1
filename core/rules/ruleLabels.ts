/**
 * The rule catalogue's rules as a person reads them in the module designer: 必填, 长度 2–300, 唯一, 月份. A rule the
 * catalogue does not know shows its own name, so nothing in a file is hidden from the administrator.
 */
import type { FieldRule } from '../../contract/index.js';

export function ruleLabel(rule: Pick<FieldRule, 'RuleName' | 'RulePars'>): string {
  const pars = rule.RulePars ?? [];
  switch (rule.RuleName.toLowerCase()) {
    case 'required':
      return pars.includes('create') ? '新增时必填' : '必填';
    case 'stringlength': {
      const [min, max] = pars.map(Number);
      if (!Number.isFinite(min) || !Number.isFinite(max)) return '长度限制';
      return min > 0 ? `长度 ${min}–${max}` : `最长 ${max}`;
    }
    case 'unique':
      return '唯一';
    case 'month':
      return '月份';
    default:
      return rule.RuleName;
  }
}

/** A field's rules in their order, joined for one table cell; '' when it has none. */
export function ruleLabels(rules: readonly Pick<FieldRule, 'RuleName' | 'RulePars'>[] | null | undefined): string {
  return (rules ?? []).map(ruleLabel).join('、');
}
