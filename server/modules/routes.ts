/** The generic module API: List, Get, Post, Put, Delete for every catalogue module, plus Person's page list. */
import type { FastifyPluginAsync } from 'fastify';
import type { ApiRecord, PageResult } from '../../providers/contract/types.js';
import { DECRYPTING_ROUTE_RATE_LIMIT } from '../http/rateLimits.js';
import { findModuleOrThrow, requireModuleAccess } from './access.js';
import { createRecord, deleteRecord, getRecord, listRecords, updateRecord } from './moduleService.js';
import { readListRequest } from './pagePara.js';

interface ModuleParams { module: string }
interface ModuleIdParams { module: string; id: string }

export const moduleRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;
  const listConfig = { config: { rateLimit: DECRYPTING_ROUTE_RATE_LIMIT } };

  app.post<{ Params: ModuleParams }>('/api/:module/List', listConfig, async (request): Promise<PageResult> => {
    const module = findModuleOrThrow(request, request.params.module);
    const access = await requireModuleAccess(request, module, 'List');
    return listRecords(ctx, module, readListRequest(request.body), { ownerId: access.owner });
  });

  app.post('/api/Person/PersonPageList', listConfig, async (request): Promise<PageResult> => {
    const module = findModuleOrThrow(request, 'Person');
    const access = await requireModuleAccess(request, module, 'List');
    const page = await listRecords(ctx, module, readListRequest(request.body), { ownerId: access.owner });
    for (const row of page.Data) {
      const dept = row.Dept as ApiRecord | null | undefined;
      row.DeptName = typeof dept?.Name === 'string' ? dept.Name : null;
    }
    return page;
  });

  app.get<{ Params: ModuleIdParams }>('/api/:module/Get/:id', async (request): Promise<ApiRecord> => {
    const module = findModuleOrThrow(request, request.params.module);
    const access = await requireModuleAccess(request, module, 'List');
    return getRecord(ctx, module, request.params.id, access.owner);
  });

  app.post<{ Params: ModuleParams }>('/api/:module/Post', async (request): Promise<ApiRecord> => {
    const module = findModuleOrThrow(request, request.params.module);
    const access = await requireModuleAccess(request, module, 'Add');
    return createRecord(ctx, module, request.body, access.actor);
  });

  app.put<{ Params: ModuleParams }>('/api/:module/Put', async (request): Promise<ApiRecord> => {
    const module = findModuleOrThrow(request, request.params.module);
    const access = await requireModuleAccess(request, module, 'Update');
    return updateRecord(ctx, module, request.body, access.actor, access.owner);
  });

  app.delete<{ Params: ModuleIdParams }>('/api/:module/Delete/:id', async (request, reply) => {
    const module = findModuleOrThrow(request, request.params.module);
    const access = await requireModuleAccess(request, module, 'Delete');
    await deleteRecord(ctx, module, request.params.id, access.owner);
    return reply.status(204).send();
  });
};
