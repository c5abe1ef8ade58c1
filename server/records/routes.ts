/** The generic module API: List, Get, Post, Put, Delete for every catalogue module, plus Person's page list. */
import type { FastifyPluginAsync } from 'fastify';
import type { ApiRecord, PageResult } from '../../contract/index.js';
import { assertFlowAllowsWrite, forgetFlowOfRecord, withoutFlowStatus } from '../flow/flowRecordGuard.js';
import { DECRYPTING_ROUTE_RATE_LIMIT } from '../platform/http/rateLimits.js';
import { publishDataUpdate } from '../hub/dataUpdate.js';
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
    const created = await createRecord(ctx, module, withoutFlowStatus(module, request.body), access.actor);
    publishDataUpdate(app, module.name, 'created', String(created.Id), created.Create_User_Id);
    return created;
  });

  app.put<{ Params: ModuleParams }>('/api/:module/Put', async (request): Promise<ApiRecord> => {
    const module = findModuleOrThrow(request, request.params.module);
    const access = await requireModuleAccess(request, module, 'Update');
    await assertFlowAllowsWrite(ctx, module, request.body, 'update', access.actor, access.owner);
    const updated = await updateRecord(ctx, module, withoutFlowStatus(module, request.body), access.actor, access.owner);
    publishDataUpdate(app, module.name, 'updated', String(updated.Id), updated.Create_User_Id);
    return updated;
  });

  app.delete<{ Params: ModuleIdParams }>('/api/:module/Delete/:id', async (request, reply) => {
    const module = findModuleOrThrow(request, request.params.module);
    const access = await requireModuleAccess(request, module, 'Delete');
    await assertFlowAllowsWrite(ctx, module, request.params.id, 'delete', access.actor, access.owner);
    const deleted = await deleteRecord(ctx, module, request.params.id, access.owner);
    await forgetFlowOfRecord(ctx, module, request.params.id);
    publishDataUpdate(app, module.name, 'deleted', request.params.id, deleted.Create_User_Id);
    return reply.status(204).send();
  });
};
