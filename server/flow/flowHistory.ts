/** GET /api/FlowState/History/{module}/{id}: a record's flow — its steps, where it stands and every decision. */
import type { FlowRecordHistory } from '../../contract/index.js';
import type { AppContext } from '../appContext.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Row } from '../platform/db/types.js';
import type { ResolvedFlow } from './flowDefinition.js';
import { flowOfInstance, resolveFlow } from './flowDefinition.js';
import { findInstance } from './flowInstance.js';
import { parseHistory } from '../../core/flow/history.js';
import { recordStatus } from './flowRecord.js';
import { FlowStatus } from '../../core/flow/states.js';
import { stepState } from '../../core/flow/stepStates.js';

/** The wire shape is the contract's; the server fills it from the instance and the definition it ran on. */
export type FlowHistory = FlowRecordHistory;

export async function flowHistoryOf(ctx: AppContext, module: CatalogueModule, record: Row): Promise<FlowHistory> {
  const businessId = String(record.Id);
  const instance = await findInstance(ctx.db, module.name, businessId);
  const flow: ResolvedFlow = instance
    ? await flowOfInstance(ctx.db, module, instance.Flow_Id === null ? null : String(instance.Flow_Id))
    : await resolveFlow(ctx.db, module);
  const current = instance ? Number(instance.CurrentStep ?? 1) : 0;
  const status = instance ? String(instance.Status ?? '') : null;
  return {
    ModuleName: module.name,
    Business_Id: businessId,
    FlowStatus: recordStatus(record) ?? FlowStatus.Draft,
    FlowName: flow.name,
    FlowExample_Id: instance ? String(instance.Id) : null,
    CurrentStep: current,
    Steps: flow.steps.map((step, i) => ({ Index: i + 1, Name: step.Name, State: stepState(i + 1, current, status) })),
    History: instance ? parseHistory(instance.History) : [],
  };
}
