/**
 * The work-report feature (D-REPORT-8): leaders annotate staff reports. `POST /api/{module}/Annotate/{id}`
 * with `{Annotation, AssessLevel}` — for holders of the module's Check, within their annotation scope (the institute's
 * leaders every report, a 科室主任 their own department's: annotationScope.ts; outside it 403 权限不足) — sets the
 * annotation, the annotator and the time (the last two the server's, never the body's), and tells the author. The
 * generic writes cannot touch those fields (annotationHooks.ts). The leader pages read through
 * `POST /api/{module}/AnnotationList[?state=unannotated|annotated]` and `GET /api/{module}/AnnotationGet/{id}`, which
 * answer only reports in that scope (others are missing, 404).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AnnotationBodySchema, PageParaSchema, type AnnotationBodyRead, type ApiRecord, type PagePara, type PageResult } from '../../contract/index.js';
import { badRequest, forbidden, notFound } from '../platform/http/httpError.js';
import { DECRYPTING_ROUTE_RATE_LIMIT } from '../platform/http/rateLimits.js';
import type {} from '../notify/index.js';
import { findModuleOrThrow, getRecord, MODULE_NOT_FOUND, readListRequest, RECORD_NOT_FOUND, requireModuleAccess, type ModuleAccess } from '../records/index.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { ANNOTATED_MODULES, ASSESS_LEVEL_FIELD } from './annotationFields.js';
import { annotationHooks } from './annotationHooks.js';
import { readAnnotationInput } from './annotationInput.js';
import { listAnnotatable, readAnnotationState } from './annotationList.js';
import { annotationScopeOf, isInAnnotationScope, type AnnotationScope } from './annotationScope.js';
import { annotateReport } from './annotateReport.js';

interface ModuleParams {
  module: string;
}
interface AnnotateParams {
  module: string;
  id: string;
}

const isAnnotated = (name: string) => ANNOTATED_MODULES.some((module) => module.toLowerCase() === name.toLowerCase());

export const workReportsPlugin: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;
  for (const module of ANNOTATED_MODULES) ctx.recordHooks.forModule(module, annotationHooks);

  /** A report module, the caller's Check on it and whose reports they may annotate. */
  async function leaderAccess(request: FastifyRequest, moduleName: string): Promise<{ module: CatalogueModule; access: ModuleAccess; scope: AnnotationScope }> {
    if (!isAnnotated(moduleName)) throw notFound(MODULE_NOT_FOUND);
    const module = findModuleOrThrow(request, moduleName);
    const access = await requireModuleAccess(request, module, 'Check');
    return { module, access, scope: await annotationScopeOf(ctx.db, access.auth) };
  }

  /** The report, if it is in the caller's scope; `outside` answers a report they may not annotate. */
  async function reportInScope(module: CatalogueModule, id: string, access: ModuleAccess, scope: AnnotationScope, outside: () => Error): Promise<ApiRecord> {
    // Check holders reach every report, but a module's read scope (none today) still applies.
    const report = await getRecord(ctx, module, id, access.scope);
    if (!(await isInAnnotationScope(ctx.db, scope, report))) throw outside();
    return report;
  }

  app.post<{ Params: ModuleParams; Querystring: { state?: unknown }; Body: PagePara }>(
    '/api/:module/AnnotationList',
    { config: { rateLimit: DECRYPTING_ROUTE_RATE_LIMIT }, schema: { body: PageParaSchema } },
    async (request): Promise<PageResult> => {
      const { module, access, scope } = await leaderAccess(request, request.params.module);
      const state = readAnnotationState(request.query.state);
      return listAnnotatable(ctx, module, readListRequest(request.body), access.scope, scope, state);
    },
  );

  app.get<{ Params: AnnotateParams }>('/api/:module/AnnotationGet/:id', async (request): Promise<ApiRecord> => {
    const { module, access, scope } = await leaderAccess(request, request.params.module);
    return reportInScope(module, request.params.id.trim(), access, scope, () => notFound(RECORD_NOT_FOUND));
  });

  app.post<{ Params: AnnotateParams; Body: AnnotationBodyRead }>(
    '/api/:module/Annotate/:id',
    { schema: { body: AnnotationBodySchema } },
    async (request): Promise<ApiRecord> => {
      const { module, access, scope } = await leaderAccess(request, request.params.module);
      const levels = (module.definition.FieldInfoStruts.find((field) => field.Name === ASSESS_LEVEL_FIELD)?.EnumValues ?? []).map((option) => option.Key);
      const reading = readAnnotationInput(request.body, levels);
      if (!reading.ok) throw badRequest(reading.message);
      const id = request.params.id.trim();
      await reportInScope(module, id, access, scope, () => forbidden());
      const outcome = await annotateReport(ctx, module, id, reading.input, { userId: access.auth.user.Id, name: access.auth.user.Name });
      if (outcome.notice) app.notifier.push(outcome.notice);
      ctx.recordHooks.committed({ module, kind: 'updated', id, ownerId: outcome.ownerId });
      return getRecord(ctx, module, id, access.scope);
    },
  );
};
