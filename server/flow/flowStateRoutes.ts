/**
 * GET /api/FlowState/State/{module}/{id}: where a record of an approval module stands and what the caller may do
 * with it now — the form opens read-only or editable from this and offers only the buttons the actions would
 * accept. GET /api/FlowState/Plan/{module}/{id}: the record's route with each step's state and people. Both read like
 * Get: the caller needs List on the module, and a record outside their reach is 404.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FlowApprover, FlowPlan, FlowRecordState } from '../../contract/index.js';
import { returnTargets } from '../../core/flow/currentTask.js';
import { flowLockMessage } from '../../core/flow/lock.js';
import { flowOffers } from '../../core/flow/flowOffers.js';
import { FlowStatus } from '../../core/flow/states.js';
import { timeText } from '../../core/flow/time.js';
import { recordActionRefusal } from '../../core/permissions/recordActions.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Db, Row } from '../platform/db/types.js';
import { findModuleOrThrow, getRecord, recordName, requireModuleAccess, summaryOf, type ModuleAccess } from '../records/index.js';
import { recordFacts, recordSnapshot } from './flowRecord.js';
import { choicesNeeded, flowViewOf, planSteps } from './flowView.js';
import { loadBusinessRow, requireFlowModule } from './submitFlow.js';

async function approversNamed(db: Db, ids: readonly string[]): Promise<FlowApprover[]> {
  if (ids.length === 0) return [];
  const users = await db
    .selectFrom('User')
    .select(['Id', 'Name', 'Account'])
    .where('Id', 'in', [...ids])
    .execute();
  const byId = new Map(users.map((u) => [String(u.Id), { Name: String(u.Name ?? ''), Account: String(u.Account ?? '') }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const flowStateRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;

  async function readable(
    request: FastifyRequest<{ Params: { module: string; id: string } }>,
  ): Promise<{ module: CatalogueModule; row: Row; access: ModuleAccess }> {
    const module = findModuleOrThrow(request, request.params.module);
    requireFlowModule(module);
    const access = await requireModuleAccess(request, module, 'List');
    await getRecord(ctx, module, request.params.id, access.scope);
    return { module, row: await loadBusinessRow(ctx, module, request.params.id), access };
  }

  app.get<{ Params: { module: string; id: string } }>('/api/FlowState/State/:module/:id', async (request): Promise<FlowRecordState> => {
    const { module, row, access } = await readable(request);
    const record = recordFacts(row);
    const view = await flowViewOf(ctx, module, row);
    const instance = view.instance;
    const caller = access.caller;
    // The offers are core's (D-FLOW-12), from the predicates the actions refuse by, on the state the actions load.
    const snapshot = recordSnapshot(row, summaryOf(module, await recordName(ctx.db, ctx.catalogue, module, row)));
    const offers = flowOffers(module.name, { record: snapshot, instance }, caller, Date.now());
    const facts = { module: module.name, flowStatus: record.status, ownerId: record.ownerId };
    const canSubmit = recordActionRefusal('Submit', facts, caller) === null;
    const reviewing = instance !== null && instance.status === FlowStatus.Reviewing && record.status === FlowStatus.Reviewing;
    const open = reviewing ? instance.seats.filter((s) => s.state === 'open').map((s) => s.id) : [];
    const step = instance ? instance.route.steps[instance.currentStep - 1] : undefined;
    const isOwner = record.ownerId !== null && record.ownerId === caller.id;
    return {
      ModuleName: module.name,
      Business_Id: String(row.Id),
      FlowStatus: record.status === null || record.status === '' ? FlowStatus.Draft : record.status,
      CurrentStep: instance?.currentStep ?? 0,
      StepName: step?.name ?? null,
      Approvers: await approversNamed(ctx.db, open),
      IsOwner: isOwner,
      CanSubmit: canSubmit,
      CanDecide: offers.decide,
      // A current approver never edits what they judge; anyone else as the generic write would let them.
      ReadOnly: offers.decide || flowLockMessage(record.status, 'update', caller.isAdmin) !== null,
      CanWithdraw: offers.withdraw,
      CanRemind: offers.remind,
      RemindAvailableAt: offers.remindAt !== null ? timeText(offers.remindAt) : null,
      CanTransfer: offers.decide,
      CanAddSigner: offers.addSigner,
      ReturnTargets: offers.decide && instance ? returnTargets(instance) : [],
      ChosenSteps: canSubmit ? choicesNeeded(view) : [],
    };
  });

  app.get<{ Params: { module: string; id: string } }>('/api/FlowState/Plan/:module/:id', async (request): Promise<FlowPlan> => {
    const { module, row } = await readable(request);
    const view = await flowViewOf(ctx, module, row);
    const applicantId = view.instance?.applicantId ?? String(row.Create_User_Id ?? '');
    return {
      ModuleName: module.name,
      Business_Id: String(row.Id),
      FlowName: view.flowName,
      Version: view.version,
      Steps: await planSteps(ctx, module, view, applicantId),
      Branches: view.route.branches,
    };
  });
};
