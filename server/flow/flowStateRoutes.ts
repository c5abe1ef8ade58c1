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
import { nextRemindAt } from '../../core/flow/remind.js';
import { canSubmitFrom, FlowStatus } from '../../core/flow/states.js';
import { timeText } from '../../core/flow/time.js';
import { hasPermission } from '../permissions/guard.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Db, Row } from '../platform/db/types.js';
import { findModuleOrThrow, requireModuleAccess, type ModuleAccess } from '../records/access.js';
import { getRecord } from '../records/moduleService.js';
import { recordFacts } from './flowRecord.js';
import { choicesNeeded, flowViewOf, planSteps } from './flowView.js';
import { loadBusinessRow, requireFlowModule } from './submitFlow.js';

/** What the caller's rights follow from: the record, its instance, and who the caller is. */
export interface CallerFlowFacts {
  status: string | null;
  ownerId: string | null;
  instanceStatus: string | null;
  /** Who may decide the current step now. */
  waitingFor: readonly string[];
  callerId: string;
  isAdmin: boolean;
  holdsCheck: boolean;
}

/**
 * The caller's rights, by the rules the actions enforce (core/flow/submit.ts, decide.ts, lock.ts): only the owner
 * submits, and only from 未提交 or 已退回; only an approver with an open task of the current step, holding Check,
 * decides, and only while both record and instance are 审核中. A current approver never edits what they judge;
 * anyone else edits only what the generic write would let through.
 */
export function callerRights(facts: CallerFlowFacts): Pick<FlowRecordState, 'IsOwner' | 'CanSubmit' | 'CanDecide' | 'ReadOnly'> {
  const isOwner = facts.ownerId !== null && facts.ownerId === facts.callerId;
  const canSubmit = isOwner && canSubmitFrom(facts.status);
  const canDecide = facts.holdsCheck && facts.status === FlowStatus.Reviewing && facts.instanceStatus === FlowStatus.Reviewing
    && facts.waitingFor.includes(facts.callerId);
  const locked = flowLockMessage(facts.status, 'update', facts.isAdmin) !== null;
  return { IsOwner: isOwner, CanSubmit: canSubmit, CanDecide: canDecide, ReadOnly: canDecide || locked };
}

async function approversNamed(db: Db, ids: readonly string[]): Promise<FlowApprover[]> {
  if (ids.length === 0) return [];
  const users = await db.selectFrom('User').select(['Id', 'Name', 'Account']).where('Id', 'in', [...ids]).execute();
  const byId = new Map(users.map((u) => [String(u.Id), { Name: String(u.Name ?? ''), Account: String(u.Account ?? '') }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const flowStateRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;

  async function readable(request: FastifyRequest<{ Params: { module: string; id: string } }>): Promise<{ module: CatalogueModule; row: Row; access: ModuleAccess }> {
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
    const reviewing = instance !== null && instance.status === FlowStatus.Reviewing && record.status === FlowStatus.Reviewing;
    const open = reviewing ? instance.seats.filter((s) => s.state === 'open').map((s) => s.id) : [];
    const callerId = access.auth.user.Id;
    const rights = callerRights({
      status: record.status, ownerId: record.ownerId, instanceStatus: instance?.status ?? null, waitingFor: open,
      callerId, isAdmin: access.actor.isAdmin, holdsCheck: await hasPermission(request, module.name, 'Check'),
    });
    const remindAt = reviewing ? nextRemindAt(instance, Date.now()) : null;
    const step = instance ? instance.route.steps[instance.currentStep - 1] : undefined;
    return {
      ModuleName: module.name,
      Business_Id: String(row.Id),
      FlowStatus: record.status === null || record.status === '' ? FlowStatus.Draft : record.status,
      CurrentStep: instance?.currentStep ?? 0,
      StepName: step?.name ?? null,
      Approvers: await approversNamed(ctx.db, open),
      ...rights,
      CanWithdraw: reviewing && rights.IsOwner && !instance.seats.some((s) => s.state === 'approved'),
      CanRemind: reviewing && rights.IsOwner && remindAt === null,
      RemindAvailableAt: reviewing && rights.IsOwner && remindAt !== null ? timeText(remindAt) : null,
      CanTransfer: rights.CanDecide,
      ReturnTargets: rights.CanDecide && instance ? returnTargets(instance) : [],
      ChosenSteps: rights.CanSubmit ? choicesNeeded(view) : [],
    };
  });

  app.get<{ Params: { module: string; id: string } }>('/api/FlowState/Plan/:module/:id', async (request): Promise<FlowPlan> => {
    const { module, row } = await readable(request);
    const view = await flowViewOf(ctx, module, row);
    const applicantId = view.instance?.applicantId ?? String(row.Create_User_Id ?? '');
    return {
      ModuleName: module.name, Business_Id: String(row.Id), FlowName: view.flowName, Version: view.version,
      Steps: await planSteps(ctx, module, view, applicantId), Branches: view.route.branches,
    };
  });
};
