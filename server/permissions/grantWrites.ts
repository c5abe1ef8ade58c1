/**
 * Who may change grants: roles and permission nodes decide what everyone may do, so only a system administrator
 * (User.IsAdmin) writes them, whatever the role's own grants say: a role holding Role:Update could otherwise give
 * itself everything. A role's Permission_Ids are bounded in count here; that each names an existing node is the
 * generic relation check's (权限:关联数据不存在, a 400).
 */
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { badRequest, forbidden } from '../platform/http/httpError.js';
import type { ModuleHooks, WritePolicy } from '../records/recordHooks.js';
import { toIdList } from '../records/values.js';
import { GRANT_MODULES } from './hubPermissions.js';

export const ADMIN_ONLY_GRANTS = '只有系统管理员可以修改角色和权限';
/** Far above the tree's size (about 8 nodes a module) and far below every database's bound-parameter limit. */
export const MAX_PERMISSION_IDS = 5000;
export const TOO_MANY_PERMISSIONS = `权限:最多${MAX_PERMISSION_IDS}项`;

const isGrantModule = (module: CatalogueModule): boolean => GRANT_MODULES.some((name) => name.toLowerCase() === module.name.toLowerCase());

/** Creating or changing a role or permission node: administrators only; a role's list of ids bounded. */
export const grantWriteHooks = (onCommit: () => void): ModuleHooks => ({
  async prepareWrite({ input, actor }) {
    if (!actor.isAdmin) throw forbidden(ADMIN_ONLY_GRANTS);
    const ids = input.Permission_Ids === undefined ? null : toIdList(input.Permission_Ids);
    if (ids && ids.length > MAX_PERMISSION_IDS) throw badRequest(TOO_MANY_PERMISSIONS);
    return undefined;
  },
  // A saved role or node changes who may do what: drop the cached grants once the write has committed.
  afterCommit: onCommit,
});

/** Deleting a role or permission node: administrators only. */
export const grantDeletePolicy: WritePolicy = {
  async beforeChange(_ctx, module, _idOrBody, change, access) {
    if (change === 'delete' && isGrantModule(module) && !access.actor.isAdmin) throw forbidden(ADMIN_ONLY_GRANTS);
  },
};
