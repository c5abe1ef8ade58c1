/**
 * The hub and the permission cache: messages for permitted users are decided from the cache, and a change of roles
 * or permissions saved on any instance (its data_update comes over the bus) drops this instance's cached grants.
 */
import type { Hub } from '../hub/index.js';
import type { PermissionService } from './permissionService.js';
import type { Db } from '../platform/db/types.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import { hubDataScopeReach } from './hubDataScope.js';

/** The modules whose records are grants: saving one changes who may do what. */
export const GRANT_MODULES: readonly string[] = ['Role', 'Permission'];

const isGrantModule = (name: string): boolean => GRANT_MODULES.some((module) => module.toLowerCase() === name.toLowerCase());

export function connectHubToPermissions(hub: Hub, permissions: PermissionService, db: Db, catalogue: Catalogue): void {
  hub.usePermits(async (roleIds, module, action) => {
    for (const roleId of roleIds) if (await permissions.has(roleId, module, action)) return true;
    return false;
  });
  hub.useReach(hubDataScopeReach(db, catalogue, permissions));
  hub.onBusMessage((envelope) => {
    if (envelope.target === 'data_update' && isGrantModule(String(envelope.arguments[0]))) permissions.invalidate();
  });
}
