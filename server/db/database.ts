/** Opens the embedded database: SQLite in the data folder, WAL mode, through Kysely. */
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Db, DialectName } from './types.js';

export interface OpenedDatabase {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
}

export const SQLITE_FILE_NAME = 'research.sqlite';

export function openSqliteDatabase(dataDir: string): OpenedDatabase {
  const sqlite = new SqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const db: Db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
