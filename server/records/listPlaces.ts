/**
 * A list's ladder read on SQLite by hops (listLadder.ts): from each rung, the row `step` further on is the next,
 * read as a deep page's ids are — one statement walking `step − 1` entries of the list index after the place. Every
 * hop together walk the list's index once. One statement numbering the whole list (`row_number()`, as PostgreSQL
 * reads it) makes SQLite hand every entry to its virtual machine's output, several times the walk, on the one read
 * worker a 2-core machine has, while every list read waits behind it; hops are short statements the pages'
 * reads take turns with.
 */
import { readCompiledRows } from '../platform/db/rawSqlite.js';
import type { ColumnValue, Db } from '../platform/db/types.js';
import { afterCursorParts, type ListCursor } from './listCursor.js';
import { MAX_RUNGS } from './listLadder.js';
import type { Condition, ListQueries } from './listQuery.js';

/** The place of the row `skip` rows after `cursor` (null: from the list's start), or null past the list's end. */
export async function placeAfter(db: Db, queries: ListQueries, cursor: ListCursor | null, skip: number): Promise<ListCursor | null> {
  const found = (rows: Array<Record<string, unknown>>): ListCursor | null =>
    rows.length === 0 ? null : { value: (rows[0]!.v ?? null) as ColumnValue, id: String(rows[0]!.id) };
  if (cursor === null) {
    return found(
      await readCompiledRows(
        db,
        queries.templated('place', [skip], ([s]) => queries.placeQuery(null, s as number)),
      ),
    );
  }
  const { sortColumn, mode } = queries;
  const empty = cursor.value === null;
  const partOf = (slots: readonly unknown[], index: number): Condition =>
    afterCursorParts(sortColumn, mode, { value: empty ? null : (slots[0] as ColumnValue), id: slots[1] as string })[index]!;
  const parts = afterCursorParts(sortColumn, mode, cursor).length;
  let skipping = skip;
  for (let index = 0; index < parts; index++) {
    const shape = `after ${empty ? 'empty' : 'value'} ${index}`;
    const place = found(
      await readCompiledRows(
        db,
        queries.templated(`${shape} place`, [cursor.value, cursor.id, skipping], (slots) => queries.placeQuery(partOf(slots, index), slots[2] as number)),
      ),
    );
    if (place) return place;
    if (skipping === 0) continue;
    const counted = await readCompiledRows(
      db,
      queries.templated(`${shape} count`, [cursor.value, cursor.id, skipping], (slots) => queries.partCountQuery(partOf(slots, index), slots[2] as number)),
    );
    skipping -= Number(counted[0]?.n ?? 0);
  }
  return null;
}

/** The rungs `step` rows apart, or null when the table was written meanwhile (`written`, asked at each hop). */
export async function hopLadder(db: Db, queries: ListQueries, step: number, written: () => boolean): Promise<ListCursor[] | null> {
  const rungs: ListCursor[] = [];
  let place = await placeAfter(db, queries, null, step - 1);
  while (place !== null && rungs.length <= MAX_RUNGS) {
    if (written()) return null;
    rungs.push(place);
    place = await placeAfter(db, queries, place, step - 1);
  }
  return rungs;
}
