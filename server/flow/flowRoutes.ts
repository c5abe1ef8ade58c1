/**
 * /api/FlowState: Submit, Decide, FlowDynamic (the caller's flow messages) and History. Every call checks the
 * login; Submit the ownership; Decide that the caller approves the current step and holds Check on the module.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest, forbidden, notFound } from '../platform/http/httpError.js';
import { findModuleOrThrow, requireModuleAccess } from '../records/access.js';
import { getRecord } from '../records/moduleService.js';
import { requireLogin, requirePermission } from '../permissions/guard.js';
import { FLOW_ITEM_NOT_FOUND, INVALID_DECISION, NO_FLOW_INSTANCE, NOT_CURRENT_APPROVER } from '../../core/flow/messages.js';
import { FlowStatus, parseDecision } from '../../core/flow/states.js';
import { decide } from './decideFlow.js';
import { announce } from './flowEffects.js';
import { findFlowItem } from './flowDynamicStore.js';
import { flowHistoryOf } from './flowHistory.js';
import { findInstance, findInstanceById } from './flowInstance.js';
import { flowMessagesOf } from './flowMessages.js';
import { loadBusinessRow, requireFlowModule, submitForApproval } from './submitFlow.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Row } from '../platform/db/types.js';

type Bag = Record<string, unknown>;

/** Form and JSON bodies alike, keys matched case-insensitively. */
function field(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const bag = body as Bag;
  const key = Object.keys(bag).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : bag[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

function required(body: unknown, name: string, label: string): string {
  const value = field(body, name);
  if (value === '') throw badRequest(`${label}是必填的`);
  return value;
}

async function instanceToDecide(request: FastifyRequest, userId: string): Promise<{ module: CatalogueModule; instance: Row }> {
  const itemId = field(request.body, 'FlowDynamic_Id');
  if (itemId !== '') {
    const item = await findFlowItem(request.server.appContext.db, itemId);
    if (!item || item.Kind !== 'Approve') throw notFound(FLOW_ITEM_NOT_FOUND);
    if (item.Receiver_Id !== userId) throw forbidden(NOT_CURRENT_APPROVER);
    const instance = await findInstanceById(request.server.appContext.db, String(item.Example_Id));
    if (!instance) throw notFound(FLOW_ITEM_NOT_FOUND);
    return { module: findModuleOrThrow(request, String(item.ModuleName)), instance };
  }
  const module = findModuleOrThrow(request, required(request.body, 'ModuleName', '业务模块'));
  const instance = await findInstance(request.server.appContext.db, module.name, required(request.body, 'Business_Id', '业务记录'));
  if (!instance) throw notFound(NO_FLOW_INSTANCE);
  return { module, instance };
}

export const flowRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;

  app.post('/api/FlowState/Submit', async (request) => {
    const auth = requireLogin(request);
    const module = findModuleOrThrow(request, required(request.body, 'ModuleName', '业务模块'));
    const result = await submitForApproval(ctx, module, required(request.body, 'Business_Id', '业务记录'), auth.user);
    announce(app, result);
    return {
      ModuleName: result.moduleName, Business_Id: result.businessId, FlowExample_Id: result.exampleId, FlowStatus: FlowStatus.Reviewing,
      CurrentStep: 1, StepName: result.stepName, Approvers: result.approvers.map((a) => ({ Name: a.Name, Account: a.Account })),
    };
  });

  app.post('/api/FlowState/Decide', async (request) => {
    const auth = requireLogin(request);
    const decision = parseDecision(field(request.body, 'Decision'));
    if (!decision) throw badRequest(INVALID_DECISION);
    const { module, instance } = await instanceToDecide(request, auth.user.Id);
    await requirePermission(request, module.name, 'Check');
    const result = await decide(ctx, { module, instance, decision, opinion: field(request.body, 'Opinion'), approver: auth.user });
    announce(app, result);
    return {
      ModuleName: result.moduleName, Business_Id: result.businessId, FlowExample_Id: result.exampleId,
      FlowStatus: result.flowStatus, CurrentStep: result.currentStep,
    };
  });

  app.get('/api/FlowState/FlowDynamic', async (request) => {
    const auth = requireLogin(request);
    return flowMessagesOf(ctx.db, auth.user.Id);
  });

  app.get<{ Params: { module: string; id: string } }>('/api/FlowState/History/:module/:id', async (request) => {
    const module = findModuleOrThrow(request, request.params.module);
    requireFlowModule(module);
    const access = await requireModuleAccess(request, module, 'List');
    await getRecord(ctx, module, request.params.id, access.scope);
    return flowHistoryOf(ctx, module, await loadBusinessRow(ctx, module, request.params.id));
  });
};
