import type { PermissionAction } from '../../contract/index.js';

/**
 * Who asks to act, as both sides know them: the server from the session and the role's grants, the app from the
 * current user and the permission tree (`PermissionIndex` fits). `can` answers for the active role; an
 * administrator's answers every action the module has.
 */
export interface Caller {
  id: string;
  isAdmin: boolean;
  can(module: string, action: PermissionAction): boolean;
}
