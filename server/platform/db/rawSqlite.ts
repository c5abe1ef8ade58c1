/**
 * The better-sqlite3 connection behind a Kysely handle opened by database.ts, for the few writes where Kysely's
 * per-call work is most of the cost (insertMany: a notice's 1,000 copies). SQLite has one connection, so a statement
 * run on it directly inside a Kysely transaction of that handle is part of that transaction. Whoever writes this way
 * bumps the table's write generation itself (the Kysely plugin does not see the statement).
 */
import type SqliteDatabase from 'better-sqlite3';

const connections = new WeakMap<object, SqliteDatabase.Database>();

export function registerSqliteConnection(db: object, sqlite: SqliteDatabase.Database): void {
  connections.set(db, sqlite);
}

/** The connection of a handle opened by database.ts on SQLite; undefined for any other handle. */
export function sqliteConnectionOf(db: object): SqliteDatabase.Database | undefined {
  return connections.get(db);
}
