/**
 * A background build's long PostgreSQL statements, cancelled when the server closes (backgroundBuilds.ts): a whole
 * build is one statement of a minute and more at a million rows, and the close waited for it — a test's server, or a
 * deploy's old instance, held that long. The statement ends with PostgreSQL's query_canceled, its transaction rolls
 * back, and the build is done again after the next start. SQLite builds in steps and looks at the signal between them.
 */
import { sql } from 'kysely';
import type { BuildSignal } from './backgroundBuilds.js';
import type { Db } from './db/types.js';

/** Why the build stopped when the close came before its statement started. */
export class BuildStopped extends Error {
  constructor() {
    super('background build stopped: the server is closing');
  }
}

/**
 * Runs `work` in `trx` (a PostgreSQL transaction), its backend cancelled from `db`'s pool if the server closes
 * meanwhile. Unregistered before it returns, so a cancel never reaches the connection's next user.
 */
export async function cancelledOnStop<T>(db: Db, trx: Db, signal: BuildSignal, work: () => Promise<T>): Promise<T> {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
  const pid = rows[0]?.pid;
  const off = signal.onStop(() => sql`select pg_cancel_backend(${pid})`.execute(db));
  try {
    // A close that came before the registration cancelled nothing.
    if (signal.stopping) throw new BuildStopped();
    return await work();
  } finally {
    off();
  }
}
