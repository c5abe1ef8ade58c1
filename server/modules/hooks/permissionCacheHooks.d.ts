/** Role and Permission writes change who may do what: drop the cached grants. */
import type { ModuleHooks } from './moduleHooks.js';
export declare const permissionCacheHooks: ModuleHooks;
