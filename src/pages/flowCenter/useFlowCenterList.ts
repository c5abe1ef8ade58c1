import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FlowCenterTab } from '../../../contract/index';
import { getFlowCenterPage } from '../../../providers/endpoints/flowCenter';
import { useApi } from '../../app/ApiContext';
import { useHubEvent } from '../../hub/useHubEvent';
import { usePagedSearch } from '../../list/usePagedSearch';
import { useCurrentUser } from '../../session/useSessionActions';
import { centerQuery, type CenterFilters } from './flowCenterView';

const CENTER_KEY = 'flowCenter';

/**
 * One list of the approval centre: its filters and page, the server's answer for them. A module fixed by the page
 * (a checklist) is always sent and cannot be cleared. A hub notice (a new item, a decision) refreshes every centre
 * list, so what waits for me stays current without a reload.
 */
export function useFlowCenterList(tab: FlowCenterTab, fixedModule?: string) {
  const { http } = useApi();
  const userId = useCurrentUser()?.Id ?? null;
  const queryClient = useQueryClient();
  const { filters, page, search, pagination, firstIndex } = usePagedSearch<CenterFilters>();
  const query = centerQuery({ ...filters, moduleName: fixedModule ?? filters.moduleName }, page.index, page.size);

  const result = useQuery({
    queryKey: [CENTER_KEY, userId, tab, query],
    queryFn: ({ signal }) => getFlowCenterPage(http, tab, query, signal),
    enabled: userId !== null,
    // The previous page stays on screen while the next loads: no empty flash when paging.
    placeholderData: keepPreviousData,
  });
  useHubEvent('NotifyMessage', () => void queryClient.invalidateQueries({ queryKey: [CENTER_KEY, userId] }));

  return {
    rows: result.data?.Data ?? [],
    loading: result.isFetching,
    failed: result.isError,
    pagination: pagination(result.data?.Total ?? 0),
    firstIndex,
    filters,
    search,
  };
}

export type FlowCenterList = ReturnType<typeof useFlowCenterList>;
