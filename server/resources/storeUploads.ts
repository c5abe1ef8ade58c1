/**
 * Moves received uploads into place and records them, keeping files and rows consistent: every temporary file is
 * renamed into place (same file system: atomic), then the rows are written; if a rename or the database fails,
 * every file of the request — moved or still temporary — is removed before the error goes up.
 */
import { rename } from 'node:fs/promises';
import { removeIfPresent } from './uploadTemp.js';

export interface UploadMove {
  from: string;
  to: string;
}

export async function storeThenRecord<T>(moves: UploadMove[], record: () => Promise<T>): Promise<T> {
  try {
    for (const move of moves) await rename(move.from, move.to);
    return await record();
  } catch (error) {
    await Promise.all(moves.flatMap((move) => [removeIfPresent(move.from), removeIfPresent(move.to)]));
    throw error;
  }
}
