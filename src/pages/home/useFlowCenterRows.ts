import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FlowCenterTab } from '../../../contract/index';
import { getFlowCenterPage } from '../../../providers/endpoints/flowCenter';
import { useApi } from '../../app/ApiContext';
import { useHubEvent } from '../../hub/useHubEvent';

/**
 * Rows the home page counts: at most this many of a centre list (the newest). Beyond it the card says its counts are
 * of the newest ones; a person with more open items than this reads them in the centre itself.
 */
export const HOME_CENTER_ROWS = 200;

/**
 * The newest rows of one of the user's approval-centre lists (待我审批 or 我发起的) and how many there are in all. A hub
 * notice (a new item, a decision) asks again, as the centre does, so the counts stay current on an open home page.
 */
export function useFlowCenterRows(tab: FlowCenterTab, userId: string) {
  const { http } = useApi();
  const queryClient = useQueryClient();
  useHubEvent('NotifyMessage', () => void queryClient.invalidateQueries({ queryKey: ['home', 'center', tab, userId] }));
  return useQuery({
    queryKey: ['home', 'center', tab, userId],
    queryFn: ({ signal }) => getFlowCenterPage(http, tab, { PageIndex: 1, PageSize: HOME_CENTER_ROWS }, signal),
    staleTime: 30_000,
  });
}
