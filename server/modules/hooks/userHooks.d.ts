import type { ModuleHooks } from './moduleHooks.js';
export declare const userHooks: ModuleHooks;
