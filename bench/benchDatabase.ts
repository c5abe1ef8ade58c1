/**
 * BENCH_DATABASE_URL (a postgres:// URL): the bench server keeps its data in a fresh PostgreSQL database on that
 * server instead of SQLite, dropped at the end, to measure the scale-out path the same way.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withDatabase } from '../tests/server/testDatabase';

export interface BenchDatabase {
  url: string | undefined;
  /** The PostgreSQL database's name; undefined on SQLite. */
  name?: string;
  drop(): Promise<void>;
}

async function run(server: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Whether database `name` (letters, digits, _) exists on `server`. */
export async function databaseExists(server: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

/** A copy of database `name` as `copy` (both letters, digits, _; nobody connected to `name`). */
export async function copyDatabase(server: string, name: string, copy: string): Promise<void> {
  await run(server, `create database "${copy}" template "${name}"`);
}

/** `template`: a database (letters, digits, _) the new one starts as a copy of. */
export async function createBenchDatabase(server = process.env.BENCH_DATABASE_URL, template?: string): Promise<BenchDatabase> {
  if (!server) return { url: undefined, drop: async () => undefined };
  // BENCH_DATABASE_PREFIX (letters, digits, _) tells apart the databases of several sessions on one server.
  const prefix = /^[a-z][a-z0-9_]{0,30}$/.test(process.env.BENCH_DATABASE_PREFIX ?? '') ? process.env.BENCH_DATABASE_PREFIX : 'kygl_bench';
  // Hex only: safe to quote as an identifier.
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(server, template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  const url = withDatabase(server, name);
  // BENCH_KEEP_DATABASE: left for a look afterwards (EXPLAIN of a slow case); its name is written out.
  if (process.env.BENCH_KEEP_DATABASE) return { url, drop: async () => void process.stderr.write(`PostgreSQL database kept: ${name}\n`) };
  return { url, name, drop: () => run(server, `drop database if exists "${name}" with (force)`) };
}

/** Runs `work` over a fresh database on `server` (SQLite when `server` is undefined), dropped afterwards. */
export async function onFreshDatabase<T>(server: string | undefined, work: (url: string | undefined) => Promise<T>): Promise<T> {
  const database = await createBenchDatabase(server);
  try {
    return await work(database.url);
  } finally {
    await database.drop();
  }
}
