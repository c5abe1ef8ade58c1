/**
 * Resolves the session cookie of each /api request into request.auth (null when anonymous or on leave). Where the
 * database's write generations are exact (SQLite; PostgreSQL while it hears other instances' writes,
 * tableWriteNotices.ts) the session and the account come from caches kept until their tables are written (sessions.ts,
 * users.ts); otherwise (PostgreSQL's notices not heard: another server instance may have ended a session) both are
 * read on every request, in one query.
 */
import type { FastifyInstance } from 'fastify';
import type { UserRecord } from '../platform/identity.js';
import type { Db } from '../platform/db/types.js';
import { writeGenerationsOf } from '../platform/db/writeGenerations.js';
import { findSession, liveSession, SESSION_COOKIE, sessionIdOf, type SessionRecord, type SessionRow } from './sessions.js';
import { chosenRole, loadUserById, resolveActiveRole, scopeRolesOf, toUserRecord } from './users.js';
import { PASSWORD_CHANGE_REQUIRED } from '../../contract/index.js';
import { HttpError } from '../platform/http/httpError.js';

/**
 * What a session that must first change its initial password may call (D-SEC-15): who it is, the change itself,
 * logging out, and what the login screen needs before anyone is known (the key that encrypts the password, the
 * institute's name, the report addresses the router waits for). Lower-case paths without the query.
 */
const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set([
  '/api/account/getcurrent',
  '/api/account/repassword',
  '/api/account/logout',
  '/api/account/publickey',
  '/api/tenant/getcurrent',
  '/api/report/routes',
]);

export function allowedBeforePasswordChange(url: string): boolean {
  return ALLOWED_BEFORE_PASSWORD_CHANGE.has(url.split('?')[0].replace(/\/+$/, '').toLowerCase());
}

async function readBoth(db: Db, id: string): Promise<{ session: SessionRecord; user: UserRecord } | null> {
  const row = await db
    .selectFrom('Session')
    .innerJoin('User', 'User.Id', 'Session.User_Id')
    .selectAll('User')
    // The session's own columns, read beside the account's under these names.
    .select([
      'Session.Id as session_Id',
      'Session.User_Id as session_User_Id',
      'Session.Role_Id as session_Role_Id',
      'Session.State as session_State',
      'Session.Create_Time as session_Create_Time',
      'Session.LastSeen as session_LastSeen',
    ])
    .where('Session.Id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const sessionRow: SessionRow = {
    Id: row.session_Id,
    User_Id: row.session_User_Id,
    Role_Id: row.session_Role_Id,
    State: row.session_State,
    Create_Time: row.session_Create_Time,
    LastSeen: row.session_LastSeen,
  };
  const session = await liveSession(db, id, sessionRow);
  return session ? { session, user: toUserRecord(row) } : null;
}

async function resolve(db: Db, token: string | undefined): Promise<{ session: SessionRecord; user: UserRecord | null } | null> {
  if (writeGenerationsOf(db)?.exact) {
    const session = await findSession(db, token);
    return session ? { session, user: await loadUserById(db, session.User_Id) } : null;
  }
  const id = sessionIdOf(token);
  return id === null ? null : readBoth(db, id);
}

export function installSessionResolver(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.auth = null;
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/hub/')) return;
    const found = await resolve(app.appContext.db, request.cookies[SESSION_COOKIE]);
    if (!found || found.session.State === 'left') return;
    const { session, user } = found;
    if (!user?.Enabled || user.AwaitingApproval) return;
    const mustChangePassword = session.State === 'password';
    request.auth = {
      sessionId: session.Id,
      user,
      roleId: resolveActiveRole(user, session.Role_Id),
      scopeRoleIds: scopeRolesOf(user, chosenRole(user, session.Role_Id)),
      ...(mustChangePassword ? { mustChangePassword } : {}),
    };
    // The server enforces it, whatever a client does: nothing else runs until the password is the person's own.
    if (mustChangePassword && !allowedBeforePasswordChange(request.url)) throw new HttpError(403, PASSWORD_CHANGE_REQUIRED);
  });
}
