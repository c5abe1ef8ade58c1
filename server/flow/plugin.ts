/**
 * The approval flow feature: /api/FlowState calls, the check of flow definitions (module Flow) on every write (and of
 * the designer's drafts for dead ends), and the rule it puts on every write of an approval module (FlowStatus moves
 * only through the flow; a record under review or decided is read-only).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { WritePolicy } from '../records/index.js';
import { flowDefinitionHooks } from './flowDefinitionHooks.js';
import { assertFlowAllowsWrite, forgetFlowOfRecord, withoutFlowStatus } from './flowRecordGuard.js';
import { flowActionRoutes } from './flowActionRoutes.js';
import { flowCenterRoutes } from './flowCenterRoutes.js';
import { flowDefinitionWarningRoutes } from './flowDefinitionWarningRoutes.js';
import { flowRoutes } from './flowRoutes.js';
import { flowStateRoutes } from './flowStateRoutes.js';

const flowWritePolicy: WritePolicy = {
  filterInput: withoutFlowStatus,
  beforeChange: (ctx, module, idOrBody, change, access) => assertFlowAllowsWrite(ctx, module, idOrBody, change, access.caller, access.owner),
  afterDelete: forgetFlowOfRecord,
};

export const flowPlugin: FastifyPluginAsync = async (app) => {
  const hooks = app.appContext.recordHooks;
  hooks.forModule('Flow', flowDefinitionHooks);
  hooks.usePolicy(flowWritePolicy);
  await app.register(flowRoutes);
  await app.register(flowActionRoutes);
  await app.register(flowStateRoutes);
  await app.register(flowCenterRoutes);
  await app.register(flowDefinitionWarningRoutes);
};
