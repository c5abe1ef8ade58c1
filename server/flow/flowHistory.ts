/** GET /api/FlowState/History/{module}/{id}: a record's flow — its steps, where it stands and every action. */
import type { FlowRecordHistory } from '../../contract/index.js';
import type { AppContext } from '../appContext.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Row } from '../platform/db/types.js';
import { currentRound, planStepState, unreachedState } from '../../core/flow/planStates.js';
import type { RouteStep } from '../../core/flow/route.js';
import { recordStatus } from './flowRecord.js';
import { FlowStatus } from '../../core/flow/states.js';
import { flowViewOf } from './flowView.js';

/** The wire shape is the contract's; the server fills it from the instance and the route it runs. */
export type FlowHistory = FlowRecordHistory;

export async function flowHistoryOf(ctx: AppContext, module: CatalogueModule, record: Row): Promise<FlowHistory> {
  const view = await flowViewOf(ctx, module, record, true);
  const { instance, instanceRow } = view;
  const current = instance?.currentStep ?? 0;
  const round = view.running && instance ? currentRound(instance.history) : [];
  const state = (step: RouteStep): string => {
    if (!view.running || !instance) return '未开始';
    const s = planStepState(step, current, instance.status, round);
    return s === unreachedState(step) ? '未开始' : s;
  };
  return {
    ModuleName: module.name,
    Business_Id: String(record.Id),
    FlowStatus: recordStatus(record) ?? FlowStatus.Draft,
    FlowName: view.flowName,
    FlowExample_Id: instanceRow ? String(instanceRow.Id) : null,
    CurrentStep: current,
    Steps: view.route.steps.map((step) => ({ Index: step.index, Name: step.name, State: state(step) })),
    History: instance ? [...instance.history] : [],
  };
}
