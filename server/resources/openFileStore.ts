/**
 * The file stores FILES_URL asks for (filesUrl.ts): folders of DATA_DIR, or folders of the bucket. Two areas:
 *   uploads   (Resource rows: attachments, avatars, file templates, the demo attachments)  DATA_DIR/files      bucket/prefix/
 *   downloads (the download centre's job files: import error sheets, server exports)      DATA_DIR/downloads  bucket/prefix/downloads/
 * With a bucket, a file an area's folder of DATA_DIR held before the bucket was set is still read from there.
 */
import path from 'node:path';
import { DiskFileStore } from './diskFileStore.js';
import type { FileStore } from './fileStore.js';
import { parseFilesUrl } from './filesUrl.js';
import { S3FileStore } from './s3FileStore.js';

export interface StoreArea {
  /** The folder of DATA_DIR: where the files are without FILES_URL, and where they were before it was set. */
  localDir: string;
  /** The area's folder in the bucket, below FILES_URL's prefix ('' or ending in '/'). */
  bucketFolder: string;
  /**
   * Each key is one owner's (a job's), so removing it removes a copy left in the local folder too. Uploads are
   * content-addressed: a key is shared by every row with the same bytes, and a local copy stays for them.
   */
  ownedKeys: boolean;
}

export function uploadArea(dataDir: string): StoreArea {
  return { localDir: path.join(dataDir, 'files'), bucketFolder: '', ownedKeys: false };
}

export function downloadArea(dataDir: string): StoreArea {
  return { localDir: path.join(dataDir, 'downloads'), bucketFolder: 'downloads/', ownedKeys: true };
}

export function openFileStore(area: StoreArea, filesUrl: string | undefined): FileStore {
  const s3 = parseFilesUrl(filesUrl);
  const disk = new DiskFileStore(area.localDir);
  return s3 ? new S3FileStore({ ...s3, prefix: `${s3.prefix}${area.bucketFolder}` }, disk, area.ownedKeys) : disk;
}
