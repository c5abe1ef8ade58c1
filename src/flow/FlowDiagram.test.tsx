import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FlowPlan } from '../../contract/index';
import { FlowDiagram } from './FlowDiagram';

const plan: FlowPlan = {
  ModuleName: 'ProblemCost',
  Business_Id: 'r1',
  FlowName: '课题经费报销审批',
  Version: 3,
  Branches: ['报销金额(元) 大于 50000 → 大额报销'],
  Steps: [
    {
      Index: 1,
      Key: 'n1',
      Kind: 'Approver',
      Name: '科研处审核',
      Mode: 'All',
      SourceName: '角色:科研处审核员',
      People: ['周建华'],
      State: '已通过',
      NeedsChoice: false,
    },
    { Index: 2, Key: 'n4', Kind: 'Approver', Name: '院长审批', Mode: 'Any', SourceName: '角色:院长', People: ['王立群'], State: '审核中', NeedsChoice: false },
    { Index: 3, Key: 'n5', Kind: 'Cc', Name: '抄送财务处', Mode: null, SourceName: '抄送:财务处', People: [], State: '待抄送', NeedsChoice: false },
  ],
};

/** The text a person reads, tags stripped. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('FlowDiagram', () => {
  it('draws the route from 发起人 to 流程结束, the branch taken, and marks the current step', () => {
    const html = renderToStaticMarkup(<FlowDiagram plan={plan} />);
    expect(text(html)).toBe(
      '课题经费报销审批 (v3) 发起人 条件分支 报销金额(元) 大于 50000 → 大额报销 科研处审核 已通过 角色:科研处审核员 · 会签 周建华 ' +
        '院长审批 审核中 角色:院长 · 或签 王立群 抄送财务处 待抄送 抄送:财务处 到达时确定抄送人 流程结束',
    );
    const current = /<div class="([^"]*)"[^>]*aria-current="step"/.exec(html);
    expect(current?.[1]).toContain('is-current');
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });

  it('says so when there is no route', () => {
    expect(text(renderToStaticMarkup(<FlowDiagram plan={{ ...plan, Steps: [] }} />))).toContain('暂无审批流程');
  });
});
