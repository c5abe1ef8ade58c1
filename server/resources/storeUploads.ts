/**
 * Puts received uploads into the file store and records them, keeping files and rows consistent: every temporary
 * file is taken in by the store (disk: a rename, atomic; S3: one PUT), then the rows are written; if the store or
 * the database fails, every temporary file of the request is removed and every file this request newly created is
 * removed again before the error goes up. A key that already held the same bytes (content-addressed) belongs to
 * other rows and stays.
 */
import type { FileStore } from './fileStore.js';
import { removeIfPresent } from './uploadTemp.js';

export interface UploadMove {
  /** The temporary file (uploadTemp.ts). */
  from: string;
  /** The store key (contentKey). */
  key: string;
}

export async function storeThenRecord<T>(store: FileStore, moves: UploadMove[], record: () => Promise<T>): Promise<T> {
  const created: string[] = [];
  try {
    for (const move of moves) {
      if ((await store.put(move.key, move.from)).created) created.push(move.key);
    }
    return await record();
  } catch (error) {
    await Promise.all(moves.map((move) => removeIfPresent(move.from)));
    await Promise.all(created.map((key) => store.remove(key).catch(() => undefined)));
    throw error;
  }
}
