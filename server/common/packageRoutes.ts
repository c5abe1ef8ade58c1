/**
 * Update packages (D-FILE-4), administrators only:
 *   POST /api/common/uploadPackage   a zip with manifest.json and index.html at its root; checked (packages/zipEntries.ts),
 *                                    unpacked into a new release folder and switched in as the served app
 *   POST /api/common/rollbackPackage back to the previous release
 *   GET  /api/common/packageStatus   the current and previous release
 * A bad package (wrong type, zip bomb, a path out of the folder, a link, a file not as the manifest says) is answered
 * 400/413/415 and leaves nothing behind; the served app is unchanged. Online users hear of a switch (hub AppUpdated).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { PackageStatus, UploadedPackage } from '../../contract/index.js';
import { HttpError, badRequest, conflict, forbidden } from '../platform/http/httpError.js';
import { requireLogin } from '../permissions/index.js';
import { PACKAGE_LIMITS, PACKAGE_MESSAGES, unpackPackage, type AppRelease, type ServedApp } from '../packages/index.js';
import { removeIfPresent, uploadingDir } from '../resources/index.js';
import { headOf, receiveSingleFile } from './singleUpload.js';

/** zip starts with PK\x03\x04. */
export function looksLikeZip(fileName: string, head: Uint8Array): boolean {
  return fileName.toLowerCase().endsWith('.zip') && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}

const releaseInfo = (release: AppRelease | null) =>
  release ? { Version: release.version, InstalledAt: release.installedAt, InstalledBy: release.installedBy } : null;

function statusOf(served: ServedApp): PackageStatus {
  const { current, previous } = served.state();
  return { Current: releaseInfo(current), Previous: releaseInfo(previous), CanRollback: served.canRollback() };
}

function requireAdmin(request: FastifyRequest) {
  const auth = requireLogin(request);
  if (!auth.user.IsAdmin) throw forbidden();
  return auth;
}

export const packageRoutes: FastifyPluginAsync = async (app) => {
  const tempDir = uploadingDir(app.appContext.dataDir);
  const served = app.servedApp;
  const announce = (version: string): void => {
    app.hub.broadcast('AppUpdated', version).catch((error: unknown) => app.log.warn({ err: error }, 'AppUpdated not sent'));
  };

  app.post('/api/common/uploadPackage', async (request, reply): Promise<UploadedPackage> => {
    const auth = requireAdmin(request);
    const upload = await receiveSingleFile(request, reply, { tempDir, maxBytes: PACKAGE_LIMITS.maxUploadBytes, tooLargeMessage: PACKAGE_MESSAGES.tooLarge });
    try {
      if (!looksLikeZip(upload.fileName, await headOf(upload.tempPath, 4))) throw new HttpError(415, PACKAGE_MESSAGES.wrongType);
      if (served.updating) throw conflict(PACKAGE_MESSAGES.busy);
      served.updating = true;
      try {
        const release = await served.newReleaseDir();
        const { version } = await unpackPackage(upload.tempPath, release.dir);
        try {
          await served.beforeSwitch?.();
          await served.install(release.id, version, auth.user.Name || auth.user.Account);
        } catch (error) {
          await served.removeRelease(release.id);
          throw error;
        }
        request.log.info({ release: release.id, version, size: upload.size, by: auth.user.Account }, 'update package installed');
        announce(version);
        return { Name: release.id, OriginalName: upload.fileName, Size: upload.size, Version: version };
      } finally {
        served.updating = false;
      }
    } finally {
      await removeIfPresent(upload.tempPath);
    }
  });

  app.post('/api/common/rollbackPackage', async (request): Promise<PackageStatus> => {
    const auth = requireAdmin(request);
    if (served.updating) throw conflict(PACKAGE_MESSAGES.busy);
    const restored = await served.rollback();
    if (!restored) throw badRequest(PACKAGE_MESSAGES.noPrevious);
    // Back to the deployed build (no release): the notice names no version.
    const version = restored.current?.version ?? '';
    request.log.info({ release: restored.current?.id ?? 'deployed', version, by: auth.user.Account }, 'app rolled back');
    announce(version);
    return statusOf(served);
  });

  app.get('/api/common/packageStatus', async (request): Promise<PackageStatus> => {
    requireAdmin(request);
    return statusOf(served);
  });
};
