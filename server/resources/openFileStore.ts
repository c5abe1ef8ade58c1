/** The file store FILES_URL asks for (filesUrl.ts): the bucket, or DATA_DIR/files. */
import { DiskFileStore } from './diskFileStore.js';
import type { FileStore } from './fileStore.js';
import { parseFilesUrl } from './filesUrl.js';
import { S3FileStore } from './s3FileStore.js';

export function openFileStore(filesDir: string, filesUrl: string | undefined): FileStore {
  const s3 = parseFilesUrl(filesUrl);
  const disk = new DiskFileStore(filesDir);
  return s3 ? new S3FileStore(s3, disk) : disk;
}
