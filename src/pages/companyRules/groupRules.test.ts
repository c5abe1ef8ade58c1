import { describe, expect, it } from 'vitest';
import { groupRules, UNCATEGORISED } from './groupRules';

const rules = [
  { Id: '1', Title: '科研经费管理办法', DocNo: '研字〔2024〕1号', RuleType: '科研管理', IssueDate: '2024-01-01' },
  { Id: '2', Title: '实验室安全管理规定', RuleType: '安全管理', IssueDate: '2024-03-01', Summary: '危险化学品' },
  { Id: '3', Title: '科研诚信规范', RuleType: '科研管理', IssueDate: '2025-01-01' },
  { Id: '4', Title: '学术委员会章程', RuleType: '科研管理', IssueDate: '2020-01-01', IsTop: true },
  { Id: '5', Title: '未归类的通知', RuleType: null },
];

describe('the rules centre', () => {
  it('groups by category in order first seen, pinned first then newest', () => {
    const groups = groupRules(rules, '');
    expect(groups.map((g) => g.category)).toEqual(['科研管理', '安全管理', UNCATEGORISED]);
    expect(groups[0].rules.map((r) => r.Id)).toEqual(['4', '3', '1']);
  });

  it('searches title, document number and summary', () => {
    expect(groupRules(rules, '危险化学品').flatMap((g) => g.rules.map((r) => r.Id))).toEqual(['2']);
    expect(groupRules(rules, '2024〕1').flatMap((g) => g.rules.map((r) => r.Id))).toEqual(['1']);
    expect(groupRules(rules, '不存在')).toEqual([]);
  });
});
