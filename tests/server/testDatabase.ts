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

/**
 * The database URL for a data folder: undefined (SQLite in the folder) unless TEST_DATABASE_URL is set. A database made
 * here is empty, or a copy of `template` (the run's seeded template, tests/shipped/seededTemplate.ts).
 */
export async function testDatabaseUrl(dataDir: string, template?: string): Promise<string | undefined> {
  const server = testPostgresUrl();
  if (!server) return undefined;
  // Two servers started together over one folder share the creation.
  let url = created.get(dataDir);
  if (!url) {
    url = createTestDatabase(server, `${TEST_DATABASE_PREFIX}p${runTag()}_${createHash('sha256').update(dataDir).digest('hex').slice(0, 24)}`, template);
    created.set(dataDir, url);
  }
  return url;
}

/** The name of this run's seeded template database (dropped with the run's other databases). */
export function seededTemplateDatabase(): string {
  return `${TEST_DATABASE_PREFIX}p${runTag()}_seeded`;
}

/** The run's seeded template database, created empty for the first start that seeds it. */
export async function seededTemplateDatabaseUrl(): Promise<string> {
  const server = testPostgresUrl();
  if (!server) throw new Error('TEST_DATABASE_URL is not set');
  return createTestDatabase(server, seededTemplateDatabase());
}

// Names are a prefix, digits and hex digests (and `template` one of them): safe to quote as identifiers.
async function createTestDatabase(server: string, name: string, template?: string): Promise<string> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
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
