/**
 * The route an instance runs: the definition's tree flattened by choosing, at each condition node, the first branch
 * whose conditions all hold on the record's values (the last branch, the default, when none does). Planned once at
 * submission and stored on the instance, so a later edit of the definition never changes a running flow. What each
 * node adds to the route is its kind's to say (nodeKinds/).
 */
import type { FlowApprovalMode, FlowApproverSource, FlowEmptyApproverPolicy, FlowNode } from '../../contract/flowDefinition.js';
import { nodeKindOf } from './nodeKinds/index.js';

/** Refuse: the older format's steps stop the flow when nobody can approve them. */
export type RouteEmptyPolicy = FlowEmptyApproverPolicy | 'Refuse';

export interface RouteStep {
  /** 1-based position in the route (the history's step 0 is the submission). */
  index: number;
  key: string;
  /** The node kind that made the step: Approver, Cc, or a kind registered later (nodeKinds/index.ts). */
  kind: string;
  name: string;
  /** Steps nobody decides (抄送) are 'Any'. */
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

export function planRoute(nodes: readonly FlowNode[], values: Readonly<Record<string, unknown>>, options: PlanOptions = {}): PlannedRoute {
  const legacy = new Set(options.legacyKeys ?? []);
  const steps: RouteStep[] = [];
  const branches: string[] = [];
  const walk = (list: readonly FlowNode[]): void => {
    for (const node of list) {
      nodeKindOf(node.Kind)?.plan(node, {
        values,
        legacy: legacy.has(node.Key),
        fieldLabel: options.fieldLabel ?? ((field: string) => field),
        step: (step) => steps.push({ index: steps.length + 1, ...step }),
        branch: (text) => branches.push(text),
        chain: walk,
      });
    }
  };
  walk(nodes);
  return { steps, branches };
}
