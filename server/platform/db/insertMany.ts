/**
 * Many rows into one table at once, inside the caller's transaction.
 * - SQLite opened by database.ts: one prepared single-row INSERT run per row on the connection itself (the
 *   transaction's), no Kysely in between: less SQLite work than multi-row VALUES, and no building and compiling
 *   of long VALUES lists. The table's write generation is
 *   bumped here, before and after, as the Kysely plugin would.
 * - Any other SQLite handle: multi-row VALUES of ROWS_PER_VALUES rows (20 columns × 400 stays far below SQLite's 32,766
 *   bound values).
 * - PostgreSQL: one `insert … select … from unnest(…)` per ROWS_PER_UNNEST rows, one array per column whose values
 *   differ between the rows, one plain parameter per column that holds the same value in all of them — a VALUES list
 *   of 400 rows is 6,800 parameters PostgreSQL parses and plans each time; a notice's copies share all but their Id and
 *   receiver, so a value sent once instead of once per row spares PostgreSQL most of the parsing.
 */
import type SqliteDatabase from 'better-sqlite3';
import { sql, type RawBuilder } from 'kysely';
import type { StorageKind } from './columnTypes.js';
import { sqliteConnectionOf } from './rawSqlite.js';
import type { Db, DialectName, Row } from './types.js';
import { writeGenerationsOf } from './writeGenerations.js';

const ROWS_PER_VALUES = 400;
const ROWS_PER_UNNEST = 10_000;
const PG_TYPES: Record<StorageKind, string> = { text: 'text', integer: 'bigint', real: 'double precision' };

export interface InsertColumn {
  name: string;
  kind: StorageKind;
}

/** Where rows go: the table and its columns, on the database handle (`db`, as opened) the transaction belongs to. */
export interface InsertTarget {
  db: Db;
  dialect: DialectName;
  table: string;
  columns: readonly InsertColumn[];
}

export async function insertMany(trx: Db, target: InsertTarget, rows: readonly Row[]): Promise<void> {
  const { dialect, table, columns } = target;
  if (dialect === 'postgres') {
    for (let start = 0; start < rows.length; start += ROWS_PER_UNNEST) await insertUnnest(trx, table, columns, rows.slice(start, start + ROWS_PER_UNNEST));
    return;
  }
  const connection = sqliteConnectionOf(target.db);
  if (connection) {
    insertOnConnection(connection, target, rows);
    return;
  }
  for (let start = 0; start < rows.length; start += ROWS_PER_VALUES) {
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + ROWS_PER_VALUES).map((row) => pick(row, columns)))
      .execute();
  }
}

async function insertUnnest(trx: Db, table: string, columns: readonly InsertColumn[], rows: readonly Row[]): Promise<void> {
  const valueOf = (row: Row, name: string): unknown => row[name] ?? null;
  const first = rows[0];
  if (first === undefined) return;
  const shared = columns.map((column) => rows.every((row) => valueOf(row, column.name) === valueOf(first, column.name)));
  // unnest needs one array at least: rows alike in every column (or a single row) still give the first as one.
  if (shared.every(Boolean)) shared[0] = false;
  const arrays: RawBuilder<unknown>[] = [];
  const selected = columns.map((column, index) => {
    const type = PG_TYPES[column.kind];
    if (shared[index]) return sql`${valueOf(first, column.name)}::${sql.raw(type)}`;
    arrays.push(sql`${rows.map((row) => valueOf(row, column.name))}::${sql.raw(`${type}[]`)}`);
    return sql.ref(`u.c${arrays.length - 1}`);
  });
  const aliases = arrays.map((_, index) => sql.ref(`c${index}`));
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column.name)))}) select ${sql.join(selected)} from unnest(${sql.join(arrays)}) as u(${sql.join(aliases)})`.execute(
    trx,
  );
}

const insertStatements = new WeakMap<SqliteDatabase.Database, Map<string, SqliteDatabase.Statement>>();

function insertStatement(connection: SqliteDatabase.Database, table: string, columns: readonly InsertColumn[]): SqliteDatabase.Statement {
  const names = columns.map((column) => `"${column.name.replaceAll('"', '""')}"`);
  const text = `insert into "${table.replaceAll('"', '""')}" (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`;
  let statements = insertStatements.get(connection);
  if (!statements) insertStatements.set(connection, (statements = new Map()));
  let statement = statements.get(text);
  if (!statement) statements.set(text, (statement = connection.prepare(text)));
  return statement;
}

function insertOnConnection(connection: SqliteDatabase.Database, target: InsertTarget, rows: readonly Row[]): void {
  if (!connection.inTransaction) throw new Error("insertMany: SQLite rows go in inside the caller's transaction");
  const statement = insertStatement(connection, target.table, target.columns);
  const generations = writeGenerationsOf(target.db);
  generations?.bump(target.table);
  const values: unknown[] = new Array(target.columns.length);
  for (const row of rows) {
    for (let i = 0; i < target.columns.length; i += 1) values[i] = row[target.columns[i]!.name] ?? null;
    statement.run(values);
  }
  generations?.bump(target.table);
}

function pick(row: Row, columns: readonly InsertColumn[]): Row {
  const picked: Row = {};
  for (const column of columns) picked[column.name] = row[column.name] ?? null;
  return picked;
}
