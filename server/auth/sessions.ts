/**
 * Server-side sessions. The cookie carries a random 32-byte token; only its SHA-256 is stored, so a leaked
 * database does not hand out sessions. Idle expiry is sliding: each use pushes it back; beside it a session has an
 * absolute lifetime from its login (D-SEC-1), so a stolen cookie kept busy does not live for ever.
 */
import { createHash, randomBytes } from 'node:crypto';
import { cachedRead, type CachedRead } from '../platform/db/generationCache.js';
import type { InternalRow } from '../platform/db/internalDb.js';
import type { Db } from '../platform/db/types.js';
import { nowText } from '../platform/db/time.js';

export const SESSION_COOKIE = 'sid';
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * How stale LastSeen may grow before a request writes it again. Each such write moves the Session table's write
 * generation, and with it every session kept in memory (readSessionRow) is read from the database again on its next
 * request: with a touch a minute, 200 people at work emptied that cache three times a second. Ten minutes of slack on
 * an 8-hour idle expiry (2 %) is harmless.
 */
export const TOUCH_INTERVAL_MS = 10 * 60 * 1000;

/** 'password': logged in with a password an administrator set, allowed only to change it (D-SEC-15). */
export type SessionState = 'active' | 'left' | 'password';

export interface SessionRecord {
  Id: string;
  User_Id: string;
  Role_Id: string | null;
  State: SessionState;
  LastSeen: number;
}

export type SessionRow = InternalRow<'Session'>;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Create_Time is local 'YYYY-MM-DD HH:mm:ss' (nowText); one that cannot be read counts as long ago. */
function createdAt(createTime: string): number {
  const time = Date.parse(createTime.replace(' ', 'T'));
  return Number.isNaN(time) ? 0 : time;
}

/** Idle for too long, or older than the absolute lifetime however busy: the one rule for the API and the hub. */
function hasExpired(row: Pick<SessionRow, 'LastSeen' | 'Create_Time'>, now: number): boolean {
  return now - row.LastSeen > SESSION_IDLE_MS || now - createdAt(row.Create_Time) > SESSION_ABSOLUTE_MS;
}

export async function createSession(db: Db, userId: string, roleId: string | null, state: SessionState = 'active'): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('Session')
    .values({
      Id: hashToken(token),
      User_Id: userId,
      Role_Id: roleId,
      State: state,
      Create_Time: nowText(),
      LastSeen: Date.now(),
    })
    .execute();
  return token;
}

/**
 * Session rows are kept between requests while the Session table is not written — only where every write is seen at
 * once (SQLite; PostgreSQL while its table-write notices are heard, which carry a logout on another server instance
 * here within moments of its commit). Otherwise read on every request. Unknown tokens are not kept, so guessing cannot
 * crowd out real sessions.
 */
const SESSION_ROWS: CachedRead = { name: 'sessions', maxEntries: 20_000, exactOnly: true };

function readSessionRow(db: Db, id: string): Promise<SessionRow | undefined> {
  return cachedRead(
    db,
    SESSION_ROWS,
    'Session',
    id,
    async () => {
      const row = await db.selectFrom('Session').selectAll().where('Id', '=', id).executeTakeFirst();
      return row ? Object.freeze(row) : undefined;
    },
    (row) => row !== undefined,
  );
}

/** The live session for a cookie token (expired ones are deleted on sight). */
export async function findSession(db: Db, token: string | undefined): Promise<SessionRecord | null> {
  const id = sessionIdOf(token);
  if (id === null) return null;
  const row = await readSessionRow(db, id);
  return row ? liveSession(db, id, row) : null;
}

/** The stored id of a cookie token, or null for no token or one too long to be ours. */
export function sessionIdOf(token: string | undefined): string | null {
  return !token || token.length > 200 ? null : hashToken(token);
}

/** The session a stored row describes, or null when it has expired (then it is deleted); touched once a minute. */
export async function liveSession(db: Db, id: string, row: SessionRow): Promise<SessionRecord | null> {
  const now = Date.now();
  if (hasExpired(row, now)) {
    await db.deleteFrom('Session').where('Id', '=', id).execute();
    return null;
  }
  if (now - row.LastSeen > TOUCH_INTERVAL_MS) {
    await db.updateTable('Session').set({ LastSeen: now }).where('Id', '=', id).execute();
  }
  return {
    Id: id,
    User_Id: row.User_Id,
    Role_Id: row.Role_Id,
    State: row.State === 'left' || row.State === 'password' ? row.State : 'active',
    LastSeen: now,
  };
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('Session').where('Id', '=', sessionId).execute();
}

/** Returns the ids of the sessions it ended, so their hub connections can be closed too. */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<string[]> {
  const rows = await db.deleteFrom('Session').where('User_Id', '=', userId).where('Id', '!=', keepSessionId).returning('Id').execute();
  return rows.map((row) => row.Id);
}

/**
 * Ends every session of these users but `keepSessionId` (an administrator's own, when changing their own account):
 * their next call is 未登陆. Answers the ids ended, so their hub connections can be closed too.
 */
export async function deleteSessionsOfUsers(db: Db, userIds: readonly string[], keepSessionId?: string): Promise<string[]> {
  const ended: string[] = [];
  // In slices, within every database's limit on bound parameters.
  for (let start = 0; start < userIds.length; start += 500) {
    let query = db.deleteFrom('Session').where('User_Id', 'in', userIds.slice(start, start + 500));
    if (keepSessionId !== undefined) query = query.where('Id', '!=', keepSessionId);
    ended.push(...(await query.returning('Id').execute()).map((row) => row.Id));
  }
  return ended;
}

export async function updateSession(db: Db, sessionId: string, changes: { Role_Id?: string | null; State?: SessionState }): Promise<void> {
  await db.updateTable('Session').set(changes).where('Id', '=', sessionId).execute();
}

/** Of `sessionIds` (stored ids), those active and not expired, without touching them: the hub's check of its sockets. */
export async function liveSessionIds(db: Db, sessionIds: readonly string[]): Promise<Set<string>> {
  const live = new Set<string>();
  const now = Date.now();
  // In slices, within every database's limit on bound parameters.
  for (let start = 0; start < sessionIds.length; start += 500) {
    const rows = await db
      .selectFrom('Session')
      .select(['Id', 'State', 'LastSeen', 'Create_Time'])
      .where('Id', 'in', sessionIds.slice(start, start + 500))
      .execute();
    for (const row of rows) if (row.State === 'active' && !hasExpired(row, now)) live.add(row.Id);
  }
  return live;
}
