/**
 * Who may change grants: roles and permission nodes decide what everyone may do, so only a system administrator
 * (User.IsAdmin) writes them, whatever the role's own grants say: a role holding Role:Update could otherwise give
 * itself everything. A role's Permission_Ids are bounded in count here; that each names an existing node is the
 * generic relation check's (权限:关联数据不存在, a 400).
 */
import { badRequest, forbidden } from '../platform/http/httpError.js';
import { GRANT_MODULES } from './hubPermissions.js';
import { parseRoleDataScope } from '../../core/permissions/dataScopeText.js';

// The record feature's hook shapes, as far as these rules read them: the records feature checks permissions, so
// this folder imports nothing of it (no two server folders import each other); the plugin hands these over.
interface GrantWrite {
  input: Record<string, unknown>;
  actor: { isAdmin: boolean };
}
interface GrantChange {
  actor: { isAdmin: boolean };
}

export const ADMIN_ONLY_GRANTS = '只有系统管理员可以修改角色和权限';
/** Far above the tree's size (about 8 nodes a module) and far below every database's bound-parameter limit. */
export const MAX_PERMISSION_IDS = 5000;
export const TOO_MANY_PERMISSIONS = `权限:最多${MAX_PERMISSION_IDS}项`;

const isGrantModule = (module: { name: string }): boolean => GRANT_MODULES.some((name) => name.toLowerCase() === module.name.toLowerCase());

/** How many ids a wire value lists (an array, a JSON array text or a comma list, as Array fields are read). */
function idCount(raw: unknown): number {
  if (Array.isArray(raw)) return raw.length;
  if (typeof raw !== 'string') return 0;
  const text = raw.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed.length : 0;
    } catch {
      return 0;
    }
  }
  return text === '' ? 0 : text.split(',').length;
}

export const UNKNOWN_SCOPE_MODULE = '数据权限:所选模块不存在';

/** A role's data scope as sent: well formed, bounded, naming modules that exist (a 400 otherwise). */
function checkDataScope(raw: unknown, moduleExists: (name: string) => boolean): void {
  const parsed = parseRoleDataScope(raw);
  if (!parsed.ok) throw badRequest(parsed.message);
  for (const override of parsed.value?.overrides ?? []) if (!override.modules.every(moduleExists)) throw badRequest(UNKNOWN_SCOPE_MODULE);
}

/** Creating or changing a role or permission node: administrators only; a role's list of ids and data scope bounded. */
export const grantWriteHooks = (onCommit: () => void, moduleExists: (name: string) => boolean) => ({
  async prepareWrite({ input, actor }: GrantWrite): Promise<undefined> {
    if (!actor.isAdmin) throw forbidden(ADMIN_ONLY_GRANTS);
    if (idCount(input.Permission_Ids) > MAX_PERMISSION_IDS) throw badRequest(TOO_MANY_PERMISSIONS);
    if ('DataScope' in input) checkDataScope(input.DataScope, moduleExists);
    return undefined;
  },
  // A saved role or node changes who may do what: drop the cached grants once the write has committed.
  afterCommit: onCommit,
});

/** Deleting a role or permission node: administrators only. */
export const grantDeletePolicy = {
  async beforeChange(_ctx: unknown, module: { name: string }, _idOrBody: unknown, change: string, access: GrantChange): Promise<void> {
    if (change === 'delete' && isGrantModule(module) && !access.actor.isAdmin) throw forbidden(ADMIN_ONLY_GRANTS);
  },
};
