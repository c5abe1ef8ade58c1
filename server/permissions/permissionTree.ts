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
import { OPER_LOG_PERMISSION, OPER_LOG_TITLE } from '../../core/permissions/operLogPermission.js';

/** Nodes of the tree that are no module, each with List only: the module designer and the 操作日志. */
const PAGE_PERMISSIONS = [
  { code: MODULE_DESIGNER_PERMISSION, title: MODULE_DESIGNER_TITLE },
  { code: OPER_LOG_PERMISSION, title: OPER_LOG_TITLE },
] as const;

const isPagePermission = (name: string): boolean => PAGE_PERMISSIONS.some((page) => page.code.toLowerCase() === name.toLowerCase());

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
  // The module designer's and the 操作日志's nodes after the modules: opening the page is their only action.
  PAGE_PERMISSIONS.forEach((page, p) => {
    const parentId = moduleNodeId(page.code);
    const sortCode = (catalogue.all().length + 1 + p) * 100;
    nodes.push({ Id: parentId, Name: page.title, EnCode: page.code, Parent_Id: null, SortCode: sortCode });
    nodes.push({ Id: actionNodeId(page.code, 'List'), Name: ACTION_NAMES.List, EnCode: 'List', Parent_Id: parentId, SortCode: 1 });
  });
  return nodes;
}

/** The actions a grant may give on a name of the tree: the designer and the 操作日志 have only List. */
export function grantableActions(catalogue: Catalogue, name: string, actions: readonly PermissionAction[]): PermissionAction[] {
  if (isPagePermission(name)) return actions.filter((action) => action === 'List');
  return actions.filter((action) => isGrantable(catalogue.find(name), action));
}

/** The node ids that grant these actions on these modules (module nodes included). */
export function grantIds(modules: readonly string[], actions: readonly PermissionAction[]): string[] {
  return modules.flatMap((module) => [moduleNodeId(module), ...actions.map((a) => actionNodeId(module, a))]);
}
