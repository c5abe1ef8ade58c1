import type { ModuleStruts } from '../../contract/index.js';
import type { CatalogueModule, ModuleDefinition } from './types.js';
/** The relate target that means "an uploaded file" rather than a module. */
export declare const RESOURCE_RELATE = "Resource";
export declare class Catalogue {
    private readonly byLowerName;
    constructor(modules: CatalogueModule[]);
    /** Route segments are case-insensitive: 'thesis' and 'Thesis' are the same module. */
    find(name: string): CatalogueModule | undefined;
    all(): CatalogueModule[];
}
export declare function describeModule(area: string, file: string, definition: ModuleDefinition): CatalogueModule;
/** The descriptor answer: the module file without its server-only key. */
export declare function toModuleStruts(module: CatalogueModule): ModuleStruts;
export declare function loadCatalogue(schemasDir: string): Catalogue;
