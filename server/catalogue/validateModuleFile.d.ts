/**
 * Structural check of a module file, written in TypeScript in the spirit of a JSON Schema: every problem is
 * reported with the file and the JSON path of the field, and stops the server start.
 */
import type { ModuleDefinition } from './types.js';
export declare class CatalogueError extends Error {
    constructor(file: string, fieldPath: string, problem: string);
}
type Json = unknown;
export declare function validateModuleFile(file: string, data: Json): ModuleDefinition;
export {};
