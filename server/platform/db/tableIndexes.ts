/**
 * A table's own indexes (TableDefinition.indexes: relate ids, sortable fields, declared ones) kept only where no other
 * index of the table already leads with their columns. A big table gets list indexes (records/listIndexes.ts) such as
 * (Dept_Id, Create_Time, Id), which answer every lookup an index on Dept_Id would: keeping both made every insert,
 * update and delete write one B-tree more, and made every plan weigh one index more (D-PERF-34t). Each wanted index is
 * created unless another covers it, and dropped once another does; whoever adds or drops indexes that may cover (list
 * and report indexes, a bulk load's rebuild) calls syncTableIndexes after, so that an index no longer covered is made
 * again.
 */
import { sql } from 'kysely';
import type { TableDefinition } from './internalTables.js';
import type { Db, DialectName } from './types.js';

/**
 * Per table, per index: its leading plain columns (up to the first expression, or on PostgreSQL the first column in
 * another order than the default) — B-tree indexes without a WHERE.
 */
export type PresentIndexes = Map<string, Map<string, string[]>>;

/** The name schema sync gives an index (bulk loads drop and rebuild them by it). */
export function indexName(table: string, columns: readonly string[]): string {
  return `ix_${table}_${columns.join('_')}`.slice(0, 63);
}

interface IndexColumn {
  tbl: string;
  idx: string;
  col: string | null;
}

/** Every usable index of the database's tables (PostgreSQL: of the schema written to), in one statement. */
export async function presentIndexes(db: Db, dialect: DialectName): Promise<PresentIndexes> {
  const rows =
    dialect === 'postgres'
      ? // A column kept in another order (DESC, NULLS FIRST: the list indexes' sort column) ends the plain ones too: an
        // index on it in the default order serves an ORDER BY that one does not.
        await sql<IndexColumn>`select t.relname as tbl, i.relname as idx, case when k.opt = 0 then a.attname end as col
          from pg_index x
          join pg_class i on i.oid = x.indexrelid
          join pg_class t on t.oid = x.indrelid
          join pg_namespace n on n.oid = t.relnamespace and n.nspname = current_schema()
          join pg_am am on am.oid = i.relam and am.amname = 'btree'
          cross join lateral unnest(x.indkey::int2[], x.indoption::int2[]) with ordinality as k(attnum, opt, ord)
          left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum and k.attnum > 0
          where x.indpred is null and k.ord <= x.indnkeyatts
          order by t.relname, i.relname, k.ord`.execute(db)
      : await sql<IndexColumn>`select m.name as tbl, il.name as idx, ii.name as col
          from sqlite_master m, pragma_index_list(m.name) il, pragma_index_info(il.name) ii
          where m.type = 'table' and il.partial = 0
          order by m.name, il.name, ii.seqno`.execute(db);
  const present: PresentIndexes = new Map();
  const ended = new Set<string>();
  for (const { tbl, idx, col } of rows.rows) {
    const indexes = present.get(tbl) ?? new Map<string, string[]>();
    present.set(tbl, indexes);
    const columns = indexes.get(idx) ?? [];
    indexes.set(idx, columns);
    // An expression ends what the index can serve as plain columns.
    const key = `${tbl}\u0000${idx}`;
    if (col === null) ended.add(key);
    else if (!ended.has(key)) columns.push(col);
  }
  return present;
}

/** Another present index of `table` whose leading columns are `columns` (then it serves every lookup they would). */
export function coveringIndex(present: PresentIndexes, table: string, name: string, columns: readonly string[]): string | null {
  for (const [other, leading] of present.get(table) ?? []) {
    if (other !== name && leading.length >= columns.length && columns.every((column, i) => leading[i] === column)) return other;
  }
  return null;
}

/**
 * Each table's own indexes: created where missing and not covered by another index, dropped where another covers
 * them. `present` when the caller has just read it (schema sync, in its transaction).
 */
export async function syncTableIndexes(db: Db, dialect: DialectName, tables: readonly TableDefinition[], present?: PresentIndexes): Promise<void> {
  const indexes = present ?? (await presentIndexes(db, dialect));
  for (const table of tables) {
    for (const columns of table.indexes) {
      const name = indexName(table.name, columns);
      const has = indexes.get(table.name)?.has(name) ?? false;
      const covered = coveringIndex(indexes, table.name, name, columns) !== null;
      if (covered && has) {
        await db.schema.dropIndex(name).ifExists().execute();
        indexes.get(table.name)?.delete(name);
      } else if (!covered && !has) {
        await db.schema
          .createIndex(name)
          .ifNotExists()
          .on(table.name)
          .columns([...columns])
          .execute();
        const own = indexes.get(table.name) ?? new Map<string, string[]>();
        own.set(name, [...columns]);
        indexes.set(table.name, own);
      }
    }
  }
}
