/**
 * PostgreSQL: the row counts of large tables, kept by the database — per table and, for approval modules, per 流程状态.
 * The exact total of an unfiltered list, or of one filtered by 流程状态 alone, counted a million rows: 60 ms alone
 * (two parallel workers), 200–400 ms under the mixed load, and again after every write to the table — about three
 * times a second there — so those counts took a core of the two. Now such a total is a sum over a few lines.
 *
 * Statement-level triggers with transition tables add a line (table, group, ±rows) per writing statement; an update
 * adds one only where it moved rows between groups. Lines are only ever added, never updated in place, so writers
 * never wait for one another on a counter row nor conflict under serializable isolation; a read finding more than
 * COMPACT_AFTER lines of a table folds them into one per group (the lines it deletes and the sum it inserts in one
 * statement: a count read meanwhile sees one or the other). A truncate clears the table's lines.
 *
 * Made at start for the tables large enough to get list indexes (syncListIndexes.ts), under the start-up lock: the
 * table's writes held (share row exclusive) while its lines are counted and its triggers made, so no write falls
 * between. A table that grows past the threshold later is counted as before until the next start. SQLite counts a
 * million rows in ~15 ms on a read thread, beside the event loop, without a second process competing for the cores:
 * it keeps counting.
 */
import { CompiledQuery, sql } from 'kysely';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { withStartupLock } from '../platform/db/startupLock.js';
import type { Db, DialectName } from '../platform/db/types.js';
import type { ListRequest } from './pagePara.js';
import type { RecordScope } from './recordScope.js';
import { isLarge, LIST_INDEX_MIN_ROWS } from './syncListIndexes.js';

export const ROW_COUNTS_TABLE = 'kygl_row_counts';
/** Lines of one table past which a read folds them into one per group. */
export const COMPACT_AFTER = 256;
/** The column whose values are counted apart: approval modules' 流程状态. */
const GROUP_COLUMN = 'FlowStatus';
/** Trigger and function names carry a version: a changed definition is made anew beside the old, never mixed with it. */
const VERSION = 'v1';
const INSERTED = `kygl_rows_${VERSION}_inserted`;
const DELETED = `kygl_rows_${VERSION}_deleted`;
const UPDATED = `kygl_rows_${VERSION}_updated`;
const TRUNCATED = `kygl_rows_${VERSION}_truncated`;
const FOLD = `kygl_rows_${VERSION}_fold`;

/** The group of a transition table's rows: the group column as text (its name is the trigger's argument), or null. */
const GROUP_OF = `case when tg_nargs > 0 then format('%I::text', tg_argv[0]) else 'null::text' end`;

/** A trigger function adding one line per statement; `lines`: the SELECT of (g, n) over the transition tables. */
const lineAdding = (name: string, lines: string) => `create or replace function ${name}() returns trigger language plpgsql as $$
begin
  execute format('insert into ${ROW_COUNTS_TABLE} (tbl, grp, n) ${lines}', ${GROUP_OF}) using tg_table_name;
  return null;
end $$`;

const FUNCTIONS = [
  lineAdding(INSERTED, 'select $1, g, count(*) from (select %s as g from new_rows) r group by g'),
  lineAdding(DELETED, 'select $1, g, -count(*) from (select %s as g from old_rows) r group by g'),
  lineAdding(
    UPDATED,
    'select $1, g, sum(n) from (select %1$s as g, -1 as n from old_rows union all select %1$s, 1 from new_rows) r group by g having sum(n) <> 0',
  ),
  `create or replace function ${TRUNCATED}() returns trigger language plpgsql as $$
begin
  delete from ${ROW_COUNTS_TABLE} where tbl = tg_table_name;
  return null;
end $$`,
  // One fold of a table at a time, whichever instance asks; another asking meanwhile leaves it to that one.
  `create or replace function ${FOLD}(t text) returns void language plpgsql as $$
begin
  if pg_try_advisory_xact_lock(hashtext('${ROW_COUNTS_TABLE}'), hashtext(t)) then
    with gone as (delete from ${ROW_COUNTS_TABLE} where tbl = t returning grp, n)
    insert into ${ROW_COUNTS_TABLE} (tbl, grp, n) select t, grp, sum(n) from gone group by grp having sum(n) <> 0;
  end if;
end $$`,
];

/** Per database handle: the tables whose counts are kept, with their group column (null: the whole table only). */
const registry = new WeakMap<object, ReadonlyMap<string, string | null>>();

export function keptCountTables(db: object): ReadonlyMap<string, string | null> {
  return registry.get(db) ?? new Map();
}

function groupColumnOf(module: CatalogueModule): string | null {
  return module.definition.Server?.Flow === true && module.storedFields.some((field) => field.Name === GROUP_COLUMN) ? GROUP_COLUMN : null;
}

/** The tables that carry the triggers now, with the group column their insert trigger was made with. */
async function presentTables(db: Db): Promise<Map<string, string | null>> {
  const rows = await sql<{ name: string; args: string }>`
    select c.relname as name, encode(t.tgargs, 'escape') as args
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace ns on ns.oid = c.relnamespace
    where ns.nspname = current_schema() and t.tgname = ${INSERTED}`.execute(db);
  // tgargs: each argument followed by a NUL byte, which encode(…, 'escape') writes as \000.
  return new Map(rows.rows.map((row) => [row.name, row.args === '' ? null : row.args.split('\\000')[0] || null]));
}

async function keepCounts(db: Db, table: string, group: string | null): Promise<void> {
  const args = group === null ? sql`` : sql.lit(group);
  await db.transaction().execute(async (trx) => {
    await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(trx);
    for (const name of [INSERTED, DELETED, UPDATED, TRUNCATED]) await sql`drop trigger if exists ${sql.id(name)} on ${sql.table(table)}`.execute(trx);
    await sql`delete from ${sql.table(ROW_COUNTS_TABLE)} where tbl = ${table}`.execute(trx);
    const grouped = group === null ? sql`cast(null as text)` : sql`cast(${sql.ref(group)} as text)`;
    await sql`insert into ${sql.table(ROW_COUNTS_TABLE)} (tbl, grp, n)
      select ${table}, g, count(*) from (select ${grouped} as g from ${sql.table(table)}) r group by g`.execute(trx);
    await sql`create trigger ${sql.id(INSERTED)} after insert on ${sql.table(table)} referencing new table as new_rows
      for each statement execute function ${sql.id(INSERTED)}(${args})`.execute(trx);
    await sql`create trigger ${sql.id(DELETED)} after delete on ${sql.table(table)} referencing old table as old_rows
      for each statement execute function ${sql.id(DELETED)}(${args})`.execute(trx);
    if (group !== null) {
      await sql`create trigger ${sql.id(UPDATED)} after update on ${sql.table(table)} referencing old table as old_rows new table as new_rows
        for each statement execute function ${sql.id(UPDATED)}(${args})`.execute(trx);
    }
    await sql`create trigger ${sql.id(TRUNCATED)} after truncate on ${sql.table(table)}
      for each statement execute function ${sql.id(TRUNCATED)}()`.execute(trx);
  });
}

/**
 * Makes the counts of every large table of the catalogue (PostgreSQL; SQLite: none) and registers the tables whose
 * counts are kept on this handle. `minRows`: tests keep small tables' counts.
 */
export async function syncKeptRowCounts(
  db: Db,
  dialect: DialectName,
  catalogue: Catalogue,
  minRows = LIST_INDEX_MIN_ROWS,
): Promise<ReadonlyMap<string, string | null>> {
  if (dialect !== 'postgres') return new Map();
  const kept = await withStartupLock(db, dialect, async () => {
    await sql`create table if not exists ${sql.table(ROW_COUNTS_TABLE)} (tbl text not null, grp text, n bigint not null)`.execute(db);
    await sql`create index if not exists ${sql.id(`${ROW_COUNTS_TABLE}_tbl`)} on ${sql.table(ROW_COUNTS_TABLE)} (tbl, grp)`.execute(db);
    for (const statement of FUNCTIONS) await sql.raw(statement).execute(db);
    const present = await presentTables(db);
    for (const module of catalogue.all()) {
      const group = groupColumnOf(module);
      const made = present.has(module.name);
      if (made && present.get(module.name) === group) continue;
      // Made with another group column (the module's approval switched), or not yet and the table is large now.
      if (!made && !(await isLarge(db, module.name, minRows))) continue;
      await keepCounts(db, module.name, group);
      present.set(module.name, group);
    }
    return present;
  });
  registry.set(db, kept);
  return kept;
}

/**
 * The statement reading a list's exact total from the kept counts, or null where they cannot answer: a keyword, a data
 * scope, or any filter but one equality on the group column. `conditionOf` says whether a filter narrows the rows at
 * all (an empty value is no condition).
 */
export function keptCountQuery(
  db: Db,
  module: CatalogueModule,
  request: ListRequest,
  scope: RecordScope,
  narrows: (filter: ListRequest['filters'][number]) => boolean,
): CompiledQuery<{ Total: unknown; lines: unknown }> | null {
  const tables = keptCountTables(db);
  if (!tables.has(module.name) || request.keyWord !== '' || scope.ownerId !== null || scope.read !== null) return null;
  const group = tables.get(module.name) ?? null;
  const filters = request.filters.filter(narrows);
  if (filters.length === 0)
    return CompiledQuery.raw(`select coalesce(sum(n), 0) as "Total", count(*) as "lines" from "${ROW_COUNTS_TABLE}" where tbl = $1`, [module.name]);
  const [only] = filters;
  if (filters.length > 1 || group === null || only.Name !== group || only.Compare !== '==' || typeof only.Value !== 'string') return null;
  return CompiledQuery.raw(`select coalesce(sum(n), 0) as "Total", count(*) as "lines" from "${ROW_COUNTS_TABLE}" where tbl = $1 and grp = $2`, [
    module.name,
    only.Value,
  ]);
}

/** The kept total `query` reads; lines past COMPACT_AFTER are folded beside it. */
export async function readKeptCount(db: Db, table: string, query: CompiledQuery<{ Total: unknown; lines: unknown }>): Promise<number> {
  const [row] = (await db.executeQuery(query)).rows;
  if (Number(row?.lines ?? 0) > COMPACT_AFTER) void compactKeptCounts(db, table).catch(() => undefined);
  return Number(row?.Total ?? 0);
}

/** Tables whose lines this process is folding now. */
const folding = new Set<string>();

/**
 * Folds a table's lines into one per group (after a read found more than COMPACT_AFTER of them): once at a time per
 * table. Called as a SELECT of a function — a statement the server's write generations take for a read: the folding
 * changes no count, and a write would have moved every table's generation on (writeGenerations.ts cannot tell which
 * table a raw statement writes), emptying every cache at each fold.
 */
export async function compactKeptCounts(db: Db, table: string): Promise<void> {
  if (folding.has(table)) return;
  folding.add(table);
  try {
    await sql`select ${sql.id(FOLD)}(${table})`.execute(db);
  } finally {
    folding.delete(table);
  }
}
