import { describe, expect, it } from 'vitest';
import type { FlowNode } from '../../../contract/flowDefinition';
import { branchSummary, conditionText, emptyPolicySummary, nodeSummary, type DesignerNames } from './designerText';

const names: DesignerNames = {
  role: (code) => ({ '005': '科研秘书' })[code] ?? '未知角色',
  user: (account) => ({ zhou: '周建华', lin: '林晓雯' })[account] ?? account,
  field: (name) => ({ Amount: '报销金额(元)', Kind: '类别' })[name] ?? name,
};

const approver = (Approver: Extract<FlowNode, { Kind: 'Approver' }>['Approver'], Mode: 'Sequential' | 'All' | 'Any' = 'All'): FlowNode => ({
  Kind: 'Approver',
  Key: 'n1',
  Name: '审批',
  Approver,
  Mode,
  WhenEmpty: 'Skip',
});

describe('designer summaries', () => {
  it('says who approves and how, in Chinese', () => {
    expect(nodeSummary(approver({ Type: 'Role', EnCode: '005' }), names)).toBe('角色:科研秘书 · 会签');
    expect(nodeSummary(approver({ Type: 'DeptHead' }), names)).toBe('部门负责人');
    expect(nodeSummary(approver({ Type: 'Users', Accounts: ['zhou', 'lin'] }, 'Any'), names)).toBe('指定人员:周建华、林晓雯 · 或签');
    expect(nodeSummary(approver({ Type: 'Chosen' }, 'Sequential'), names)).toBe('申请人自选 · 依次审批');
    expect(nodeSummary(approver({ Type: 'Role', EnCode: '' }), names)).toBe('请选择角色 · 会签');
    expect(nodeSummary(approver({ Type: 'Users', Accounts: ['zhou', 'lin', 'zhou', 'lin'] }), names)).toBe('指定人员:周建华、林晓雯、周建华等4人 · 会签');
    expect(nodeSummary({ Kind: 'Cc', Key: 'n2', Name: '抄送', Recipients: { Type: 'Role', EnCode: '005' } }, names)).toBe('角色:科研秘书');
  });

  it('reads conditions and branches', () => {
    expect(conditionText({ Field: 'Amount', Operator: '>', Value: 50000 }, names)).toBe('报销金额(元) 大于 50000');
    expect(conditionText({ Field: 'Kind', Operator: 'in', Value: ['甲', '乙'] }, names)).toBe('类别 属于 甲、乙');
    const branch = {
      Key: 'n3',
      Name: '大额',
      Nodes: [],
      Conditions: [
        { Field: 'Amount', Operator: '>=' as const, Value: 1 },
        { Field: 'Kind', Operator: '==' as const, Value: '甲' },
      ],
    };
    expect(branchSummary(branch, false, names)).toBe('报销金额(元) 大于等于 1 且 类别 等于 甲');
    expect(branchSummary({ ...branch, Conditions: [] }, false, names)).toBe('请设置条件');
    expect(branchSummary(branch, true, names)).toBe('其他情况');
  });

  it('says what happens when a step names nobody but the applicant', () => {
    const node = (
      WhenEmpty: 'Admin' | 'Deputy' | 'Skip',
      Deputies?: string[],
      Approver: Extract<FlowNode, { Kind: 'Approver' }>['Approver'] = { Type: 'DeptHead' },
    ) => ({ Kind: 'Approver', Key: 'n1', Name: '审批', Approver, Mode: 'Any', WhenEmpty, ...(Deputies ? { Deputies } : {}) }) as const;
    expect(emptyPolicySummary(node('Admin'), names)).toBe('无审批人时:转交管理员');
    expect(emptyPolicySummary(node('Skip'), names)).toBe('无审批人时:自动跳过');
    expect(emptyPolicySummary(node('Deputy', ['lin']), names)).toBe('无审批人时:转交林晓雯');
    expect(emptyPolicySummary(node('Deputy', ['lin', 'zhou', 'lin', 'zhou']), names)).toBe('无审批人时:转交林晓雯、周建华、林晓雯等4人');
    expect(emptyPolicySummary(node('Deputy', []), names)).toBe('无审批人时:请指定转交人员');
    expect(emptyPolicySummary(node('Admin', undefined, { Type: 'Chosen' }), names)).toBeNull();
  });
});
