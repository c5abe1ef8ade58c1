/**
 * The server-side access check every API route goes through: logged in (401), holds the (module, action)
 * grant in the active role (403). Admins pass every check.
 */
import type { FastifyRequest } from 'fastify';
import type { PermissionAction } from '../../contract/index.js';
import type { AuthState } from '../platform/identity.js';
import { forbidden, notLoggedIn } from '../platform/http/httpError.js';

export function requireLogin(request: FastifyRequest): AuthState {
  if (!request.auth) throw notLoggedIn();
  return request.auth;
}

export async function hasPermission(request: FastifyRequest, module: string, action: PermissionAction): Promise<boolean> {
  const auth = requireLogin(request);
  if (auth.user.IsAdmin) return true;
  return request.server.appContext.permissions.has(auth.roleId, module, action);
}

export async function requirePermission(request: FastifyRequest, module: string, action: PermissionAction): Promise<AuthState> {
  const auth = requireLogin(request);
  if (!(await hasPermission(request, module, action))) throw forbidden();
  return auth;
}

export async function requireAnyPermission(request: FastifyRequest, module: string, actions: readonly PermissionAction[]): Promise<AuthState> {
  const auth = requireLogin(request);
  for (const action of actions) if (await hasPermission(request, module, action)) return auth;
  throw forbidden();
}
