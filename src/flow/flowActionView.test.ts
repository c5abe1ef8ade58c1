import { describe, expect, it } from 'vitest';
import { chosenProblem, historyDetails, personActionProblem, remindHint, returnConfirm, returnTargetOptions, emptyHistoryText } from './flowActionView';

describe('flow action view', () => {
  it('offers 退回到 the applicant, then the earlier steps by name', () => {
    const options = returnTargetOptions([
      { Step: 0, Name: '申请人' },
      { Step: 1, Name: '科研处初审' },
    ]);
    expect(options).toEqual([
      { value: 0, label: '申请人' },
      { value: 1, label: '第1步:科研处初审' },
    ]);
    expect(returnTargetOptions(undefined)).toEqual([{ value: 0, label: '申请人' }]);
    expect(returnConfirm(options, 0)).toBe('确定退回给申请人修改吗?');
    expect(returnConfirm(options, 1)).toBe('确定退回到科研处初审重新审批吗?');
  });

  it('says when 催办 is possible again', () => {
    const now = new Date(2026, 10, 23, 10, 5);
    expect(remindHint('2026-11-23 11:02:00', now)).toBe('已催办,可在11:02后再次催办');
    expect(remindHint('2026-11-24 00:30:00', now)).toBe('已催办,可在11月24日 00:30后再次催办');
    expect(remindHint(null, now)).toBe('一小时内只能催办一次');
    expect(remindHint('不是时间', now)).toBe('一小时内只能催办一次');
  });

  it('asks for people for every 自选 step', () => {
    const steps = [
      { Key: 'a', Name: '课题组长审核' },
      { Key: 'b', Name: '专家评审' },
    ];
    expect(chosenProblem(steps, { a: ['u1'] })).toBe('请为“专家评审”选择审批人');
    expect(chosenProblem(steps, { a: ['u1'], b: [] })).toBe('请为“专家评审”选择审批人');
    expect(chosenProblem(steps, { a: ['u1'], b: ['u2'] })).toBeNull();
    expect(personActionProblem(null)).toBe('请选择人员');
    expect(personActionProblem('u1')).toBeNull();
  });

  it('tells whom an action concerned and the status it moved', () => {
    expect(historyDetails({ Action: 'Transfer', Target: '王芳', FromStatus: '审核中', ToStatus: '审核中' })).toEqual(['转交给:王芳']);
    expect(historyDetails({ Action: 'Withdraw', FromStatus: '审核中', ToStatus: '未提交' })).toEqual(['状态:审核中 → 未提交']);
    expect(historyDetails({ Action: 'Cc', Target: '财务处 张三' })).toEqual(['抄送:财务处 张三']);
    expect(historyDetails({ Action: 'Reassign', Target: '刘敏', FromStatus: '审核中', ToStatus: '审核中' })).toEqual(['转交给:刘敏']);
    expect(historyDetails({ Action: 'Returned', Target: '科研处初审', FromStatus: null, ToStatus: null })).toEqual(['退回到:科研处初审']);
    expect(historyDetails({ Action: 'Approved' })).toEqual([]);
  });
});

describe('an empty history', () => {
  it('says a draft was not submitted yet, and a decided record without history that it has none here', () => {
    expect([null, undefined, '未提交', '已通过', '已退回', '不通过'].map(emptyHistoryText)).toEqual([
      '尚未提交审批',
      '尚未提交审批',
      '尚未提交审批',
      '无审批记录',
      '无审批记录',
      '无审批记录',
    ]);
  });
});
