import { describe, expect, it } from 'vitest';
import { catalogueRule, defaultRulePars, RULE_CATALOGUE } from './ruleCatalogue';
import { ruleLabel } from './ruleLabels';

describe('RULE_CATALOGUE', () => {
  it('knows each rule by any case, with a Chinese label the designer also shows', () => {
    expect(catalogueRule('STRINGLENGTH')?.name).toBe('stringLength');
    expect(catalogueRule('nothing')).toBeUndefined();
    for (const rule of RULE_CATALOGUE) expect(rule.label).toMatch(/[\u4e00-\u9fa5]/);
    expect(ruleLabel({ RuleName: 'stringLength', RulePars: defaultRulePars('stringLength') })).toBe('最长 100');
    expect(defaultRulePars('required')).toBeUndefined();
  });
});
