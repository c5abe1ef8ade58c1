import type { PermissionNode } from '../../contract/index.js';

export interface PermissionIndex {
  /** Whether the module (EnCode, any case) has an action node with this code under it. Default action: List. */
  can(module: string, action?: string): boolean;
}

/** A menu item's or button's permission: a module (meaning its List action) or a [module, action] pair. */
export type PermissionRequirement = string | readonly [string, string];

/**
 * Indexes the flat permission list (`{Id, EnCode, Parent_Id}`: module nodes with their action nodes as children)
 * as module → action codes, so every check is a lookup in memory.
 */
export function buildPermissionIndex(nodes: readonly PermissionNode[]): PermissionIndex {
  const byId = new Map(nodes.map((node) => [node.Id, node]));
  const actionsByModule = new Map<string, Set<string>>();
  for (const node of nodes) {
    if (node.Parent_Id == null) continue;
    const parent = byId.get(node.Parent_Id);
    if (!parent?.EnCode || !node.EnCode) continue;
    const module = parent.EnCode.toLowerCase();
    let actions = actionsByModule.get(module);
    if (!actions) actionsByModule.set(module, (actions = new Set()));
    actions.add(node.EnCode.toLowerCase());
  }
  return {
    can(module, action = 'List') {
      return actionsByModule.get(module.toLowerCase())?.has(action.toLowerCase()) ?? false;
    },
  };
}

/** The menu's check (SH-MENU-5, SH-PERM-1): a module alone means its List action. */
export function hasPermission(index: PermissionIndex, permission: PermissionRequirement): boolean {
  return typeof permission === 'string' ? index.can(permission) : index.can(permission[0], permission[1]);
}
