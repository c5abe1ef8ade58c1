import type { ModuleHooks } from './moduleHooks.js';
export declare function hooksFor(moduleName: string): ModuleHooks;
