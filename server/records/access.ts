/**
 * Route-level access for module operations: the permission check, then the ownership scope. A user-owned
 * module restricts non-administrators to the rows their active role's data scope reaches: their own when none is set,
 * all of them for a role holding Check without a scope, and under a scope also the records they hold a flow task on
 * (dataScopeReach.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { PermissionAction } from '../../contract/index.js';
import type { AuthState } from '../platform/identity.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { forbidden, notFound } from '../platform/http/httpError.js';
import { callerOf, hasPermission, requireLogin, requirePermission, SYSTEM_WRITES } from '../permissions/index.js';
import type { Caller } from '../../core/permissions/caller.js';
import type { Actor } from './actor.js';
import { withheldFieldsFor } from './personalFields.js';
import type { OwnerScope } from './moduleService.js';
import type { RecordScope } from './recordScope.js';
import { departmentScopeOf, rowReachFor, taskScopeOf } from './dataScopeReach.js';

export const MODULE_NOT_FOUND = '模块不存在';

export function findModuleOrThrow(request: FastifyRequest, name: string): CatalogueModule {
  const module = request.server.appContext.catalogue.find(name);
  if (!module) throw notFound(MODULE_NOT_FOUND);
  return module;
}

export interface ModuleAccess {
  auth: AuthState;
  actor: Actor;
  /** The caller as core's action policy reads them (core/permissions/recordActions.ts). */
  caller: Caller;
  owner: OwnerScope;
  /** The rows the caller may reach: the owner scope and the module's read scope (recordScope.ts). */
  scope: RecordScope;
}

/**
 * `grantedOtherwise`: asked only when the role lacks the grant — a read the caller may make on other grounds (a
 * dictionary's items shown by records they may read, dictionaryReads.ts).
 */
export async function requireModuleAccess(
  request: FastifyRequest,
  module: CatalogueModule,
  action: PermissionAction,
  grantedOtherwise?: () => Promise<boolean>,
): Promise<ModuleAccess> {
  // Not even an administrator writes these by hand (a login log that could be edited would prove nothing).
  if (module.definition.Server?.SystemRecords && SYSTEM_WRITES.includes(action)) {
    requireLogin(request);
    throw forbidden(`${module.definition.Description}由系统自动记录，不能手工新增、修改或删除`);
  }
  const otherwise = grantedOtherwise !== undefined && !(await hasPermission(request, module.name, action)) && (await grantedOtherwise());
  const auth = otherwise ? requireLogin(request) : await requirePermission(request, module.name, action);
  const actor: Actor = { userId: auth.user.Id, isAdmin: auth.user.IsAdmin, sessionId: auth.sessionId, name: auth.user.Name, address: request.ip };
  const scope = await recordScopeOf(request, module, actor);
  return { auth, actor, caller: await callerOf(request), owner: scope.ownerId, scope };
}

/**
 * The rows of the module this logged-in caller may reach, and the personal fields of them withheld from the caller,
 * once their permission for the action is established.
 */
export async function recordScopeOf(request: FastifyRequest, module: CatalogueModule, actor: Actor): Promise<RecordScope> {
  const read = request.server.appContext.recordHooks.hooksFor(module.name).readScope?.(actor) ?? null;
  const withheld = await withheldFieldsFor(request, module, actor);
  // The system actor (no user) writes on nobody's behalf, as before.
  if (!module.userOwned || actor.isAdmin || actor.userId === null) return { ownerId: null, read, withheld };
  const { reach, explicit } = await rowReachFor(request, module, actor.userId);
  return {
    ownerId: reach.all ? null : actor.userId,
    departments: departmentScopeOf(reach),
    tasks: taskScopeOf(request, module, reach),
    dataScoped: explicit && !reach.all,
    read,
    withheld,
  };
}
