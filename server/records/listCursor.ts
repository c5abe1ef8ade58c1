/**
 * A place in a list's order: the sort value and Id of a row (the order's tie-break). The rows after it are those a
 * keyset condition selects, so reading from there costs what a first page does however deep it is — the export's
 * walk (listWalk.ts) and a deep page's anchors (listAnchors.ts) read that way.
 */
import { sql } from 'kysely';
import type { ColumnValue, Row } from '../platform/db/types.js';
import type { Condition } from './listQuery.js';

export interface ListCursor {
  value: ColumnValue;
  id: string;
}

/** Where `row` stands in an order by `sortColumn`. */
export function cursorOf(row: Row, sortColumn: string): ListCursor {
  return { value: (row[sortColumn] ?? null) as ColumnValue, id: String(row.Id) };
}

/**
 * The rows after `cursor` in the list's order, as parts that follow one another in that order, each one range of an
 * index on (sort, Id): `(col, Id) < (v, id)` (a row-value comparison both databases seek on), then `col is null`...
 * Empty values sort as the smallest (first ascending, last descending), as orderPage has both dialects do, and a
 * row-value comparison never holds for them, so they are a part of their own.
 */
export function afterCursorParts(sortColumn: string, mode: 'asc' | 'desc', cursor: ListCursor): Condition[] {
  const column = sql.ref(sortColumn);
  const id = sql.ref('Id');
  const { value } = cursor;
  const beyond = mode === 'asc' ? '>' : '<';
  if (value === null) {
    const sameEmpty: Condition = (eb) => eb.and([eb(column, 'is', null), eb(id, beyond, cursor.id)]);
    return mode === 'asc' ? [sameEmpty, (eb) => eb(column, 'is not', null)] : [sameEmpty];
  }
  const pair: Condition = (eb) => eb(eb.refTuple(sortColumn as never, 'Id' as never), beyond, eb.tuple(value as never, cursor.id as never));
  return mode === 'asc' ? [pair] : [pair, (eb) => eb(column, 'is', null)];
}

/** The first `limit` rows after a place: its parts (afterCursorParts) read in order until there are enough. */
export async function readAfterCursor(parts: readonly Condition[], limit: number, read: (part: Condition, limit: number) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (const part of parts) {
    rows.push(...(await read(part, limit - rows.length)));
    if (rows.length >= limit) break;
  }
  return rows;
}
