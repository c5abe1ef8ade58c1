/**
 * GET /api/FlowState/Modules: the approval modules by their Chinese names (the centre's module picker, the checklist
 * titles) — the app's module descriptors do not say which modules go through approval.
 * POST /api/FlowState/Center/{tab} (D-FLOW-8): the approval centre's lists for the caller — pending (待我审批),
 * decided (我已审批), started (我发起的: their records of the approval modules they may open), cc (抄送我的) — paged
 * and filtered in SQL. POST /api/FlowState/StartedCounts: how many of those records stand in each state, for the same
 * filters (the home page's 我的申请, the status filter of 我发起的): a figure is the Total of the list it opens. Only
 * the caller's own rows are ever read: the stores bind their id into every query, so no filter in the body can widen it.
 * Also registers BatchDecide, Phrases, Candidates (flowBatchRoutes.ts) and Audit (flowAuditRoutes.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyRequest } from 'fastify';
import {
  FlowCenterBodySchema,
  type FlowCenterBody,
  type FlowCenterRow,
  type FlowModuleInfo,
  type FlowStatusCount,
  type PageResult,
} from '../../contract/index.js';
import { openItemDecidable } from '../../core/flow/flowOffers.js';
import { APPLICATION_STATES } from '../../core/flow/standing.js';
import { callerOf, hasPermission, requireLogin } from '../permissions/index.js';
import { flowAuditRoutes } from './flowAuditRoutes.js';
import { flowBatchRoutes } from './flowBatchRoutes.js';
import { readFlowCenterFilters, readFlowCenterRequest, type FlowCenterFiltersRequest } from './flowCenterQuery.js';
import { toCenterRows, toStartedRows } from './flowCenterRows.js';
import { centerPage } from './flowCenterStore.js';
import { startedCounts, startedPage, type StartedQuery } from './flowStartedStore.js';
import { applicantsById } from './flowMessages.js';

export const flowCenterRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;
  // The centre's batch approval, its pickers and the administrators' 审批日志 live beside it.
  await app.register(flowBatchRoutes);
  await app.register(flowAuditRoutes);
  const modules: FlowModuleInfo[] = ctx.catalogue
    .all()
    .filter((m) => m.definition.Server?.Flow)
    .map((m) => ({ Name: m.name, Description: m.definition.Description }))
    .sort((a, b) => a.Description.localeCompare(b.Description, 'zh-Hans-CN'));

  app.get('/api/FlowState/Modules', async (request): Promise<FlowModuleInfo[]> => {
    requireLogin(request);
    return modules;
  });

  const approvalModules = ctx.catalogue.all().filter((m) => m.definition.Server?.Flow);

  /** The caller's records behind 我发起的: in the approval modules they may open, as the filters narrow them. */
  async function startedQuery(request: FastifyRequest, filters: FlowCenterFiltersRequest): Promise<StartedQuery> {
    const userId = requireLogin(request).user.Id;
    const modules = [];
    for (const module of approvalModules) if (await hasPermission(request, module.name, 'List')) modules.push(module);
    return { filters, userId, modules, catalogue: ctx.catalogue, dialect: ctx.dialect };
  }

  app.post<{ Params: { tab: string }; Body: FlowCenterBody }>(
    '/api/FlowState/Center/:tab',
    { schema: { body: FlowCenterBodySchema } },
    async (request): Promise<PageResult<FlowCenterRow>> => {
      const auth = requireLogin(request);
      const query = readFlowCenterRequest(request.params.tab, request.body, ctx.catalogue);
      if (query.tab === 'started') {
        const page = await startedPage(ctx.db, await startedQuery(request, query), query.pageIndex, query.pageSize);
        const me = (await applicantsById(ctx.db, [auth.user.Id])).get(auth.user.Id) ?? { UserNameCn: auth.user.Name, WorkCode: '' };
        return { Total: page.total, Data: await toStartedRows(ctx.db, ctx.catalogue, page.rows, me) };
      }
      const page = await centerPage(ctx.db, ctx.dialect, query.tab, query, auth.user.Id);
      const rows = await toCenterRows(ctx.db, ctx.catalogue, query.tab, page.rows, auth.user.Id);
      if (query.tab === 'pending') {
        // The page offers 审核 and 批量审批 by this (D-FLOW-12); BatchDecide and Decide refuse by the same rule.
        const caller = await callerOf(request);
        for (const row of rows) row.CanDecide = openItemDecidable(row.ModuleName, caller);
      }
      return { Total: page.total, Data: rows };
    },
  );

  app.post<{ Body: FlowCenterBody }>(
    '/api/FlowState/StartedCounts',
    { schema: { body: FlowCenterBodySchema } },
    async (request): Promise<FlowStatusCount[]> => {
      const filters = readFlowCenterFilters('started', request.body, ctx.catalogue);
      const counts = await startedCounts(ctx.db, await startedQuery(request, { ...filters, status: null }), APPLICATION_STATES);
      return APPLICATION_STATES.map((status) => ({ FlowStatus: status, Count: counts.get(status) ?? 0 }));
    },
  );
};
