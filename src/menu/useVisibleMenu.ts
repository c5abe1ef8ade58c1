import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getMyReports } from '../../providers/endpoints/report';
import { useApi } from '../app/ApiContext';
import { useCurrentUser } from '../session/useSessionActions';
import { usePermissionIndex } from '../hooks/usePermissionIndex';
import { DEAN_MENU, STANDARD_MENU } from './menus';
import type { MenuItem } from './menuTypes';
import { usesDeanMenu, visibleMenu } from './visibleMenu';
import { withReportMenu } from './reportMenu';
import { withDesignedEntries } from './designedMenu';
import { useDesignedMenuEntries } from './useDesignedMenuEntries';

/**
 * The menu the current user sees: dean or standard, filtered by the permission tree in memory, and the 统计报表 group
 * of the reports they may open (asked once per user and role; a failure leaves the group out), with the entries of the
 * modules added in the module designer (asked likewise).
 */
export function useVisibleMenu(): MenuItem[] {
  const { http } = useApi();
  const user = useCurrentUser();
  const index = usePermissionIndex();
  const reports = useQuery({
    queryKey: ['report', 'mine', user?.Id ?? null, user?.Curr?.Role_Id ?? null],
    // A failure leaves the group out, and is not asked again at every mount of a menu (the side menu, the shortcuts).
    queryFn: ({ signal }) => getMyReports(http, signal).catch(() => []),
    enabled: Boolean(user && index),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const entries = useDesignedMenuEntries();
  const mine = reports.data;
  return useMemo(() => {
    if (!index) return [];
    const menu = usesDeanMenu(user) ? DEAN_MENU : STANDARD_MENU;
    const visible = visibleMenu(withDesignedEntries(menu, entries), (permission) =>
      Array.isArray(permission) ? index.can(permission[0], permission[1]) : index.can(permission),
    );
    return withReportMenu(visible, mine ?? []);
  }, [user, index, mine, entries]);
}
