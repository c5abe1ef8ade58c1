/**
 * Where files live (FILES_URL): a folder on this machine by default (diskFileStore.ts), or an S3-compatible bucket
 * (s3FileStore.ts) so several instances share files without a shared disk. Every file the server keeps goes through a
 * store (openFileStore.ts: uploads, and the download centre's job files), never straight to an instance's disk.
 * Uploads are content-addressed: the key is the SHA-256 of the bytes, so a stored key never changes its content and
 * the same bytes are stored once. A job's file is keyed by its job.
 */
import type { Readable } from 'node:stream';

export interface ByteSpan {
  start: number;
  /** Inclusive, as in HTTP ranges. */
  end: number;
}

export interface FileStore {
  /** What the startup log shows (never the secret). */
  readonly description: string;
  /**
   * Takes a finished temporary file in under `key` (the temporary file is gone afterwards). `created` is false when
   * the key already held these bytes: such a file belongs to other rows too and must not be removed on a failure.
   */
  put(key: string, tempPath: string): Promise<{ created: boolean }>;
  /** The stored size, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** The bytes (all, or one inclusive span). */
  read(key: string, span?: ByteSpan): Promise<Readable>;
  remove(key: string): Promise<void>;
}

/** Content-addressed key of a file: its SHA-256 in hex plus `.bin` (the type is the row's, never the key's). */
export function contentKey(sha256Hex: string): string {
  return `${sha256Hex}.bin`;
}

/** A stored name from a row, reduced to a bare file name (a row never names a path). */
export function safeKey(storedName: string): string {
  return storedName.split(/[\\/]/).pop() ?? '';
}
