/**
 * Where uploads are written while they arrive: DATA_DIR/uploading, on the same file system as the files and
 * packages folders, so a finished upload is moved into place by a rename (atomic: a reader never sees half a file).
 * A file there is either still being written or was left by a process that died; those are swept at start.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/** A temporary file untouched this long belongs to no running upload (one idle for 30 s is given up). */
export const STALE_UPLOAD_AGE_MS = 60 * 60 * 1000;

export function uploadingDir(dataDir: string): string {
  return path.join(dataDir, 'uploading');
}

/** A fresh temporary name in the uploading folder (created if missing). */
export async function newTempUploadPath(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  return path.join(dir, `${randomUUID()}.part`);
}

/** Removes a file that may already be gone. */
export async function removeIfPresent(file: string): Promise<void> {
  await unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/**
 * Removes temporary uploads not written to for an hour. By age, not all of them: with several instances sharing
 * DATA_DIR (README, Scaling out) another instance may be receiving one right now.
 */
export async function sweepStaleUploads(dir: string, now = Date.now()): Promise<number> {
  await mkdir(dir, { recursive: true });
  let removed = 0;
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.part')) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > STALE_UPLOAD_AGE_MS) {
      await removeIfPresent(file);
      removed += 1;
    }
  }
  return removed;
}
