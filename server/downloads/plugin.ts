/**
 * The download centre (/downCenter, D-DOWN-1): the caller's server jobs and their files, and the file templates
 * administrators keep in the FileTemplate module. Only a job's owner sees or downloads it; an expired job answers as
 * missing and is swept with its file. A root plugin: the import feature reaches the job store as app.downloadJobs.
 * Every file is read from a file store (a job's from ctx.downloadFiles, a template's from ctx.files, where uploads
 * live), so any instance serves what another wrote.
 */
import type { FastifyReply } from 'fastify';
import { requireLogin } from '../permissions/index.js';
import { notFound } from '../platform/http/httpError.js';
import { rootPlugin } from '../platform/rootPlugin.js';
import { contentDisposition, contentTypeOf, safeKey, type FileStore } from '../resources/index.js';
import { DEFAULT_DOWNLOAD_EXPIRE_HOURS } from './downloadSettings.js';
import type { FileTemplateEntry } from '../../contract/index.js';
import { JobStore, type JobView } from './jobStore.js';

export const DOWNLOAD_NOT_FOUND = '文件不存在或已过期';
export const TEMPLATE_MODULE = 'FileTemplate';
/** How often expired files are swept (a request also never sees one past its time). */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export interface DownloadsOptions extends Record<string, unknown> {
  expireHours?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    downloadJobs: JobStore;
  }
}

/** A file template as the download centre lists it: the wire's FileTemplateEntry. */
export type FileTemplateView = FileTemplateEntry;

async function sendFile(reply: FastifyReply, store: FileStore, key: string | null, name: string): Promise<FastifyReply> {
  const size = key ? await store.size(key) : null;
  if (!key || size === null) throw notFound(DOWNLOAD_NOT_FOUND);
  return reply
    .header('Content-Type', contentTypeOf(name))
    .header('Content-Length', size)
    .header('Content-Disposition', contentDisposition('attachment', name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(await store.read(key));
}

export const downloadsPlugin = rootPlugin<DownloadsOptions>(async (app, options) => {
  const { db, files, downloadFiles } = app.appContext;
  const expireMs = (options.expireHours ?? DEFAULT_DOWNLOAD_EXPIRE_HOURS) * 3600 * 1000;
  const jobs = new JobStore(db, downloadFiles, expireMs);
  app.decorate('downloadJobs', jobs);
  const sweep = async () => {
    await jobs.failStalled();
    await jobs.sweepExpired();
  };
  // At start too: a job the last run left half done says so in the centre instead of 进行中 until it expires.
  await sweep().catch(() => undefined);
  const timer = setInterval(() => void sweep().catch(() => undefined), SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.get('/api/downCenter/List', async (request): Promise<JobView[]> => {
    const auth = requireLogin(request);
    return jobs.ownJobs(auth.user.Id);
  });

  app.get<{ Params: { id: string } }>('/api/downCenter/Download/:id', async (request, reply) => {
    const auth = requireLogin(request);
    const row = await jobs.ownJob(auth.user.Id, request.params.id);
    if (!row?.FileName) throw notFound(DOWNLOAD_NOT_FOUND);
    return sendFile(reply, downloadFiles, jobs.fileKey(row), row.FileName);
  });

  app.delete<{ Params: { id: string } }>('/api/downCenter/Delete/:id', async (request, reply) => {
    const auth = requireLogin(request);
    if (!(await jobs.remove(auth.user.Id, request.params.id))) throw notFound(DOWNLOAD_NOT_FOUND);
    return reply.status(204).send();
  });

  // File templates are for everyone logged in to download; keeping them is the FileTemplate module's (administrators).
  app.get('/api/downCenter/Templates', async (request): Promise<FileTemplateView[]> => {
    requireLogin(request);
    const rows = await db
      .selectFrom(`${TEMPLATE_MODULE} as t`)
      .leftJoin('Resource as r', 'r.Id', 't.File_Id')
      .select(['t.Id as Id', 't.Name as Name', 't.Remark as Remark', 't.Create_Time as Create_Time', 'r.Name as FileName', 'r.Size as Size'])
      .orderBy('t.Create_Time', 'desc')
      .limit(500)
      .execute();
    return rows.map((row) => ({
      Id: String(row.Id),
      Name: String(row.Name ?? ''),
      Remark: row.Remark === null ? null : String(row.Remark),
      FileName: row.FileName === null ? null : String(row.FileName),
      Size: row.Size === null ? null : Number(row.Size),
      Create_Time: String(row.Create_Time ?? ''),
    }));
  });

  app.get<{ Params: { id: string } }>('/api/downCenter/Template/:id', async (request, reply) => {
    requireLogin(request);
    const row = await db
      .selectFrom(`${TEMPLATE_MODULE} as t`)
      .innerJoin('Resource as r', 'r.Id', 't.File_Id')
      .select(['r.Name as FileName', 'r.StoredName as StoredName'])
      .where('t.Id', '=', request.params.id)
      .executeTakeFirst();
    if (!row) throw notFound(DOWNLOAD_NOT_FOUND);
    return sendFile(reply, files, row.StoredName ? safeKey(String(row.StoredName)) : null, String(row.FileName));
  });
});
