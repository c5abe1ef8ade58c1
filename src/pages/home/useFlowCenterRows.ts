import { useQuery } from '@tanstack/react-query';
import type { FlowCenterTab } from '../../../contract/index';
import { getFlowCenterPage } from '../../../providers/endpoints/flowCenter';
import { useApi } from '../../app/ApiContext';
import { HOME_KEY } from './useHomeLive';

/**
 * Rows the home page counts: at most this many of a centre list (the newest). Beyond it the card says its counts are
 * of the newest ones; a person with more open items than this reads them in the centre itself.
 */
export const HOME_CENTER_ROWS = 200;

/** The newest rows of one of the user's approval-centre lists and how many there are in all (useHomeLive refreshes them). */
export function useFlowCenterRows(tab: FlowCenterTab, userId: string) {
  const { http } = useApi();
  return useQuery({
    queryKey: [HOME_KEY, 'center', tab, userId],
    queryFn: ({ signal }) => getFlowCenterPage(http, tab, { PageIndex: 1, PageSize: HOME_CENTER_ROWS }, signal),
    staleTime: 0,
  });
}
