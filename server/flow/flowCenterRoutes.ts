/**
 * GET /api/FlowState/Modules: the approval modules by their Chinese names (the centre's module picker, the checklist
 * titles) — the app's module descriptors do not say which modules go through approval.
 * POST /api/FlowState/Center/{tab} (D-FLOW-8): the approval centre's lists for the caller — pending (待我审批),
 * decided (我已审批), started (我发起的) — paged and filtered in SQL. Only the caller's own rows are ever read: the
 * store binds their id into every query, so no filter in the body can widen it.
 * Also registers BatchDecide, Phrases, Candidates (flowBatchRoutes.ts) and Audit (flowAuditRoutes.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FlowCenterRow, FlowModuleInfo, PageResult } from '../../contract/index.js';
import { openItemDecidable } from '../../core/flow/flowOffers.js';
import { callerOf } from '../permissions/caller.js';
import { requireLogin } from '../permissions/guard.js';
import { flowAuditRoutes } from './flowAuditRoutes.js';
import { flowBatchRoutes } from './flowBatchRoutes.js';
import { readFlowCenterRequest } from './flowCenterQuery.js';
import { toCenterRows } from './flowCenterRows.js';
import { centerPage } from './flowCenterStore.js';

export const flowCenterRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;
  // The centre's batch approval, its pickers and the administrators' 审批日志 live beside it.
  await app.register(flowBatchRoutes);
  await app.register(flowAuditRoutes);
  const modules: FlowModuleInfo[] = ctx.catalogue.all().filter((m) => m.definition.Server?.Flow)
    .map((m) => ({ Name: m.name, Description: m.definition.Description }))
    .sort((a, b) => a.Description.localeCompare(b.Description, 'zh-Hans-CN'));

  app.get('/api/FlowState/Modules', async (request): Promise<FlowModuleInfo[]> => {
    requireLogin(request);
    return modules;
  });

  app.post<{ Params: { tab: string } }>('/api/FlowState/Center/:tab', async (request): Promise<PageResult<FlowCenterRow>> => {
    const auth = requireLogin(request);
    const query = readFlowCenterRequest(request.params.tab, request.body, ctx.catalogue);
    const page = await centerPage(ctx.db, ctx.dialect, query, auth.user.Id);
    const rows = await toCenterRows(ctx.db, ctx.catalogue, query.tab, page.rows, auth.user.Id);
    if (query.tab === 'pending') {
      // The page offers 审核 and 批量审批 by this (D-FLOW-12); BatchDecide and Decide refuse by the same rule.
      const caller = await callerOf(request);
      for (const row of rows) row.CanDecide = openItemDecidable(row.ModuleName, caller);
    }
    return { Total: page.total, Data: rows };
  });
};
