/**
 * The better-sqlite3 connection behind a Kysely handle opened by database.ts, for the few writes where Kysely's
 * per-call work is most of the cost (insertMany: a notice's 1,000 copies). SQLite has one connection, so a statement
 * run on it directly inside a Kysely transaction of that handle is part of that transaction. Whoever writes this way
 * bumps the table's write generation itself (the Kysely plugin does not see the statement). Also the handle's read
 * pool (sqliteReadPool.ts) and `readRows` / `readRawRows`, which send a SELECT there when the handle has one.
 */
import type SqliteDatabase from 'better-sqlite3';
import type { Compilable, CompiledQuery, RawBuilder } from 'kysely';
import type { Db } from './types.js';
import type { ReadRow, SqliteReadPool } from './sqliteReadPool.js';

const connections = new WeakMap<object, SqliteDatabase.Database>();
const readPools = new WeakMap<object, SqliteReadPool>();

export function registerSqliteConnection(db: object, sqlite: SqliteDatabase.Database): void {
  connections.set(db, sqlite);
}

/** The connection of a handle opened by database.ts on SQLite; undefined for any other handle. */
export function sqliteConnectionOf(db: object): SqliteDatabase.Database | undefined {
  return connections.get(db);
}

export function registerSqliteReadPool(db: object, pool: SqliteReadPool): void {
  readPools.set(db, pool);
}

/**
 * A SELECT's rows, read on a worker's connection when `db` is a SQLite handle opened by database.ts with a read pool
 * (sqliteReadPool.ts), else through Kysely as usual (PostgreSQL, a transaction's handle, tests' own handles). Only for
 * reads whose rows are used as the driver gives them (no Kysely result plugins). Should the worker fail, the read is
 * made on the server's connection: a pool is a speed-up, never a reason for an error.
 */
export async function readRows<R = ReadRow>(db: object, query: Compilable<R> & { execute(): Promise<R[]> }): Promise<R[]> {
  const pool = readPools.get(db);
  if (!pool) return query.execute();
  const compiled = query.compile();
  try {
    return (await pool.read(compiled.sql, compiled.parameters)) as R[];
  } catch {
    return query.execute();
  }
}

/** readRows for a SELECT compiled earlier (compiledReads.ts). */
export async function readCompiledRows<R = ReadRow>(db: Db, compiled: CompiledQuery<R>): Promise<R[]> {
  const pool = readPools.get(db);
  if (pool) {
    try {
      return (await pool.read(compiled.sql, compiled.parameters)) as R[];
    } catch {
      // Read again on the server's connection, as readRows does.
    }
  }
  return (await db.executeQuery(compiled)).rows;
}

/** readRows for a raw SELECT (`sql` template): a report's aggregation (runReport.ts). */
export async function readRawRows<R>(db: Db, query: RawBuilder<R>): Promise<R[]> {
  const pool = readPools.get(db);
  if (!pool) return (await query.execute(db)).rows;
  const compiled = query.compile(db);
  try {
    return (await pool.read(compiled.sql, compiled.parameters)) as R[];
  } catch {
    return (await query.execute(db)).rows;
  }
}
