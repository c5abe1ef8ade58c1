/**
 * POST /api/FlowState/Audit 审批日志: every flow action across all modules, newest first, paged and filtered in SQL
 * (module, action, keyword over the title and the actor's name, day range). Administrators only: List on FlowExample,
 * the permission that already shows every instance.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import { FlowAuditBodySchema, type FlowAuditBody, type FlowAuditRow, type PageResult } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { DynamicDb, Row } from '../platform/db/types.js';
import { requirePermission } from '../permissions/index.js';
import { containsText } from '../platform/db/containsText.js';
import { readFlowAuditRequest } from './flowAuditQuery.js';
import { FLOW_AUDIT_MODULE } from './flowAuditStore.js';
import { readableSummary } from './flowCenterTitles.js';
import { FLOW_EXAMPLE_MODULE } from './flowInstance.js';

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const textOrNull = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));

function toAuditRow(row: Row, catalogue: Catalogue): FlowAuditRow {
  return {
    FlowExample_Id: text(row.FlowExample_Id),
    ModuleName: text(row.ModuleName),
    ModuleDescription: catalogue.find(text(row.ModuleName))?.definition.Description ?? '',
    Business_Id: text(row.Business_Id),
    Title: text(row.Title),
    Step: Number(row.Step ?? 0),
    StepName: text(row.StepName),
    Action: text(row.Action),
    ActionName: text(row.ActionName),
    Opinion: text(row.Opinion),
    UserName: text(row.UserName),
    FromStatus: textOrNull(row.FromStatus),
    ToStatus: textOrNull(row.ToStatus),
    Time: text(row.Time),
  };
}

export const flowAuditRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;
  app.post<{ Body: FlowAuditBody }>('/api/FlowState/Audit', { schema: { body: FlowAuditBodySchema } }, async (request): Promise<PageResult<FlowAuditRow>> => {
    await requirePermission(request, FLOW_EXAMPLE_MODULE, 'List');
    const query = readFlowAuditRequest(request.body, ctx.catalogue);
    const where = (eb: ExpressionBuilder<DynamicDb, string>): Expression<SqlBool> => {
      const parts: Expression<SqlBool>[] = [];
      if (query.moduleName !== null) parts.push(eb('ModuleName', '=', query.moduleName));
      if (query.action !== null) parts.push(eb('Action', '=', query.action));
      if (query.keyWord !== '') {
        parts.push(eb.or([containsText(sql.ref('Title'), query.keyWord, ctx.dialect), containsText(sql.ref('UserName'), query.keyWord, ctx.dialect)]));
      }
      if (query.from !== null) parts.push(eb('Time', '>=', query.from));
      if (query.to !== null) parts.push(eb('Time', '<=', query.to));
      return eb.and(parts);
    };
    const counted = await ctx.db
      .selectFrom(FLOW_AUDIT_MODULE)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(where)
      .executeTakeFirst();
    const total = Number(counted?.n ?? 0);
    if (total === 0) return { Total: 0, Data: [] };
    const rows = await ctx.db
      .selectFrom(FLOW_AUDIT_MODULE)
      .selectAll()
      .where(where)
      // Newest first; entries of one second in the order they were written, the id last so pages never repeat a row.
      .orderBy('Time', 'desc')
      .orderBy('Seq', 'desc')
      .orderBy('Id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize)
      .execute();
    const data = rows.map((row) => toAuditRow(row, ctx.catalogue));
    // A row written before records were named by their name (an id for a title) shows the record's name, as the centre does.
    for (const row of data) row.Title = await readableSummary(ctx.db, ctx.catalogue, row.ModuleName, row.Business_Id, row.Title);
    return { Total: total, Data: data };
  });
};
