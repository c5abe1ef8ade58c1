/**
 * Uploaded files: POST /api/resource/post (multipart `files[]`) stores each file under a generated name in
 * DATA_DIR/files; GET /api/resource/get/:id[/:name] sends it back inline or as a download, to its uploader and to
 * those who may read a record referencing it.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import type { UploadedResource } from '../../contract/index.js';
import { newId } from '../platform/db/ids.js';
import { nowText } from '../platform/db/time.js';
import { badRequest, HttpError, notFound } from '../platform/http/httpError.js';
import { requireLogin } from '../permissions/guard.js';
import { mayReadReferencedFile } from '../records/referenceAccess.js';
import { contentDisposition, contentTypeOf, isInlineSafe } from './contentTypes.js';

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const FILE_NOT_FOUND = '文件不存在';

/** Keeps only the last path segment of a client file name, and something printable. */
function safeDisplayName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\x00-\x1f\x7f]/g, '').trim().slice(0, 200);
  return cleaned === '' ? 'file' : cleaned;
}

export const resourcesPlugin: FastifyPluginAsync = async (app) => {
  const { db, filesDir } = app.appContext;

  app.post('/api/resource/post', async (request): Promise<UploadedResource[]> => {
    const auth = requireLogin(request);
    if (!request.isMultipart()) throw badRequest('请使用 multipart/form-data 上传文件');
    const uploaded: UploadedResource[] = [];
    for await (const part of request.files({ limits: { fileSize: MAX_UPLOAD_BYTES } })) {
      const id = newId();
      const name = safeDisplayName(part.filename);
      const storedName = `${id}.bin`;
      const target = path.join(filesDir, storedName);
      await pipeline(part.file, createWriteStream(target));
      if (part.file.truncated) {
        await unlink(target);
        throw new HttpError(413, '文件大小超过限制(50MB)');
      }
      const size = (await stat(target)).size;
      await db.insertInto('Resource').values({
        Id: id, Name: name, Size: size, ContentType: contentTypeOf(name), StoredName: storedName,
        Create_Time: nowText(), Create_User_Id: auth.user.Id,
      }).execute();
      uploaded.push({ Id: id, Name: name, Size: size });
    }
    if (uploaded.length === 0) throw badRequest('没有上传文件');
    return uploaded;
  });

  const download = async (request: FastifyRequest, id: string, query: { has_download?: string }, reply: FastifyReply) => {
    const auth = requireLogin(request);
    const row = await db.selectFrom('Resource').selectAll().where('Id', '=', id).executeTakeFirst();
    // A file is its uploader's, and readable by whoever may read a record referencing it (issue 12 item 13);
    // anyone else is told it does not exist.
    if (!row || (row.Create_User_Id !== auth.user.Id && !(await mayReadReferencedFile(request, id)))) throw notFound(FILE_NOT_FOUND);
    const file = path.join(filesDir, path.basename(String(row.StoredName)));
    const info = await stat(file).catch(() => null);
    if (!info) throw notFound(FILE_NOT_FOUND);
    const name = String(row.Name);
    const type = contentTypeOf(name);
    const inline = query.has_download !== 'true' && isInlineSafe(type);
    return reply
      .header('Content-Type', type)
      .header('Content-Length', info.size)
      .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, max-age=3600')
      .send(createReadStream(file));
  };

  type GetRoute = { Params: { id: string; name?: string }; Querystring: { has_download?: string } };
  app.get<GetRoute>('/api/resource/get/:id', async (request, reply) => download(request, request.params.id, request.query, reply));
  app.get<GetRoute>('/api/resource/get/:id/:name', async (request, reply) => download(request, request.params.id, request.query, reply));
};
