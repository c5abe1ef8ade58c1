/**
 * The generic record feature: List, Get, Post, Put, Delete for every catalogue module. What other features add to
 * a write (the approval flow's lock, a user's password, data_update on the hub) comes through `ctx.recordHooks`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { PageParaSchema, type ApiRecord, type PagePara, type PageResult, type RecordHistory } from '../../contract/index.js';
import { DECRYPTING_ROUTE_RATE_LIMIT } from '../platform/http/rateLimits.js';
import { findModuleOrThrow, requireModuleAccess } from './access.js';
import { readRecordHistory } from './changeHistoryRead.js';
import { canonicalInput } from './inputKeys.js';
import { createRecord, deleteRecord, getRecord, listRecords, updateRecord } from './moduleService.js';
import { readsShownDictionariesOnly } from './dictionaryReads.js';
import { readListRequest } from './pagePara.js';
import { syncKeptRowCounts } from './keptRowCounts.js';
import { syncKeywordIndexes } from './syncKeywordIndexes.js';
import { syncListIndexes } from './syncListIndexes.js';

interface ModuleParams {
  module: string;
}
interface ModuleIdParams {
  module: string;
  id: string;
}

export const recordsPlugin: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;
  const hooks = ctx.recordHooks;
  const listConfig = { config: { rateLimit: DECRYPTING_ROUTE_RATE_LIMIT }, schema: { body: PageParaSchema } };
  await syncListIndexes(ctx.db, ctx.dialect, ctx.catalogue);
  await syncKeywordIndexes(ctx.db, ctx.dialect, ctx.catalogue);
  await syncKeptRowCounts(ctx.db, ctx.dialect, ctx.catalogue);

  app.post<{ Params: ModuleParams; Body: PagePara }>('/api/:module/List', listConfig, async (request): Promise<PageResult> => {
    const module = findModuleOrThrow(request, request.params.module);
    // 数据字典: the items the caller's readable records show need no grant of their own (dictionaryReads.ts).
    const access = await requireModuleAccess(request, module, 'List', () => readsShownDictionariesOnly(request, module, request.body));
    return listRecords(ctx, module, readListRequest(request.body), access.scope);
  });

  app.get<{ Params: ModuleIdParams }>('/api/:module/Get/:id', async (request): Promise<ApiRecord> => {
    const module = findModuleOrThrow(request, request.params.module);
    const access = await requireModuleAccess(request, module, 'List');
    return getRecord(ctx, module, request.params.id, access.scope);
  });

  // 修改记录: whoever may Get the record reads its history (changeHistoryRead.ts).
  app.get<{ Params: ModuleIdParams }>('/api/RecordHistory/:module/:id', async (request): Promise<RecordHistory> => {
    const module = findModuleOrThrow(request, request.params.module);
    const access = await requireModuleAccess(request, module, 'List');
    return readRecordHistory(ctx, module, request.params.id, access.scope);
  });

  app.post<{ Params: ModuleParams }>('/api/:module/Post', async (request): Promise<ApiRecord> => {
    const module = findModuleOrThrow(request, request.params.module);
    const access = await requireModuleAccess(request, module, 'Add');
    const input = canonicalInput(module, request.body);
    await hooks.hooksFor(module.name).admitCreate?.(request, input);
    const created = await createRecord(ctx, module, hooks.filterInput(module, input), access.actor, { withheld: access.scope.withheld });
    hooks.committed({ module, kind: 'created', id: String(created.Id), ownerId: created.Create_User_Id, deptId: created.Dept_Id });
    return created;
  });

  app.put<{ Params: ModuleParams }>('/api/:module/Put', async (request): Promise<ApiRecord> => {
    const module = findModuleOrThrow(request, request.params.module);
    const access = await requireModuleAccess(request, module, 'Update');
    // Keys spelled as the fields are before any policy reads the body (D-SEC-5).
    const body = canonicalInput(module, request.body);
    await hooks.beforeChange(ctx, module, body, 'update', access);
    const updated = await updateRecord(ctx, module, hooks.filterInput(module, body), access.actor, access.scope);
    hooks.committed({ module, kind: 'updated', id: String(updated.Id), ownerId: updated.Create_User_Id, deptId: updated.Dept_Id });
    return updated;
  });

  app.delete<{ Params: ModuleIdParams }>('/api/:module/Delete/:id', async (request, reply) => {
    const module = findModuleOrThrow(request, request.params.module);
    const access = await requireModuleAccess(request, module, 'Delete');
    await hooks.beforeChange(ctx, module, request.params.id, 'delete', access);
    const deleted = await deleteRecord(ctx, module, request.params.id, access.actor, access.scope);
    await hooks.afterDelete(ctx, module, request.params.id);
    hooks.committed({ module, kind: 'deleted', id: request.params.id, ownerId: deleted.Create_User_Id, deptId: deleted.Dept_Id });
    return reply.status(204).send();
  });
};
