/**
 * Receives the files of a multipart upload into temporary files (uploadTemp.ts) and answers every malformed or
 * broken upload instead of waiting on it: no boundary, a body cut off (400), a file over the limit (413), a client
 * that stops sending (408) or goes away. On any failure every temporary file of the request is removed; on success
 * the caller moves them into place (and removes what it does not keep).
 *
 * Why not await the parser's file streams directly: @fastify/busboy reports a part cut off by the end of the body
 * with a bare `emit('error')`, and @fastify/multipart destroys the current file stream when the body ends, both on
 * the tick the end is read. A consumer attached after that (pipeline, toBuffer) waits on a stream that will never
 * end nor fail. That is what left a truncated upload unanswered on PostgreSQL: the session lookup before the route
 * takes real I/O time there, so the whole body was already read by the time the route attached. Here a file stream
 * that is already destroyed or closes without its end counts as cut off, and every wait is bounded by the watch.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { badRequest, HttpError } from '../platform/http/httpError.js';
import { watchUploadBody, type UploadBodyWatch } from './uploadBodyWatch.js';
import { UPLOAD_MESSAGES } from './uploadMessages.js';
import { newTempUploadPath, removeIfPresent } from './uploadTemp.js';

export interface UploadRules {
  /** Folder of the temporary files (uploadingDir). */
  tempDir: string;
  maxFileBytes: number;
  tooLargeMessage: string;
  maxFiles: number;
}

export interface TempUpload {
  /** The client's file name, reduced to something safe to show and to send back in a header. */
  fileName: string;
  tempPath: string;
  size: number;
  /** SHA-256 of the bytes in hex, worked out while they arrive: the file's content-addressed store key. */
  sha256: string;
}

/** Keeps only the last path segment of a client file name, and something printable. */
export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\x00-\x1f\x7f]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned === '' ? 'file' : cleaned;
}

/** The boundary parameter of a multipart Content-Type, or null. */
export function boundaryOf(contentType: string | undefined): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** The parser's own errors, in the caller's words. All of them are about the body the client sent. */
function parserError(error: unknown, rules: UploadRules): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, rules.tooLargeMessage);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, UPLOAD_MESSAGES.tooManyParts);
    default:
      return badRequest(UPLOAD_MESSAGES.malformed);
  }
}

export async function receiveUploads(request: FastifyRequest, reply: FastifyReply, rules: UploadRules): Promise<TempUpload[]> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.notMultipart);
  const boundary = boundaryOf(request.headers['content-type']);
  if (!boundary) throw badRequest(UPLOAD_MESSAGES.noBoundary);
  // The watch and the parser must both be attached before the body starts flowing: no await between them.
  const watch = watchUploadBody(request.raw, boundary, request.server.appContext.uploadIdleTimeoutMs);
  const parts = request.files({ limits: { fileSize: rules.maxFileBytes, files: rules.maxFiles } })[Symbol.asyncIterator]();
  const received: TempUpload[] = [];
  try {
    for (let next = parts.next(); ; next = parts.next()) {
      const step = await watch.race(next.catch((error: unknown) => Promise.reject(parserError(error, rules))));
      if (step.done) break;
      received.push(await writeTempFile(step.value, rules, watch));
    }
    if (!watch.closingSeen()) throw badRequest(UPLOAD_MESSAGES.truncated);
    if (received.length === 0) throw badRequest(UPLOAD_MESSAGES.noFile);
    return received;
  } catch (error) {
    await Promise.all(received.map((upload) => removeIfPresent(upload.tempPath)));
    abandonBody(request, reply);
    throw error instanceof HttpError ? error : parserError(error, rules);
  } finally {
    watch.stop();
  }
}

/**
 * After a failure the rest of the body is of no use: it is read and dropped, and the connection is closed after
 * the answer, so a client still sending neither blocks the parser nor sends its next request after the leftovers.
 */
function abandonBody(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('Connection', 'close');
  request.raw.unpipe();
  request.raw.resume();
}

/**
 * Streams one file part into a new temporary file. Settles only once the temporary file is closed, and removes it
 * unless the part arrived whole.
 */
async function writeTempFile(part: MultipartFile, rules: UploadRules, watch: UploadBodyWatch): Promise<TempUpload> {
  const tempPath = await newTempUploadPath(rules.tempDir);
  const file = part.file;
  return new Promise<TempUpload>((resolve, reject) => {
    const out = createWriteStream(tempPath, { flags: 'wx' });
    let failure: Error | null = null;
    const fail = (error: Error): void => {
      if (failure) return;
      failure = error;
      file.unpipe(out);
      // Drop the rest of this part so the parser is not left waiting for a reader.
      file.resume();
      out.destroy();
    };
    const onAbort = (): void => fail(watch.signal.reason as Error);
    watch.signal.addEventListener('abort', onAbort, { once: true });
    const hash = createHash('sha256');
    file.on('data', (chunk: Buffer) => {
      watch.touch();
      hash.update(chunk);
    });
    file.on('limit', () => fail(new HttpError(413, rules.tooLargeMessage)));
    file.on('error', () => fail(badRequest(UPLOAD_MESSAGES.truncated)));
    file.on('close', () => {
      if (!file.readableEnded) fail(badRequest(UPLOAD_MESSAGES.truncated));
    });
    out.on('error', (error) => fail(error));
    out.on('close', () => {
      watch.signal.removeEventListener('abort', onAbort);
      const outcome = failure ?? (file.truncated ? new HttpError(413, rules.tooLargeMessage) : null);
      if (outcome) {
        removeIfPresent(tempPath).then(() => reject(outcome), reject);
        return;
      }
      resolve({ fileName: safeFileName(part.filename), tempPath, size: out.bytesWritten, sha256: hash.digest('hex') });
    });
    if (watch.signal.aborted) onAbort();
    else if (file.destroyed && !file.readableEnded) fail(badRequest(UPLOAD_MESSAGES.truncated));
    else file.pipe(out);
  });
}
