/**
 * A list's ladder read on SQLite by hops (listLadder.ts): from each rung, the row `step` further on is the next,
 * read as a deep page's ids are — one statement walking `step − 1` entries of the list index after the place. Every
 * hop together walk the list's index once. One statement numbering the whole list (`row_number()`, as PostgreSQL
 * reads it) makes SQLite hand every entry to its virtual machine's output, several times the walk, on one read
 * worker while every list read waits behind it.
 *
 * The hops run on the server's own connection, a few milliseconds of them per turn of the event loop (D-PERF-34e).
 * Sent to the read workers, each hop queued behind the very deep pages the ladder is meant to end: under 32 callers
 * paging at random the thousands of hops of a million-row list took minutes, every page meanwhile walking up to half
 * the list. A hop walks a few hundred index entries, well under a millisecond.
 */
import type SqliteDatabase from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import { readCompiledRows, sqliteConnectionOf } from '../platform/db/rawSqlite.js';
import type { ColumnValue, Db } from '../platform/db/types.js';
import { afterCursorParts, type ListCursor } from './listCursor.js';
import { MAX_RUNGS } from './listLadder.js';
import type { Condition, ListQueries } from './listQuery.js';

type PlaceRead = (compiled: CompiledQuery<unknown>) => Promise<Array<Record<string, unknown>>>;

/** The place of the row `skip` rows after `cursor` (null: from the list's start), or null past the list's end. */
export async function placeAfter(
  db: Db,
  queries: ListQueries,
  cursor: ListCursor | null,
  skip: number,
  read: PlaceRead = (compiled) => readCompiledRows<Record<string, unknown>>(db, compiled as CompiledQuery<Record<string, unknown>>),
): Promise<ListCursor | null> {
  const found = (rows: Array<Record<string, unknown>>): ListCursor | null =>
    rows.length === 0 ? null : { value: (rows[0]!.v ?? null) as ColumnValue, id: String(rows[0]!.id) };
  if (cursor === null) {
    return found(await read(queries.templated('place', [skip], ([s]) => queries.placeQuery(null, s as number))));
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
      await read(
        queries.templated(`${shape} place`, [cursor.value, cursor.id, skipping], (slots) => queries.placeQuery(partOf(slots, index), slots[2] as number)),
      ),
    );
    if (place) return place;
    if (skipping === 0) continue;
    const counted = await read(
      queries.templated(`${shape} count`, [cursor.value, cursor.id, skipping], (slots) => queries.partCountQuery(partOf(slots, index), slots[2] as number)),
    );
    skipping -= Number(counted[0]?.n ?? 0);
  }
  return null;
}

/**
 * The rungs `step` rows apart, or null when the table was written meanwhile (`written`, asked at each hop). Each rung
 * is pushed onto `rungs` as it is read, so pages before the hops' front start from one while the rest is read.
 */
export async function hopLadder(db: Db, queries: ListQueries, step: number, written: () => boolean, rungs: ListCursor[] = []): Promise<ListCursor[] | null> {
  const connection = sqliteConnectionOf(db);
  const hop = connection ? turnTakingReader(connection) : { read: undefined, turn: async () => {} };
  await hop.turn();
  let place = await placeAfter(db, queries, null, step - 1, hop.read);
  while (place !== null && rungs.length <= MAX_RUNGS) {
    await hop.turn();
    if (written()) return null;
    rungs.push(place);
    place = await placeAfter(db, queries, place, step - 1, hop.read);
  }
  return rungs;
}

/** The event loop's time a run of hops may take before other work gets a turn. */
const HOP_SLICE_MS = 4;

/**
 * Reads on the server's connection, synchronously, and `turn()`: a pause for the event loop once the hops since the
 * last one took HOP_SLICE_MS, or while a transaction is open on the connection (a read then would see its uncommitted
 * rows; a Kysely transaction holds the connection across turns).
 */
function turnTakingReader(connection: SqliteDatabase.Database): { read: PlaceRead; turn: () => Promise<void> } {
  const prepared = new Map<string, SqliteDatabase.Statement>();
  let sliceStarted = performance.now();
  const pause = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    async read(compiled) {
      let statement = prepared.get(compiled.sql);
      if (!statement) prepared.set(compiled.sql, (statement = connection.prepare(compiled.sql)));
      return statement.all(...(compiled.parameters as unknown[])) as Array<Record<string, unknown>>;
    },
    async turn() {
      if (!connection.inTransaction && performance.now() - sliceStarted < HOP_SLICE_MS) return;
      do await pause();
      while (connection.inTransaction);
      sliceStarted = performance.now();
    },
  };
}
