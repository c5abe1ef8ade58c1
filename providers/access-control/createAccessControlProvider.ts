import type { AccessControlProvider, CanParams } from '@refinedev/core';
import type { SessionStore } from '../auth/types';
import { ACCESS_DENIED_REASON, REFINE_ACTION_TO_PERMISSION } from './types';

/** The permission code of a Refine action: list/show → List, create → Add, edit → Update, delete → Delete. */
export function toPermissionAction(action: string): string {
  return REFINE_ACTION_TO_PERMISSION[action] ?? action;
}

/**
 * Refine's access control answered from the permission tree held in memory: the tree is loaded once per session
 * (`GET /api/Permission/Permissions`), never one call per button or row (~130 modules in the menu).
 * The module is the resource name, unless the resource sets `meta.permission` (its EnCode).
 */
export function createAccessControlProvider(session: SessionStore): AccessControlProvider {
  return {
    async can({ resource, action, params }: CanParams) {
      const metaModule = params?.resource?.meta?.permission as unknown;
      const module = typeof metaModule === 'string' && metaModule ? metaModule : resource;
      if (!module) return { can: true };
      try {
        const index = await session.getPermissionIndex();
        const can = index.can(module, toPermissionAction(action));
        return can ? { can } : { can, reason: ACCESS_DENIED_REASON };
      } catch {
        return { can: false, reason: ACCESS_DENIED_REASON };
      }
    },
    options: {
      buttons: { enableAccessControl: true, hideIfUnauthorized: true },
      queryOptions: { staleTime: Infinity },
    },
  };
}
