/**
 * Which flow a module's records go through: its enabled Flow row (the most recently changed valid one) at its
 * published version, or the default one-step flow approved by the roles holding Check on the module. Each published
 * version is an immutable FlowVersion row (flowVersions.ts); an instance keeps the route planned from the version it
 * was submitted on.
 */
import type { FlowNode } from '../../contract/flowDefinition.js';
import { sequentialFlow, type FlowDefinition } from '../../core/flow/definition.js';
import { parseDefinition } from '../../core/flow/definitionFormat.js';
import { stepKindOf } from '../../core/flow/nodeKinds/index.js';
import { planRoute, type PlannedRoute, type RouteStep } from '../../core/flow/route.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Db, Row } from '../platform/db/types.js';
import type { EngineApprover } from './approvers.js';
import { ensureVersion } from './flowVersions.js';

export const FLOW_MODULE = 'Flow';
export const DEFAULT_FLOW_NAME = '默认审核流程';
export const DEFAULT_STEP_NAME = '审核';
export const DEFAULT_STEP_KEY = 'default';

export interface EngineStep {
  Name: string;
  Approver: EngineApprover;
}

export interface ResolvedFlow {
  flowId: string | null;
  versionId: string | null;
  version: number;
  name: string;
  /** null: the default flow (one step, the holders of Check). */
  nodes: FlowNode[] | null;
  legacyKeys: string[];
  /** The approver steps its route takes on no particular values (first-start seeding reads them). */
  steps: EngineStep[];
}

const DEFAULT_STEP: EngineStep = { Name: DEFAULT_STEP_NAME, Approver: { Type: 'CheckHolders' } };

export function defaultFlow(module: CatalogueModule): ResolvedFlow {
  return {
    flowId: null,
    versionId: null,
    version: 0,
    name: `${module.definition.Description}${DEFAULT_FLOW_NAME}`,
    nodes: null,
    legacyKeys: [],
    steps: [DEFAULT_STEP],
  };
}

/** The route the flow gives these record values; the default flow's single step is asked of the holders of Check. */
export function planFor(flow: ResolvedFlow, module: CatalogueModule, values: Readonly<Record<string, unknown>>): PlannedRoute {
  if (flow.nodes === null) {
    const step: RouteStep = {
      index: 1,
      key: DEFAULT_STEP_KEY,
      kind: 'Approver',
      name: DEFAULT_STEP_NAME,
      mode: 'Any',
      source: { Type: 'CheckHolders' },
      whenEmpty: 'Refuse',
    };
    return { steps: [step], branches: [] };
  }
  const fieldLabel = (field: string): string => module.fieldsByName.get(field)?.Description ?? field;
  return planRoute(flow.nodes, values, { legacyKeys: flow.legacyKeys, fieldLabel });
}

function engineSteps(nodes: FlowNode[], legacyKeys: string[]): EngineStep[] {
  const steps = planRoute(nodes, {}, { legacyKeys })
    .steps.filter((s) => stepKindOf(s.kind).decides)
    .map(
      (s): EngineStep => ({
        Name: s.name,
        Approver: s.source.Type === 'Chosen' ? { Type: 'Users', Accounts: [] } : s.source,
      }),
    );
  return steps.length > 0 ? steps : [DEFAULT_STEP];
}

function fromRow(row: Row, versionId: string | null, version: number): ResolvedFlow | null {
  const parsed = parseDefinition(row.Steps);
  if ('error' in parsed) return null;
  return {
    flowId: String(row.Id),
    versionId,
    version,
    name: String(row.Name ?? ''),
    nodes: parsed.nodes,
    legacyKeys: parsed.legacyKeys,
    steps: engineSteps(parsed.nodes, parsed.legacyKeys),
  };
}

/** The module's current flow, without touching its versions (for reading: the plan before submission). */
export async function currentFlow(db: Db, module: CatalogueModule): Promise<{ flow: ResolvedFlow; row: Row | null }> {
  const rows = await db
    .selectFrom(FLOW_MODULE)
    .selectAll()
    .where('ModuleName', '=', module.name)
    .where('Enabled', '=', 1)
    .orderBy('Modify_Time', 'desc')
    .execute();
  for (const row of rows) {
    const flow = fromRow(row, null, Number(row.Version ?? 0));
    if (flow) return { flow, row };
  }
  return { flow: defaultFlow(module), row: null };
}

/** The flow a submission runs: the current one at its published version (made now if the row was written without one). */
export async function resolveFlow(db: Db, module: CatalogueModule): Promise<ResolvedFlow> {
  const { flow, row } = await currentFlow(db, module);
  if (!row) return flow;
  const version = await ensureVersion(db, row);
  return { ...flow, versionId: version.id, version: version.version };
}

/** The flow of an instance started before routes were kept: its Flow row while valid, else the module's current flow. */
export async function flowOfInstance(db: Db, module: CatalogueModule, flowId: string | null): Promise<ResolvedFlow> {
  if (flowId) {
    const row = await db.selectFrom(FLOW_MODULE).selectAll().where('Id', '=', flowId).executeTakeFirst();
    const flow = row ? fromRow(row, null, Number(row.Version ?? 0)) : null;
    if (flow) return flow;
  }
  return (await currentFlow(db, module)).flow;
}

/** The flow's approver steps in order, each settled by any one approver (the older view, for first-start seeding). */
export function definitionOf(flow: ResolvedFlow): FlowDefinition {
  const [first, ...rest] = flow.steps.map((step) => step.Name);
  if (first === undefined) throw new Error(`Flow ${flow.name} has no steps`);
  return sequentialFlow([first, ...rest]);
}
