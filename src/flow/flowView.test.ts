import { describe, expect, it } from 'vitest';
import { currentStepLine, DECISIONS, flowButtons, flowStatusColor, isApprovalModule, opinionProblem } from './flowView';

const state = (FlowStatus: string, CanSubmit: boolean, CanDecide: boolean) => ({ FlowStatus, CanSubmit, CanDecide });
const spec = (label: string) => DECISIONS.find((d) => d.label === label)!;

describe('flow view', () => {
  it('knows an approval module by its FlowStatus field', () => {
    expect(isApprovalModule([{ Name: 'Title' }, { Name: 'FlowStatus' }])).toBe(true);
    expect(isApprovalModule([{ Name: 'Title' }])).toBe(false);
  });

  it('colours each status', () => {
    expect(['未提交', '审核中', '已通过', '已退回', '不通过', '', null].map(flowStatusColor)).toEqual([
      'default',
      'processing',
      'success',
      'warning',
      'error',
      'default',
      'default',
    ]);
  });

  it('offers 提交审批 on a new or draft record, 重新提交 after a return, the decisions to a current approver, nothing otherwise', () => {
    const none = { withdraw: false, remind: null, transfer: false, addSigner: false };
    expect(flowButtons(null)).toEqual({ submit: '提交审批', decide: false, ...none });
    expect(flowButtons(state('未提交', true, false))).toEqual({ submit: '提交审批', decide: false, ...none });
    expect(flowButtons(state('已退回', true, false))).toEqual({ submit: '重新提交', decide: false, ...none });
    expect(flowButtons(state('审核中', false, true))).toEqual({ submit: null, decide: true, ...none });
    for (const status of ['审核中', '已通过', '不通过', '未提交'])
      expect(flowButtons(state(status, false, false))).toEqual({ submit: null, decide: false, ...none });
  });

  it('offers 撤回 and 催办 to the applicant under review, 转办/加签 to a current approver', () => {
    const applicant = { ...state('审核中', false, false), IsOwner: true, CanWithdraw: true, CanRemind: true, RemindAvailableAt: null, CanTransfer: false };
    expect(flowButtons(applicant)).toMatchObject({ withdraw: true, remind: { enabled: true, availableAt: null }, transfer: false });
    // Reminded within the hour: 催办 stays, disabled, saying when it is possible again.
    expect(flowButtons({ ...applicant, CanWithdraw: false, CanRemind: false, RemindAvailableAt: '2026-11-23 11:00:00' })).toMatchObject({
      withdraw: false,
      remind: { enabled: false, availableAt: '2026-11-23 11:00:00' },
    });
    expect(flowButtons({ ...applicant, FlowStatus: '已通过', CanWithdraw: false, CanRemind: false, RemindAvailableAt: null }).remind).toBeNull();
    expect(flowButtons({ ...state('审核中', false, true), IsOwner: false, CanTransfer: true, CanAddSigner: true })).toMatchObject({
      decide: true,
      transfer: true,
      addSigner: true,
      withdraw: false,
      remind: null,
    });
    // A step full of signers: 加签 is not offered (the server would refuse it), 转办 still is.
    expect(flowButtons({ ...state('审核中', false, true), IsOwner: false, CanTransfer: true, CanAddSigner: false })).toMatchObject({
      transfer: true,
      addSigner: false,
    });
  });

  it('asks a reason for 退回 and 不通过, none for 通过, and at most 500 characters', () => {
    expect(DECISIONS.map((d) => [d.decision, d.label])).toEqual([
      ['Approved', '通过'],
      ['Returned', '退回'],
      ['Refuse', '不通过'],
    ]);
    expect(opinionProblem(spec('通过'), '')).toBeNull();
    expect(opinionProblem(spec('退回'), '  ')).toBe('请填写退回的理由');
    expect(opinionProblem(spec('不通过'), '')).toBe('请填写不通过的理由');
    expect(opinionProblem(spec('退回'), '请补充')).toBeNull();
    expect(opinionProblem(spec('通过'), '好'.repeat(501))).toBe('审批意见最多500个字');
    expect(opinionProblem(spec('通过'), '好'.repeat(500))).toBeNull();
  });

  it('names the current step and who is to decide it', () => {
    expect(currentStepLine({ FlowStatus: '未提交', StepName: null, Approvers: [] })).toBe('');
    expect(
      currentStepLine({
        FlowStatus: '审核中',
        StepName: '科研处初审',
        Approvers: [
          { Name: '林晓雯', Account: 'reviewer' },
          { Name: '张三', Account: 'z' },
        ],
      }),
    ).toBe('当前步骤:科研处初审 · 待 林晓雯、张三 审批');
    expect(currentStepLine({ FlowStatus: '已退回', StepName: '科研处初审', Approvers: [] })).toBe('最后步骤:科研处初审');
  });
});
