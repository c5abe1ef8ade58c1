/**
 * Seeds and ids of a generation run. A run's stream is keyed by (seed, module, rows already there): the same seed
 * on the same database gives the same rows, and a second run adds new rows instead of repeating ids.
 */
import { createHash } from 'node:crypto';

export function streamKey(seed: number, moduleName: string, existingCount: number): string {
  return `${seed}:${moduleName}:${existingCount}`;
}

/** FNV-1a: a 32-bit seed for the Prng from a stream key. */
export function seedOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * UUID-shaped ids of a stream: a prefix hashed from the stream key (SHA-1, so streams do not collide) and the
 * row's position. Ids of one run ascend, which keeps primary-key inserts cheap on a million rows.
 */
export function rowIdMaker(key: string): (index: number) => string {
  const hex = createHash('sha1').update(key).digest('hex');
  const prefix = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-`;
  return (index) => prefix + index.toString(16).padStart(12, '0');
}
