/**
 * Excel import for every importable module (D-IMPORT): the template, the upload, and the job's progress.
 * The upload is checked before anything is read (type, size, zip inspection), parsed in a worker, and then stored
 * by a job of the download centre (server/downloads/), which keeps the abnormal rows as a sheet for the owner.
 */
import type { FastifyPluginAsync } from 'fastify';
import { headOf, receiveSingleFile } from '../common/index.js';
import { toJobView, type JobView } from '../downloads/index.js';
import { isImportable } from '../platform/catalogue/importColumns.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { HttpError, badRequest, conflict, notFound } from '../platform/http/httpError.js';
import { requireLogin } from '../permissions/index.js';
import { findModuleOrThrow, requireModuleAccess, type Actor } from '../records/index.js';
import { contentDisposition, removeIfPresent, uploadingDir } from '../resources/index.js';
import { runImport } from './importJob.js';
import { MAX_IMPORT_BYTES } from './importLimits.js';
import { IMPORT_MESSAGES } from './importMessages.js';
import { parseSheet } from './parseSheet.js';
import { matchHeaders, templateColumns } from './templateColumns.js';
import { buildTemplate, exampleRow } from './templateWorkbook.js';
import { inspectXlsx } from './xlsxInspection.js';

interface ModuleParams {
  module: string;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export interface ImportStarted {
  JobId: string;
  Read: number;
}

/** A module a sheet may fill: importable by its definition and without write behaviour of another feature. */
function importableOrThrow(app: Parameters<FastifyPluginAsync>[0], module: CatalogueModule): void {
  const hooks = app.appContext.recordHooks.hooksFor(module.name);
  const hasOwnWrites = Boolean(hooks.prepareWrite || hooks.serverValues);
  if (!isImportable(module.definition) || hasOwnWrites) {
    throw badRequest(IMPORT_MESSAGES.notImportable);
  }
  if (templateColumns(module).length === 0) throw badRequest(IMPORT_MESSAGES.notImportable);
}

const sameRow = (a: readonly string[], b: readonly string[]): boolean =>
  b.length > 0 && b.every((cell, i) => (a[i] ?? '').trim() === cell.trim()) && a.slice(b.length).every((cell) => cell.trim() === '');

export const importsPlugin: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;
  /** One import at a time per user: a second upload while one runs is refused, not queued behind it. */
  const running = new Set<string>();

  app.get<{ Params: ModuleParams }>('/api/import/:module/Template', async (request, reply) => {
    const module = findModuleOrThrow(request, request.params.module);
    await requireModuleAccess(request, module, 'Add');
    importableOrThrow(app, module);
    const body = await buildTemplate(ctx.db, ctx.catalogue, module);
    return reply
      .header('Content-Type', XLSX_TYPE)
      .header('Content-Disposition', contentDisposition('attachment', `${module.definition.Description}导入模板.xlsx`))
      .header('Cache-Control', 'private, no-store')
      .send(body);
  });

  app.post<{ Params: ModuleParams }>('/api/import/:module/Upload', async (request, reply): Promise<ImportStarted> => {
    const module = findModuleOrThrow(request, request.params.module);
    const access = await requireModuleAccess(request, module, 'Add');
    importableOrThrow(app, module);
    const owner = access.auth.user.Id;
    if (running.has(owner)) throw conflict(IMPORT_MESSAGES.busy);
    running.add(owner);
    let started = false;
    try {
      const upload = await receiveSingleFile(request, reply, {
        tempDir: uploadingDir(ctx.dataDir),
        maxBytes: MAX_IMPORT_BYTES,
        tooLargeMessage: IMPORT_MESSAGES.tooLarge,
      });
      let rows: string[][];
      try {
        const head = await headOf(upload.tempPath, 4);
        if (!upload.fileName.toLowerCase().endsWith('.xlsx') || !head.equals(ZIP_SIGNATURE)) throw new HttpError(415, IMPORT_MESSAGES.wrongType);
        await inspectXlsx(upload.tempPath);
        rows = await parseSheet(upload.tempPath);
      } finally {
        await removeIfPresent(upload.tempPath);
      }
      const columns = templateColumns(module);
      const headerRow = rows[0] ?? [];
      // A personal column the importer may not write is not read (D-SEC-13): its cells are left as they were.
      const matched = matchHeaders(columns, headerRow).map((column) => (column && (access.scope.withheld ?? []).includes(column.field.Name) ? null : column));
      if (!matched.some((c) => c !== null)) throw badRequest(IMPORT_MESSAGES.noColumns);
      const example = await exampleRow(ctx.db, ctx.catalogue, module);
      const exampleInSheet = columns.map((column) => {
        const at = matched.indexOf(column);
        return at < 0 ? '' : (rows[1]?.[at] ?? '');
      });
      let data = rows.slice(1);
      let firstLine = 2;
      if (data.length > 0 && sameRow(exampleInSheet, example)) {
        data = data.slice(1);
        firstLine = 3;
      }
      // Wholly empty lines (a sheet's formatting often reaches below its data) are no rows.
      const filled = data.map((cells, i) => ({ cells, line: firstLine + i })).filter((r) => r.cells.some((c) => c.trim() !== ''));
      if (filled.length === 0) throw badRequest(IMPORT_MESSAGES.noRows);
      const jobs = app.downloadJobs;
      const jobId = await jobs.create(owner, 'import', `${module.definition.Description}导入(${upload.fileName})`.slice(0, 200), module.name);
      started = true;
      // The job goes on after this answer; the dialog follows it through /api/import/Job/{id}.
      void runImportLines(jobId, filled, headerRow, matched, module, upload.fileName, access.actor)
        .catch(async () => jobs.fail(jobId, '导入失败,已导入的批次保留,未完成的批次未写入').catch(() => undefined))
        .finally(() => running.delete(owner));
      return { JobId: jobId, Read: filled.length };
    } finally {
      if (!started) running.delete(owner);
    }
  });

  async function runImportLines(
    jobId: string,
    filled: Array<{ cells: string[]; line: number }>,
    headerRow: string[],
    columns: ReturnType<typeof matchHeaders>,
    module: CatalogueModule,
    fileName: string,
    actor: Actor,
  ): Promise<void> {
    // Lines keep their sheet numbers even where empty lines were dropped: the reasons name the line a person sees.
    const rows = filled.map((r) => r.cells);
    const lines = filled.map((r) => r.line);
    await runImport(ctx, app.downloadJobs, jobId, { module, columns, rows, lines, headerRow, fileName, actor });
  }

  app.get<{ Params: { id: string } }>('/api/import/Job/:id', async (request): Promise<JobView> => {
    const auth = requireLogin(request);
    const row = await app.downloadJobs.ownJob(auth.user.Id, request.params.id);
    if (row?.Kind !== 'import') throw notFound(IMPORT_MESSAGES.jobNotFound);
    return toJobView(row);
  });
};
