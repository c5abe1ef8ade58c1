/**
 * The display objects of related rows (`Journal: {Id, Name, ISSN}` beside `Journal_Id`), kept per row while the
 * related table is not written (generationCache.ts): a list page looked up four related tables on every call, a large
 * share of the SQL a page ran. A miss reads the missing ids in one query, as before. Objects handed out are
 * frozen: one is shared by every answer that shows that row.
 *
 * Two steps, so that a page whose related rows are all kept does not wait a turn of the event loop per related table:
 * `lookUpDisplayObjects` answers from the cache at once, `loadMissingDisplayObjects` reads the rest.
 */
import type { ApiRecord } from '../../contract/index.js';
import { generationCacheFor } from '../platform/db/generationCache.js';
import { writeGenerationsOf } from '../platform/db/writeGenerations.js';

/** Display objects kept at most per related table (a few hundred bytes each). */
export const MAX_DISPLAY_OBJECTS_PER_TABLE = 20_000;

/** What the cache answered for some ids of one table, and what it still lacks. */
export interface DisplayLookup {
  readonly table: string;
  /** The table's write generation read before anything was loaded; null where nothing is kept (a transaction's handle). */
  readonly generation: string | null;
  readonly found: Map<string, ApiRecord>;
  readonly missing: string[];
}

// One cache per table, keyed by the id itself: a key made of table and id was a new string to build and hash for each
// of the forty-odd look-ups of a list page, a measurable share of the call.
const cacheOf = (generations: NonNullable<ReturnType<typeof writeGenerationsOf>>, table: string) =>
  generationCacheFor<ApiRecord | null>(generations, `display objects of ${table}`, MAX_DISPLAY_OBJECTS_PER_TABLE);

/** The kept display objects of `ids` in `table`; every id is missing where there are no generations. */
export function lookUpDisplayObjects(db: object, table: string, ids: Iterable<string>): DisplayLookup {
  const generations = writeGenerationsOf(db);
  const found = new Map<string, ApiRecord>();
  const missing: string[] = [];
  if (!generations) {
    for (const id of ids) missing.push(id);
    return { table, generation: null, found, missing };
  }
  const cache = cacheOf(generations, table);
  // Read before the rows: a write meanwhile makes what is kept below miss next time.
  const generation = generations.of(table);
  for (const id of ids) {
    const cached = cache.get(id, generation);
    if (cached === undefined) missing.push(id);
    else if (cached !== null) found.set(id, cached);
  }
  return { table, generation, found, missing };
}

/**
 * Reads the ids the look-up lacks with `load` (which answers only ids that exist) into its `found`, and keeps them,
 * a missing row too (as null), under the generation the look-up read.
 */
export async function loadMissingDisplayObjects(db: object, lookup: DisplayLookup, load: (ids: string[]) => Promise<Map<string, ApiRecord>>): Promise<void> {
  if (lookup.missing.length === 0) return;
  const loaded = await load(lookup.missing);
  const generations = lookup.generation === null ? null : writeGenerationsOf(db);
  const cache = generations ? cacheOf(generations, lookup.table) : null;
  for (const id of lookup.missing) {
    const display = loaded.get(id);
    const kept = display === undefined ? null : Object.freeze(display);
    if (cache && lookup.generation !== null) cache.set(id, lookup.generation, kept);
    if (kept !== null) lookup.found.set(id, kept);
  }
}
