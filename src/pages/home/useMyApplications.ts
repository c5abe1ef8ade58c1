import { useQuery } from '@tanstack/react-query';
import { getStartedCounts } from '../../../providers/endpoints/flowCenter';
import { useApi } from '../../app/ApiContext';
import { HOME_KEY } from './useHomeLive';

/** 我的申请: how many of the user's records stand in each state (the counts 我发起的 reads). */
export function useMyApplications(userId: string) {
  const { http } = useApi();
  return useQuery({
    queryKey: [HOME_KEY, 'applications', userId],
    queryFn: ({ signal }) => getStartedCounts(http, {}, signal),
    // Fetched again whenever the home page is shown: the figures are never older than the page.
    staleTime: 0,
  });
}
