/**
 * The roles whose data scopes (数据权限) decide what a request reads of one module. A person who has not chosen a role
 * reads the union of their roles' scopes (AuthState.scopeRoleIds: all of them) — each role that grants the module's
 * list, as the hub unites the roles of a socket (hubDataScope.ts), and the active role always, whose grant let the call
 * in; once they choose a role, only its scope applies.
 */
import type { FastifyRequest } from 'fastify';
import type { ScopedRole } from '../../core/permissions/dataScope.js';
import { requireLogin } from './guard.js';

export async function scopedRolesFor(request: FastifyRequest, module: string): Promise<ScopedRole[]> {
  const auth = requireLogin(request);
  const { permissions } = request.server.appContext;
  const roles: ScopedRole[] = [];
  for (const roleId of auth.scopeRoleIds) {
    if (roleId !== auth.roleId && !(await permissions.has(roleId, module, 'List'))) continue;
    roles.push({ dataScope: (await permissions.grantsFor(roleId)).dataScope, decides: await permissions.has(roleId, module, 'Check') });
  }
  // A session whose active role is not among its scope's roles cannot arise; read as the rule 仅本人 if it did.
  return roles.length > 0 ? roles : [{ dataScope: null, decides: false }];
}
