/**
 * GET /api/FlowState/State/{module}/{id}: where a record of an approval module stands and what the caller may do
 * with it now — the form opens read-only or editable from this and offers only the buttons Submit and Decide would
 * accept. Read like Get: the caller needs List on the module, and a record outside their reach is 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FlowApprover, FlowRecordState } from '../../contract/index.js';
import { flowLockMessage } from '../../core/flow/lock.js';
import { canSubmitFrom, FlowStatus } from '../../core/flow/states.js';
import { hasPermission } from '../permissions/guard.js';
import type { Db, Row } from '../platform/db/types.js';
import { findModuleOrThrow, requireModuleAccess } from '../records/access.js';
import { getRecord } from '../records/moduleService.js';
import { flowOfInstance } from './flowDefinition.js';
import { openItemsOfStep } from './flowDynamicStore.js';
import { findInstance } from './flowInstance.js';
import { recordSnapshot } from './flowRecord.js';
import { loadBusinessRow, requireFlowModule } from './submitFlow.js';

/** What the caller's rights follow from: the record, its instance, and who the caller is. */
export interface CallerFlowFacts {
  status: string | null;
  ownerId: string | null;
  instanceStatus: string | null;
  /** Who has yet to decide the current step. */
  waitingFor: readonly string[];
  callerId: string;
  isAdmin: boolean;
  holdsCheck: boolean;
}

/**
 * The caller's rights, by the rules Submit and Decide enforce (core/flow/submit.ts, decide.ts, lock.ts): only the
 * owner submits, and only from 未提交 or 已退回; only an approver still waiting on the current step, holding Check,
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
  return users.map((u) => ({ Name: String(u.Name ?? ''), Account: String(u.Account ?? '') }));
}

export const flowStateRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;

  app.get<{ Params: { module: string; id: string } }>('/api/FlowState/State/:module/:id', async (request): Promise<FlowRecordState> => {
    const module = findModuleOrThrow(request, request.params.module);
    requireFlowModule(module);
    const access = await requireModuleAccess(request, module, 'List');
    await getRecord(ctx, module, request.params.id, access.scope);
    const row: Row = await loadBusinessRow(ctx, module, request.params.id);
    const record = recordSnapshot(module, row);
    const instance = await findInstance(ctx.db, module.name, String(row.Id));
    const currentStep = instance ? Number(instance.CurrentStep ?? 1) : 0;
    const open = instance ? await openItemsOfStep(ctx.db, String(instance.Id), currentStep) : [];
    const waitingFor = open.map((item) => String(item.Receiver_Id));
    const flow = instance ? await flowOfInstance(ctx.db, module, instance.Flow_Id === null ? null : String(instance.Flow_Id)) : null;
    const stepName = open.find((item) => item.StepName)?.StepName ?? flow?.steps[currentStep - 1]?.Name ?? null;
    return {
      ModuleName: module.name,
      Business_Id: String(row.Id),
      FlowStatus: record.status === null || record.status === '' ? FlowStatus.Draft : record.status,
      CurrentStep: currentStep,
      StepName: stepName === null ? null : String(stepName),
      Approvers: await approversNamed(ctx.db, [...new Set(waitingFor)]),
      ...callerRights({
        status: record.status, ownerId: record.ownerId, instanceStatus: instance ? String(instance.Status ?? '') : null, waitingFor,
        callerId: access.auth.user.Id, isAdmin: access.actor.isAdmin, holdsCheck: await hasPermission(request, module.name, 'Check'),
      }),
      CanWithdraw: false, CanRemind: false, RemindAvailableAt: null, CanTransfer: false, ReturnTargets: [], ChosenSteps: [],
    };
  });
};
