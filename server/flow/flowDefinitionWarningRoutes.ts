/**
 * POST /api/FlowState/DefinitionWarnings {ModuleName, Steps}: the designer's draft checked against today's people —
 * the steps that can end with nobody to approve them, and people named who cannot act (core/flow/deadEnds.ts). For
 * those who design flows (Add or Update on module Flow); the draft is read by the engine's own reader, so a malformed
 * one is the same Chinese 400 saving it would get. Nothing is written.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FlowDefinitionWarnings } from '../../contract/flowDefinition.js';
import { FlowDefinitionDraftSchema, type FlowDefinitionDraft } from '../../contract/index.js';
import { definitionWarnings } from '../../core/flow/deadEnds.js';
import { parseDefinition } from '../../core/flow/definitionFormat.js';
import { hasPermission, requireLogin } from '../permissions/index.js';
import { badRequest, forbidden } from '../platform/http/httpError.js';
import { FLOW_MODULE } from './flowDefinition.js';
import { approverDirectory } from './flowDirectory.js';

export const flowDefinitionWarningRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;

  app.post<{ Body: FlowDefinitionDraft }>(
    '/api/FlowState/DefinitionWarnings',
    { schema: { body: FlowDefinitionDraftSchema } },
    async (request): Promise<FlowDefinitionWarnings> => {
      requireLogin(request);
      if (!(await hasPermission(request, FLOW_MODULE, 'Add')) && !(await hasPermission(request, FLOW_MODULE, 'Update'))) throw forbidden();
      const moduleName: unknown = request.body.ModuleName;
      const name = typeof moduleName === 'string' ? moduleName.trim() : '';
      const module = name === '' ? undefined : ctx.catalogue.find(name);
      if (name !== '' && !module?.definition.Server?.Flow) throw badRequest(`适用模块不存在或无需审批:${name.slice(0, 64)}`);
      const parsed = parseDefinition(request.body.Steps ?? '');
      if ('error' in parsed) throw badRequest(parsed.error);
      const directory = await approverDirectory(ctx, parsed.nodes, module);
      return { Warnings: definitionWarnings(parsed.nodes, directory, parsed.legacyKeys) };
    },
  );
};
