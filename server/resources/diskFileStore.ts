/**
 * Files in a folder (DATA_DIR/files), the default store. A temporary upload is renamed into place: same file system
 * (DATA_DIR/uploading), so a reader never sees half a file.
 */
import { createReadStream } from 'node:fs';
import { access, mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { safeKey, type ByteSpan, type FileStore } from './fileStore.js';
import { removeIfPresent } from './uploadTemp.js';

export class DiskFileStore implements FileStore {
  readonly description: string;

  constructor(private readonly dir: string) {
    this.description = `disk ${dir}`;
  }

  private pathOf(key: string): string {
    return path.join(this.dir, safeKey(key));
  }

  async put(key: string, tempPath: string): Promise<{ created: boolean }> {
    const target = this.pathOf(key);
    await mkdir(this.dir, { recursive: true });
    const exists = await access(target).then(
      () => true,
      () => false,
    );
    if (exists) {
      await removeIfPresent(tempPath);
      return { created: false };
    }
    await rename(tempPath, target);
    return { created: true };
  }

  async size(key: string): Promise<number | null> {
    const info = await stat(this.pathOf(key)).catch(() => null);
    return info?.isFile() ? info.size : null;
  }

  async read(key: string, span?: ByteSpan): Promise<Readable> {
    return createReadStream(this.pathOf(key), span ? { start: span.start, end: span.end } : {});
  }

  async remove(key: string): Promise<void> {
    await removeIfPresent(this.pathOf(key));
  }
}
