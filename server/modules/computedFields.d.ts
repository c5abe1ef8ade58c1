/** Server-computed fields (module Server.Computed): recomputed on every write, whatever the client sent. */
import type { CatalogueModule } from '../catalogue/types.js';
import type { Row } from '../db/types.js';
export declare function applyComputedFields(module: CatalogueModule, values: Row): void;
