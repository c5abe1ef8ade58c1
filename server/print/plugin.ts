/**
 * Printable pages: GET /api/print/:module/:id (one record) and POST /api/print/:module/list (PagePara body: the
 * whole filtered result, up to PRINT_LIST_CAP rows). Permission and ownership are checked exactly as List and Get.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { PageParaSchema, type ApiRecord, type PagePara } from '../../contract/index.js';
import { withholdPersonalFields } from '../../core/permissions/personalFields.js';
import { isWireTrue } from '../../core/rules/wireBoolean.js';
import type { AppContext } from '../appContext.js';
import { formatDateTime } from '../platform/db/time.js';
import { DECRYPTING_ROUTE_RATE_LIMIT } from '../platform/http/rateLimits.js';
import { findModuleOrThrow, getRecord, listRecords, MAX_PAGE_SIZE, readListRequest, requireModuleAccess } from '../records/index.js';
import { listPrintColumns, recordPrintColumns } from './printColumns.js';
import { renderListPage, renderRecordPage } from './renderPrintPage.js';

/** The most rows one list print renders (a printed list beyond this is not read by anyone). */
export const PRINT_LIST_CAP = 5000;

async function hospitalName(ctx: AppContext): Promise<string> {
  const row = await ctx.db.selectFrom('Tenant').select('FullName').orderBy('Id').executeTakeFirst();
  return row?.FullName ?? '';
}

function sendHtml(reply: FastifyReply, html: string): FastifyReply {
  return reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store').header('X-Content-Type-Options', 'nosniff').send(html);
}

export const printPlugin: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;

  app.post<{ Params: { module: string }; Body: PagePara }>(
    '/api/print/:module/list',
    { config: { rateLimit: DECRYPTING_ROUTE_RATE_LIMIT }, schema: { body: PageParaSchema } },
    async (request, reply) => {
      const module = findModuleOrThrow(request, request.params.module);
      const access = await requireModuleAccess(request, module, 'List');
      const listRequest = readListRequest(request.body);
      const records: ApiRecord[] = [];
      let total = 0;
      for (let pageIndex = 1; records.length < PRINT_LIST_CAP; pageIndex += 1) {
        const page = await listRecords(ctx, module, { ...listRequest, pageIndex, pageSize: MAX_PAGE_SIZE }, access.scope, { exactTotal: true });
        total = page.Total;
        records.push(...page.Data);
        if (page.Data.length < MAX_PAGE_SIZE || records.length >= total) break;
      }
      const abnormalOnly = listRequest.filters.some((f) => f.Name === 'HasException' && f.Compare === '==' && isWireTrue(f.Value));
      // Personal columns the caller may not read are not printed at all (D-SEC-13).
      const struts = withholdPersonalFields(module.definition, (access.scope.withheld ?? []).length === 0);
      const html = renderListPage(
        { hospital: await hospitalName(ctx), title: `${struts.Description}列表`, printedAt: formatDateTime(new Date()) },
        listPrintColumns(struts, abnormalOnly),
        records.slice(0, PRINT_LIST_CAP),
        total,
      );
      return sendHtml(reply, html);
    },
  );

  app.get<{ Params: { module: string; id: string } }>('/api/print/:module/:id', async (request, reply) => {
    const module = findModuleOrThrow(request, request.params.module);
    const access = await requireModuleAccess(request, module, 'List');
    const record = await getRecord(ctx, module, request.params.id, access.scope);
    const struts = withholdPersonalFields(module.definition, (access.scope.withheld ?? []).length === 0);
    const html = renderRecordPage(
      { hospital: await hospitalName(ctx), title: struts.Description, printedAt: formatDateTime(new Date()) },
      recordPrintColumns(struts, isWireTrue(record.HasException)),
      record,
    );
    return sendHtml(reply, html);
  });
};
