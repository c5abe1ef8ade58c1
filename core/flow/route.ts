/**
 * The route an instance runs: the definition's tree flattened by choosing, at each condition node, the first branch
 * whose conditions all hold on the record's values (the last branch, the default, when none does). Planned once at
 * submission and stored on the instance, so a later edit of the definition never changes a running flow.
 */
import {
  FLOW_CONDITION_OPERATOR_NAMES,
  type FlowApprovalMode, type FlowApproverSource, type FlowCondition, type FlowEmptyApproverPolicy, type FlowNode,
} from '../../contract/flowDefinition.js';

/** Refuse: the older format's steps stop the flow when nobody can approve them. */
export type RouteEmptyPolicy = FlowEmptyApproverPolicy | 'Refuse';

export interface RouteStep {
  /** 1-based position in the route (the history's step 0 is the submission). */
  index: number;
  key: string;
  kind: 'Approver' | 'Cc';
  name: string;
  /** Cc steps are 'Any' (nobody decides them). */
  mode: FlowApprovalMode;
  /** CheckHolders: the default flow's step, asked of the roles holding Check on the module. */
  source: FlowApproverSource | { Type: 'CheckHolders' };
  whenEmpty: RouteEmptyPolicy;
  /** whenEmpty Deputy: the accounts asked when the step names nobody but the applicant. */
  deputies?: string[];
}

export interface PlannedRoute {
  steps: RouteStep[];
  /** The branch choices taken, for people: 报销金额 大于 50000 → 院长审批. */
  branches: string[];
}

export interface PlanOptions {
  /** Keys of nodes read from the older format (parseDefinition's legacyKeys). */
  legacyKeys?: readonly string[];
  /** A field's name for people (its Description); the field's own name when absent. */
  fieldLabel?: (field: string) => string;
}

const isMissing = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A number when the value reads as one (record values may be numeric strings), else null. */
function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : null;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value.trim() : String(value));

function sameValue(actual: unknown, expected: unknown): boolean {
  const [a, b] = [asNumber(actual), asNumber(expected)];
  if (a !== null && b !== null) return a === b;
  return asText(actual) === asText(expected);
}

/** A missing field never matches, whatever the operator: the default branch is taken then. */
export function conditionHolds(condition: FlowCondition, values: Readonly<Record<string, unknown>>): boolean {
  const actual = values[condition.Field];
  if (isMissing(actual)) return false;
  const expected = condition.Value;
  switch (condition.Operator) {
    case '==':
      return sameValue(actual, expected);
    case '!=':
      return !sameValue(actual, expected);
    case 'in':
      return Array.isArray(expected) && expected.some((v) => sameValue(actual, v));
    case 'contains':
      return asText(actual).includes(asText(expected));
    default: {
      const [a, b] = [asNumber(actual), asNumber(expected)];
      if (a === null || b === null) return false;
      if (condition.Operator === '>') return a > b;
      if (condition.Operator === '>=') return a >= b;
      if (condition.Operator === '<') return a < b;
      return a <= b;
    }
  }
}

function describe(condition: FlowCondition, label: (field: string) => string): string {
  const value = Array.isArray(condition.Value) ? condition.Value.join('、') : String(condition.Value);
  return `${label(condition.Field)} ${FLOW_CONDITION_OPERATOR_NAMES[condition.Operator]} ${value}`;
}

/** The default branch's words (the designer's too). */
export const OTHERWISE = '其他情况';

/**
 * Why the route took a branch, and where to: `报销金额 大于 50000 → 院长审批`, or for the default branch
 * `按金额审批:其他情况 → 财务审核`. A branch name that says no more than the reason (the seeded default branch is called
 * 其他情况 itself) is not repeated after the arrow.
 */
export function branchText(nodeName: string, conditions: string | null, branchName: string): string {
  const name = nodeName.trim();
  const why = conditions ?? (name === '' ? OTHERWISE : `${name}:${OTHERWISE}`);
  const target = branchName.trim();
  return target === '' || target === OTHERWISE || target === conditions ? why : `${why} → ${target}`;
}

export function planRoute(nodes: readonly FlowNode[], values: Readonly<Record<string, unknown>>, options: PlanOptions = {}): PlannedRoute {
  const legacy = new Set(options.legacyKeys ?? []);
  const label = options.fieldLabel ?? ((field: string) => field);
  const steps: RouteStep[] = [];
  const branches: string[] = [];
  const walk = (list: readonly FlowNode[]): void => {
    for (const node of list) {
      if (node.Kind === 'Approver') {
        const whenEmpty = legacy.has(node.Key) ? 'Refuse' : node.WhenEmpty;
        steps.push({
          index: steps.length + 1, key: node.Key, kind: 'Approver', name: node.Name, mode: node.Mode, source: node.Approver, whenEmpty,
          ...(whenEmpty === 'Deputy' ? { deputies: [...(node.Deputies ?? [])] } : {}),
        });
      } else if (node.Kind === 'Cc') {
        steps.push({ index: steps.length + 1, key: node.Key, kind: 'Cc', name: node.Name, mode: 'Any', source: node.Recipients, whenEmpty: 'Skip' });
      } else {
        const last = node.Branches.length - 1;
        const chosen = node.Branches.findIndex((b, i) => i < last && b.Conditions.every((c) => conditionHolds(c, values)));
        const branch = node.Branches[chosen === -1 ? last : chosen];
        if (!branch) continue;
        branches.push(branchText(node.Name, chosen === -1 ? null : branch.Conditions.map((c) => describe(c, label)).join(' 且 '), branch.Name));
        walk(branch.Nodes);
      }
    }
  };
  walk(nodes);
  return { steps, branches };
}

/** The 自选 steps of a route: the applicant names their people when submitting. */
export function chosenSteps(steps: readonly RouteStep[]): RouteStep[] {
  return steps.filter((step) => step.kind === 'Approver' && step.source.Type === 'Chosen');
}

const SOURCE_NAMES: Record<RouteStep['source']['Type'], string> = { Role: '角色', DeptHead: '部门负责人', Users: '指定人员', Chosen: '申请人自选', CheckHolders: '审核人员' };

/** How a step names its people, in Chinese (the role's name given by the caller when known). */
export function sourceName(step: RouteStep, roleName?: string): string {
  const base = step.source.Type === 'Role' ? `角色:${roleName ?? step.source.EnCode}` : SOURCE_NAMES[step.source.Type];
  return step.kind === 'Cc' ? `抄送:${base}` : base;
}
