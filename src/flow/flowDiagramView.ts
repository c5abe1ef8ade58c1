/**
 * What the read-only flow diagram draws from a FlowPlan: one card per step of the route, in order, with its kind,
 * name, who and how, the people, its state and that state's colour, the current step marked; and the branch choices
 * the route took. Pure: the component only lays these out. A step's kind says its words: the diagram reads the kinds'
 * facts (core/flow/nodeKinds/facts.ts), so a record page loads neither the engine's kind code nor the designer.
 */
import { FLOW_APPROVAL_MODE_NAMES, type FlowPlan, type FlowPlanStep } from '../../contract/index';
import { kindFactsOf, stepFactsOf } from '../../core/flow/nodeKinds/facts';
import type { PlanStepState } from '../../core/flow/planStates';

/** The colour family of a step's state (the card's border and tag). */
export type DiagramTone = 'waiting' | 'current' | 'approved' | 'returned' | 'refused' | 'skipped' | 'copied';

/** Every state the server gives a step (core/flow/planStates.ts), so a new one cannot go uncoloured. */
const TONES: Record<PlanStepState, DiagramTone> = {
  待审批: 'waiting',
  待抄送: 'waiting',
  审核中: 'current',
  已通过: 'approved',
  已退回: 'returned',
  不通过: 'refused',
  已跳过: 'skipped',
  已抄送: 'copied',
};

const toneOf = (state: string): DiagramTone => (state in TONES ? TONES[state as PlanStepState] : 'waiting');

/** antd Tag colours for each tone. */
export const DIAGRAM_TONE_COLORS: Record<DiagramTone, string> = {
  waiting: 'default',
  current: 'processing',
  approved: 'success',
  returned: 'warning',
  refused: 'error',
  skipped: 'default',
  copied: 'cyan',
};

/** People shown on a card before 等N人. */
const SHOWN_PEOPLE = 5;

export interface DiagramCard {
  key: string;
  kind: string;
  /** The card's class: is-approver, is-cc (a kind unknown here draws as an approver). */
  kindClass: string;
  kindLabel: string;
  name: string;
  /** 角色:科研秘书 · 会签. */
  how: string;
  /** 周建华、林晓雯 — or what stands for them while unknown. */
  people: string;
  state: string;
  tone: DiagramTone;
  current: boolean;
}

export interface DiagramView {
  /** 课题经费报销审批 (v3), or empty when the plan has no name. */
  title: string;
  cards: DiagramCard[];
  branches: string[];
  /** No route to draw (no flow, or an empty one). */
  empty: boolean;
}

function peopleText(step: FlowPlanStep): string {
  if (step.People.length > 0) {
    const shown = step.People.slice(0, SHOWN_PEOPLE).join('、');
    return step.People.length > SHOWN_PEOPLE ? `${shown}等${step.People.length}人` : shown;
  }
  if (step.NeedsChoice) return '提交时由申请人选择';
  return `到达时确定${kindOf(step.Kind).name}`;
}

/** The step's node kind; a kind this app does not know draws as an approver, as the server's older answers did. */
const kindOf = (kind: string) => (kindFactsOf(kind)?.step ? kindFactsOf(kind)! : kindFactsOf('Approver')!);

function card(step: FlowPlanStep): DiagramCard {
  const tone = toneOf(step.State);
  const kind = kindOf(step.Kind);
  const behaviour = stepFactsOf(kind.kind);
  const mode = behaviour.decides && step.Mode ? FLOW_APPROVAL_MODE_NAMES[step.Mode] : '';
  return {
    key: `${step.Index}-${step.Key}`,
    kind: kind.kind,
    kindClass: `is-${kind.kind.toLowerCase()}`,
    kindLabel: kind.name,
    name: step.Name || (behaviour.unnamed ?? `第${step.Index}步`),
    how: [step.SourceName, mode].filter(Boolean).join(' · '),
    people: peopleText(step),
    state: step.State || behaviour.waiting,
    tone,
    current: tone === 'current',
  };
}

export function flowDiagramView(plan: FlowPlan): DiagramView {
  const steps = [...plan.Steps].sort((a, b) => a.Index - b.Index);
  const title = plan.FlowName ? `${plan.FlowName}${plan.Version > 0 ? ` (v${plan.Version})` : ''}` : '';
  return { title, cards: steps.map(card), branches: plan.Branches.filter((b) => b.trim() !== ''), empty: steps.length === 0 };
}
