/**
 * Opens PostgreSQL (the scale-out database: several stateless server instances over one database) through Kysely.
 * Values come back in the shapes the SQLite path gives: bigint and numeric as numbers (counts, sums, epoch ms and
 * integers all fit a double here), so feature code never sees a dialect.
 */
import { slowQueryLog } from './slowQueryLog.js';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { OpenedDatabase } from './database.js';
import type { Db } from './types.js';
import { listenForTableWrites } from './tableWriteNotices.js';
import { registerWriteGenerations, WriteGenerations, writeGenerationsPlugin } from './writeGenerations.js';

const INT8_OID = 20;
const NUMERIC_OID = 1700;

const toNumber = (text: string): number => Number(text);

/**
 * Settings of each pooled connection (D-PERF-5a):
 *  - `jit = off`: the app's queries are short; once a report's plan crosses jit_above_cost, compiling it costs more
 *    than it saves;
 *  - `work_mem = 32MB`: a report grouping a hundred thousand rows sorted them on disk at the default 4 MB. Per sort
 *    or hash, so a pool of 10 stays within a few hundred MB.
 */
const CONNECTION_OPTIONS = '-c jit=off -c work_mem=32MB';

/**
 * How long a pooled connection may sit idle before it is closed. pg's default, 10 s, closed the pool in every pause
 * of a quiet office: the next request then paid a new backend's start and, per table it touched, PostgreSQL loading
 * that table's catalog entries and planning cold (a list's first statement on a new connection: ~8 ms of planning
 * against 0.3 ms warm; a request after 12 s of quiet ~25 ms slower than after 2 s). Ten minutes keeps them through
 * a working day's pauses; TCP keep-alive keeps an idle one from being dropped unseen by a firewall between.
 */
const POOL_IDLE_MS = 10 * 60_000;

export function openPostgresDatabase(connectionString: string): OpenedDatabase {
  const pool = new pg.Pool({
    connectionString,
    options: CONNECTION_OPTIONS,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    idleTimeoutMillis: POOL_IDLE_MS,
    keepAlive: true,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID || oid === NUMERIC_OID ? toNumber : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection PostgreSQL ends (a restart, an administrator, a dropped database) is an error event on the
  // pool: unheard, it would end the process. The pool drops that connection and opens another when next needed.
  pool.on('error', (error) => {
    console.error(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  // Exact once the table-write notices are heard (another instance's writes, tableWriteNotices.ts).
  const generations = new WriteGenerations();
  const listener = listenForTableWrites(connectionString, generations);
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }), plugins: [writeGenerationsPlugin(generations)], log: slowQueryLog() });
  registerWriteGenerations(db, generations);
  return {
    db,
    dialect: 'postgres',
    close: async () => {
      await listener.close();
      await db.destroy();
    },
  };
}

/** True for a PostgreSQL connection string (postgres:// or postgresql://). */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}
