/**
 * Resolving client-supplied field names against a module. Only names found here ever reach SQL (as quoted
 * identifiers); anything else is a 400 naming the field.
 */
import type { FieldInfoStrut } from '../../contract/index.js';
import type { CatalogueModule } from '../catalogue/types.js';
import { type StorageKind } from '../db/columnTypes.js';
export interface ResolvedColumn {
    name: string;
    kind: StorageKind;
    /** The descriptor, when the column is a described field (system columns may have none). */
    field: FieldInfoStrut | null;
}
export declare function findColumn(module: CatalogueModule, name: string): ResolvedColumn | null;
export declare function requireColumn(module: CatalogueModule, name: unknown): ResolvedColumn;
