import { useQuery } from '@tanstack/react-query';
import { getFlowModules } from '../../../providers/endpoints/flowCenter';
import { useApi } from '../../app/ApiContext';

/** The approval modules by Chinese name: fixed while the server runs, so read once per session. */
export function useFlowModules() {
  const { http } = useApi();
  return useQuery({ queryKey: ['flowCenter', 'modules'], queryFn: ({ signal }) => getFlowModules(http, signal), staleTime: Infinity });
}
