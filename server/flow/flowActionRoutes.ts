/**
 * POST /api/FlowState/Withdraw, /Transfer, /AddSigner, /Remind. The applicant's (撤回, 催办) need the login and the
 * record within the caller's reach; the approver's (转办, 加签) need Check on the module and an open task of the
 * current step. Each answers where the record stands now, or a Chinese 400 / 403 / 404 / 409 having changed nothing.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  FlowActionResultSchema,
  FlowAddSignerBodySchema,
  FlowRemindBodySchema,
  FlowTransferBodySchema,
  FlowWithdrawBodySchema,
  type FlowActionResult,
  type FlowAddSignerBody,
  type FlowRemindBody,
  type FlowTransferBody,
  type FlowWithdrawBody,
} from '../../contract/index.js';
import { badRequest } from '../platform/http/httpError.js';
import { requireLogin, requirePermission } from '../permissions/index.js';
import { findModuleOrThrow, getRecord, requireModuleAccess } from '../records/index.js';
import { INVALID_ADD_SIGNER_POSITION } from '../../core/flow/messages.js';
import { addSignerFlow, remindFlow, transferFlow, withdrawFlow, type ActionResult } from './flowActions.js';
import { field, required, taskOf } from './flowBody.js';
import { announce } from './flowEffects.js';
import { requireFlowModule } from './submitFlow.js';
import { APPROVER_GRANT } from '../../core/flow/flowOffers.js';

const answer = (result: ActionResult): FlowActionResult => ({
  ModuleName: result.moduleName,
  Business_Id: result.businessId,
  FlowExample_Id: result.exampleId,
  FlowStatus: result.flowStatus,
  CurrentStep: result.currentStep,
});

export const flowActionRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;

  /** The applicant's record, as Get would reach it. */
  async function applicantRecord(request: FastifyRequest<{ Body: FlowRemindBody }>) {
    requireLogin(request);
    const module = findModuleOrThrow(request, required(request.body.ModuleName, '业务模块'));
    requireFlowModule(module);
    const businessId = required(request.body.Business_Id, '业务记录');
    const access = await requireModuleAccess(request, module, 'List');
    await getRecord(ctx, module, businessId, access.scope);
    return { module, businessId, user: access.auth.user };
  }

  app.post<{ Body: FlowWithdrawBody }>(
    '/api/FlowState/Withdraw',
    { schema: { body: FlowWithdrawBodySchema, response: { 200: FlowActionResultSchema } } },
    async (request) => {
      const { module, businessId, user } = await applicantRecord(request);
      const result = await withdrawFlow(ctx, module, businessId, user, field(request.body.Opinion), request.ip);
      announce(app, result);
      return answer(result);
    },
  );

  app.post<{ Body: FlowRemindBody }>(
    '/api/FlowState/Remind',
    { schema: { body: FlowRemindBodySchema, response: { 200: FlowActionResultSchema } } },
    async (request) => {
      const { module, businessId, user } = await applicantRecord(request);
      const result = await remindFlow(ctx, module, businessId, user);
      announce(app, result);
      return answer(result);
    },
  );

  app.post<{ Body: FlowTransferBody }>(
    '/api/FlowState/Transfer',
    { schema: { body: FlowTransferBodySchema, response: { 200: FlowActionResultSchema } } },
    async (request) => {
      const auth = requireLogin(request);
      const to = required(request.body.To_User_Id, '转办人');
      const { module, instance } = await taskOf(request, auth.user.Id);
      await requirePermission(request, module.name, APPROVER_GRANT);
      const result = await transferFlow(ctx, module, instance, auth.user, to, field(request.body.Opinion));
      announce(app, result);
      return answer(result);
    },
  );

  app.post<{ Body: FlowAddSignerBody }>(
    '/api/FlowState/AddSigner',
    { schema: { body: FlowAddSignerBodySchema, response: { 200: FlowActionResultSchema } } },
    async (request) => {
      const auth = requireLogin(request);
      const signer = required(request.body.User_Id, '加签人');
      const position = field(request.body.Position);
      if (position !== 'Before' && position !== 'After') throw badRequest(INVALID_ADD_SIGNER_POSITION);
      const { module, instance } = await taskOf(request, auth.user.Id);
      await requirePermission(request, module.name, APPROVER_GRANT);
      const result = await addSignerFlow(ctx, module, instance, auth.user, signer, position, field(request.body.Opinion));
      announce(app, result);
      return answer(result);
    },
  );
};
