/**
 * The database a test server uses. By default SQLite in the test's data folder. With TEST_DATABASE_URL (a postgres://
 * URL, set by `npm run test:postgres`) every data folder gets a PostgreSQL database of its own, named after the
 * folder, so a restart over the same folder finds its data again; the global setup drops them all at the end.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

export const TEST_DATABASE_PREFIX = 'kygl_test_';

/**
 * The run a database belongs to: the pid of the process that started the PostgreSQL run (scripts/test-postgres.mjs
 * sets TEST_RUN_TAG), so two runs on one machine (two worktrees) never drop each other's databases.
 */
function runTag(): string {
  const tag = process.env.TEST_RUN_TAG ?? '';
  return /^[0-9]{1,10}$/.test(tag) ? tag : String(process.pid);
}

/** The configured PostgreSQL server, or undefined for SQLite. */
export function testPostgresUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** A URL to the same server with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

const created = new Map<string, Promise<string>>();

/** The database URL for a data folder: undefined (SQLite in the folder) unless TEST_DATABASE_URL is set. */
export async function testDatabaseUrl(dataDir: string): Promise<string | undefined> {
  const server = testPostgresUrl();
  if (!server) return undefined;
  // Two servers started together over one folder share the creation.
  let url = created.get(dataDir);
  if (!url) {
    url = createTestDatabase(server, dataDir);
    created.set(dataDir, url);
  }
  return url;
}

async function createTestDatabase(server: string, dataDir: string): Promise<string> {
  // A hex digest: safe to quote as an identifier.
  const name = `${TEST_DATABASE_PREFIX}p${runTag()}_${createHash('sha256').update(dataDir).digest('hex').slice(0, 24)}`;
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  return withDatabase(server, name);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** This run's databases, and those of runs whose process has gone (an interrupted run); never a live run's. */
function droppable(name: string, ownTag: string): boolean {
  const tagged = new RegExp(`^${TEST_DATABASE_PREFIX}p([0-9]+)_`).exec(name);
  if (!tagged) return true;
  return tagged[1] === ownTag || !processAlive(Number(tagged[1]));
}

/** Drops the databases this run made, and leftovers of interrupted runs (at the start and at the end). */
export async function dropTestDatabases(server: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    const found = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${TEST_DATABASE_PREFIX}%`]);
    const own = runTag();
    for (const { datname } of found.rows) {
      if (droppable(datname, own)) await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
}
