/**
 * POST /api/FlowState/Center/{tab} (D-FLOW-7): the approval centre's lists for the caller — pending (待我审批),
 * decided (我已审批), started (我发起的) — paged and filtered in SQL. Only the caller's own rows are ever read: the
 * store binds their id into every query, so no filter in the body can widen it.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FlowCenterRow, PageResult } from '../../contract/index.js';
import { requireLogin } from '../permissions/guard.js';
import { readFlowCenterRequest } from './flowCenterQuery.js';
import { toCenterRows } from './flowCenterRows.js';
import { centerPage } from './flowCenterStore.js';

export const flowCenterRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;

  app.post<{ Params: { tab: string } }>('/api/FlowState/Center/:tab', async (request): Promise<PageResult<FlowCenterRow>> => {
    const auth = requireLogin(request);
    const query = readFlowCenterRequest(request.params.tab, request.body, ctx.catalogue);
    const page = await centerPage(ctx.db, ctx.dialect, query, auth.user.Id);
    return { Total: page.total, Data: await toCenterRows(ctx.db, ctx.catalogue, query.tab, page.rows, auth.user.Id) };
  });
};
