import { useMemo } from 'react';
import { useGetIdentity } from '@refinedev/core';
import type { CurrentUser } from '../../contract/index';
import { usePermissionIndex } from '../hooks/usePermissionIndex';
import { DEAN_MENU, STANDARD_MENU } from './menus';
import type { MenuItem } from './menuTypes';
import { usesDeanMenu, visibleMenu } from './visibleMenu';

/** The menu the current user sees: dean or standard, filtered by the permission tree in memory. */
export function useVisibleMenu(): MenuItem[] {
  const { data: user } = useGetIdentity<CurrentUser>();
  const index = usePermissionIndex();
  return useMemo(() => {
    if (!index) return [];
    const menu = usesDeanMenu(user) ? DEAN_MENU : STANDARD_MENU;
    return visibleMenu(menu, (permission) => (Array.isArray(permission) ? index.can(permission[0], permission[1]) : index.can(permission)));
  }, [user, index]);
}
