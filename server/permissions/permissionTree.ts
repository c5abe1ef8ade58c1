/**
 * The permission tree derived from the catalogue: one node per module (EnCode = module name) and under it one
 * node per action. Ids are derived from the codes, so every database gets the same ids.
 */
import type { PermissionAction, PermissionNode } from '../../contract/index.js';
import { PERMISSION_ACTION_NAMES, PERMISSION_ACTIONS } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { stableId } from '../platform/db/ids.js';
import { personalFieldNames } from '../../core/permissions/personalFields.js';
import { MODULE_DESIGNER_PERMISSION, MODULE_DESIGNER_TITLE } from '../../core/permissions/designerPermission.js';

export const ACTION_NAMES: Record<PermissionAction, string> = PERMISSION_ACTION_NAMES;

/** What nobody may do by hand to a module whose records the server writes (Server.SystemRecords). */
export const SYSTEM_WRITES: readonly PermissionAction[] = ['Add', 'Update', 'Delete'];

/** Whether the tree has (and a role may hold) this action on this module. */
export function isGrantable(module: CatalogueModule | undefined, action: PermissionAction): boolean {
  // 查看个人信息 only where there is personal data to see.
  if (action === 'Personal') return module !== undefined && personalFieldNames(module.storedFields).length > 0;
  return !(module?.definition.Server?.SystemRecords && SYSTEM_WRITES.includes(action));
}

export interface TreeNode extends PermissionNode {
  SortCode: number;
}

export const moduleNodeId = (module: string): string => stableId(`permission:${module}`);
export const actionNodeId = (module: string, action: PermissionAction): string => stableId(`permission:${module}:${action}`);

export function derivePermissionTree(catalogue: Catalogue): TreeNode[] {
  const nodes: TreeNode[] = [];
  catalogue.all().forEach((module, m) => {
    const parentId = moduleNodeId(module.name);
    nodes.push({ Id: parentId, Name: module.definition.Description, EnCode: module.name, Parent_Id: null, SortCode: (m + 1) * 100 });
    PERMISSION_ACTIONS.forEach((action, a) => {
      if (!isGrantable(module, action)) return;
      nodes.push({ Id: actionNodeId(module.name, action), Name: ACTION_NAMES[action], EnCode: action, Parent_Id: parentId, SortCode: a + 1 });
    });
  });
  // The module designer's node after the modules: opening the designer is its only action.
  const designer = moduleNodeId(MODULE_DESIGNER_PERMISSION);
  const sortCode = (catalogue.all().length + 1) * 100;
  nodes.push({ Id: designer, Name: MODULE_DESIGNER_TITLE, EnCode: MODULE_DESIGNER_PERMISSION, Parent_Id: null, SortCode: sortCode });
  nodes.push({ Id: actionNodeId(MODULE_DESIGNER_PERMISSION, 'List'), Name: ACTION_NAMES.List, EnCode: 'List', Parent_Id: designer, SortCode: 1 });
  return nodes;
}

/** The actions a grant may give on a name of the tree: the designer has only List. */
export function grantableActions(catalogue: Catalogue, name: string, actions: readonly PermissionAction[]): PermissionAction[] {
  if (name.toLowerCase() === MODULE_DESIGNER_PERMISSION.toLowerCase()) return actions.filter((action) => action === 'List');
  return actions.filter((action) => isGrantable(catalogue.find(name), action));
}

/** The node ids that grant these actions on these modules (module nodes included). */
export function grantIds(modules: readonly string[], actions: readonly PermissionAction[]): string[] {
  return modules.flatMap((module) => [moduleNodeId(module), ...actions.map((a) => actionNodeId(module, a))]);
}
