/**
 * Which flow a module's records go through: its enabled Flow row (the most recently changed valid one), or the
 * default one-step flow approved by the roles holding Check on the module.
 */
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Db } from '../platform/db/types.js';
import { sequentialFlow, type FlowDefinition } from '../../core/flow/definition.js';
import type { EngineApprover } from './approvers.js';
import { parseSteps } from './flowSteps.js';

export const FLOW_MODULE = 'Flow';
export const DEFAULT_FLOW_NAME = '默认审核流程';
export const DEFAULT_STEP_NAME = '审核';

export interface EngineStep {
  Name: string;
  Approver: EngineApprover;
}

export interface ResolvedFlow {
  flowId: string | null;
  name: string;
  steps: EngineStep[];
}

export function defaultFlow(module: CatalogueModule): ResolvedFlow {
  return { flowId: null, name: `${module.definition.Description}${DEFAULT_FLOW_NAME}`, steps: [{ Name: DEFAULT_STEP_NAME, Approver: { Type: 'CheckHolders' } }] };
}

export async function resolveFlow(db: Db, module: CatalogueModule): Promise<ResolvedFlow> {
  const rows = await db.selectFrom(FLOW_MODULE).selectAll().where('ModuleName', '=', module.name).where('Enabled', '=', 1)
    .orderBy('Modify_Time', 'desc').execute();
  for (const row of rows) {
    const parsed = parseSteps(row.Steps);
    if ('steps' in parsed) return { flowId: String(row.Id), name: String(row.Name ?? ''), steps: parsed.steps };
  }
  return defaultFlow(module);
}

/** The flow an instance was started with: its Flow row while that is valid, else the module's current flow. */
export async function flowOfInstance(db: Db, module: CatalogueModule, flowId: string | null): Promise<ResolvedFlow> {
  if (flowId) {
    const row = await db.selectFrom(FLOW_MODULE).selectAll().where('Id', '=', flowId).executeTakeFirst();
    const parsed = row ? parseSteps(row.Steps) : null;
    if (row && parsed && 'steps' in parsed) return { flowId, name: String(row.Name ?? ''), steps: parsed.steps };
  }
  return resolveFlow(db, module);
}

/** The flow as the transitions see it: its steps in order, each settled by any one approver. */
export function definitionOf(flow: ResolvedFlow): FlowDefinition {
  const [first, ...rest] = flow.steps.map((step) => step.Name);
  // parseSteps refuses an empty list and the default flow has one step, so this holds for every resolved flow.
  if (first === undefined) throw new Error(`Flow ${flow.name} has no steps`);
  return sequentialFlow([first, ...rest]);
}
