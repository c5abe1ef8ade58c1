/**
 * Makes the keyword indexes (keywordIndex.ts, D-PERF-16e) at start, as the list indexes are made
 * (syncListIndexes.ts): for the tables holding at least LIST_INDEX_MIN_ROWS rows — below that a LIKE over the table
 * takes a few milliseconds, and 135 FTS tables with their triggers would slow every first start — and those no
 * longer derived dropped. A table that grows past the threshold gets its index at the next start. Once an FTS index
 * exists its triggers are always there (a start finding one missing — a bulk load cut short — puts them back and reads
 * the table again), so it never lags the table. The tables whose index this start found or made are registered for
 * the handle: a list uses the index only for them, so a handle never synced keeps the plain LIKE.
 * On PostgreSQL `pg_trgm` is created if missing; when it cannot be (no right to), keywords stay the plain ILIKE.
 * Each indexed table has two keyword indexes (keywordIndex.ts): the trigram one and the CJK bigram one (D-PERF-16e),
 * made and dropped together; the CJK one is filled from the table in batches of CJK_FILL_ROWS rows, in the same
 * transaction (a start cut short leaves no half-filled index that looks whole).
 */
import { sql } from 'kysely';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { withStartupLock } from '../platform/db/startupLock.js';
import type { Db, DialectName } from '../platform/db/types.js';
import {
  cjkClearStatement,
  cjkCreateStatement,
  cjkExpression,
  cjkFillStatement,
  cjkIndexName,
  cjkTriggerNames,
  cjkTriggerStatements,
  ftsCreateStatement,
  ftsNoAutomergeStatements,
  ftsRebuildStatement,
  ftsTriggerNames,
  ftsTriggerStatements,
  hasKeywordIndex,
  KEYWORD_INDEX_PREFIX,
  keywordIndexName,
  postgresBigramsFunction,
  trigramExpression,
} from './keywordIndex.js';
import { isLarge, LIST_INDEX_MIN_ROWS } from './syncListIndexes.js';

const registry = new WeakMap<object, ReadonlySet<string>>();

/** The tables (module names) whose keyword index the last sync on this handle found or made. */
export function keywordIndexedTables(db: object): ReadonlySet<string> {
  return registry.get(db) ?? new Set();
}

const PREFIX_PATTERN = `${KEYWORD_INDEX_PREFIX.replace('_', '!_')}%`;

interface SqliteObjects {
  tables: Set<string>;
  triggers: Set<string>;
}

/** FTS tables (not their shadow tables, which go with them) and triggers bearing the prefix. */
async function sqliteObjects(db: Db): Promise<SqliteObjects> {
  const rows = (
    await sql<{ name: string; type: string; virtual: number }>`select name, type, sql like 'create virtual table%' as virtual
    from sqlite_master where name like ${PREFIX_PATTERN} escape '!'`.execute(db)
  ).rows;
  return {
    tables: new Set(rows.filter((r) => r.type === 'table' && Number(r.virtual) === 1).map((r) => r.name)),
    triggers: new Set(rows.filter((r) => r.type === 'trigger').map((r) => r.name)),
  };
}

/** The triggers made again and the FTS index read again from the table. */
async function restoreFts(db: Db, module: CatalogueModule): Promise<void> {
  for (const name of ftsTriggerNames(module)) await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
  for (const statement of ftsTriggerStatements(module)) await statement.execute(db);
  await ftsRebuildStatement(module).execute(db);
}

/**
 * Rows tokenized per statement while the CJK index is filled: each statement holds the event loop, so the fill goes
 * in steps and other requests run between them.
 */
export const CJK_FILL_ROWS = 50_000;

/** The CJK index's triggers made again and the index filled again from the table, batch by batch of rowids. */
async function restoreCjk(db: Db, module: CatalogueModule): Promise<void> {
  for (const name of cjkTriggerNames(module)) await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
  for (const statement of cjkTriggerStatements(module)) await statement.execute(db);
  await cjkClearStatement(module).execute(db);
  const last = Number((await sql<{ n: number | null }>`select max(rowid) as n from ${sql.table(module.name)}`.execute(db)).rows[0]?.n ?? 0);
  for (let from = 0; from <= last; from += CJK_FILL_ROWS) {
    await cjkFillStatement(module, from, from + CJK_FILL_ROWS).execute(db);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Both keyword indexes of the module whole: each made where missing, its triggers put back and refilled where one is missing. */
async function ensureSqliteIndexes(db: Db, module: CatalogueModule, present: SqliteObjects): Promise<void> {
  if (!present.tables.has(keywordIndexName(module))) {
    await ftsCreateStatement(module).execute(db);
    await restoreFts(db, module);
  } else if (!ftsTriggerNames(module).every((name) => present.triggers.has(name))) await restoreFts(db, module);
  if (!present.tables.has(cjkIndexName(module))) {
    await cjkCreateStatement(module).execute(db);
    await restoreCjk(db, module);
  } else if (!cjkTriggerNames(module).every((name) => present.triggers.has(name))) await restoreCjk(db, module);
  for (const statement of ftsNoAutomergeStatements(module)) await statement.execute(db);
}

async function syncSqlite(db: Db, modules: CatalogueModule[], minRows: number): Promise<Set<string>> {
  const present = await sqliteObjects(db);
  const indexed = new Set<string>();
  await db.transaction().execute(async (trx) => {
    const wantedTables = new Set(modules.flatMap((m) => [keywordIndexName(m), cjkIndexName(m)]));
    const wantedTriggers = new Set(modules.flatMap((m) => [...ftsTriggerNames(m), ...cjkTriggerNames(m)]));
    // Stale triggers first: they write into the stale tables dropped next.
    for (const name of present.triggers) if (!wantedTriggers.has(name)) await sql`drop trigger if exists ${sql.id(name)}`.execute(trx);
    for (const name of present.tables) if (!wantedTables.has(name)) await sql`drop table if exists ${sql.id(name)}`.execute(trx);
    for (const module of modules) {
      const made = present.tables.has(keywordIndexName(module)) || present.tables.has(cjkIndexName(module));
      if (!made && !(await isLarge(trx, module.name, minRows))) continue;
      await ensureSqliteIndexes(trx, module, present);
      indexed.add(module.name);
    }
  });
  return indexed;
}

/** The schema `pg_trgm` lives in, creating it if it is missing; null when it cannot be created. */
async function trigramSchema(db: Db): Promise<string | null> {
  const find = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema ?? null;
  const found = await find();
  if (found !== null) return found;
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
  } catch {
    return null;
  }
  return find();
}

function createTrigramIndex(db: Db, module: CatalogueModule, schema: string) {
  return sql`create index if not exists ${sql.id(keywordIndexName(module))} on ${sql.table(module.name)}
    using gin (${trigramExpression(module)} ${sql.id(schema, 'gin_trgm_ops')})`.execute(db);
}

/** Both keyword indexes of the module (the bigrams' function made first: the index is built over it). */
async function createPostgresIndexes(db: Db, module: CatalogueModule, schema: string, present: ReadonlySet<string>): Promise<void> {
  if (!present.has(keywordIndexName(module))) await createTrigramIndex(db, module, schema);
  if (!present.has(cjkIndexName(module))) {
    await sql.raw(postgresBigramsFunction()).execute(db);
    await sql`create index if not exists ${sql.id(cjkIndexName(module))} on ${sql.table(module.name)} using gin (${cjkExpression(module)})`.execute(db);
  }
}

async function presentPostgresIndexes(db: Db): Promise<Set<string>> {
  const rows = (
    await sql<{ name: string }>`select indexname as name from pg_indexes
    where schemaname = current_schema() and indexname like ${PREFIX_PATTERN} escape '!'`.execute(db)
  ).rows;
  return new Set(rows.map((r) => r.name));
}

async function syncPostgres(db: Db, modules: CatalogueModule[], minRows: number): Promise<Set<string>> {
  const present = await presentPostgresIndexes(db);
  const wanted = new Set(modules.flatMap((m) => [keywordIndexName(m), cjkIndexName(m)]));
  const whole = (m: CatalogueModule) => present.has(keywordIndexName(m)) && present.has(cjkIndexName(m));
  const indexed = new Set(modules.filter(whole).map((m) => m.name));
  const large: CatalogueModule[] = [];
  for (const module of modules) {
    if (whole(module)) continue;
    const made = present.has(keywordIndexName(module)) || present.has(cjkIndexName(module));
    if (made || (await isLarge(db, module.name, minRows))) large.push(module);
  }
  const schema = large.length > 0 ? await trigramSchema(db) : null;
  await db.transaction().execute(async (trx) => {
    for (const name of present) if (!wanted.has(name)) await trx.schema.dropIndex(name).ifExists().execute();
    if (schema === null) return;
    for (const module of large) {
      await createPostgresIndexes(trx, module, schema, present);
      indexed.add(module.name);
    }
  });
  return indexed;
}

export async function syncKeywordIndexes(db: Db, dialect: DialectName, catalogue: Catalogue, minRows = LIST_INDEX_MIN_ROWS): Promise<ReadonlySet<string>> {
  const modules = catalogue.all().filter(hasKeywordIndex);
  const indexed = await withStartupLock(db, dialect, () => (dialect === 'postgres' ? syncPostgres(db, modules, minRows) : syncSqlite(db, modules, minRows)));
  registry.set(db, indexed);
  return indexed;
}

/**
 * For a bulk load (seed/demo/bulkLoadTuning.ts): the module's keyword indexes set aside — SQLite's triggers dropped
 * (the load is not indexed row by row), PostgreSQL's indexes dropped — and the returned function, called when the load
 * is done whatever happened, puts them back: the triggers made again and the FTS indexes filled again from the table,
 * or the indexes built again. Nothing to do for a module without them.
 */
export async function suspendKeywordIndex(db: Db, dialect: DialectName, module: CatalogueModule): Promise<() => Promise<void>> {
  const none = async () => undefined;
  if (!hasKeywordIndex(module)) return none;
  const name = keywordIndexName(module);
  if (dialect === 'sqlite') {
    if (!(await sqliteObjects(db)).tables.has(name)) return none;
    for (const trigger of [...ftsTriggerNames(module), ...cjkTriggerNames(module)]) await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    return () => db.transaction().execute(async (trx) => ensureSqliteIndexes(trx, module, await sqliteObjects(trx)));
  }
  if (!(await presentPostgresIndexes(db)).has(name)) return none;
  const schema = await trigramSchema(db);
  if (schema === null) return none;
  for (const index of [name, cjkIndexName(module)]) await db.schema.dropIndex(index).ifExists().execute();
  return async () => {
    await createPostgresIndexes(db, module, schema, new Set());
  };
}
