/**
 * The logged-in caller as core's action policy reads them (core/permissions/caller.ts): their id, the administrator
 * flag, and the active role's grants answered from memory — the same answers the route guard (guard.ts) and the app's
 * permission tree give, so an offer computed here is one the caller's next call passes.
 */
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../core/permissions/caller.js';
import { requireLogin } from './guard.js';
import { isGrantable } from './permissionTree.js';

export async function callerOf(request: FastifyRequest): Promise<Caller> {
  const auth = requireLogin(request);
  const { permissions, catalogue } = request.server.appContext;
  // An administrator holds every node the tree has (the app is sent all of them).
  const grants = auth.user.IsAdmin ? null : (await permissions.grantsFor(auth.roleId)).actions;
  return {
    id: auth.user.Id,
    isAdmin: auth.user.IsAdmin,
    can: (module, action) => isGrantable(catalogue.find(module), action) && (grants === null || grants.has(`${module.toLowerCase()}|${action.toLowerCase()}`)),
  };
}
