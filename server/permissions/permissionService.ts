/**
 * Who may do what. Role grants (Role.Permission_Ids) and data scopes (Role.DataScope) are read once per role and
 * cached in memory; any write to Role or Permission clears the cache. Checks are by (module name, action code).
 */
import type { PermissionNode } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { Db } from '../platform/db/types.js';
import { nowText } from '../platform/db/time.js';
import { parseIdArray } from '../platform/db/idArray.js';
import { derivePermissionTree } from './permissionTree.js';
import type { RoleDataScope } from '../../core/permissions/dataScope.js';
import { storedRoleDataScope } from '../../core/permissions/dataScopeText.js';

export interface RoleGrants {
  /** Nodes to show: granted nodes and the module nodes above granted actions. */
  nodes: PermissionNode[];
  /** "module|action" in lower case. */
  actions: Set<string>;
  /** The role's data scope (Role.DataScope); null when none is set, so today's rule applies. */
  dataScope: RoleDataScope | null;
}

const actionKey = (module: string, action: string): string => `${module.toLowerCase()}|${action.toLowerCase()}`;

/** Inserts the derived nodes that are missing; existing nodes (and admins' edits to their names) are kept. */
export async function syncPermissionNodes(db: Db, catalogue: Catalogue): Promise<number> {
  const existing = new Set((await db.selectFrom('Permission').select('Id').execute()).map((r) => String(r.Id)));
  const missing = derivePermissionTree(catalogue).filter((n) => !existing.has(n.Id));
  const now = nowText();
  await db.transaction().execute(async (trx) => {
    for (const node of missing) {
      await trx
        .insertInto('Permission')
        .values({
          Id: node.Id,
          Name: node.Name,
          EnCode: node.EnCode,
          Parent_Id: node.Parent_Id,
          SortCode: node.SortCode,
          Create_Time: now,
          Modify_Time: now,
          RowVersion: 1,
        })
        .execute();
    }
  });
  return missing.length;
}

export class PermissionService {
  private allNodes: Promise<PermissionNode[]> | null = null;
  private readonly byRole = new Map<string, Promise<RoleGrants>>();

  constructor(private readonly db: Db) {}

  invalidate(): void {
    this.allNodes = null;
    this.byRole.clear();
  }

  nodes(): Promise<PermissionNode[]> {
    this.allNodes ??= this.loadNodes();
    return this.allNodes;
  }

  grantsFor(roleId: string | null): Promise<RoleGrants> {
    if (!roleId) return Promise.resolve({ nodes: [], actions: new Set(), dataScope: null });
    let grants = this.byRole.get(roleId);
    if (!grants) {
      grants = this.loadGrants(roleId);
      this.byRole.set(roleId, grants);
      grants.catch(() => this.byRole.delete(roleId));
    }
    return grants;
  }

  async allGrants(): Promise<RoleGrants> {
    const nodes = await this.nodes();
    return { nodes, actions: actionsOf(nodes, new Map(nodes.map((n) => [n.Id, n]))), dataScope: null };
  }

  async has(roleId: string | null, module: string, action: string): Promise<boolean> {
    return (await this.grantsFor(roleId)).actions.has(actionKey(module, action));
  }

  private async loadNodes(): Promise<PermissionNode[]> {
    const rows = await this.db.selectFrom('Permission').select(['Id', 'Name', 'EnCode', 'Parent_Id', 'SortCode']).orderBy('SortCode').orderBy('Id').execute();
    const nodes = rows.map((r) => ({
      Id: String(r.Id),
      Name: String(r.Name ?? ''),
      EnCode: String(r.EnCode ?? ''),
      Parent_Id: r.Parent_Id === null ? null : String(r.Parent_Id),
    }));
    return treeOrder(nodes);
  }

  private async loadGrants(roleId: string): Promise<RoleGrants> {
    const [nodes, role] = await Promise.all([
      this.nodes(),
      this.db.selectFrom('Role').select(['Permission_Ids', 'DataScope']).where('Id', '=', roleId).executeTakeFirst(),
    ]);
    const granted = new Set(parseIdArray(role?.Permission_Ids));
    const byId = new Map(nodes.map((n) => [n.Id, n]));
    const visible = new Set<string>();
    for (const id of granted) {
      let node = byId.get(id);
      // A granted node brings its ancestors along, so the tree stays connected.
      while (node && !visible.has(node.Id)) {
        visible.add(node.Id);
        node = node.Parent_Id ? byId.get(node.Parent_Id) : undefined;
      }
    }
    const shown = nodes.filter((n) => visible.has(n.Id));
    return {
      nodes: shown,
      actions: actionsOf(
        nodes.filter((n) => granted.has(n.Id)),
        byId,
      ),
      dataScope: storedRoleDataScope(role?.DataScope),
    };
  }
}

/** Action grants: an action node whose parent is a module node. */
function actionsOf(nodes: PermissionNode[], all: Map<string, PermissionNode>): Set<string> {
  const actions = new Set<string>();
  for (const node of nodes) {
    const parent = node.Parent_Id ? all.get(node.Parent_Id) : undefined;
    if (parent) actions.add(actionKey(parent.EnCode, node.EnCode));
  }
  return actions;
}

/** Parents before their children (each module node followed by its actions), keeping the sort order within a level. */
function treeOrder(nodes: PermissionNode[]): PermissionNode[] {
  const children = new Map<string | null, PermissionNode[]>();
  const ids = new Set(nodes.map((n) => n.Id));
  for (const node of nodes) {
    const parent = node.Parent_Id && ids.has(node.Parent_Id) ? node.Parent_Id : null;
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  const ordered: PermissionNode[] = [];
  const visit = (parent: string | null): void => {
    for (const node of children.get(parent) ?? []) {
      ordered.push(node);
      visit(node.Id);
    }
  };
  visit(null);
  return ordered;
}
