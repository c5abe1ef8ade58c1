// The permissions feature as the rest of the server sees it: other folders import from here, never from its files.
export { callerOf } from './caller.js';
export { departmentParents, personDepartment } from './departmentFacts.js';
export { hasPermission, requireAnyPermission, requireLogin, requirePermission } from './guard.js';
export { renameModuleNode } from './moduleNodeName.js';
export { PermissionService, syncPermissionNodes } from './permissionService.js';
export { grantableActions, grantIds, SYSTEM_WRITES } from './permissionTree.js';
export { scopedRolesFor, type RoleInForce } from './scopeRoles.js';
export { permissionsPlugin } from './plugin.js';
