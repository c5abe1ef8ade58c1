/**
 * POST /api/common/uploadPackage (administrators only): an update package is stored under DATA_DIR/packages
 * with a generated name; nothing is unpacked or run. The answer names the stored file and its size.
 */
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { UploadedPackage } from '../../contract/index.js';
import { newId } from '../platform/db/ids.js';
import { badRequest, forbidden } from '../platform/http/httpError.js';
import { requireLogin } from '../permissions/guard.js';
import { MAX_UPLOAD_BYTES } from '../resources/plugin.js';
import { removeIfPresent, uploadingDir } from '../resources/uploadTemp.js';
import { headOf, receiveSingleFile } from './singleUpload.js';

export const PACKAGE_EXTENSIONS = ['.zip', '.tar.gz', '.tgz'] as const;
export const PACKAGE_TYPE_MESSAGE = '更新包仅支持 zip、tar.gz 或 tgz 格式';
export const PACKAGE_TOO_LARGE = '更新包不能超过50MB';

export function packageExtensionOf(fileName: string): string | null {
  const lower = fileName.toLowerCase();
  return PACKAGE_EXTENSIONS.find((ext) => lower.endsWith(ext)) ?? null;
}

/** zip starts with PK\x03\x04; gzip (tar.gz, tgz) with 1f 8b. */
export function looksLikePackage(extension: string, head: Uint8Array): boolean {
  if (extension === '.zip') return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
  return head[0] === 0x1f && head[1] === 0x8b;
}

export const packageRoutes: FastifyPluginAsync = async (app) => {
  const packagesDir = path.join(app.appContext.dataDir, 'packages');
  const tempDir = uploadingDir(app.appContext.dataDir);

  app.post('/api/common/uploadPackage', async (request, reply): Promise<UploadedPackage> => {
    const auth = requireLogin(request);
    if (!auth.user.IsAdmin) throw forbidden();
    const upload = await receiveSingleFile(request, reply, { tempDir, maxBytes: MAX_UPLOAD_BYTES, tooLargeMessage: PACKAGE_TOO_LARGE });
    try {
      const extension = packageExtensionOf(upload.fileName);
      if (!extension || !looksLikePackage(extension, await headOf(upload.tempPath, 4))) throw badRequest(PACKAGE_TYPE_MESSAGE);
      const name = `${newId()}${extension}`;
      await mkdir(packagesDir, { recursive: true });
      await rename(upload.tempPath, path.join(packagesDir, name));
      request.log.info({ name, size: upload.size, by: auth.user.Account }, 'update package stored');
      return { Name: name, OriginalName: upload.fileName, Size: upload.size };
    } finally {
      // Gone already once moved into place; otherwise (wrong type, a failure) it is dropped here.
      await removeIfPresent(upload.tempPath);
    }
  });
};
