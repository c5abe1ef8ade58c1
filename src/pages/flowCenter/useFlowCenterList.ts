import { useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FlowCenterTab } from '../../../contract/index';
import { getFlowCenterPage, getStartedCounts } from '../../../providers/endpoints/flowCenter';
import { useApi } from '../../app/ApiContext';
import { useHubEvent } from '../../hub/useHubEvent';
import { useHubRefresh } from '../../hub/useHubRefresh';
import { usePagedSearch } from '../../list/usePagedSearch';
import { useCurrentUser } from '../../session/useSessionActions';
import { centerQuery, type CenterFilters } from './flowCenterView';

const CENTER_KEY = 'flowCenter';
const STARTED_EVENTS = ['data_update'] as const;
const STARTED_REFRESH_DELAY_MS = 500;

/**
 * One list of the approval centre: its filters and page, the server's answer for them. A module fixed by the page
 * (a checklist) is always sent and cannot be cleared; a state named by the page's address (我发起的 from the home
 * page's figures) is applied and followed. A hub notice (a new item, a decision) or a change of records refreshes
 * every centre list, so what waits for me, and where my applications stand, stay current without a reload.
 */
export function useFlowCenterList(tab: FlowCenterTab, fixedModule?: string, status?: string) {
  const { http } = useApi();
  const userId = useCurrentUser()?.Id ?? null;
  const queryClient = useQueryClient();
  const { filters, page, search, pagination, firstIndex } = usePagedSearch<CenterFilters>({ status });
  // The address names another state (a figure clicked on the home page while the centre was open): follow it.
  useEffect(() => {
    if (filters.status !== status) search({ ...filters, status });
  }, [status, filters, search]);
  const query = centerQuery({ ...filters, moduleName: fixedModule ?? filters.moduleName }, page.index, page.size);
  // 我发起的 shows how many records each state holds for the other filters, beside the state chosen.
  const countsQuery = centerQuery({ ...filters, moduleName: fixedModule ?? filters.moduleName, status: undefined }, 1, page.size);
  const counts = useQuery({
    queryKey: [CENTER_KEY, userId, tab, 'counts', countsQuery],
    queryFn: ({ signal }) => getStartedCounts(http, countsQuery, signal),
    enabled: userId !== null && tab === 'started',
  });

  const result = useQuery({
    queryKey: [CENTER_KEY, userId, tab, query],
    queryFn: ({ signal }) => getFlowCenterPage(http, tab, query, signal),
    enabled: userId !== null,
    // The previous page stays on screen while the next loads: no empty flash when paging.
    placeholderData: keepPreviousData,
  });
  useHubEvent('NotifyMessage', () => void queryClient.invalidateQueries({ queryKey: [CENTER_KEY, userId] }));
  // The caller's own records changed (a draft saved, a submission made in another tab): 我发起的 follows, once a burst ends.
  useHubRefresh(
    tab === 'started' ? STARTED_EVENTS : [],
    () => void queryClient.invalidateQueries({ queryKey: [CENTER_KEY, userId, tab] }),
    STARTED_REFRESH_DELAY_MS,
  );

  return {
    rows: result.data?.Data ?? [],
    loading: result.isFetching,
    failed: result.isError,
    pagination: pagination(result.data?.Total ?? 0),
    firstIndex,
    filters,
    search,
    /** 我发起的: the records of each state for the other filters (undefined elsewhere, and until known). */
    counts: counts.data,
  };
}

export type FlowCenterList = ReturnType<typeof useFlowCenterList>;
