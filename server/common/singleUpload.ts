/**
 * Reads the one file of a multipart request into memory with a size cap. Used for avatars and update packages,
 * which are small enough to check whole (image signature) before anything is written.
 */
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { badRequest, HttpError } from '../platform/http/httpError.js';

export interface ReceivedFile {
  fileName: string;
  data: Buffer;
}

/** Keeps only the last path segment of a client file name, and something printable. */
export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\x00-\x1f\x7f]/g, '').trim().slice(0, 200);
  return cleaned === '' ? 'file' : cleaned;
}

export async function receiveSingleFile(request: FastifyRequest, maxBytes: number, tooLargeMessage: string): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw badRequest('请使用 multipart/form-data 上传文件');
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part) throw badRequest('没有上传文件');
  const data = await part.toBuffer().catch((error: unknown) => {
    if (part.file.truncated || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLargeMessage);
    throw error;
  });
  if (part.file.truncated) throw new HttpError(413, tooLargeMessage);
  if (data.length === 0) throw badRequest('上传的文件是空的');
  return { fileName: safeFileName(part.filename), data };
}
