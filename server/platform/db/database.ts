/** Opens the database: SQLite in the data folder (the embedded default), or PostgreSQL when a URL is given. */
import { slowQueryLog } from './slowQueryLog.js';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db, DialectName } from './types.js';
import { isPostgresUrl, openPostgresDatabase } from './postgres.js';
import { registerSqliteConnection, registerSqliteReadPool } from './rawSqlite.js';
import { rowBuilder } from './rowBuilder.js';
import { defaultReadPoolSize, startSqliteReadPool } from './sqliteReadPool.js';
import { startWalCheckpointer } from './walCheckpointer.js';
import { registerWriteGenerations, WriteGenerations, writeGenerationsPlugin } from './writeGenerations.js';
import { cjkTokenText, SQLITE_TOKEN_FUNCTION } from '../../../core/search/cjkTokens.js';

export interface OpenedDatabase {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
}

export const SQLITE_FILE_NAME = 'research.sqlite';

/** Prepared statements kept per connection (D-PERF-16d); the app's SQL texts are few, an IN list's lengths vary. */
const STATEMENT_CACHE_SIZE = 500;

/** What Kysely's SQLite driver calls on a prepared statement. */
interface DriverStatement {
  readonly reader: boolean;
  readonly busy: boolean;
  all(parameters: readonly unknown[]): unknown[];
  run(parameters: readonly unknown[]): SqliteDatabase.RunResult;
  iterate(parameters: readonly unknown[]): IterableIterator<unknown>;
}

function driverStatement(statement: SqliteDatabase.Statement): DriverStatement {
  if (!statement.reader) return statement as unknown as DriverStatement;
  const build = rowBuilder(statement.columns().map((column) => column.name));
  statement.raw(true);
  return {
    reader: true,
    get busy() {
      return statement.busy;
    },
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(build),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const raw of statement.iterate(parameters) as IterableIterator<unknown[]>) yield build(raw);
    },
  };
}

/**
 * The connection as Kysely sees it, with its statements prepared once per SQL text: preparing is a good part of a
 * short query's cost (~10% of a list call's CPU). A statement still being iterated (a streamed query) is not shared.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const cache = new LRUCache<string, DriverStatement>({ max: STATEMENT_CACHE_SIZE });
  return {
    close: () => sqlite.close(),
    prepare(text: string): DriverStatement {
      // A busy statement is not used, so it does not count as used: peek() first, get() (most recently used) to use it.
      const cached = cache.peek(text);
      if (cached && !cached.busy) return cache.get(text) ?? cached;
      const statement = driverStatement(sqlite.prepare(text));
      if (!cached) cache.set(text, statement);
      return statement;
    },
  };
}

/**
 * `PRAGMA data_version` changes when another connection commits to the file (the seed command, a bulk load). Read on
 * the connection directly, prepared once: it is part of every cache lookup. Should the connection be busy (a statement
 * being iterated), a value never seen before makes the lookup miss.
 */
function externalCommits(sqlite: SqliteDatabase.Database): () => string {
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  let unknown = 0;
  // Read once per turn of the event loop: a request's few lookups share it. A commit elsewhere within the turn is
  // seen from the next one, as if the request had come a moment earlier.
  let current: string | undefined;
  const forget = () => {
    current = undefined;
  };
  return () => {
    if (current !== undefined) return current;
    try {
      current = String(dataVersion.get());
    } catch {
      unknown += 1;
      return `busy${unknown}`;
    }
    setImmediate(forget);
    return current;
  };
}

/** SQLITE_READ_WORKERS: threads reading list pages beside the event loop (sqliteReadPool.ts); 0 reads on the event loop. */
function sqliteReadWorkers(): number {
  const setting = process.env.SQLITE_READ_WORKERS;
  // Two at least: list reads differ in cost by orders of magnitude, and one worker queues every page behind a slow one.
  if (setting === undefined || setting.trim() === '') return Math.max(2, defaultReadPoolSize());
  const workers = Number(setting);
  if (!Number.isInteger(workers) || workers < 0 || workers > 16) throw new Error(`SQLITE_READ_WORKERS 无效:应为 0 到 16 的整数`);
  return workers;
}

export function openSqliteDatabase(dataDir: string): OpenedDatabase {
  const sqlite = new SqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // The planner's statistics refreshed where a table grew since they were gathered (cheap: limited analysis); again
  // at close, which is when SQLite advises it (D-PERF-16d).
  sqlite.pragma('optimize = 0x10002');
  // The keyword index's CJK tokenizer (cjkTokens.ts), which its triggers call on every write of an indexed table; the
  // read workers only MATCH tokens computed in JavaScript and need none.
  sqlite.function(SQLITE_TOKEN_FUNCTION, { deterministic: true, varargs: true }, (...fields: unknown[]) => cjkTokenText(fields));
  const checkpointer = startWalCheckpointer(sqlite);
  const generations = new WriteGenerations(externalCommits(sqlite), true);
  const db: Db = new Kysely({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [writeGenerationsPlugin(generations)],
    log: slowQueryLog(),
  });
  registerWriteGenerations(db, generations);
  registerSqliteConnection(db, sqlite);
  const readWorkers = sqliteReadWorkers();
  const readPool = readWorkers > 0 ? startSqliteReadPool(sqlite.name, readWorkers) : null;
  if (readPool) registerSqliteReadPool(db, readPool);
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      await readPool?.close();
      try {
        sqlite.pragma('optimize');
      } catch {
        /* closing anyway */
      }
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
