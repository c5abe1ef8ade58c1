/**
 * Large exports on the server (D-DOWN-3). The export dialog sends the list's request and its columns to
 * `/api/export/{module}/Start`; the server checks List permission and the row scope as `/api/{M}/List` does and counts
 * the rows. Up to the threshold the browser exports them itself (JobId null); above it a job of the download centre
 * writes the workbook, the owner is told through the hub when it is done, and the file expires with the others.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  ExportRequestSchema,
  ExportStartedSchema,
  MAX_SERVER_EXPORT_ROWS,
  SERVER_EXPORT_THRESHOLD_ROWS,
  type ExportRequest,
  type ExportStarted,
} from '../../contract/index.js';
import { exportFileName } from '../../core/adapter/exportCells.js';
import { toJobView, type JobView } from '../downloads/index.js';
// app.downloadJobs and app.hub.
import type {} from '../hub/index.js';
import { badRequest, conflict, notFound } from '../platform/http/httpError.js';
import { DECRYPTING_ROUTE_RATE_LIMIT } from '../platform/http/rateLimits.js';
import { requireLogin } from '../permissions/index.js';
import { findModuleOrThrow, listRecords, requireModuleAccess } from '../records/index.js';
import { EXPORT_BATCH_ROWS, runExport } from './exportJob.js';
import { EXPORT_MESSAGES } from './exportMessages.js';
import { readExportRequest } from './exportRequest.js';

export interface ExportsOptions {
  /** SERVER_EXPORT_THRESHOLD_ROWS: above this many rows an export runs here (tests lower it). */
  thresholdRows?: number;
  /** Rows read and written at a time (default EXPORT_BATCH_ROWS). */
  batchRows?: number;
}

/** Exports running at once on this instance: each reads the database steadily, and the machine has other work. */
export const MAX_RUNNING_EXPORTS = 2;

export const exportsPlugin: FastifyPluginAsync<ExportsOptions> = async (app, options) => {
  const ctx = app.appContext;
  const threshold = options.thresholdRows ?? SERVER_EXPORT_THRESHOLD_ROWS;
  const batchRows = options.batchRows ?? EXPORT_BATCH_ROWS;
  /** One export at a time per user (a second is refused, not queued), and at most MAX_RUNNING_EXPORTS in all. */
  const running = new Set<string>();

  // Filters are as private as the list's: the client encrypts this body as it does a list request (PagePara keys).
  app.post<{ Params: { module: string }; Body: ExportRequest }>(
    '/api/export/:module/Start',
    { config: { rateLimit: DECRYPTING_ROUTE_RATE_LIMIT }, schema: { body: ExportRequestSchema, response: { 200: ExportStartedSchema } } },
    async (request): Promise<ExportStarted> => {
      const module = findModuleOrThrow(request, request.params.module);
      const access = await requireModuleAccess(request, module, 'List');
      const input = readExportRequest(module, request.body);
      // The exact size of the result (a list's keyword count stops at MAX_COUNTED_MATCHES): it decides where it runs.
      const { Total: total } = await listRecords(ctx, module, { ...input.list, pageIndex: 1, pageSize: 1 }, access.scope, { exactTotal: true });
      if (total <= threshold) return { JobId: null, Total: total, Threshold: threshold };
      if (total > MAX_SERVER_EXPORT_ROWS) throw badRequest(EXPORT_MESSAGES.tooManyRows(total));
      const owner = access.auth.user.Id;
      if (running.has(owner)) throw conflict(EXPORT_MESSAGES.busy);
      if (running.size >= MAX_RUNNING_EXPORTS) throw conflict(EXPORT_MESSAGES.serverBusy);
      running.add(owner);
      const title = EXPORT_MESSAGES.title(module.definition.Description).slice(0, 200);
      let jobId: string;
      try {
        jobId = await app.downloadJobs.create(owner, 'export', title, module.name);
      } catch (error) {
        running.delete(owner);
        throw error;
      }
      // The job goes on after this answer; the download centre shows its progress and then its file.
      void runExport(ctx, app.downloadJobs, jobId, {
        module,
        input,
        scope: access.scope,
        total,
        batchRows,
        fileName: exportFileName(module.definition.Description),
      })
        .then((summary) => app.hub.sendToUser(owner, 'Notify', EXPORT_MESSAGES.done(title, summary.Rows)).catch(() => undefined))
        .catch(async (error: unknown) => {
          request.log.error({ err: error, jobId }, 'server export failed');
          await app.downloadJobs.fail(jobId, EXPORT_MESSAGES.failed).catch(() => undefined);
          await app.hub.sendToUser(owner, 'Notify', EXPORT_MESSAGES.failedNotice(title)).catch(() => undefined);
        })
        .finally(() => running.delete(owner));
      return { JobId: jobId, Total: total, Threshold: threshold };
    },
  );

  app.get<{ Params: { id: string } }>('/api/export/Job/:id', async (request): Promise<JobView> => {
    const auth = requireLogin(request);
    const row = await app.downloadJobs.ownJob(auth.user.Id, request.params.id);
    if (row?.Kind !== 'export') throw notFound(EXPORT_MESSAGES.jobNotFound);
    return toJobView(row);
  });
};
