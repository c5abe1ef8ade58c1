/**
 * The roles whose data scopes (数据权限) decide what a request reads of one module. A person who has not chosen a role
 * reads the union of their roles' scopes (AuthState.scopeRoleIds: all of them) — each role that grants the module's
 * list, as the hub unites the roles of a socket (hubDataScope.ts), and the active role always, whose grant let the call
 * in; once they choose a role, only its scope applies.
 */
import type { FastifyRequest } from 'fastify';
import type { ScopedRole } from '../../core/permissions/dataScope.js';
import { requireLogin } from './guard.js';

/**
 * A role in force. `active`: the session's active role, whose grants let the call in — a statistics grant (报表) is
 * its, so whether such a grant sees the whole module is its scope's question alone; the other roles only widen the rows.
 */
export type RoleInForce = ScopedRole & { active: boolean };

export async function scopedRolesFor(request: FastifyRequest, module: string): Promise<RoleInForce[]> {
  const auth = requireLogin(request);
  const { permissions } = request.server.appContext;
  const roles: RoleInForce[] = [];
  for (const roleId of auth.scopeRoleIds) {
    const active = roleId === auth.roleId;
    if (!active && !(await permissions.has(roleId, module, 'List'))) continue;
    roles.push({ dataScope: (await permissions.grantsFor(roleId)).dataScope, decides: await permissions.has(roleId, module, 'Check'), active });
  }
  // A session whose active role is not among its scope's roles cannot arise; read as the rule 仅本人 if it did.
  return roles.length > 0 ? roles : [{ dataScope: null, decides: false, active: true }];
}
