/**
 * Who may do what. Role grants (Role.Permission_Ids) are read once per role and cached in memory; any write to
 * Role or Permission clears the cache. Checks are by (module name, action code).
 */
import type { PermissionNode } from '../../contract/index.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { Db } from '../db/types.js';
export interface RoleGrants {
    /** Nodes to show: granted nodes and the module nodes above granted actions. */
    nodes: PermissionNode[];
    /** "module|action" in lower case. */
    actions: Set<string>;
}
/** Inserts the derived nodes that are missing; existing nodes (and admins' edits to their names) are kept. */
export declare function syncPermissionNodes(db: Db, catalogue: Catalogue): Promise<number>;
export declare class PermissionService {
    private readonly db;
    private allNodes;
    private readonly byRole;
    constructor(db: Db);
    invalidate(): void;
    nodes(): Promise<PermissionNode[]>;
    grantsFor(roleId: string | null): Promise<RoleGrants>;
    allGrants(): Promise<RoleGrants>;
    has(roleId: string | null, module: string, action: string): Promise<boolean>;
    private loadNodes;
    private loadGrants;
}
