import { createHash, randomUUID } from 'node:crypto';

/** Record ids are server-generated strings; clients never choose them. */
export function newId(): string {
  return randomUUID();
}

/** A stable id derived from a name, so nodes synced at every start keep the same id across databases. */
export function stableId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
