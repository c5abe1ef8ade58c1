import type { CurrentUser } from '../../contract/index';
import type { MenuItem, PermissionCheck } from './menuTypes';

/** Role codes that see the dean menu (SH-MENU-1, SH-CONST-14). */
export const DEAN_ROLE_CODES = ['004', '012'];

/**
 * The dean menu when the active role's codes include 004 or 012, else the standard menu. With an active role set,
 * only roles matching it count.
 */
export function usesDeanMenu(user: Pick<CurrentUser, 'Roles' | 'Curr'> | null | undefined): boolean {
  if (!user) return false;
  const activeRoleId = user.Curr?.Role_Id;
  const roles = activeRoleId ? user.Roles.filter((role) => role.Id === activeRoleId) : user.Roles;
  return roles.some((role) => DEAN_ROLE_CODES.includes(role.EnCode));
}

/** Items the user may see: a leaf without permission always shows; a group with no visible child is dropped. */
export function visibleMenu(items: readonly MenuItem[], can: PermissionCheck): MenuItem[] {
  const visible: MenuItem[] = [];
  for (const item of items) {
    if (item.children && item.children.length > 0) {
      const children = visibleMenu(item.children, can);
      if (children.length > 0) visible.push({ ...item, children });
      continue;
    }
    if (!item.permission || can(item.permission)) visible.push(item);
  }
  return visible;
}
