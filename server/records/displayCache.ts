/**
 * The display objects of related rows (`Journal: {Id, Name, ISSN}` beside `Journal_Id`), kept per row while the
 * related table is not written (generationCache.ts): a list page looked up four related tables on every call, ~40% of
 * the SQL a 10-row page ran (issue 16). A miss reads the missing ids in one query, as before. Objects handed out are
 * frozen: one is shared by every answer that shows that row.
 */
import type { ApiRecord } from '../../contract/index.js';
import { generationCacheFor } from '../platform/db/generationCache.js';
import { writeGenerationsOf } from '../platform/db/writeGenerations.js';

/** Display objects kept at most (a few hundred bytes each). */
export const MAX_DISPLAY_OBJECTS = 50_000;

/**
 * The display objects of `ids` in `table`: cached ones, and the rest from `load` (which answers only ids that
 * exist). Without generations (a transaction's handle) everything is loaded.
 */
export async function cachedDisplayObjects(
  db: object, table: string, ids: string[], load: (ids: string[]) => Promise<Map<string, ApiRecord>>,
): Promise<Map<string, ApiRecord>> {
  const generations = writeGenerationsOf(db);
  if (!generations) return load(ids);
  const cache = generationCacheFor<ApiRecord | null>(generations, 'display objects', MAX_DISPLAY_OBJECTS);
  // Read before the rows: a write meanwhile makes what is kept below miss next time.
  const generation = generations.of(table);
  const found = new Map<string, ApiRecord>();
  const missing: string[] = [];
  for (const id of ids) {
    const cached = cache.get(`${table}\n${id}`, generation);
    if (cached === undefined) missing.push(id);
    else if (cached !== null) found.set(id, cached);
  }
  if (missing.length === 0) return found;
  const loaded = await load(missing);
  for (const id of missing) {
    const display = loaded.get(id);
    const kept = display === undefined ? null : Object.freeze(display);
    cache.set(`${table}\n${id}`, generation, kept);
    if (kept !== null) found.set(id, kept);
  }
  return found;
}
