/**
 * The work-report feature (issue 14 item 4): leaders annotate staff reports. `POST /api/{module}/Annotate/{id}` with
 * `{Annotation, AssessLevel}` — for holders of the module's Check (the dean and vice-dean; 科室主任 hold it too, for
 * their approval step, and so may annotate as well) — sets the annotation, the annotator and the time (the last two the server's, never the
 * body's), and tells the author. The generic writes cannot touch those fields (annotationHooks.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ApiRecord } from '../../contract/index.js';
import { badRequest, notFound } from '../platform/http/httpError.js';
import type {} from '../notify/plugin.js';
import { findModuleOrThrow, MODULE_NOT_FOUND, requireModuleAccess } from '../records/access.js';
import { getRecord } from '../records/moduleService.js';
import { ANNOTATED_MODULES, ASSESS_LEVEL_FIELD } from './annotationFields.js';
import { annotationHooks } from './annotationHooks.js';
import { readAnnotationInput } from './annotationInput.js';
import { annotateReport } from './annotateReport.js';

interface AnnotateParams { module: string; id: string }

const isAnnotated = (name: string) => ANNOTATED_MODULES.some((module) => module.toLowerCase() === name.toLowerCase());

export const workReportsPlugin: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;
  for (const module of ANNOTATED_MODULES) ctx.recordHooks.forModule(module, annotationHooks);

  app.post<{ Params: AnnotateParams }>('/api/:module/Annotate/:id', async (request): Promise<ApiRecord> => {
    if (!isAnnotated(request.params.module)) throw notFound(MODULE_NOT_FOUND);
    const module = findModuleOrThrow(request, request.params.module);
    const access = await requireModuleAccess(request, module, 'Check');
    const levels = (module.definition.FieldInfoStruts.find((field) => field.Name === ASSESS_LEVEL_FIELD)?.EnumValues ?? []).map((option) => option.Key);
    const reading = readAnnotationInput(request.body, levels);
    if (!reading.ok) throw badRequest(reading.message);
    const id = request.params.id.trim();
    // Check holders reach every report, but a module's read scope (none today) still applies.
    await getRecord(ctx, module, id, access.scope);
    const outcome = await annotateReport(ctx, module, id, reading.input, { userId: access.auth.user.Id, name: access.auth.user.Name });
    if (outcome.notice) app.notifier.push(outcome.notice);
    ctx.recordHooks.committed({ module, kind: 'updated', id, ownerId: outcome.ownerId });
    return getRecord(ctx, module, id, access.scope);
  });
};
