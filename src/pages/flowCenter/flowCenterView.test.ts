import { describe, expect, it } from 'vitest';
import type { FlowCenterRow } from '../../../contract/index';
import {
  centerTabOf,
  centerStatusOf,
  statusChoices,
  batchSummary,
  actionText,
  applicantText,
  batchHint,
  centerQuery,
  decidable,
  decisionColor,
  decisionName,
  findFlowModule,
  rowLink,
  statusColor,
  statusText,
  summaryText,
} from './flowCenterView';

const row: FlowCenterRow = {
  Id: 'i1',
  FlowExample_Id: 'e1',
  ModuleName: 'FeeBudgetUse',
  ModuleDescription: '经费使用',
  Business_Id: 'a b/1',
  Summary: '经费使用:耗材采购',
  Applicant: { UserNameCn: '陈思远', WorkCode: 'BJ0001' },
  FlowStatus: '审核中',
  StepName: '科研处初审',
  Time: '2026-11-23 10:00:00',
  Decision: null,
  Opinion: null,
};

describe('approval centre view', () => {
  it('colours each state as the spec names it', () => {
    expect(['审核中', '已通过', '已退回', '不通过', '未提交', '其他'].map(statusColor)).toEqual([
      'processing',
      'success',
      'warning',
      'error',
      'default',
      'default',
    ]);
    expect(statusText('')).toBe('未提交');
    expect(statusText('已通过')).toBe('已通过');
  });

  it('names and colours my decisions', () => {
    expect([decisionName('Approved'), decisionName('Returned'), decisionName('Refuse'), decisionName(null)]).toEqual(['通过', '退回', '不通过', '']);
    expect([decisionColor('Approved'), decisionColor('Returned'), decisionColor('Refuse'), decisionColor(null)]).toEqual([
      'success',
      'warning',
      'error',
      'default',
    ]);
  });

  it('links a row to its record form, 审核 when waiting for me and 查看 otherwise', () => {
    expect(rowLink(row)).toBe('/FeeBudgetUse/add?q=a%20b%2F1');
    expect([actionText('pending'), actionText('decided'), actionText('started')]).toEqual(['审核', '查看', '查看']);
    // Asked under a role not active now: looked at, not reviewed, and not taken by 批量审批.
    expect(actionText('pending', { CanDecide: false })).toBe('查看');
    expect(actionText('pending', { CanDecide: true })).toBe('审核');
    expect([decidable({ CanDecide: false }), decidable({ CanDecide: true }), decidable({})]).toEqual([false, true, true]);
    expect(batchHint(2, [{ CanDecide: true }])).toBe('已选择 2 条');
    expect(batchHint(0, [{ CanDecide: true }, { CanDecide: false }])).toBe('勾选待办后可批量审批');
    expect(batchHint(0, [{ CanDecide: false }])).toBe('当前角色没有审核权限,请切换角色后审核');
    expect(batchHint(0, [])).toBe('勾选待办后可批量审批');
  });

  it('shows the applicant with the work code, and the summary without the module prefix', () => {
    expect(applicantText(row)).toBe('陈思远(BJ0001)');
    expect(applicantText({ Applicant: { UserNameCn: '陈思远', WorkCode: '' } })).toBe('陈思远');
    expect(applicantText({ Applicant: { UserNameCn: '', WorkCode: '' } })).toBe('—');
    expect(summaryText(row)).toBe('耗材采购');
    expect(summaryText({ Summary: '论文:题目', ModuleDescription: '经费使用' })).toBe('论文:题目');
  });

  it('sends only the filters chosen', () => {
    expect(centerQuery({}, 1, 10)).toEqual({ PageIndex: 1, PageSize: 10 });
    expect(centerQuery({ moduleName: 'Thesis', keyWord: ' 题目 ', dateFrom: '2026-11-01', dateTo: '2026-11-30' }, 3, 20)).toEqual({
      PageIndex: 3,
      PageSize: 20,
      ModuleName: 'Thesis',
      KeyWord: '题目',
      DateFrom: '2026-11-01',
      DateTo: '2026-11-30',
    });
    expect(centerQuery({ keyWord: '   ', moduleName: '' }, 1, 10)).toEqual({ PageIndex: 1, PageSize: 10 });
  });

  it('finds an approval module named in any case', () => {
    const modules = [{ Name: 'OfficeWork', Description: '办公事务' }];
    expect(findFlowModule(modules, 'officework')).toEqual(modules[0]);
    expect(findFlowModule(modules, 'Thesis')).toBeUndefined();
  });

  it('sums up a batch approval, each failure by its summary and reason', () => {
    const rows = [
      { Id: 'i1', Summary: '论文:甲', ModuleDescription: '论文' },
      { Id: 'i2', Summary: '专利:乙', ModuleDescription: '专利' },
    ];
    expect(batchSummary({ Results: [{ Id: 'i1', Ok: true, Message: null }], Succeeded: 1, Failed: 0 }, rows)).toEqual({
      title: '成功 1 条,失败 0 条',
      failures: [],
    });
    expect(
      batchSummary(
        {
          Results: [
            { Id: 'i1', Ok: true, Message: null },
            { Id: 'i2', Ok: false, Message: '您不是当前步骤的审批人' },
            { Id: 'gone', Ok: false, Message: null },
          ],
          Succeeded: 1,
          Failed: 2,
        },
        rows,
      ),
    ).toEqual({
      title: '成功 1 条,失败 2 条',
      failures: [
        { key: 'i2-0', summary: '乙', reason: '您不是当前步骤的审批人' },
        { key: 'gone-1', summary: '(已不在列表中)', reason: '处理失败' },
      ],
    });
  });

  it('opens the tab an address names, and 待我审批 for anything else', () => {
    expect(centerTabOf('started')).toBe('started');
    expect(centerTabOf('cc')).toBe('cc');
    expect(centerTabOf(null)).toBe('pending');
    expect(centerTabOf('STARTED')).toBe('pending');
  });

  it('filters 我发起的 by the state the address names, and offers each state with its count', () => {
    expect(centerQuery({ status: '已退回' }, 1, 10)).toEqual({ PageIndex: 1, PageSize: 10, FlowStatus: '已退回' });
    expect(['已退回', '未提交', '完成', '', null].map(centerStatusOf)).toEqual(['已退回', '未提交', undefined, undefined, undefined]);
    expect(statusChoices(undefined).map((c) => c.label)).toEqual(['全部', '未提交', '审核中', '已退回', '已通过', '不通过']);
    expect(
      statusChoices([
        { FlowStatus: '未提交', Count: 2 },
        { FlowStatus: '已通过', Count: 5 },
      ]),
    ).toEqual([
      { value: '', label: '全部(7)' },
      { value: '未提交', label: '未提交(2)' },
      { value: '审核中', label: '审核中(0)' },
      { value: '已退回', label: '已退回(0)' },
      { value: '已通过', label: '已通过(5)' },
      { value: '不通过', label: '不通过(0)' },
    ]);
  });
});
