/**
 * The one file of an avatar or update-package upload, received into a temporary file (resources/multipartUpload.ts)
 * so a broken upload is answered and leaves nothing behind. The caller checks its first bytes (image or archive
 * signature) and moves it into place, or removes it.
 */
import { open } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../platform/http/httpError.js';
import { receiveUploads, removeIfPresent, UPLOAD_MESSAGES, type TempUpload } from '../resources/index.js';

export interface SingleFileRules {
  tempDir: string;
  maxBytes: number;
  tooLargeMessage: string;
}

export async function receiveSingleFile(request: FastifyRequest, reply: FastifyReply, rules: SingleFileRules): Promise<TempUpload> {
  const [upload] = await receiveUploads(request, reply, {
    tempDir: rules.tempDir,
    maxFileBytes: rules.maxBytes,
    tooLargeMessage: rules.tooLargeMessage,
    maxFiles: 1,
  });
  if (upload.size === 0) {
    await removeIfPresent(upload.tempPath);
    throw badRequest(UPLOAD_MESSAGES.emptyFile);
  }
  return upload;
}

/** The first `length` bytes of a file (fewer if it is shorter): enough to recognise its type. */
export async function headOf(file: string, length: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
