/** Resolves the session cookie of each /api request into request.auth (null when anonymous or on leave). */
import type { FastifyInstance } from 'fastify';
import { findSession, SESSION_COOKIE } from './sessions.js';
import { loadUserById, resolveActiveRole } from './users.js';

export function installSessionResolver(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.auth = null;
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/hub/')) return;
    const session = await findSession(app.appContext.db, request.cookies[SESSION_COOKIE]);
    if (!session || session.State !== 'active') return;
    const user = await loadUserById(app.appContext.db, session.User_Id);
    if (!user || !user.Enabled) return;
    request.auth = { sessionId: session.Id, user, roleId: resolveActiveRole(user, session.Role_Id) };
  });
}
