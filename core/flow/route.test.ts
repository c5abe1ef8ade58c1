import { describe, expect, it } from 'vitest';
import type { FlowNode } from '../../contract/flowDefinition.js';
import { branchText, conditionHolds } from './conditions.js';
import { planRoute } from './route.js';

const role = { Type: 'Role', EnCode: '002' } as const;
const nodes: FlowNode[] = [
  { Kind: 'Approver', Key: 'a', Name: '科研处审核', Approver: role, Mode: 'Any', WhenEmpty: 'Skip' },
  {
    Kind: 'Condition',
    Key: 'k',
    Name: '金额判断',
    Branches: [
      {
        Key: 'big',
        Name: '院长审批',
        Conditions: [{ Field: 'Amount', Operator: '>', Value: 50000 }],
        Nodes: [{ Kind: 'Approver', Key: 'd', Name: '院长审批', Approver: { Type: 'Users', Accounts: ['dean'] }, Mode: 'All', WhenEmpty: 'Admin' }],
      },
      { Key: 'rest', Name: '无需院长', Conditions: [], Nodes: [] },
    ],
  },
  { Kind: 'Cc', Key: 'c', Name: '抄送财务', Recipients: { Type: 'DeptHead' } },
];
const label = (field: string) => (field === 'Amount' ? '报销金额' : field);

describe('planRoute', () => {
  it('takes the branch whose conditions hold, numbers compared as numbers', () => {
    const route = planRoute(nodes, { Amount: '60000' }, { fieldLabel: label });
    expect(route.steps.map((s) => [s.index, s.key, s.kind, s.mode])).toEqual([
      [1, 'a', 'Approver', 'Any'],
      [2, 'd', 'Approver', 'All'],
      [3, 'c', 'Cc', 'Any'],
    ]);
    expect(route.branches).toEqual(['报销金额 大于 50000 → 院长审批']);
  });

  it('takes the default branch when none holds or the field is missing', () => {
    for (const values of [{ Amount: 9000 }, {}, { Amount: '' }, { Amount: '不详' }]) {
      const route = planRoute(nodes, values, { fieldLabel: label });
      expect(route.steps.map((s) => s.key)).toEqual(['a', 'c']);
      expect(route.branches).toEqual(['金额判断:其他情况 → 无需院长']);
    }
  });

  it('does not repeat a default branch called 其他情况 (as the seeded flows call it), nor a blank name', () => {
    const seededDefault = nodes.map((n) =>
      n.Kind === 'Condition' ? { ...n, Branches: n.Branches.map((b) => (b.Key === 'rest' ? { ...b, Name: '其他情况' } : b)) } : n,
    );
    expect(planRoute(seededDefault, {}, { fieldLabel: label }).branches).toEqual(['金额判断:其他情况']);
    expect(branchText('', null, '')).toBe('其他情况');
    expect(branchText('按金额审批', '报销金额 大于 5000', ' ')).toBe('报销金额 大于 5000');
    expect(branchText('按金额审批', '报销金额 大于 5000', '大额')).toBe('报销金额 大于 5000 → 大额');
  });

  it('marks the older format so an empty step is refused', () => {
    expect(planRoute(nodes, {}, { legacyKeys: ['a'] }).steps[0]?.whenEmpty).toBe('Refuse');
  });
});

describe('conditionHolds', () => {
  const holds = (Operator: '==' | '!=' | 'in' | 'contains' | '>=', Value: string | number | string[], actual: unknown) =>
    conditionHolds({ Field: 'F', Operator, Value }, { F: actual });
  it('compares text as text, numbers as numbers, lists by membership, contains as substring', () => {
    expect(holds('==', 5, '5.0')).toBe(true);
    expect(holds('==', '内科', '内科')).toBe(true);
    expect(holds('!=', '内科', '外科')).toBe(true);
    expect(holds('!=', '内科', null)).toBe(false);
    expect(holds('in', ['国家级', '省级'], '省级')).toBe(true);
    expect(holds('in', ['国家级'], '市级')).toBe(false);
    expect(holds('contains', '心血管', '心血管内科')).toBe(true);
    expect(holds('>=', 10, '9')).toBe(false);
    expect(holds('>=', 10, 'abc')).toBe(false);
  });
});
