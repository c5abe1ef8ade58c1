import { describe, expect, it } from 'vitest';
import { publishConfirm } from './publishConfirm';

describe('the confirmation before publishing a flow', () => {
  it('names the new version and says running approvals keep theirs', () => {
    expect(publishConfirm(3, '论文', true)).toEqual({
      title: '确定发布新版本 v4 吗?',
      content: '发布后,新提交的「论文」申请按 v4 审批;已在审批中的申请仍按各自提交时的版本审批。',
      okText: '发布',
    });
  });

  it('publishes a new flow as v1, and says when a switched-off flow will not be used', () => {
    expect(publishConfirm(null, '论文版面费报销', true)).toMatchObject({
      title: '确定发布该审批流程吗?',
      content: '发布后,新提交的「论文版面费报销」申请按 v1 审批。',
    });
    expect(publishConfirm(null, '', false).content).toBe('该流程为停用状态,发布后新提交的申请不会使用它。');
  });
});
