/** Opens the database: SQLite in the data folder (the embedded default), or PostgreSQL when a URL is given. */
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Db, DialectName } from './types.js';
import { isPostgresUrl, openPostgresDatabase } from './postgres.js';
import { startWalCheckpointer } from './walCheckpointer.js';

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
  const checkpointer = startWalCheckpointer(sqlite);
  const db: Db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      await checkpointer.stop();
      await db.destroy();
    },
  };
}

/** `databaseUrl` (DATABASE_URL): a postgres:// URL scales out to PostgreSQL; unset keeps SQLite in `dataDir`. */
export function openDatabase(dataDir: string, databaseUrl?: string): OpenedDatabase {
  if (databaseUrl === undefined || databaseUrl === '') return openSqliteDatabase(dataDir);
  if (!isPostgresUrl(databaseUrl)) throw new Error(`DATABASE_URL 无效:只支持 postgres:// 或 postgresql:// 地址`);
  return openPostgresDatabase(databaseUrl);
}
