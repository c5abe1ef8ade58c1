import { flowDefinitionHooks } from '../../flow/flowDefinitionHooks.js';
import type { ModuleHooks } from './moduleHooks.js';
import { permissionCacheHooks } from './permissionCacheHooks.js';
import { userHooks } from './userHooks.js';

const HOOKS: Record<string, ModuleHooks> = {
  user: userHooks,
  role: permissionCacheHooks,
  permission: permissionCacheHooks,
  flow: flowDefinitionHooks,
};

export function hooksFor(moduleName: string): ModuleHooks {
  return HOOKS[moduleName.toLowerCase()] ?? {};
}
