/**
 * The hub and the permission cache: messages for permitted users are decided from the cache, and a change of roles
 * or permissions saved on any instance (its data_update comes over the bus) drops this instance's cached grants.
 */
import type { Hub } from '../hub/hub.js';
import { hooksFor } from '../records/hooks/registry.js';
import { permissionCacheHooks } from '../records/hooks/permissionCacheHooks.js';
import type { PermissionService } from './permissionService.js';

export function connectHubToPermissions(hub: Hub, permissions: PermissionService): void {
  hub.usePermits(async (roleIds, module, action) => {
    for (const roleId of roleIds) if (await permissions.has(roleId, module, action)) return true;
    return false;
  });
  hub.onBusMessage((envelope) => {
    if (envelope.target !== 'data_update') return;
    if (hooksFor(String(envelope.arguments[0])) === permissionCacheHooks) permissions.invalidate();
  });
}
