import { describe, expect, it } from 'vitest';
import type { FlowPlan, FlowPlanStep } from '../../contract/index';
import { flowDiagramView } from './flowDiagramView';

const step = (over: Partial<FlowPlanStep>): FlowPlanStep => ({
  Index: 1,
  Key: 'n1',
  Kind: 'Approver',
  Name: '科研处审核',
  Mode: 'All',
  SourceName: '角色:科研处审核员',
  People: [],
  State: '待审批',
  NeedsChoice: false,
  ...over,
});
const plan = (Steps: FlowPlanStep[], over: Partial<FlowPlan> = {}): FlowPlan => ({
  ModuleName: 'ProblemCost',
  Business_Id: 'r1',
  FlowName: '课题经费报销审批',
  Version: 3,
  Steps,
  Branches: [],
  ...over,
});

describe('flow diagram view', () => {
  it('draws the route in order, with who and how, the state coloured and the current step marked', () => {
    const view = flowDiagramView(
      plan(
        [
          step({ Index: 3, Key: 'n5', Kind: 'Cc', Name: '抄送财务', Mode: null, SourceName: '抄送:财务处', State: '待抄送' }),
          step({ Index: 1, People: ['周建华', '林晓雯'], State: '已通过' }),
          step({ Index: 2, Key: 'n4', Name: '院长审批', Mode: 'Any', SourceName: '申请人自选', People: ['王院长'], State: '审核中' }),
        ],
        { Branches: ['报销金额(元) 大于 50000 → 大额报销', ' '] },
      ),
    );
    expect(view.title).toBe('课题经费报销审批 (v3)');
    expect(view.cards.map((c) => [c.kindLabel, c.name, c.how, c.people, c.state, c.tone, c.current])).toEqual([
      ['审批人', '科研处审核', '角色:科研处审核员 · 会签', '周建华、林晓雯', '已通过', 'approved', false],
      ['审批人', '院长审批', '申请人自选 · 或签', '王院长', '审核中', 'current', true],
      ['抄送人', '抄送财务', '抄送:财务处', '到达时确定抄送人', '待抄送', 'waiting', false],
    ]);
    expect(view.branches).toEqual(['报销金额(元) 大于 50000 → 大额报销']);
    expect(view.empty).toBe(false);
  });

  it('colours every outcome and says what stands for unknown people', () => {
    // The states as the server words them (core/flow/planStates.ts): the current step is 审核中.
    const states = ['待审批', '待抄送', '审核中', '已通过', '已退回', '不通过', '已跳过', '已抄送', '奇怪'];
    expect(flowDiagramView(plan(states.map((State, i) => step({ Index: i + 1, State })))).cards.map((c) => c.tone)).toEqual([
      'waiting',
      'waiting',
      'current',
      'approved',
      'returned',
      'refused',
      'skipped',
      'copied',
      'waiting',
    ]);
    expect(flowDiagramView(plan([step({ Kind: 'Cc', State: '' })])).cards[0]!.state).toBe('待抄送');
    const [chosen, many] = flowDiagramView(
      plan([step({ NeedsChoice: true, SourceName: '申请人自选' }), step({ Index: 2, People: ['甲', '乙', '丙', '丁', '戊', '己'] })]),
    ).cards;
    expect(chosen!.people).toBe('提交时由申请人选择');
    expect(many!.people).toBe('甲、乙、丙、丁、戊等6人');
  });

  it('is empty without steps, and names steps that have no name', () => {
    expect(flowDiagramView(plan([], { FlowName: '', Version: 0 }))).toEqual({ title: '', cards: [], branches: [], empty: true });
    expect(flowDiagramView(plan([step({ Index: 2, Name: '' })])).cards[0]!.name).toBe('第2步');
  });
});
