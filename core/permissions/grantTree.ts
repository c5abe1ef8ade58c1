/**
 * The role editor's permission tree: area → module → action, built from the flat permission nodes
 * (`GET /api/Permission/Permissions`: module nodes with action nodes under them) and an area plan (which modules each
 * area holds, in the order shown; the app takes it from its menu). A module no area names goes to 其他模块, so every
 * node of the tree can be granted. Pure.
 */
import { PERMISSION_ACTION_NAMES, type PermissionAction, type PermissionNode } from '../../contract/index.js';

export interface GrantAction {
  /** The action node's id: what a role's Permission_Ids hold. */
  id: string;
  code: string;
  name: string;
}

export interface GrantModule {
  /** The module node's id (granted with its actions, so the tree stays connected). */
  id: string;
  code: string;
  name: string;
  actions: GrantAction[];
}

export interface GrantArea {
  /** A key of its own (areas are no permission nodes): `area:{n}`. */
  key: string;
  title: string;
  modules: GrantModule[];
}

/** One area of the plan: its title and its modules' codes, in order. */
export interface AreaPlan {
  title: string;
  modules: readonly string[];
}

export const OTHER_AREA_TITLE = '其他模块';
export const AREA_KEY_PREFIX = 'area:';

const actionName = (node: PermissionNode): string => node.Name.trim() || PERMISSION_ACTION_NAMES[node.EnCode as PermissionAction] || node.EnCode;

/** The modules of the nodes, each with its actions, in the nodes' order. Nodes deeper than an action are ignored. */
export function grantModules(nodes: readonly PermissionNode[]): GrantModule[] {
  const modules = new Map<string, GrantModule>();
  for (const node of nodes) {
    if (node.Parent_Id === null) modules.set(node.Id, { id: node.Id, code: node.EnCode, name: node.Name.trim() || node.EnCode, actions: [] });
  }
  for (const node of nodes) {
    const parent = node.Parent_Id === null ? undefined : modules.get(node.Parent_Id);
    parent?.actions.push({ id: node.Id, code: node.EnCode, name: actionName(node) });
  }
  return [...modules.values()];
}

/** Areas in the plan's order, each module in the first area naming it; areas left empty are dropped. */
export function buildGrantTree(nodes: readonly PermissionNode[], plan: readonly AreaPlan[]): GrantArea[] {
  const byCode = new Map(grantModules(nodes).map((module) => [module.code.toLowerCase(), module]));
  const placed = new Set<string>();
  const areas: GrantArea[] = [];
  const addArea = (title: string, modules: GrantModule[]) => {
    if (modules.length > 0) areas.push({ key: `${AREA_KEY_PREFIX}${areas.length}`, title, modules });
  };
  for (const area of plan) {
    const modules: GrantModule[] = [];
    for (const code of area.modules) {
      const module = byCode.get(code.toLowerCase());
      if (!module || placed.has(module.id)) continue;
      placed.add(module.id);
      modules.push(module);
    }
    addArea(area.title, modules);
  }
  addArea(
    OTHER_AREA_TITLE,
    [...byCode.values()].filter((module) => !placed.has(module.id)),
  );
  return areas;
}
