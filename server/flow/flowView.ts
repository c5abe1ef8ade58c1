/**
 * Where a record's flow stands, for the read endpoints (State, Plan, History): its instance as the core reads it,
 * the route it runs (or, before submission, the route the current flow would give it now) and each step's state.
 */
import type { FlowPlanStep } from '../../contract/flowActions.js';
import type { AppContext } from '../appContext.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Row } from '../platform/db/types.js';
import { stepKindOf } from '../../core/flow/nodeKinds/index.js';
import { currentRound, planStepState, unreachedState } from '../../core/flow/planStates.js';
import type { RouteStep } from '../../core/flow/route.js';
import { chosenSteps, sourceName } from '../../core/flow/routeSteps.js';
import type { FlowInstanceState, InstanceRoute } from '../../core/flow/state.js';
import { FlowStatus, isFinal } from '../../core/flow/states.js';
import { candidatesForRoute } from './approvers.js';
import { currentFlow, planFor, FLOW_MODULE } from './flowDefinition.js';
import { findInstance } from './flowInstance.js';
import { loadInstanceState } from './flowTransition.js';
import { recordStatus } from './flowRecord.js';
import { FLOW_VERSION_MODULE } from './flowVersions.js';

export interface FlowView {
  instanceRow: Row | undefined;
  instance: FlowInstanceState | null;
  /** The route shown: the instance's while it runs or has ended, else the one a submission would take now. */
  route: InstanceRoute;
  /** The route is the instance's (false: planned now, before a (re)submission). */
  running: boolean;
  flowName: string;
  version: number;
}

/** A submission would plan anew: never submitted, withdrawn or returned. */
const plansAnew = (status: string | null): boolean => status === null || status === '' || status === FlowStatus.Draft || status === FlowStatus.Returned;

/**
 * `instanceRoute`: show the instance's route whenever there is one (the history), not the one a resubmission would take.
 * A record decided without ever running a flow here (an earlier system's, the first-start demo's) has no route to show:
 * the route a submission would take now is no part of its story, and its steps would read 待审批 under 已通过.
 */
export async function flowViewOf(ctx: AppContext, module: CatalogueModule, row: Row, instanceRoute = false): Promise<FlowView> {
  const instanceRow = await findInstance(ctx.db, module.name, String(row.Id));
  const instance = instanceRow ? await loadInstanceState(ctx.db, module, instanceRow, row) : null;
  if (!instanceRow && isFinal(recordStatus(row)))
    return { instanceRow, instance, route: { steps: [], branches: [], chosen: {} }, running: false, flowName: '', version: 0 };
  if (instance && instanceRow && (instanceRoute || !plansAnew(recordStatus(row)))) {
    const flow = instanceRow.Flow_Id
      ? await ctx.db.selectFrom(FLOW_MODULE).select(['Name']).where('Id', '=', String(instanceRow.Flow_Id)).executeTakeFirst()
      : undefined;
    const version = instanceRow.FlowVersion_Id
      ? await ctx.db.selectFrom(FLOW_VERSION_MODULE).select(['Version']).where('Id', '=', String(instanceRow.FlowVersion_Id)).executeTakeFirst()
      : undefined;
    const name = flow ? String(flow.Name ?? '') : (await currentFlow(ctx.db, module)).flow.name;
    return { instanceRow, instance, route: instance.route, running: true, flowName: name, version: Number(version?.Version ?? 0) };
  }
  const { flow } = await currentFlow(ctx.db, module);
  const plan = planFor(flow, module, row);
  return { instanceRow, instance, route: { ...plan, chosen: {} }, running: false, flowName: flow.name, version: flow.version };
}

/** The 自选 steps a submission must choose people for now (empty while the flow runs). */
export function choicesNeeded(view: FlowView): Array<{ Key: string; Name: string }> {
  return view.running ? [] : chosenSteps(view.route.steps).map((s) => ({ Key: s.key, Name: s.name }));
}

async function roleNames(ctx: AppContext, steps: readonly RouteStep[]): Promise<Map<string, string>> {
  const codes = [...new Set(steps.flatMap((s) => (s.source.Type === 'Role' ? [s.source.EnCode] : [])))];
  if (codes.length === 0) return new Map();
  const rows = await ctx.db.selectFrom('Role').select(['EnCode', 'Name']).where('EnCode', 'in', codes).execute();
  return new Map(rows.map((r) => [String(r.EnCode), String(r.Name ?? '')]));
}

/** Each step of the view's route with its state and people. */
export async function planSteps(ctx: AppContext, module: CatalogueModule, view: FlowView, applicantId: string): Promise<FlowPlanStep[]> {
  const { route, instance, running } = view;
  const round = running && instance ? currentRound(instance.history) : [];
  const current = running && instance ? instance.currentStep : 0;
  const status = running && instance ? instance.status : FlowStatus.Draft;
  const candidates = await candidatesForRoute(ctx, module, route.steps, applicantId);
  const roles = await roleNames(ctx, route.steps);
  return route.steps.map((step): FlowPlanStep => {
    const state = running ? planStepState(step, current, status, round) : unreachedState(step);
    let people: string[];
    if (running && step.index === current && status === FlowStatus.Reviewing && instance) people = instance.seats.map((s) => s.name);
    else if (step.source.Type === 'Chosen') people = (route.chosen[step.key] ?? []).map((p) => p.name);
    else people = (candidates.get(step.key) ?? []).filter((p) => !stepKindOf(step.kind).decides || p.Id !== applicantId).map((p) => p.Name);
    return {
      Index: step.index,
      Key: step.key,
      Kind: step.kind,
      Name: step.name,
      Mode: stepKindOf(step.kind).decides ? step.mode : null,
      SourceName: sourceName(step, step.source.Type === 'Role' ? roles.get(step.source.EnCode) : undefined),
      People: people,
      State: state,
      NeedsChoice: !running && step.source.Type === 'Chosen',
    };
  });
}
