/**
 * Writes made by another server instance over the same PostgreSQL database, heard (D-SCALE-9). Every table of the
 * schema carries a statement-level trigger that sends `NOTIFY kygl_table_written, '<table>'`; PostgreSQL delivers it
 * when the writing transaction commits (once per table and transaction), to every instance, and for every writer:
 * another instance, the seed command, an administrator's psql. Each instance listens on a connection of its own and
 * moves the table's write generation on (writeGenerations.ts), so its caches (sessions, accounts, totals, names)
 * miss from then on — within moments of the commit, as the hub's bus carries a role change.
 *
 * While that connection is down the generations are not exact: cached answers then live STALE_MS at most
 * (generationCache.ts), and once it is up again every table's generation moves on (writes meanwhile were not heard).
 */
import pg from 'pg';
import { sql } from 'kysely';
import { retryingConflicts } from './serializableWrite.js';
import type { Db } from './types.js';
import type { WriteGenerations } from './writeGenerations.js';

export const WRITE_CHANNEL = 'kygl_table_written';
const TRIGGER = 'kygl_table_written';
const FUNCTION = 'kygl_table_written';

/** First wait before connecting again; doubled after each failed try, up to RECONNECT_MAX_MS. */
export const RECONNECT_FIRST_MS = 500;
export const RECONNECT_MAX_MS = 30_000;

/**
 * The notifying function, and its trigger on each table of the current schema that lacks it (schema sync, under the
 * start-up lock, after its transaction: each statement on its own, so a start holds one table's lock at a time while
 * the instances already running go on writing) — but the server's own bookkeeping (kygl_…: the kept row counts), which
 * no cache holds and which every write to a counted table writes too. A trigger already in place is left alone:
 * replacing it would lock the table against the other instances' writes at every start. Tables a feature makes later,
 * in its own plugin (the score facts, the report cubes), get theirs at the next start of any instance.
 */
export async function installTableWriteTriggers(db: Db): Promise<void> {
  await retryingConflicts('postgres', () =>
    sql
      .raw(`create or replace function ${FUNCTION}() returns trigger language plpgsql as $$
begin
  perform pg_notify('${WRITE_CHANNEL}', tg_table_name);
  return null;
end $$`)
      .execute(db),
  );
  const missing = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname = current_schema() and c.relname not like 'kygl!_%' escape '!'
      and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = ${TRIGGER})`.execute(db);
  for (const { name } of missing.rows) {
    await retryingConflicts('postgres', () =>
      sql`create trigger ${sql.id(TRIGGER)} after insert or update or delete or truncate on ${sql.table(name)}
      for each statement execute function ${sql.id(FUNCTION)}()`.execute(db),
    );
  }
}

export interface TableWriteListener {
  close(): Promise<void>;
}

/**
 * Listens for the table-write notices on a connection of its own and keeps `generations` in step with them: exact
 * while listening; on a lost connection not exact, and connecting again with a growing wait.
 */
export function listenForTableWrites(
  connectionString: string,
  generations: WriteGenerations,
  log: (message: string) => void = console.error,
): TableWriteListener {
  let client: pg.Client | null = null;
  let closed = false;
  let wait = RECONNECT_FIRST_MS;
  let timer: NodeJS.Timeout | null = null;

  const lost = (current: pg.Client, reason: string) => {
    if (client !== current) return;
    client = null;
    generations.setExact(false);
    current.removeAllListeners('notification');
    current.end().catch(() => undefined);
    if (closed) return;
    log(`PostgreSQL 写入通知连接已断开(${reason}),${wait} ms 后重连;期间缓存至多保留 10 秒`);
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, wait);
    wait = Math.min(wait * 2, RECONNECT_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    const current = new pg.Client({ connectionString, keepAlive: true });
    client = current;
    current.on('notification', (message) => {
      if (message.channel === WRITE_CHANNEL) generations.bump(message.payload || null);
    });
    current.on('error', (error) => lost(current, error.message));
    current.on('end', () => lost(current, 'closed'));
    try {
      await current.connect();
      await current.query(`listen ${WRITE_CHANNEL}`);
    } catch (error) {
      lost(current, error instanceof Error ? error.message : String(error));
      return;
    }
    if (client !== current || closed) return;
    // Writes made while nobody listened were not heard: nothing cached before now may answer again.
    generations.bump(null);
    generations.setExact(true);
    wait = RECONNECT_FIRST_MS;
  };

  void connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      generations.setExact(false);
      if (current) await current.end().catch(() => undefined);
    },
  };
}
