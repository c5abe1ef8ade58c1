import { useQueries } from '@tanstack/react-query';
import type { ApiRecord } from '../../../contract/index';
import { useApi } from '../../app/ApiContext';
import { usePermissionIndex } from '../../hooks/usePermissionIndex';
import { HOME_KEY } from './useHomeLive';
import { mergeRecent, RECENT_MODULES, RECENT_PAGE_SIZE, type RecentRecord } from './recentRecords';

/** The user's latest records in the recent-record modules they may List (through the data provider). */
export function useRecentRecords(userId: string | undefined): { records: RecentRecord[]; loading: boolean } {
  const { dataProvider } = useApi();
  const permissions = usePermissionIndex();
  const sources = permissions && userId ? RECENT_MODULES.filter((source) => permissions.can(source.module, 'List')) : [];
  const results = useQueries({
    queries: sources.map((source) => ({
      queryKey: [HOME_KEY, 'recent', source.module, userId],
      staleTime: 0,
      queryFn: async () => {
        const page = await dataProvider.getList<ApiRecord>({
          resource: source.module,
          pagination: { currentPage: 1, pageSize: RECENT_PAGE_SIZE },
          sorters: [{ field: 'Create_Time', order: 'desc' }],
          filters: [{ field: 'Create_User_Id', operator: 'eq', value: userId }],
        });
        return { source, records: page.data };
      },
    })),
  });
  const lists = results.flatMap((result) => (result.data ? [result.data] : []));
  return { records: mergeRecent(lists), loading: !permissions || results.some((result) => result.isPending) };
}
