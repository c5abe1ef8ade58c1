/**
 * The permission tree derived from the catalogue: one node per module (EnCode = module name) and under it one
 * node per action. Ids are derived from the codes, so every database gets the same ids.
 */
import type { PermissionAction, PermissionNode } from '../../contract/index.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { CatalogueModule } from '../catalogue/types.js';
export declare const ACTION_NAMES: Record<PermissionAction, string>;
/** What nobody may do by hand to a module whose records the server writes (Server.SystemRecords). */
export declare const SYSTEM_WRITES: readonly PermissionAction[];
/** Whether the tree has (and a role may hold) this action on this module. */
export declare function isGrantable(module: CatalogueModule | undefined, action: PermissionAction): boolean;
export interface TreeNode extends PermissionNode {
    SortCode: number;
}
export declare const moduleNodeId: (module: string) => string;
export declare const actionNodeId: (module: string, action: PermissionAction) => string;
export declare function derivePermissionTree(catalogue: Catalogue): TreeNode[];
/** The node ids that grant these actions on these modules (module nodes included). */
export declare function grantIds(modules: readonly string[], actions: readonly PermissionAction[]): string[];
