/**
 * /api/FlowState: Submit, Decide, FlowDynamic (the caller's flow messages) and History. Every call checks the
 * login; Submit the ownership; Decide that the caller approves the current step and holds Check on the module.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  FlowActionResultSchema,
  FlowDecideBodySchema,
  FlowSubmitBodySchema,
  type FlowActionResult,
  type FlowDecideBody,
  type FlowSubmitBody,
  type FlowSubmitResult,
} from '../../contract/index.js';
import { badRequest } from '../platform/http/httpError.js';
import { findModuleOrThrow, getRecord, requireModuleAccess } from '../records/index.js';
import { callerOf, requireLogin, requirePermission } from '../permissions/index.js';
import { INVALID_DECISION, RETURN_TARGET_INVALID } from '../../core/flow/messages.js';
import { parseDecision } from '../../core/flow/states.js';
import { decide } from './decideFlow.js';
import { field, optionalStep, required, taskOf } from './flowBody.js';
import { announce } from './flowEffects.js';
import { flowHistoryOf } from './flowHistory.js';
import { flowMessagesOf } from './flowMessages.js';
import { chosenPeople, loadBusinessRow, requireFlowModule, submitForApproval } from './submitFlow.js';
import { APPROVER_GRANT, openItemDecidable } from '../../core/flow/flowOffers.js';

export const flowRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;

  app.post<{ Body: FlowSubmitBody }>('/api/FlowState/Submit', { schema: { body: FlowSubmitBodySchema } }, async (request): Promise<FlowSubmitResult> => {
    const auth = requireLogin(request);
    const module = findModuleOrThrow(request, required(request.body.ModuleName, '业务模块'));
    const businessId = required(request.body.Business_Id, '业务记录');
    const chosen = await chosenPeople(ctx, module, auth.user.Id, request.body.Chosen);
    const result = await submitForApproval(ctx, module, businessId, auth.user, chosen, request.ip);
    announce(app, result);
    return {
      ModuleName: result.moduleName,
      Business_Id: result.businessId,
      FlowExample_Id: result.exampleId,
      FlowStatus: result.flowStatus,
      CurrentStep: result.currentStep,
      StepName: result.stepName,
      Approvers: result.approvers.map((a) => ({ Name: a.Name, Account: a.Account })),
    };
  });

  app.post<{ Body: FlowDecideBody }>(
    '/api/FlowState/Decide',
    { schema: { body: FlowDecideBodySchema, response: { 200: FlowActionResultSchema } } },
    async (request): Promise<FlowActionResult> => {
      const auth = requireLogin(request);
      const decision = parseDecision(field(request.body.Decision));
      if (!decision) throw badRequest(INVALID_DECISION);
      const returnTo = optionalStep(request.body.ReturnTo, RETURN_TARGET_INVALID);
      if (returnTo !== undefined && returnTo > 0 && decision !== 'Returned') throw badRequest(RETURN_TARGET_INVALID);
      const { module, instance } = await taskOf(request, auth.user.Id);
      await requirePermission(request, module.name, APPROVER_GRANT);
      const result = await decide(ctx, {
        module,
        instance,
        decision,
        opinion: field(request.body.Opinion),
        approver: auth.user,
        address: request.ip,
        ...(returnTo === undefined ? {} : { returnTo }),
      });
      announce(app, result);
      return {
        ModuleName: result.moduleName,
        Business_Id: result.businessId,
        FlowExample_Id: result.exampleId,
        FlowStatus: result.flowStatus,
        CurrentStep: result.currentStep,
      };
    },
  );

  app.get('/api/FlowState/FlowDynamic', async (request) => {
    const auth = requireLogin(request);
    const caller = await callerOf(request);
    // The bell offers 审核 by this (D-FLOW-12); a 已退回 item is the applicant's to look at.
    return (await flowMessagesOf(ctx.db, auth.user.Id)).map((item) => ({ ...item, CanDecide: !item.IsComplete && openItemDecidable(item.Type, caller) }));
  });

  app.get<{ Params: { module: string; id: string } }>('/api/FlowState/History/:module/:id', async (request) => {
    const module = findModuleOrThrow(request, request.params.module);
    requireFlowModule(module);
    const access = await requireModuleAccess(request, module, 'List');
    await getRecord(ctx, module, request.params.id, access.scope);
    return flowHistoryOf(ctx, module, await loadBusinessRow(ctx, module, request.params.id));
  });
};
