import { describe, expect, it } from 'vitest';
import { ruleLabel, ruleLabels } from './ruleLabels.js';

describe('ruleLabels', () => {
  it('says each rule of the catalogue in Chinese', () => {
    expect(ruleLabel({ RuleName: 'required' })).toBe('必填');
    expect(ruleLabel({ RuleName: 'required', RulePars: ['create'] })).toBe('新增时必填');
    expect(ruleLabel({ RuleName: 'stringLength', RulePars: [2, 300] })).toBe('长度 2–300');
    expect(ruleLabel({ RuleName: 'stringLength', RulePars: ['0', '20'] })).toBe('最长 20');
    expect(ruleLabel({ RuleName: 'stringLength', RulePars: [] })).toBe('长度限制');
    expect(ruleLabel({ RuleName: 'unique' })).toBe('唯一');
    expect(ruleLabel({ RuleName: 'month' })).toBe('月份');
  });

  it('joins a field’s rules in their order; an unknown rule shows its own name', () => {
    expect(ruleLabels([{ RuleName: 'required' }, { RuleName: 'stringLength', RulePars: [0, 50] }, { RuleName: 'custom' }])).toBe('必填、最长 50、custom');
    expect(ruleLabels(undefined)).toBe('');
  });
});
