/** Opens the database: SQLite in the data folder (the embedded default), or PostgreSQL when a URL is given. */
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Db, DialectName } from './types.js';
import { isPostgresUrl, openPostgresDatabase } from './postgres.js';
import { startWalCheckpointer } from './walCheckpointer.js';
import { registerWriteGenerations, WriteGenerations, writeGenerationsPlugin } from './writeGenerations.js';

export interface OpenedDatabase {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
}

export const SQLITE_FILE_NAME = 'research.sqlite';

/** Prepared statements kept per connection (D-PERF-16d); the app's SQL texts are few, an IN list's lengths vary. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection as Kysely sees it, with its statements prepared once per SQL text: preparing is a good part of a
 * short query's cost (~10% of a list call's CPU). A statement still being iterated (a streamed query) is not shared.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string): SqliteDatabase.Statement {
      const cached = cache.get(text);
      if (cached && !cached.busy) {
        // Most recently used last: the first key is the one to evict.
        cache.delete(text);
        cache.set(text, cached);
        return cached;
      }
      const statement = sqlite.prepare(text);
      if (!cached) {
        cache.set(text, statement);
        if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      }
      return statement;
    },
  };
}

export function openSqliteDatabase(dataDir: string): OpenedDatabase {
  const sqlite = new SqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // The planner's statistics refreshed where a table grew since they were gathered (cheap: limited analysis); again
  // at close, which is when SQLite advises it (D-PERF-16d).
  sqlite.pragma('optimize = 0x10002');
  const checkpointer = startWalCheckpointer(sqlite);
  const generations = new WriteGenerations();
  const db: Db = new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins: [writeGenerationsPlugin(generations)] });
  registerWriteGenerations(db, generations);
  return {
    db, dialect: 'sqlite',
    close: async () => {
      try { sqlite.pragma('optimize'); } catch { /* closing anyway */ }
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
