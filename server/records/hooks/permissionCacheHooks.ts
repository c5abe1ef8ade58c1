/** Role and Permission writes change who may do what: drop the cached grants. */
import type { ModuleHooks } from './moduleHooks.js';

export const permissionCacheHooks: ModuleHooks = {
  afterCommit(ctx) {
    ctx.permissions.invalidate();
  },
};
