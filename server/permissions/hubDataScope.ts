/**
 * Which sockets hear of a record beyond its owner: users one of whose roles reaches it (core/permissions/dataScope.ts)
 * — all of the module (Check without a scope), the record's department by a data scope, or a flow task on it. A socket holds all its user's roles, so the
 * union of their scopes is asked; the user's department and the department tree are read only when a role's scope on
 * the module is by department.
 */
import { isRowInReach, rowReachOf, scopeForModule, type ScopedRole } from '../../core/permissions/dataScope.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { Db } from '../platform/db/types.js';
import type { PermissionService } from './permissionService.js';
import { holdsTaskOn } from '../platform/approvalTasks.js';
import { departmentParents, userDepartment } from './departmentFacts.js';

const DEPT_COLUMN = 'Dept_Id';

export function hubDataScopeReach(db: Db, catalogue: Catalogue, permissions: PermissionService) {
  return async (userId: string, roleIds: readonly string[], module: string, record: { deptId?: string; id?: string }): Promise<boolean> => {
    const hasDeptColumn = catalogue.find(module)?.fieldsByName.get(DEPT_COLUMN)?.Relate?.toLowerCase() === 'dept';
    const roles: ScopedRole[] = [];
    for (const roleId of roleIds) {
      if (!(await permissions.has(roleId, module, 'List'))) continue;
      roles.push({ dataScope: (await permissions.grantsFor(roleId)).dataScope, decides: await permissions.has(roleId, module, 'Check') });
    }
    if (roles.length === 0) return false;
    const byDepartment = hasDeptColumn && roles.some((role) => ['dept', 'deptAndBelow'].includes(scopeForModule(role.dataScope, module)?.kind ?? ''));
    const own = byDepartment ? await userDepartment(db, userId) : null;
    const parents = byDepartment && own !== null ? await departmentParents(db) : new Map<string, string | null>();
    const reach = rowReachOf({ user: { id: userId, deptId: own }, roles, module, deptParents: parents, hasDeptColumn });
    if (isRowInReach({ ownerId: null, deptId: record.deptId ?? null }, reach)) return true;
    // An approver under a data scope hears of the records they are asked to judge (the flow centre's notion).
    return !reach.all && reach.tasks && record.id !== undefined && (await holdsTaskOn(db, module, record.id, userId));
  };
}
