import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_OPTIONS, auditQuery, auditRecordLink, statusChange, stepText } from './flowAuditView';

describe('审批日志 view', () => {
  it('sends only the filters chosen', () => {
    expect(auditQuery({}, 1, 20)).toEqual({ PageIndex: 1, PageSize: 20 });
    expect(auditQuery({ moduleName: 'Thesis', action: 'Approved', keyWord: '  林 ', dateFrom: '2026-11-01', dateTo: '2026-11-30' }, 2, 10)).toEqual({
      PageIndex: 2,
      PageSize: 10,
      ModuleName: 'Thesis',
      Action: 'Approved',
      KeyWord: '林',
      DateFrom: '2026-11-01',
      DateTo: '2026-11-30',
    });
    expect(auditQuery({ keyWord: '   ' }, 1, 10)).toEqual({ PageIndex: 1, PageSize: 10 });
  });

  it('names every action in Chinese', () => {
    expect(AUDIT_ACTION_OPTIONS.map((o) => o.label)).toEqual(['提交', '通过', '退回', '不通过', '撤回', '转办', '加签', '催办', '抄送', '跳过', '转交']);
  });

  it('links to the record and shows the status change and step', () => {
    expect(auditRecordLink({ ModuleName: 'Thesis', Business_Id: 'a b' })).toBe('/Thesis/add?q=a%20b');
    expect(statusChange({ FromStatus: '审核中', ToStatus: '已通过' })).toBe('审核中 → 已通过');
    expect(statusChange({ FromStatus: '审核中', ToStatus: '审核中' })).toBe('审核中');
    expect(statusChange({ FromStatus: null, ToStatus: null })).toBe('—');
    expect(stepText({ Step: 0, StepName: '提交' })).toBe('—');
    expect(stepText({ Step: 1, StepName: '科研处初审' })).toBe('科研处初审');
  });
});
