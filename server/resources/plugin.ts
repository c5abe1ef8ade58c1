/**
 * Uploaded files: POST /api/resource/post (multipart `files[]`) takes files of the allowed types (415 otherwise) up
 * to 50 MB each (413), received into DATA_DIR/uploading first (multipartUpload.ts), then stored under their
 * content hash in the file store (disk or S3, fileStore.ts) with a row naming the original name, size, type and
 * uploader. GET /api/resource/get/:id[/:name] sends a file back inline or as a download (ranges, ETag), to its
 * uploader and to those who may read a record referencing it or a notice it is attached to.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { UploadedResource } from '../../contract/index.js';
import { newId } from '../platform/db/ids.js';
import { nowText } from '../platform/db/time.js';
import { HttpError, notFound } from '../platform/http/httpError.js';
import { requireLogin } from '../permissions/index.js';
import { mayReadReferencedFile } from '../records/index.js';
import { mayReadNoticeFile } from '../notify/index.js';
import { contentDisposition, contentTypeOf, isAllowedUpload, isInlineSafe } from './contentTypes.js';
import { byteRange, etagMatches, fileEtag } from './byteRange.js';
import { contentKey } from './fileStore.js';
import { receiveUploads } from './multipartUpload.js';
import { storeThenRecord } from './storeUploads.js';
import { UPLOAD_MESSAGES } from './uploadMessages.js';
import { removeIfPresent, sweepStaleUploads, uploadingDir } from './uploadTemp.js';

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const FILE_NOT_FOUND = '文件不存在';

export const UPLOAD_TOO_LARGE = '文件大小超过限制(50MB)';
/** One request's files at most (the client sends a form's attachments together). */
export const MAX_FILES_PER_UPLOAD = 20;

export const resourcesPlugin: FastifyPluginAsync = async (app) => {
  const { db, dataDir, files } = app.appContext;
  const tempDir = uploadingDir(dataDir);
  // Temporary files of uploads that a crash or kill cut off.
  const swept = await sweepStaleUploads(tempDir);
  if (swept > 0) app.log.info({ swept }, 'stale temporary uploads removed');

  app.post('/api/resource/post', async (request, reply): Promise<UploadedResource[]> => {
    const auth = requireLogin(request);
    const uploads = await receiveUploads(request, reply, {
      tempDir,
      maxFileBytes: MAX_UPLOAD_BYTES,
      tooLargeMessage: UPLOAD_TOO_LARGE,
      maxFiles: MAX_FILES_PER_UPLOAD,
    });
    // One file of a type not allowed refuses the whole request: nothing of it is kept.
    if (uploads.some((upload) => !isAllowedUpload(upload.fileName))) {
      await Promise.all(uploads.map((upload) => removeIfPresent(upload.tempPath)));
      throw new HttpError(415, UPLOAD_MESSAGES.typeNotAllowed);
    }
    const now = nowText();
    const rows = uploads.map((upload) => ({
      Id: newId(),
      Name: upload.fileName,
      Size: upload.size,
      ContentType: contentTypeOf(upload.fileName),
      StoredName: contentKey(upload.sha256),
      Create_Time: now,
      Create_User_Id: auth.user.Id,
    }));
    // Files first, then their rows in one transaction: a failure in between removes what this request stored, so
    // no row ever points at a missing file and no new file stays without its row.
    await storeThenRecord(
      files,
      uploads.map((upload, i) => ({ from: upload.tempPath, key: rows[i].StoredName })),
      () =>
        db.transaction().execute(async (trx) => {
          await trx.insertInto('Resource').values(rows).execute();
        }),
    );
    return rows.map((row) => ({ Id: row.Id, Name: row.Name, Size: row.Size }));
  });

  const download = async (request: FastifyRequest, id: string, query: { has_download?: string }, reply: FastifyReply) => {
    const auth = requireLogin(request);
    const row = await db.selectFrom('Resource').selectAll().where('Id', '=', id).executeTakeFirst();
    // A file is its uploader's, and readable by whoever may read a record referencing it (D-SEC-8) or
    // received a notice it is attached to;
    // anyone else is told it does not exist.
    if (!row || (row.Create_User_Id !== auth.user.Id && !(await mayReadReferencedFile(request, id)) && !(await mayReadNoticeFile(db, auth.user.Id, id)))) {
      throw notFound(FILE_NOT_FOUND);
    }
    const key = row.StoredName;
    const size = await files.size(key);
    if (size === null) throw notFound(FILE_NOT_FOUND);
    const name = row.Name;
    const type = contentTypeOf(name);
    const inline = query.has_download !== 'true' && isInlineSafe(type);
    const etag = fileEtag(row.Id, size);
    reply
      .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, max-age=3600')
      .header('ETag', etag)
      .header('Accept-Ranges', 'bytes');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    // A range applies only while the file is the one the client started with (If-Range names its tag).
    const ifRange = request.headers['if-range'];
    const range = ifRange !== undefined && ifRange !== etag ? ({ kind: 'whole' } as const) : byteRange(request.headers.range, size);
    if (range.kind === 'unsatisfiable') return reply.code(416).header('Content-Range', `bytes */${size}`).send();
    if (range.kind === 'part') {
      return reply
        .code(206)
        .header('Content-Type', type)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
        .header('Content-Length', range.end - range.start + 1)
        .send(await files.read(key, { start: range.start, end: range.end }));
    }
    return reply
      .header('Content-Type', type)
      .header('Content-Length', size)
      .send(await files.read(key));
  };

  type GetRoute = { Params: { id: string; name?: string }; Querystring: { has_download?: string } };
  app.get<GetRoute>('/api/resource/get/:id', async (request, reply) => download(request, request.params.id, request.query, reply));
  app.get<GetRoute>('/api/resource/get/:id/:name', async (request, reply) => download(request, request.params.id, request.query, reply));
};
