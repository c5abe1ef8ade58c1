import { useQuery } from '@tanstack/react-query';
import { getFlowDynamic } from '../../../providers/endpoints/flow';
import { useApi } from '../../app/ApiContext';
import { HOME_KEY } from './useHomeLive';

/** The user's items still awaiting review; an unanswered call leaves the list empty (the page shows an empty state). */
export function usePendingItems(enabled: boolean) {
  const { http } = useApi();
  return useQuery({
    queryKey: [HOME_KEY, 'pendingItems'],
    staleTime: 0,
    enabled,
    queryFn: async () => (await getFlowDynamic(http)).filter((item) => !item.IsComplete),
  });
}
