/**
 * A node kind is its engine file and its designer file, registered: the sample 知会 kind (samples/notice.ts and
 * samples/notice.tsx), registered here only, goes through the definition reader, the route, the engine, the designer
 * and the diagram with nothing else changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FlowNode } from '../../../../contract/flowDefinition';
import type { FlowPlan } from '../../../../contract/index';
import { parseDefinition } from '../../../../core/flow/definitionFormat';
import { registerNodeKind } from '../../../../core/flow/nodeKinds/index';
import { NOTICE_OPINION, noticeKind } from '../../../../core/flow/nodeKinds/samples/notice';
import { planStepState, unreachedState } from '../../../../core/flow/planStates';
import { planRoute } from '../../../../core/flow/route';
import { approverNode, contextOf, decideBy, head, neverSubmitted, reviewer, run, submitBy } from '../../../../core/flow/specFixtures';
import { draftProblems } from '../../../pages/flowDesigner/draftProblems';
import { EMPTY_DESIGN, fromStored, insertNode, toStored } from '../../../pages/flowDesigner/designerModel';
import { nodeSummary } from '../../../pages/flowDesigner/designerText';
import { FlowDiagram } from '../../FlowDiagram';
import { nodeKindViews, registerNodeKindView, viewOf } from '../index';
import { noticeView } from './notice';

const notice = { Kind: 'Notice', Key: 'k1', Name: '知会科室' } as unknown as FlowNode;
const nodes: FlowNode[] = [approverNode('s1', '科研处初审'), notice, approverNode('s2', '科研处长审批')];
const names = { role: (code: string) => code, user: (account: string) => account, field: (field: string) => field };
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

let undo: Array<() => void> = [];
beforeAll(() => {
  undo = [registerNodeKind(noticeKind), registerNodeKindView(noticeView)];
});
afterAll(() => undo.forEach((u) => u()));

describe('a node kind added in its own files (知会)', () => {
  it('reads from the stored definition and writes back byte for byte', () => {
    const stored = JSON.stringify(nodes);
    const parsed = parseDefinition(stored);
    expect('error' in parsed ? parsed.error : JSON.stringify(parsed.nodes)).toBe(stored);
    expect(parseDefinition([notice])).toEqual({ error: '审批流程至少要有一个审批节点' });
  });

  it('plans a step that nobody decides, and the engine passes it with one history line', () => {
    const route = planRoute(nodes, {});
    expect(route.steps.map((s) => [s.index, s.kind, s.name])).toEqual([
      [1, 'Approver', '科研处初审'],
      [2, 'Notice', '知会科室'],
      [3, 'Approver', '科研处长审批'],
    ]);
    const { state } = run(contextOf(undefined, route), neverSubmitted(), [submitBy(), decideBy(reviewer, 'Approved', '同意')]);
    expect(state.instance?.currentStep).toBe(3);
    expect(state.instance?.seats.map((s) => s.id)).toEqual([head.id]);
    const lines = state.instance?.history.filter((e) => e.Step === 2) ?? [];
    expect(lines.map((e) => [e.StepName, e.Opinion, e.UserName])).toEqual([['知会科室', NOTICE_OPINION, reviewer.name]]);
    const step = route.steps[1]!;
    expect(unreachedState(step)).toBe('待抄送');
    expect(planStepState(step, 3, state.record?.status ?? '', state.instance?.history ?? [])).toBe('已抄送');
  });

  it('is offered by the designer, read back from its stored text and never blocks saving', () => {
    expect(nodeKindViews().map((v) => v.title)).toEqual(['审批人', '抄送人', '条件分支', '知会']);
    const { state } = insertNode(EMPTY_DESIGN, null, 0, 'Notice');
    expect(state.nodes).toEqual([{ Kind: 'Notice', Key: 'n1', Name: '知会' }]);
    // The designer's own keys (n1, n2, …) are kept as stored.
    const designed: FlowNode[] = [approverNode('n1', '科研处初审'), { ...notice, Key: 'n2' } as FlowNode];
    const read = fromStored(toStored(designed));
    expect(read.ok && read.state.nodes).toEqual(designed);
    expect(nodeSummary(notice, names)).toBe('流程经过时记入审批记录');
    expect(draftProblems(state.nodes)).toEqual(['流程至少需要一个审批人节点']);
    const { Fields } = viewOf(notice);
    expect(text(renderToStaticMarkup(<Fields node={notice} update={() => undefined} roles={[]} names={names} rememberUsers={() => undefined} />))).toContain(
      '不需要任何人处理',
    );
  });

  it('draws on the diagram with its own name and states', () => {
    const plan: FlowPlan = {
      ModuleName: 'Thesis',
      Business_Id: 't-1',
      FlowName: '论文审批',
      Version: 1,
      Branches: [],
      Steps: [{ Index: 1, Key: 'k1', Kind: 'Notice', Name: '', Mode: null, SourceName: '', People: [], State: '', NeedsChoice: false }],
    };
    expect(text(renderToStaticMarkup(<FlowDiagram plan={plan} />))).toContain('知会');
    expect(text(renderToStaticMarkup(<FlowDiagram plan={plan} />))).toContain('待抄送');
  });
});
