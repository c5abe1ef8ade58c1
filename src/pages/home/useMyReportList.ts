import { useGetIdentity } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../contract/index';
import { getMyReports } from '../../../providers/endpoints/report';
import { useApi } from '../../app/ApiContext';

/**
 * The reports the user may open (GET /api/report). The same query key as the menu's 统计报表 group
 * (src/menu/useVisibleMenu.ts), so home and menu share one call; a failure is no reports (no leader cards).
 */
export function useMyReportList() {
  const { http } = useApi();
  const { data: user } = useGetIdentity<CurrentUser>();
  return useQuery({
    queryKey: ['report', 'mine', user?.Id ?? null, user?.Curr?.Role_Id ?? null],
    queryFn: ({ signal }) => getMyReports(http, signal).catch(() => []),
    enabled: Boolean(user),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
