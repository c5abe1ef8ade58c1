/**
 * Start-up work (schema sync, first-start seed) that must run once even when several server instances start
 * together over one PostgreSQL database: a session-level advisory lock held on a connection of its own serializes
 * them, so the second instance finds the schema and the seed in place. SQLite has one server per data folder.
 */
import { sql } from 'kysely';
import type { Db, DialectName } from './types.js';

/** An arbitrary constant shared by every instance of this server ("kygl" in ASCII). */
const STARTUP_LOCK_KEY = 0x6b79676c;

export async function withStartupLock<T>(db: Db, dialect: DialectName, work: () => Promise<T>): Promise<T> {
  if (dialect !== 'postgres') return work();
  let connected = false;
  try {
    return await db.connection().execute(async (connection) => {
      connected = true;
      await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
      }
    });
  } catch (error) {
    // The first connection of the start: a wrong URL or a server that is down, said plainly.
    if (!connected) throw new Error(`无法连接数据库(DATABASE_URL):${error instanceof Error ? error.message : String(error)}`, { cause: error });
    throw error;
  }
}
